/**
 * What makes a text Goose's (formats/goose.ts): its own code (a `goose::…` tracing target, a `crates/goose…` source
 * location) claims a text only beside a word that says MCP, Goose's "extension" included. Its model provider's errors
 * (aaif-goose/goose#899) and its own session store's panic (#5197) never say MCP and are refused. Lines follow those
 * pastes; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const run = (name: string, lines: string[]) => analyze([tempFile(name, `${lines.join('\n')}\n`)], { tz: 'UTC' });

describe("Goose's own code as evidence", () => {
  it.each([
    ['a provider error through the agent loop', ['2025-02-02T10:11:12.000000Z ERROR goose::agents::truncate: Error: Execution error: No usage data in response', '    at crates/goose/src/agents/truncate.rs:256']],
    ["the CLI's panic on its own session store", ["thread 'main' panicked at /build/goose/crates/goose-cli/src/session/mod.rs:135:18:", 'called `Result::unwrap()` on an `Err` value: Session not found']],
  ])('%s, no word saying MCP: refused', async (_name, lines) => {
    await expect(run('goose.txt', lines)).rejects.toThrow(/not a capture in any known format/);
  });

  it.each([
    ['an extension named', ['2025-02-02T10:11:12.000000Z ERROR goose::agents::extension_manager: extension notes stopped responding']],
    ['MCP named', ['2025-02-02T10:11:12.000000Z  WARN goose::agents: rmcp transport closed for notes']],
  ])('%s: Goose\'s', async (_name, lines) => {
    const report = await run('goose.txt', lines);
    expect(report.inputs[0]).toMatchObject({ format: 'goose', host: 'goose' });
  });
});
