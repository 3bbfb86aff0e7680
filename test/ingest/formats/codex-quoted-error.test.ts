/**
 * codex_core's failed-call error quoted without its `tool call error:` prefix: which pastes the Codex reader
 * claims, and the call it reads in them (names replaced). Table-driven: the pasted text, and the host and the
 * failed call wanted (null: not Codex's).
 */
import { describe, expect, it } from 'vitest';
import { readAll, tempFile } from '../helpers.js';

const CASES: Array<[string, string, { target: string; error: RegExp } | null]> = [
  // openai/codex#28704: the pair in backticks, 'Caused by:' and the cause indented under it, inside indented prose
  [
    'the backticked pair over an indented chain, in prose',
    'Codex loses the stdio server after it closes.\n\n  One call fails with:\n\n  tool call failed for `symbolmap/symbolmap_context`\n  Caused by:\n      Transport closed\n\n  The tools stay unavailable.\n',
    { target: 'symbolmap_context', error: /Transport closed/ },
  ],
  // anthony-chaudhary/fak#1445: the two lines quoted as backticked bullets, the pair bare
  [
    'the pair bare in backticked bullets, the cause on its own bullet',
    '- The live Codex MCP tool call still returned:\n  - `tool call failed for lintd/lintd_read`\n  - `Caused by: Transport closed`\n- The child process was alive.\n',
    { target: 'lintd_read', error: /Transport closed/ },
  ],
  // TheGreenCedar/CodeStory#441: the reporter's own sentence, the error and its cause each in backticks, 'caused by' in prose
  [
    "the pair and its cause in backticks, joined by the reporter's 'caused by'",
    '- Tool call: `mcp__chartkit.render({"size":"s"})`\n- Result: `tool call failed for chartkit/render` caused by `Transport closed`\n',
    { target: 'render', error: /^Transport closed$/ },
  ],
  // the same pair with a timeout cause (kky42/codex-as-mcp#5 prints it with its prefix; a reporter's quote drops it)
  [
    'the backticked pair with a deadline cause',
    'tool call failed for `subagents/spawn_agent`\nCaused by:\n    0: timed out awaiting tools/call after 60s\n    1: deadline has elapsed\n',
    { target: 'spawn_agent', error: /timed out awaiting/ },
  ],
  // m0n0x41d/haft#21: the TUI's 'Called' tree, the backticked pair wrapped after its slash
  [
    'the Called tree with the pair wrapped after its slash',
    'Called\n  └ plan-kit.plan_commit({"title":"x"})\n    Error: tool call error: tool call failed for `plan-kit/\n        plan_commit`\n        Caused by:\n            tools/call failed: Transport closed\n',
    { target: 'plan_commit', error: /Transport closed/ },
  ],
  // openai/codex#38794: `codex exec`'s plain-text progress lines, the failure's reason empty
  [
    "codex exec's text progress for a failed call",
    "mcp: notes/list_entries started\nmcp: notes/list_entries (failed)\n\nError calling tool 'list_entries':\n",
    { target: 'list_entries', error: /^$/ },
  ],
  // openai/codex#29857: the reason right under '(failed)', no blank line: Codex's own withdrawal of the call
  [
    "codex exec's text progress for a withdrawn call",
    'mcp: nb-exec/run_cell started\nmcp: nb-exec/run_cell (failed)\nuser cancelled MCP tool call\n',
    { target: 'run_cell', error: /^user cancelled MCP tool call$/ },
  ],
  // samanhappy/mcphub#524: the TUI's width wrapped the sentence before its pair, the pair bare on the next line, the
  // chain's indentation lost, rmcp's worker type cut unclosed and reqwest's status split inside its parenthesis
  [
    'the pair wrapped onto its own line, the chain at the margin',
    'tool call error: tool call failed for\nrelay/run_cmd\nCaused by:\ntools/call failed: Transport send error: Transport\n[rmcp::transport::worker::WorkerTransport< rmcp::trar\nerror: Client error: HTTP status client error (400 Bad\nRequest) for url (http://127.0.0.1:3010/mcp)\n',
    { target: 'run_cmd', error: /400 Bad/ },
  ],
  ['a sentence ending on "failed for" over a line that is no pair is not Codex', 'The tool call failed for\nsome reason we do not know.\n', null],
  ['a line ending on a bare slash is not Codex', 'The tool call failed for docs/\nsearch again today.\n', null],
  ['a bare pair with no cause chain is not enough', 'The tool call failed for docs/search again today.\n', null],
  ["prose 'caused by' after a bare pair not in backticks is not enough", 'The tool call failed for docs/search, caused by a typo.\n', null],
  ['a cause chain with no failed call is not Codex', 'Error: could not open config\n\nCaused by:\n    No such file or directory\n', null],
];

describe('codex reader: the failed-call error quoted without its prefix', () => {
  it.each(CASES)('%s', async (_name, text, want) => {
    const path = tempFile(`codex-quoted-${Math.random().toString(36).slice(2)}.txt`, text);
    if (want === null) {
      // Another reader, or none at all ("not a capture in any known format").
      const host = await readAll(path).then((r) => r.summary.host, () => null);
      expect(host).not.toBe('codex');
      return;
    }
    const { summary, events } = await readAll(path);
    expect(summary.host).toBe('codex');
    const failed = events.filter((e) => e.said?.method === 'tools/call' && e.said.target === want.target && e.said.kind !== 'request-sent');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.said!.error ?? '').toMatch(want.error);
  });
});
