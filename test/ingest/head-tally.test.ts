/**
 * oncePerHead (head-tally.ts): a reader's count of a sniff's head, made once for the head however many of its sniffs
 * read it (its own and its besideMcp sniff: detect.ts sniffScore), and made again for another head.
 */
import { describe, expect, it } from 'vitest';
import { oncePerHead } from '../../src/ingest/head-tally.js';
import { sniffScore } from '../../src/ingest/detect.js';
import { vscode } from '../../src/ingest/formats/vscode.js';

describe('oncePerHead', () => {
  it('counts a head once, and each other head (even with the same lines) on its own', () => {
    let counted = 0;
    const tally = oncePerHead((head) => {
      counted++;
      return { lines: head.length };
    });
    const head = ['a', 'b'];
    expect(tally(head)).toEqual({ lines: 2 });
    expect(tally(head)).toBe(tally(head));
    expect(counted).toBe(1);
    expect(tally(['a', 'b'])).toEqual({ lines: 2 });
    expect(counted).toBe(2);
  });

  it('gives the reader the same scores as counting afresh (a VS Code channel beside a word that says MCP)', () => {
    const head = [
      '2026-04-23 17:40:14.838 [info] Starting server notes',
      '2026-04-23 17:40:14.900 [info] Connection state: Running',
      '2026-04-23 17:40:15.000 [warning] [server stderr] MCP server listening',
    ];
    const once = sniffScore(vscode, head);
    expect(once).toBeGreaterThan(0.4);
    expect(sniffScore(vscode, [...head])).toBe(once);
    expect(vscode.sniff(head)).toBe(vscode.sniff([...head]));
    expect(vscode.besideMcp!.sniff(head)).toBe(vscode.besideMcp!.sniff([...head]));
  });
});
