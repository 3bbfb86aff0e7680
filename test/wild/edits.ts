/**
 * The ways reporters edit a log before it reaches a bug report, as functions of the capture's text: quoted with
 * `> `, indented as a Markdown code block, fenced, CRLF line ends, a byte-order mark, trailing spaces, a blank line
 * between lines, a terminal's colour codes kept with their ESC or without it, folded in a `<details>` block, a lone `...`
 * where lines were left out. Used by the edited-corpus test and by
 * scripts/wild-perturb.ts.
 */
export type Edit = (text: string) => string;

const lines = (t: string): string[] => t.replace(/\n$/, '').split('\n');

export const EDITS: Record<string, Edit> = {
  quoted: (t) => lines(t).map((l) => (l === '' ? '>' : `> ${l}`)).join('\n') + '\n',
  indented: (t) => lines(t).map((l) => (l === '' ? '' : `    ${l}`)).join('\n') + '\n',
  fenced: (t) => '```\n' + t.replace(/\n?$/, '\n') + '```\n',
  crlf: (t) => t.replace(/\r?\n/g, '\r\n'),
  bom: (t) => '\uFEFF' + t,
  'trailing-spaces': (t) => lines(t).map((l) => `${l}  `).join('\n') + '\n',
  'double-spaced': (t) => lines(t).join('\n\n') + '\n',
  ansi: (t) => lines(t).map((l) => (l === '' ? l : `\x1b[2m${l}\x1b[0m`)).join('\n') + '\n',
  'ansi-orphaned': (t) => lines(t).map((l) => (l === '' ? l : `[2m${l}[0m`)).join('\n') + '\n',
  // A hard wrap at 120 columns, at the last space before the edge (a mail client, a terminal copy, a forum editor)
  wrapped: (t) => lines(t).flatMap((l) => wrap(l, 120)).join('\n') + '\n',
  // Tab-indented as a code block in some editors
  'tab-indented': (t) => lines(t).map((l) => (l === '' ? '' : `\t${l}`)).join('\n') + '\n',
  // Fenced inside a collapsed `<details>` block with its `<summary>` heading, as issue templates and reporters fold a long
  // log (github/copilot-cli#366's "Session logs", microsoft/microsoft-foundry-for-vscode#208's "Call Stack",
  // QwenLM/qwen-code#574's client information)
  // The reporter's arrow after the line where it went wrong, on the log's last line (`← killed here`, `<-- here it hangs`,
  // hosts-in-the-wild.md "What pasted logs look like")
  annotated: (t) => {
    const ls = lines(t);
    let i = ls.length - 1;
    // On the log's own last line, not on a fence the capture was kept in.
    while (i > 0 && (ls[i]!.trim() === '' || ls[i]!.trim().startsWith('```'))) i--;
    ls[i] = `${ls[i]}   <-- here it hangs`;
    return ls.join('\n') + '\n';
  },
  // The reporter's mark for lines left out (`...` alone on a line), between two records in the middle of the log: before
  // the first line from the middle on that starts as the log's first line does (its stamp, its bracket), so a record's
  // own continuation lines stay together (hosts-in-the-wild.md "What pasted logs look like")
  elided: (t) => {
    const ls = lines(t);
    const first = ls.find((l) => l.trim() !== '') ?? '';
    const starts = (l: string): boolean => l !== '' && startClass(l) === startClass(first);
    let at = Math.max(1, Math.floor(ls.length / 2));
    while (at < ls.length && !starts(ls[at]!)) at++;
    ls.splice(at, 0, '...');
    return ls.join('\n') + '\n';
  },
  prose: (t) => 'Here is what the log shows when it happens:\n\n' + t.replace(/\n?$/, '\n') + '\nAny idea what is going on?\n',
  // The reporter's own redaction of a user's home directory, an e-mail address, a token
  redacted: (t) => t.replace(/(\/Users\/|\/home\/|C:\\Users\\)[^\/\\\s'"]+/g, '$1<redacted>').replace(/\b[\w.+-]+@[\w-]+\.[\w.]+\b/g, '[email redacted]').replace(/\b(?:sk|ghp|xoxb)-?[A-Za-z0-9_]{8,}/g, '***'),
  // A stack trace's tabs turned into spaces by the editor the log went through
  'tabs-expanded': (t) => t.replace(/\t/g, '    '),
  // Copied out of a rendered page, a chat app or a mail client: runs of spaces and indentation as no-break spaces
  nbsp: (t) => t.replace(/ {2}/g, '\u00a0 ').replace(/^ /gm, '\u00a0'),
  // An issue's body: the reporter's lead-in, the log in a fence, a question under it. A capture the reporter already
  // fenced keeps its own fences: nobody fences a fenced block again in one paste.
  'issue-body': (t) => {
    const fence = /^\s*(?:```|~~~)/m.test(t) ? '' : '```\n';
    return '### What happened\n\nHere is the log from this morning:\n\n' + fence + t.replace(/\n?$/, '\n') + fence + '\nAny idea what is going on?\n';
  },
  details: (t) => '<details>\n  <summary>Logs</summary>\n\n```\n' + t.replace(/\n?$/, '\n') + '```\n\n</details>\n',
};

/** A line's first character as a class: a digit, a letter, blank, or the character itself (`[`, `{`, `>`). */
function startClass(l: string): string {
  const c = l.charAt(0);
  return /\d/.test(c) ? '9' : /[A-Za-z]/.test(c) ? 'a' : /\s/.test(c) ? ' ' : c;
}

function wrap(line: string, width: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    if (cut <= 0) break;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1);
  }
  out.push(rest);
  return out;
}

/** Captures that are files a tool wrote, not text a person pasted: never edited. */
export function isPastedText(path: string): boolean {
  return !/\.(har|jsonl|json|gz|mcpcap)$/i.test(path);
}
