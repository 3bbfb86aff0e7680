/**
 * A word that says MCP: the protocol's name in any case or compound (`[MCP]`, rmcp, McpError, mcp_config.json,
 * mcpServers) or its SDK's package. A text whose words never say MCP is no capture (docs/formats.md, What makes a
 * capture): a host reader whose lines are about all of its program (its own code paths, its channel grammar, its
 * tracing targets) claims a text only beside such a word — it names its words in Reader.besideMcp and detection
 * applies the rule (detect.ts sniffScore). A reader with its own word for an MCP server adds it (saysMcpOr).
 */
export const SAYS_MCP_RE = /mcp|modelcontextprotocol/i;

/** SAYS_MCP_RE with a host's own words for MCP beside it (Goose's `extension`, Zed's `context server`). */
export function saysMcpOr(own: string): RegExp {
  return new RegExp(`${SAYS_MCP_RE.source}|${own}`, 'i');
}
