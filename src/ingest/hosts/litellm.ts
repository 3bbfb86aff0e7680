/**
 * LiteLLM's proxy as an MCP gateway: Python logging `HH:MM:SS - LiteLLM:LEVEL: file.py:line - msg`.
 * Its MCP client logs each upstream call it makes (`MCP client calling tool '<t>'`) and each
 * listing it got (`MCP client listed N tools from <url>`, `Successfully fetched N tools from server <s>`).
 */
import type { HostPhrase } from './phrase.js';

export const litellmPhrases: readonly HostPhrase[] = [
  {
    id: 'litellm/calling-tool',
    said: 'request-sent',
    hint: 'MCP client calling tool',
    re: /MCP client calling tool '(?<target>[^']+)'/,
    method: 'tools/call',
    seen: ['BerriAI/litellm#13840'],
  },
  {
    id: 'litellm/listed-tools',
    said: 'completed',
    hint: 'MCP client listed',
    re: /MCP client listed \d+ tools from (?<server>\S+?):?(?: \[|$)/,
    method: 'tools/list',
    seen: ['BerriAI/litellm#28766'],
  },
  {
    id: 'litellm/fetched-tools',
    said: 'completed',
    hint: 'Successfully fetched',
    re: /Successfully fetched \d+ tools from server (?<server>\S+)/,
    method: 'tools/list',
    seen: ['BerriAI/litellm#28766'],
  },
];
