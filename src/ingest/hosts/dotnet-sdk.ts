/**
 * The C# SDK (ModelContextProtocol.*) through Microsoft.Extensions.Logging's console format: a
 * `level: Category[EventId]` line, then the message indented by six spaces
 * (modelcontextprotocol/csharp-sdk#244). Only sentences seen in public threads are rows.
 */
import type { HostPhrase } from './phrase.js';

export const dotnetSdkPhrases: readonly HostPhrase[] = [
  {
    id: 'dotnet-sdk/read-loop-entered',
    said: 'connected',
    hint: 'Transport entering read messages loop',
    re: /Transport entering read messages loop for (?<server>.+)$/,
    scope: 'connection',
    seen: ['modelcontextprotocol/csharp-sdk#244'],
  },
];
