/**
 * A shell's own line for a foreground command a signal ended, pasted from the terminal where a reporter ran a stdio
 * server by hand and typed its JSON-RPC (lightpanda-io/browser#1938: `zsh: segmentation fault  ./lightpanda mcp` right
 * under the unanswered tools/call), or ran its CLI (DeusData/codebase-memory-mcp#245: zsh's job line `[1]    10790
 * segmentation fault (core dumped)  codebase-memory-mcp cli …`, fish's `Job 1, '…' terminated by signal SIGSEGV
 * (Address boundary error)`). The shell prints it when its child died of the signal (zsh's and bash's job-status
 * words, fish's sentence), so the process whose output the lines above are is gone, and whatever it had in flight
 * with it. A reader labels the line a transport-close with the signal as its reason.
 *
 * Only the shells' fixed forms: zsh's `zsh: <words>  <command>` (two spaces before the command), a job line
 * `[n]  <pid> <words>  <command>`, fish's `Job n, '<command>' terminated by signal SIG…`, and bash's words alone on
 * their line (`Segmentation fault (core dumped)`, `Killed`), never the words inside other text.
 */

/** zsh's and bash's words for the signals that end a process without its consent. */
const ZSH_WORDS = 'segmentation fault|bus error|killed|abort|illegal hardware instruction|floating point exception';
const ZSH_RE = new RegExp(`^(?:zsh|bash|sh): (${ZSH_WORDS})(?: \\(core dumped\\))?  +\\S`);
const JOB_RE = new RegExp(`^\\[\\d+\\] +(?:[+-] +)?\\d+ (${ZSH_WORDS})(?: \\(core dumped\\))?  +\\S`);
const FISH_RE = /^(?:fish: )?Job \d+, '[^'\n]*' terminated by signal (SIG[A-Z]+)\b/;
const BASH_RE = /^(Segmentation fault|Bus error|Aborted|Illegal instruction|Floating point exception)(?: \(core dumped\))?\s*$|^(Killed)\s*$/;

/** The reason a shell's status line gives for the end of its command (`process killed by the shell's signal: …`), or null. */
export function shellKilledReason(line: string): string | null {
  const c = line.charCodeAt(0);
  // z(sh), b(ash), s(h), [ (job), J / f (fish), S B A I F K (bash): the cheap gate on the hot path.
  if (c !== 122 && c !== 98 && c !== 115 && c !== 91 && c !== 74 && c !== 102 && c !== 83 && c !== 66 && c !== 65 && c !== 73 && c !== 70 && c !== 75) return null;
  const m = ZSH_RE.exec(line) ?? JOB_RE.exec(line) ?? FISH_RE.exec(line) ?? BASH_RE.exec(line);
  if (m === null) return null;
  return `process killed by a signal: ${line.trim()}`.slice(0, 300);
}
