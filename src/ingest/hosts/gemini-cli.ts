/**
 * Gemini CLI: its start-up discovery errors and the debug console's `MCP ERROR (<server>): …`.
 * "SSE stream disconnected" is the server-to-client stream of Streamable HTTP going idle and being
 * cut (google-gemini/gemini-cli#4474, #4333): no request rides on it, so it is left unlabelled.
 */
import type { HostPhrase } from './phrase.js';
import { typescriptSdkPhrases } from './typescript-sdk.js';

const own: readonly HostPhrase[] = [
  {
    id: 'gemini-cli/discovery-connection-closed',
    said: 'connection-closed',
    hint: 'Error during discovery for',
    re: /Error during discovery for (?:MCP )?server '(?<server>[^']+)': (?:Connection failed for '[^']+': )?(?<error>MCP error -32000: Connection closed)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['google-gemini/gemini-cli#13446', 'allenhutchison/gemini-cli-deep-research#37', 'eyaltoledano/claude-task-master#1364'],
  },
  {
    id: 'gemini-cli/discovery-timed-out',
    said: 'timer-fired',
    hint: 'Error during discovery for',
    re: /Error during discovery for (?:MCP )?server '(?<server>[^']+)': (?:Connection failed for '[^']+': )?(?<error>MCP error (?:-32001|-2): Request timed out)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['google-gemini/gemini-cli#7324'],
  },
  ...(['prompts', 'tools', 'resources'] as const).flatMap(discovering),
  {
    id: 'gemini-cli/discovery-failed',
    said: 'failed',
    hint: 'Error during discovery for',
    re: /Error during discovery for (?:MCP )?server '(?<server>[^']+)': (?:Connection failed for '[^']+': )?(?<error>.+)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['google-gemini/gemini-cli#13446'],
  },
  {
    id: 'gemini-cli/failed-to-start',
    said: 'failed',
    hint: 'failed to start or connect to MCP server',
    re: /failed to start or connect to MCP server '(?<server>[^']+)'[^\n]*\n?(?<error>[\s\S]*)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['google-gemini/gemini-cli#2787', 'eyaltoledano/claude-task-master#1023'],
  },
];

export const geminiCliPhrases: readonly HostPhrase[] = [...own, ...typescriptSdkPhrases];

/**
 * Discovery of one capability list after the connect (`Error discovering prompts from <server>: …`),
 * as `gemini --debug` reports it in a Feedback Details line (google-gemini/gemini-cli#17787): the
 * SDK's request timer on `<list>/list`, or another failure of it.
 */
function discovering(list: 'prompts' | 'tools' | 'resources'): HostPhrase[] {
  const head = `Error discovering ${list} from `;
  return [
    {
      id: `gemini-cli/discovering-${list}-timed-out`,
      said: 'timer-fired',
      timer: 'sdk',
      hint: head,
      re: new RegExp(`${head}(?<server>[^:"]{1,200}): (?<error>MCP error (?:-32001|-2): Request timed out)`),
      method: `${list}/list`,
      seen: ['google-gemini/gemini-cli#17787'],
    },
    {
      id: `gemini-cli/discovering-${list}-failed`,
      said: 'failed',
      hint: head,
      // The name is bounded: a line of the head said over and over, with no colon after it, made every head a start that
      // scanned the rest of the line (quadratic).
      re: new RegExp(`${head}(?<server>[^:"]{1,200}): (?<error>[^"\\n]+)`),
      method: `${list}/list`,
      seen: ['google-gemini/gemini-cli#17787'],
    },
  ];
}
