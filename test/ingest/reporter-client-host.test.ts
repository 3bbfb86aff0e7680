/**
 * Who wrote a log fenced in a report, when its reader names no writer: the client the reporter's environment line names
 * among the words set aside (a template's "- Client: Cursor IDE MCP client" above the fence: grafana/mcp-grafana#934).
 * A reader that knows its writer keeps it. Shapes follow the thread; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze.js';
import { tempFile } from './helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FENCED_SDK_WORDS = ['## Error Logs', '', '```', '[error] Failed to reconnect SSE stream: Streamable HTTP error: Failed to open SSE stream: Bad Request [error] Maximum reconnection attempts (2) exceeded.', '```'];
const CLAUDE_DESKTOP_LOG = ['```', '2026-03-01T10:00:00.000Z [notes] [info] Message from client: {"method":"tools/call","params":{"name":"find","arguments":{}},"jsonrpc":"2.0","id":4}', '```'];

async function hostOf(text: string): Promise<string | undefined> {
  const r = await analyze([tempFile('issue.md', text)], { tz: 'UTC' });
  return (r.inputs[0] as { host?: string }).host;
}

describe("the reporter's named client as the writer of a fenced log", () => {
  it.each<[string, string[], string]>([
    ['an environment list naming the client, the SDK words fenced under it', ['## Environment', '', '- server: streamable-http, 2 replicas', '- Client: Cursor IDE MCP client', '', ...FENCED_SDK_WORDS], 'cursor'],
    ['the same quoted as a reply (every line behind "> ")', ['## Environment', '', '- server: streamable-http, 2 replicas', '- Client: Cursor IDE MCP client', '', ...FENCED_SDK_WORDS].map((l) => (l === '' ? '>' : `> ${l}`)), 'cursor'],
    ["the same with a copied screen's colour codes around each line", ['## Environment', '', '- server: streamable-http, 2 replicas', '- Client: Cursor IDE MCP client', '', ...FENCED_SDK_WORDS].map((l) => (l === '' ? l : `\u001b[36m${l}\u001b[0m`)), 'cursor'],
    ['no client named: nobody', ['## Environment', '', '- server: streamable-http, 2 replicas', '', ...FENCED_SDK_WORDS], 'unknown'],
    ["a reader that knows its writer keeps it, whatever the reporter's list says", ['- Client: Cursor IDE MCP client', '', ...CLAUDE_DESKTOP_LOG], 'claude-desktop'],
    // oculairmedia/Letta-MCP-server#102: VS Code named as the editor a third-party agent extension runs in is not the writer
    ['VS Code as the editor of an agent extension names no writer', ['## Environment', '- MCP Client: Augment Code (VS Code extension)', '', ...FENCED_SDK_WORDS], 'unknown'],
    ['VS Code as a plugin host, plural', ['- MCP client: Notes Agent (VS Code plugins bundle)', '', ...FENCED_SDK_WORDS], 'unknown'],
    ['VS Code itself named as the client is still VS Code', ['## Environment', '- MCP Client: VS Code 1.105 (agent mode)', '', ...FENCED_SDK_WORDS], 'vscode'],
    ["Copilot's extension calls tools through VS Code's own client", ['- MCP client: GitHub Copilot (VS Code extension)', '', ...FENCED_SDK_WORDS], 'vscode'],
    ['the same with VS Code written first', ['- MCP Client: VS Code extension (GitHub Copilot Chat)', '', ...FENCED_SDK_WORDS], 'vscode'],
    ['the same as a second label', ['- MCP Client: VS Code Extension: Copilot Chat', '', ...FENCED_SDK_WORDS], 'vscode'],
    ['the Copilot CLI beside a VS Code extension is not VS Code', ['- MCP Client: VS Code extension, driven from Copilot CLI', '', ...FENCED_SDK_WORDS], 'unknown'],
    ['the Copilot CLI named after the extension is not VS Code', ['- MCP Client: Copilot CLI (VS Code extension installed)', '', ...FENCED_SDK_WORDS], 'unknown'],
  ])('%s', async (_name, text, want) => {
    expect(await hostOf(lines(...text))).toBe(want);
  });
});
