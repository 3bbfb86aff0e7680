import { fileURLToPath } from 'node:url';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Problem, WireEvent } from '../../src/events.js';
import { openInput, type OpenInputOptions, type OpenedInput } from '../../src/ingest/index.js';
import type { InputSummary } from '../../src/ingest/types.js';

export const FIXTURES = fileURLToPath(new URL('../fixtures/ingest/', import.meta.url));

export function fixture(rel: string): string {
  return join(FIXTURES, rel);
}

export interface ReadAll {
  input: OpenedInput;
  events: WireEvent[];
  summary: InputSummary;
  problems: Problem[];
}

export async function readAll(path: string, opts: OpenInputOptions = {}): Promise<ReadAll> {
  const input = await openInput(path, opts);
  const events: WireEvent[] = [];
  const { summary, problems } = await input.read((e) => events.push(e));
  return { input, events, summary, problems };
}

let dir: string | null = null;
/** Writes `content` into a fresh temp file and returns its path. */
export function tempFile(name: string, content: string | Buffer): string {
  dir ??= mkdtempSync(join(tmpdir(), 'mcp-triage-ingest-'));
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
}

/** Events of one line, in order. */
export function at(events: WireEvent[], line: number): WireEvent[] {
  return events.filter((e) => e.source.line === line);
}
