/** Capture writers by format name; one recorded run can be rendered in every format. */
import type { Recorder } from '../lib/tap.js';
import { renderClaudeDesktop } from './claude-desktop.js';
import { renderMcpcap } from './mcpcap.js';
import { renderNdjson } from './ndjson.js';
import { renderVsCode } from './vscode.js';

export type SampleFormat = 'claude-desktop' | 'vscode' | 'ndjson' | 'mcpcap';

export const EXTENSION: Record<SampleFormat, string> = {
  'claude-desktop': '.log',
  vscode: '.log',
  ndjson: '.ndjson',
  mcpcap: '.mcpcap.jsonl',
};

export interface RenderOptions {
  /** IANA zone the VS Code lines are written in. */
  zone: string;
  /** Claude Desktop only: truncate bodies over this many characters. */
  truncateOver?: number;
}

export function render(format: SampleFormat, rec: Recorder, opts: RenderOptions): string {
  switch (format) {
    case 'claude-desktop':
      return renderClaudeDesktop(rec, opts.truncateOver === undefined ? {} : { truncateOver: opts.truncateOver });
    case 'vscode':
      return renderVsCode(rec, opts.zone);
    case 'ndjson':
      return renderNdjson(rec);
    case 'mcpcap':
      return renderMcpcap(rec);
  }
}
