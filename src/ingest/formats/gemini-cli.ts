/**
 * Gemini CLI's terminal text: start-up lines (`✕ Error during discovery for server '<s>': …`) and
 * the debug console, drawn in a box (`╭─…╮`, `│ ✖  MCP ERROR (<server>): … │`, `╰─…╯`) whose frame
 * and padding carry nothing. No clock.
 */
import { geminiCliPhrases } from '../hosts/gemini-cli.js';
import type { HostLine } from './host-lines.js';
import { indented, recordReader } from './host-records.js';

const FRAME_RE = /^\s*[╭╰][─]+[╮╯]\s*$/;
const BOX_RE = /^\s*│(.*?)│?\s*$/;
const GLYPH_RE = /^(?:[✕✖ℹ⚠]\uFE0F?)\s*/;
const STRONG_RE = /Error during discovery for (?:MCP )?server '|MCP ERROR \(|Debug Console \(ctrl\+o to close\)|About Gemini CLI|failed to start or connect to MCP server '|Error discovering (?:prompts|tools|resources) from /;

function start(line: string): HostLine | null | 'skip' {
  if (FRAME_RE.test(line)) return 'skip';
  const box = BOX_RE.exec(line);
  if (box !== null && line.trimStart().startsWith('│')) {
    const inner = box[1]!.trim();
    if (inner === '') return 'skip';
    if (!GLYPH_RE.test(inner) && !/^Debug Console/.test(inner)) return null;
    return { at: null, msg: inner.replace(GLYPH_RE, '') };
  }
  if (indented(line)) return null;
  return { at: null, msg: line.trim().replace(GLYPH_RE, '') };
}

function sniff(head: readonly string[]): number {
  for (const l of head) if (STRONG_RE.test(l)) return 0.9;
  return 0;
}

export const geminiCli = recordReader({
  name: 'gemini-cli',
  title: 'Gemini CLI terminal output and debug console',
  clock: 'none',
  host: 'gemini-cli',
  self: 'client',
  phrases: geminiCliPhrases,
  sniff,
  start,
});
