/**
 * Output safety: what a capture says must never act on the reader's terminal or break the
 * document it is rendered into. ANSI/OSC/CR/backspace never reach the text report raw; `|` and
 * newlines do not break markdown tables; HTML is escaped; Mermaid stays one statement per line.
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, runs, TERMINAL_UNSAFE } from './harness.js';

const NASTY = join(ROOT, 'test', 'fixtures', 'nasty');
const TMP = mkdtempSync(join(tmpdir(), 'mcp-triage-term-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** Splits a markdown table row on unescaped pipes. */
function cells(row: string): number {
  return row.split(/(?<!\\)\|/).length;
}

/** Every markdown table keeps the header's column count on every row; code fences balance. */
function markdownViolations(md: string): string[] {
  const bad: string[] = [];
  const lines = md.split('\n');
  let inFence = false;
  let header: number | null = null;
  for (const [i, line] of lines.entries()) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      header = null;
      continue;
    }
    if (inFence) continue;
    if (line.startsWith('|')) {
      if (header === null) header = cells(line);
      else if (cells(line) !== header) bad.push(`line ${i + 1}: ${cells(line)} cells, header has ${header}: ${line.slice(0, 120)}`);
    } else {
      header = null;
    }
  }
  if (inFence) bad.push('unbalanced code fence');
  return bad;
}

function htmlViolations(html: string): string[] {
  const bad: string[] = [];
  // The planted markup must arrive as text (`&lt;script&gt;`), never as tags.
  for (const s of ['<script>alert', '<img src=x', '</code></pre><script']) if (html.includes(s)) bad.push(`raw ${s}`);
  if (TERMINAL_UNSAFE.test(html.replace(/\r/g, ''))) bad.push('control character in HTML');
  return bad;
}

/** Mermaid reads `%%{…}%%` directives anywhere in a diagram: none may come from the capture. */
function mermaidViolations(m: string): string[] {
  const bad: string[] = [];
  const blocks = [...m.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((x) => x[1] ?? '');
  for (const b of blocks.length > 0 ? blocks : [m]) {
    if (b.includes('%%{')) bad.push('raw mermaid directive inside a diagram');
    for (const line of b.split('\n')) if (/^\s*(end|participant|loop|alt|opt)\b.*\]\]/.test(line)) bad.push(`injected statement: ${line}`);
  }
  if (TERMINAL_UNSAFE.test(m)) bad.push('control character in mermaid');
  return bad;
}

describe('terminal escapes from a capture never reach the text report', () => {
  it.each([['ansi.log'], ['markup.ndjson'], ['nul-bytes.ndjson'], ['claude-binary-middle.log']])('%s', async (name) => {
    for (const extra of [[], ['--no-redact'], ['--all']]) {
      const run = await runCli([join(NASTY, name), '--format', 'text', ...extra]);
      expect(run.code).toBe(0);
      expect(run.stdout).not.toMatch(TERMINAL_UNSAFE);
      expect(run.stderr).not.toMatch(TERMINAL_UNSAFE);
    }
  });

  it('the escapes are shown, visibly, not dropped (the evidence is still there)', async () => {
    const run = await runCli([join(NASTY, 'ansi.log'), '--format', 'text', '--all']);
    expect(run.stdout).toContain('RED');
    expect(run.stdout).toContain('OVER');
  });

  it('the JSON report keeps the exact text, escaped as JSON', async () => {
    const run = await runCli([join(NASTY, 'ansi.log'), '--format', 'json', '--all']);
    expect(run.stdout).not.toMatch(TERMINAL_UNSAFE);
    expect(() => JSON.parse(run.stdout)).not.toThrow();
  });

  it('a file name with escapes, in the report and in an error', async () => {
    const evil = join(TMP, 'cap\u001b[2J\u001b]0;x\u0007.ndjson');
    writeFileSync(evil, '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"}}\n');
    const ok = await runCli([evil, '--format', 'text', '--all']);
    expect(ok.code).toBe(0);
    expect(ok.stdout).not.toMatch(TERMINAL_UNSAFE);
    const missing = await runCli([`${evil}.missing`]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).not.toMatch(TERMINAL_UNSAFE);
  });
});

describe('markup from a capture does not break markdown, HTML or mermaid', () => {
  for (const name of ['markup.ndjson', 'ansi.log']) {
    it(`${name}: markdown tables keep their shape`, async () => {
      const run = await runCli([join(NASTY, name), '--format', 'markdown', '--all']);
      expect(run.code).toBe(0);
      expect(markdownViolations(run.stdout)).toEqual([]);
    });
    it(`${name}: HTML is escaped`, async () => {
      const run = await runCli([join(NASTY, name), '--format', 'html', '--all']);
      expect(run.code).toBe(0);
      expect(htmlViolations(run.stdout)).toEqual([]);
    });
    it(`${name}: mermaid has no injected directives`, async () => {
      const run = await runCli([join(NASTY, name), '--format', 'mermaid', '--all']);
      expect(run.code).toBe(0);
      expect(mermaidViolations(run.stdout)).toEqual([]);
    });
  }

  it('the checks themselves catch a broken table, raw HTML and a raw directive', () => {
    expect(markdownViolations('| a | b |\n|---|---|\n| x | y | z |\n')).toHaveLength(1);
    expect(markdownViolations('```\nopen')).toEqual(['unbalanced code fence']);
    expect(htmlViolations('<p><script>alert(1)</script></p>')).not.toEqual([]);
    expect(mermaidViolations('```mermaid\nsequenceDiagram\n  A->>B: x %%{init}%%\n```\n')).not.toEqual([]);
    expect(mermaidViolations('### title %%{init}%%\n```mermaid\nsequenceDiagram\n```\n')).toEqual([]);
  });
});

function tagNames(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g)) out.add((m[1] ?? '').toLowerCase());
  return out;
}

type Fields = { client: string; tool: string; reason: string; error: string; stderr: string; id: string };

/** A Claude Desktop capture that shows every field in some report line. */
function capture(h: Fields): string {
  const t = (s: number): string => `2025-07-12T05:5${s}:00.000Z [srv] [info] `;
  return (
    [
      `${t(0)}Message from client: ${JSON.stringify({ method: 'initialize', params: { protocolVersion: '2025-06-18', clientInfo: { name: h.client, version: h.client } }, jsonrpc: '2.0', id: 0 })}`,
      `${t(0)}Message from client: ${JSON.stringify({ method: 'tools/call', params: { name: h.tool }, jsonrpc: '2.0', id: h.id })}`,
      h.stderr.replace(/\n/g, ' '),
      `${t(1)}Message from client: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: h.id, reason: h.reason } })}`,
      `${t(2)}Message from client: ${JSON.stringify({ method: 'resources/read', params: { uri: h.tool }, jsonrpc: '2.0', id: 9 })}`,
      `${t(3)}Message from server: ${JSON.stringify({ jsonrpc: '2.0', id: 9, error: { code: -1, message: h.error } })}`,
    ].join('\n') + '\n'
  );
}

describe('fuzzed hostile text in every displayed field', () => {
  const hostile = fc
    .array(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 6 }),
        fc.constantFrom('\u001b[31m', '\u001b]8;;http://e\u0007', '\r', '\b', '\u009b', '|', '\\|', '`', '```', '<', '>', '&', '"', '\n', '%%{init}%%', '-->', '#', ';'),
      ),
      { maxLength: 8 },
    )
    .map((a) => a.join(''));

  it('text, markdown, html and mermaid stay safe', { timeout: runs(120_000) }, async () => {
    let n = 0;
    const benign = join(TMP, 'benign.log');
    writeFileSync(benign, capture({ client: 'c', tool: 't', reason: 'r', error: 'e', stderr: 's', id: 'i' }));
    const baselineTags = [...tagNames((await runCli([benign, '--format', 'html', '--all', '--no-redact'])).stdout)];
    expect(baselineTags.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(fc.record({ client: hostile, tool: hostile, reason: hostile, error: hostile, stderr: hostile, id: hostile }), async (h) => {
        const file = join(TMP, `fuzz-${n++}.log`);
        writeFileSync(file, capture(h));
        const text = await runCli([file, '--format', 'text', '--all', '--no-redact']);
        expect(text.code).toBe(0);
        expect(text.stdout).not.toMatch(TERMINAL_UNSAFE);
        const md = await runCli([file, '--format', 'markdown', '--all', '--no-redact']);
        expect(markdownViolations(md.stdout)).toEqual([]);
        const html = await runCli([file, '--format', 'html', '--all', '--no-redact']);
        expect(TERMINAL_UNSAFE.test(html.stdout.replace(/\r/g, ''))).toBe(false);
        // Every tag in the HTML is one the renderer itself writes for a benign capture.
        for (const tag of tagNames(html.stdout)) expect(baselineTags).toContain(tag);
        const mm = await runCli([file, '--format', 'mermaid', '--all', '--no-redact']);
        expect(mermaidViolations(mm.stdout)).toEqual([]);
      }),
      { numRuns: runs(15) },
    );
  });
});
