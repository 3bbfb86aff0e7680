import { abortScenario } from '../lib/abort-scenario.js';

/** `abort()` with no reason: the v1 client sends "AbortError: This operation was aborted". */
export const plainAbort = abortScenario({
  name: 'plain-abort',
  shows: 'the application calls AbortController.abort() with no reason (wire reason "AbortError: This operation was aborted")',
  formats: ['claude-desktop', 'ndjson'],
  after: [500, 700],
  ms: 2000,
  note: () => 'The application aborted with no reason; String(signal.reason) of the DOMException is the wire reason. Nothing was sent for the id afterwards.',
});
