/**
 * A lost session's words in the error answer to a request that carries no session (an initialize, a 2026-07-28
 * discovery probe) are the server refusing that request; to any other request they are the session it forgot.
 */
import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/diagnose/classify.js';
import { req } from '../helpers.js';

describe('a lost session\'s words to a request that has no session', () => {
  it.each([
    ['initialize', 'Bad Request: Server not initialized', 'server-error'],
    ['initialize', 'Bad Request: No valid session ID provided', 'server-error'],
    ['server/discover', 'Bad Request: Server not initialized', 'server-error'],
    ['tools/call', 'Bad Request: Server not initialized', 'session-expired'],
    // an initialize may carry a stale session id: "not found" names that session, and stays the session's
    ['initialize', 'Session not found', 'session-expired'],
  ] as const)('%s refused with %j → %s', (method, message, cause) => {
    const t = req({ method }).error(50, -32000, message).build();
    expect(classify(t)).toMatchObject({ outcome: 'failed', cause });
  });

  // Ruled 2026-12-03 (docs/causes.md session-expired): the transport decides. On Streamable HTTP the initialize creates
  // the session; on the legacy HTTP+SSE transport it is POSTed into the GET /sse stream's session.
  it.each([
    ['streamable-http', 'Session not found', 'server-error'],
    [null, 'Streamable HTTP error: Error POSTing to endpoint: Session not found', 'server-error'],
    ['http+sse', 'Bad Request: No valid session ID provided', 'session-expired'],
    ['http+sse', 'Session not found', 'session-expired'],
    [null, 'Error POSTing to endpoint (HTTP 400): No transport found for sessionId', 'session-expired'],
    [null, "Client error '404 Not Found' for url 'http://localhost:8000/messages/?session_id=4f2a…': Could not find session", 'session-expired'],
    ['streamable-http', 'No transport found for sessionId', 'server-error'],
    [null, 'Bad Request: No valid session ID provided', 'server-error'],
  ] as const)('an initialize on %s refused with %j → %s', (transport, message, cause) => {
    const t = req({ method: 'initialize', transport }).error(50, -32000, message).build();
    expect(classify(t)).toMatchObject({ outcome: 'failed', cause });
  });
});
