/**
 * The output contract (shared/design/output-contract.md, v1) pinned as literals. Scripts parse these names, so the
 * expected values here are copied from the contract, never imported from src/: a rename or reorder in code fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAUSES, OUTCOMES, RECORD_KEYS, RECORD_LABELS, SERVER_STATES } from '../src/diagnose/types.js';
import { CONTRACT_RULE_IDS, RULES } from '../src/diagnose/rules/index.js';
import { SCHEMA } from '../src/report/contract.js';
import { INPUT_FORMATS } from '../src/cli/options.js';
import { analyze } from '../src/index.js';
import { run } from './cli/harness.js';

const sample = (p: string): string => new URL(`../samples/${p}`, import.meta.url).pathname;

describe('output contract: vocabularies', () => {
  it('schema', () => expect(SCHEMA).toBe('mcp-triage/v1'));

  it('outcome, cause and serverState, exactly and in contract order', () => {
    expect([...OUTCOMES]).toEqual(['completed', 'failed', 'cancelled', 'abandoned', 'lost', 'pending']);
    expect([...CAUSES]).toEqual([
      'none', 'server-error', 'user-cancel', 'client-cancel', 'client-timeout', 'max-total-timeout',
      'stream-closed', 'gateway-error', 'connection-closed', 'session-expired', 'unknown',
    ]);
    expect([...SERVER_STATES]).toEqual(['completed', 'failed', 'stopped', 'continued', 'unknown']);
  });

  it('record keys and text labels, in order', () => {
    expect(RECORD_KEYS.map((k) => [k, RECORD_LABELS[k]])).toEqual([
      ['client', 'Product / client version'],
      ['server', 'Server / SDK version'],
      ['protocolVersion', 'MCP protocol'],
      ['transport', 'Transport'],
      ['requestId', 'Request ID'],
      ['startedAt', 'Start time and time zone'],
      ['timeouts', 'Configured request / max timeout'],
      ['lastProgressAt', 'Last progress notification'],
      ['cancelSignal', 'Cancellation signal and observed time'],
      ['serverState', 'Server processing state'],
      ['externalResult', 'External result checked'],
    ]);
  });
});

describe('output contract: rule ids', () => {
  const required = [
    'cancel-initialize', 'response-after-cancel', 'progress-after-cancel', 'error-response-to-cancel',
    'cancel-unknown-request', 'timeout-without-cancel', 'progress-did-not-extend-timeout', 'no-progress-token',
    'disconnect-is-not-cancel', 'notification-cancel-on-modern-http', 'server-cancel-not-listen',
    'task-cancelled-by-notification', 'possible-duplicate-retry', 'progress-not-increasing',
    'progress-unknown-token', 'stdout-not-json',
  ];

  it('the 16 required ids are the ones the code names as required', () => {
    expect([...CONTRACT_RULE_IDS].sort()).toEqual([...required].sort());
  });

  it.each(required)('%s is a registered rule with a doc page that names it', (id) => {
    const rule = RULES.find((r) => r.meta.id === id);
    expect(rule, id).toBeDefined();
    const page = new URL(`../docs/rules/${id}.md`, import.meta.url);
    expect(existsSync(page), `docs/rules/${id}.md`).toBe(true);
    expect(readFileSync(page, 'utf8')).toContain(id);
  });

  it('an id names one rule per scope (an id may have a request part and a session part, one doc page)', () => {
    const ids = RULES.map((r) => `${r.scope}:${r.meta.id}`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('output contract: JSON report', () => {
  it('a report carries the contract keys, with values from the vocabularies', async () => {
    const r = JSON.parse(JSON.stringify(await analyze([sample('claude-desktop/client-timeout.log')], { all: true })));
    expect(r.schema).toBe('mcp-triage/v1');
    for (const k of ['schema', 'inputs', 'requests', 'problems']) expect(r, k).toHaveProperty(k);
    expect(Object.keys(r.inputs[0])).toEqual(expect.arrayContaining(['path', 'format', 'lines', 'events', 'unparsed']));
    expect(r.inputs[0].format).toBe('claude-desktop');
    expect(r.requests.length).toBeGreaterThan(0);
    for (const q of r.requests) {
      expect(Object.keys(q)).toEqual(expect.arrayContaining([
        'key', 'session', 'id', 'method', 'target', 'from', 'protocolVersion', 'transport', 'startedAt', 'endedAt',
        'durationMs', 'outcome', 'cause', 'serverState', 'confidence', 'timeline', 'findings', 'record', 'nextSteps',
      ]));
      expect(['client', 'server']).toContain(q.from);
      expect(['stdio', 'streamable-http', 'http+sse', null]).toContain(q.transport);
      expect(['high', 'medium', 'low']).toContain(q.confidence);
      expect(OUTCOMES).toContain(q.outcome);
      expect(CAUSES).toContain(q.cause);
      expect(SERVER_STATES).toContain(q.serverState);
      expect(Object.keys(q.record)).toEqual([...RECORD_KEYS]);
      for (const e of q.timeline) expect(Object.keys(e)).toEqual(expect.arrayContaining(['at', 'offsetMs', 'kind', 'detail', 'source']));
      for (const f of q.findings) expect(Object.keys(f)).toEqual(expect.arrayContaining(['rule', 'severity', 'message', 'source']));
    }
  });

  it('--input-format names are the inputs[].format names', () => {
    expect([...INPUT_FORMATS].sort()).toEqual([
      'agentgateway', 'claude-code', 'claude-code-session', 'claude-code-transcript', 'claude-desktop', 'cline', 'codex', 'docker-mcp-gateway', 'dotnet-sdk',
      'elixir-logger', 'emacs-jsonrpc',
      'fastmcp', 'gemini-cli', 'go-sdk', 'goose', 'har', 'inspector', 'inspector-export', 'java-sdk',
      'jsonrpc-in-text', 'librechat', 'litellm', 'mcp-proxy', 'mcp-proxy-python', 'mcp-remote', 'mcpcap', 'mcphub', 'mcpjam', 'mcpo',
      'mcpsnoop', 'ndjson', 'node-debug', 'otlp', 'python-sdk', 'rust-sdk', 'sse', 'supergateway', 'toolhive', 'vscode',
      'windsurf', 'zed',
    ]);
  });
});

describe('output contract: command line', () => {
  it('analyze --help lists every option of the contract', async () => {
    const r = await run(['analyze', '--help']);
    expect(r.code).toBe(0);
    for (const opt of ['-f, --format', '--json', '-o, --output', '--input-format', '--request', '--all', '--tz', '--timeout', '--max-total-timeout', '--no-redact']) {
      expect(r.stdout).toContain(opt);
    }
    for (const fmt of ['text', 'json', 'markdown', 'mermaid', 'html']) expect(r.stdout).toContain(fmt);
  });

  it('exit status: 0 analyzed, 1 unreadable input, 2 bad usage', async () => {
    expect((await run(['analyze', sample('claude-desktop/client-timeout.log')])).code).toBe(0);
    expect((await run(['analyze', sample('does-not-exist.log')])).code).toBe(1);
    expect((await run(['analyze', '--format', 'yaml', sample('claude-desktop/client-timeout.log')])).code).toBe(2);
  });
});
