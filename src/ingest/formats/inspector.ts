/**
 * The MCP Inspector's proxy console (server side of `npx @modelcontextprotocol/inspector`): one
 * sentence per line, no clock, no message bodies; an error is followed by its Node stack and the
 * util.inspect of the error object (indented lines and a closing `}`). `npm run dev` prefixes `[1] `.
 */
import { inspectorPhrases } from '../hosts/inspector.js';
import type { HostLine } from './host-lines.js';
import { indented, recordReader } from './host-records.js';

const STRONG_RE = /Proxy {1,2}<-> Server sessionId|Client <-> Proxy {1,2}sessionId|New (?:StreamableHttp|streamable-http|STDIO|stdio|SSE|sse) connection|Proxy server listening on port|MCP Inspector is up and running|Received (?:(?:POST|GET) )?message for sessionId|Error in \/(?:stdio|mcp|sse|message) route/;

/**
 * The UI's error for a request its proxy could not forward: the SDK's Streamable HTTP error under an
 * `MCP error -320xx: ` wrapper, with the status in the text (Kuadrant/mcp-gateway#390) or without it, the
 * server's body following (agentic-community/mcp-gateway-registry#960: "MCP error -32009: Streamable HTTP
 * error: Error POSTing to endpoint:" and the JSON-RPC error on the next line).
 */
const RELAYED_RE = /^MCP error -320\d\d: (?:Streamable HTTP error: )?Error POSTing to endpoint\b/;

/**
 * MetaMCP's backend logs its own client's errors in the Inspector proxy's words ("Error from MCP server:", its
 * apps/backend/src/lib/mcp-proxy.ts, built from the Inspector's proxy), and its proxy routes print the Inspector's
 * connection sentences too; but it runs from its Docker image, a pnpm workspace at /app, so the SDK's frames in its
 * stacks sit in /app's pnpm store and its own in the backend bundle (metatool-ai/metamcp#135: two refused GET streams,
 * then the kill; #113). The Inspector, run through npx or from its package, prints neither: such a console is not the
 * Inspector's, its host unknown.
 */
const METAMCP_IMAGE_RE = /file:\/\/\/app\/(?:node_modules\/\.pnpm\/@modelcontextprotocol\+sdk@|apps\/backend\/dist\/)/;

function start(line: string): HostLine | null {
  const s = line.replace(/^\[\d\] /, '');
  // A JSON body on its own line continues the error above it (the body the SDK's message carries).
  if (indented(s) || /^[}\]]/.test(s) || /^\{"/.test(s)) return null;
  return { at: null, msg: s.trim() };
}

function sniff(head: readonly string[]): number {
  let strong = 0;
  let error = 0;
  for (const l of head) {
    if (STRONG_RE.test(l)) strong++;
    else if (/^(?:\[\d\] )?Error from MCP server: /.test(l)) error++;
  }
  if (strong > 0) return 0.9;
  // The UI's error for a request its proxy could not forward (hosts/inspector.ts, inspector/relayed-post-status).
  if (head.some((l) => RELAYED_RE.test(l))) return 0.6;
  return error > 0 ? 0.6 : 0;
}

export const inspector = recordReader({
  name: 'inspector',
  title: 'MCP Inspector proxy console',
  clock: 'none',
  host: 'inspector',
  foreignWords: METAMCP_IMAGE_RE,
  self: null,
  phrases: inspectorPhrases,
  sniff,
  start,
});
