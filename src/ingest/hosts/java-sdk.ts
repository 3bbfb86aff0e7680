/**
 * The Java SDK's client (io.modelcontextprotocol): a request timer that fires is Reactor's
 * TimeoutException naming McpClientSession.sendRequest; the method is in the stack frame of the
 * sync/async client method (McpSyncClient.listTools) on a following line.
 */
import type { HostPhrase } from './phrase.js';

export const javaSdkPhrases: readonly HostPhrase[] = [
  {
    id: 'java-sdk/request-timeout',
    said: 'timer-fired',
    hint: 'Did not observe any item or terminal signal within',
    // With Reactor's assembly tracing the operator names McpClientSession.sendRequest; without it
    // the same timeout says only `source(MonoCreate)` (a JetBrains plugin's idea.log: carlrobertoh/ProxyAI#1185).
    re: /TimeoutException: Did not observe any item or terminal signal within (?<limit>\d+ms) in '(?:Mono\.create ⇢ at io\.modelcontextprotocol\.spec\.McpClientSession\.sendRequest|source\(MonoCreate\)')/,
    seen: ['spring-projects/spring-ai-examples#29', 'carlrobertoh/ProxyAI#1185'],
  },
];

/** McpSyncClient / McpAsyncClient methods → wire methods (io.modelcontextprotocol.client). */
export const JAVA_CLIENT_METHODS: Readonly<Record<string, string>> = {
  initialize: 'initialize',
  listTools: 'tools/list',
  callTool: 'tools/call',
  listResources: 'resources/list',
  listResourceTemplates: 'resources/templates/list',
  readResource: 'resources/read',
  subscribeResource: 'resources/subscribe',
  unsubscribeResource: 'resources/unsubscribe',
  listPrompts: 'prompts/list',
  getPrompt: 'prompts/get',
  completeCompletion: 'completion/complete',
  setLoggingLevel: 'logging/setLevel',
  ping: 'ping',
};
