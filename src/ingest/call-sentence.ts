/**
 * A reporter's tool call as an issue template or a chat copy lays it out: a sentence naming the tool ("Call
 * `notebook_append` via MCP with a non-ASCII entry:", "Calling `search_notes` with:"), the call's arguments as one JSON
 * object in a fenced block under it, then the result on its own line ("**Result:** `MCP error -32000: Internal tool
 * error`", "Result: Error: MCP error -32001: Request timed out", "→ timed out after 60s") — blank lines between any two
 * (MemPalace/mempalace#929). The sentence introduces the result as it would the line right under it (host-lines.ts
 * `lead`): the block is the call's arguments, not a line of its own to read.
 *
 * Only that layout carries the sentence: a sentence that names no tool ("Call the same tool with an ASCII-only
 * entry:"), one followed by other prose or by a second sentence, a block that is not one JSON value, or a line under the
 * block that is not a result line passes nothing on. The fences themselves never reach a line reader (fenced.ts counts
 * them as the reporter's markup); blank lines never reach this step either, so they part nothing.
 *
 * No reader's own: the line readers follow the layout as they read (formats/host-lines.ts), and the prose edges ask
 * whether a paragraph opens it (prose-edges.ts leadInIntroduces).
 */
import { toolInWords } from './hosts/phrase.js';

/**
 * A result line: a label for the call's outcome with the outcome after it on the same line, bold or not (GitHub's
 * Markdown as pasted, or with its marks already taken off), or an arrow before the outcome.
 */
export const RESULT_LINE_RE = /^(?:\*\*)?(?:Result|Response|Output|Returned|Returns)(?:\*\*)?\s*[:：](?:\*\*)?\s*\S|^(?:→|->|=>)\s*\S/i;

/** A fence's line (```json, ~~~): where a reader is given them (fenced.ts mostly keeps them back), or in a text's raw lines. */
const FENCE_LINE_RE = /^(?:```|~~~)[\w+-]*$/;

/** Where the layout stands after the lines read so far. */
export type CallSentence =
  | { phase: 'sentence'; label: string }
  | { phase: 'block'; label: string; depth: number }
  | { phase: 'after'; label: string };

/** A sentence ends in a colon to introduce what is under it; one without is given one (`Calling x with` → `Calling x with:`). */
function asLabel(sentence: string): string {
  return /[:：]\s*$/.test(sentence) ? sentence.trimEnd() : `${sentence.replace(/[\s.…]+$/, '')}:`;
}

/** Opening minus closing brackets outside strings. */
function bracketDelta(line: string): number {
  const bare = line.replace(/"(?:[^"\\]|\\.)*"/g, '');
  return (bare.match(/[{[]/g)?.length ?? 0) - (bare.match(/[}\]]/g)?.length ?? 0);
}

/**
 * The words that introduce this line (never a blank one): the tool's sentence, made a label, when this is the result
 * line under its block, or under the sentence itself past a blank line (a call pasted with no arguments).
 */
export function callSentenceIntroducer(state: CallSentence | null, msg: string): string | null {
  return state !== null && state.phase !== 'block' && RESULT_LINE_RE.test(msg.trim()) ? state.label : null;
}

/** The state after one line (never a blank one), given whether a phrase row read it. */
export function nextCallSentence(state: CallSentence | null, msg: string, said: boolean): CallSentence | null {
  const t = msg.trim();
  // The block's fences, where a reader is given them: they part nothing (one block only: a second value is no result).
  if (state !== null && state.phase !== 'block' && FENCE_LINE_RE.test(t)) return state;
  if (state !== null && state.phase === 'block') {
    // A member that a row reads is an error object's, not the call's arguments.
    if (said) return null;
    const depth = state.depth + bracketDelta(t);
    return depth <= 0 ? { phase: 'after', label: state.label } : { ...state, depth };
  }
  // Under the sentence: the block's first line, or a whole value on one line; anything else ends the layout.
  if (state !== null && state.phase === 'sentence' && !said && /^[{[]/.test(t)) {
    const depth = bracketDelta(t);
    if (depth > 0) return { phase: 'block', label: state.label, depth };
    if (depth === 0 && /[}\]],?$/.test(t)) return { phase: 'after', label: state.label };
    return null;
  }
  return startOf(t, said);
}

/** A word every way toolInWords names a tool holds: a cheap test first, the reader of last resort reads every line. */
const CALL_WORD_RE = /tool|call|invok/i;

/** A line that may open the layout: words no row reads, no JSON of their own, naming a tool. */
function startOf(t: string, said: boolean): CallSentence | null {
  if (said || t.length > 300 || /^[{["]/.test(t) || !CALL_WORD_RE.test(t) || RESULT_LINE_RE.test(t)) return null;
  return toolInWords(t) !== null ? { phase: 'sentence', label: asLabel(t) } : null;
}


/**
 * Whether raw line `at` opens the whole layout in `lines` (a text as written, blank and fence lines in it): the sentence
 * naming a tool, one JSON value or none, then a result line. A paragraph of prose that does so is what introduces the result,
 * not an aside to set apart from the log (ingest/prose-edges.ts leadInIntroduces).
 */
export function opensCallResult(lines: readonly string[], at: number): boolean {
  let state = startOf(lines[at]!.trim(), false);
  for (let k = at + 1; state !== null && k < lines.length; k++) {
    const l = lines[k]!.trim();
    if (l === '') continue;
    if (callSentenceIntroducer(state, l) !== null) return true;
    const next = nextCallSentence(state, l, false);
    // A fence keeps the state as it was; any other line under the block, or a second sentence, ends the layout.
    if (next === state) continue;
    if (state.phase === 'after' || next?.phase === 'sentence') return false;
    state = next;
  }
  return false;
}
