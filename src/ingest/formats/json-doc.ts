/**
 * Readers of whole JSON documents (an Inspector export, an OTLP/JSON body): the document is kept as its lines
 * come and parsed once at `end()`. A file may also hold one document per line (an OpenTelemetry collector's
 * file exporter writes one ExportTraceServiceRequest per line): a line that is a whole document by itself is
 * parsed at once, so memory stays bounded by the largest document, not by the file.
 */
import type { LineDisposition, ReaderContext } from '../types.js';

/** Largest document kept (characters). V8 strings stop at ~2^29 characters. */
export const MAX_DOC_CHARS = 256 * 1024 * 1024;

export interface Doc {
  value: unknown;
  /** First and last line of the document. */
  line: number;
  endLine: number;
}

export interface DocCollector {
  line(text: string, no: number): LineDisposition;
  /** The buffered (multi-line) document, if any; lists a Problem when it does not parse. */
  finish(): Doc | null;
}

/**
 * `whole(v)` says whether a value parsed from one line is a document of this format (so a JSONL file is read
 * line by line); `onDoc` receives it and says whether it produced anything.
 */
export function collectDocs(ctx: ReaderContext, what: string, whole: (v: unknown) => boolean, onDoc: (d: Doc) => boolean): DocCollector {
  let pieces: string[] = [];
  let chars = 0;
  let first = 0;
  let last = 0;
  let overflow = false;
  return {
    line(text: string, no: number): LineDisposition {
      if (pieces.length === 0) {
        const t = text.trim();
        if (t === '') return 'blank';
        if (t.startsWith('{') && t.endsWith('}')) {
          let v: unknown;
          try {
            v = JSON.parse(t);
          } catch {
            v = undefined;
          }
          if (v !== undefined && whole(v)) return onDoc({ value: v, line: no, endLine: no }) ? 'event' : 'part';
        }
        first = no;
      }
      last = no;
      if (overflow) return 'part';
      chars += text.length + 1;
      if (chars > MAX_DOC_CHARS) {
        overflow = true;
        pieces = [''];
        return 'part';
      }
      pieces.push(text);
      return 'part';
    },
    finish(): Doc | null {
      if (pieces.length === 0) return null;
      const source = { file: ctx.file, line: first, endLine: last };
      if (overflow) {
        ctx.problem(source, `${what}: document larger than ${MAX_DOC_CHARS} characters, not read`);
        return null;
      }
      const text = pieces.join('\n');
      pieces = [];
      try {
        return { value: JSON.parse(text) as unknown, line: first, endLine: last };
      } catch (err) {
        ctx.problem(source, `${what}: not valid JSON (${(err as Error).message.slice(0, 160)}); lines ${first}–${last} not read`);
        return null;
      }
    },
  };
}
