import { abortScenario } from '../lib/abort-scenario.js';

/** The application aborts with a reason: the reason text goes on the wire verbatim. */
export const userAbortReason = abortScenario({
  name: 'user-abort-reason',
  shows: "the application aborts the call with AbortController.abort('User requested cancellation')",
  formats: ['claude-desktop', 'vscode'],
  reason: 'User requested cancellation',
  after: [600, 850],
  ms: 2500,
  note: (after) =>
    `The application aborted after ${after} ms with a reason; the v1 client sent it as the cancel reason. The server stopped but sent nothing for the id.`,
});
