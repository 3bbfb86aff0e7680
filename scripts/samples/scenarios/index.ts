/** Every stdio scenario, in the order they run. */
import type { Scenario } from '../lib/scenario.js';
import { bigResult } from './big-result.js';
import { clientTimeout } from './client-timeout.js';
import { initializeTimeout } from './initialize-timeout.js';
import { lateResult } from './late-result.js';
import { maxTotalTimeout } from './max-total-timeout.js';
import { maxTotalTimeoutAfterResult } from './max-total-timeout-after-result.js';
import { normalCompletion } from './normal-completion.js';
import { plainAbort } from './plain-abort.js';
import { progressNoExtend } from './progress-no-extend.js';
import { retryAfterTimeout } from './retry-after-timeout.js';
import { serverContinuesAfterCancel } from './server-continues-after-cancel.js';
import { serverCrash } from './server-crash.js';
import { userAbortReason } from './user-abort-reason.js';
import { v2PinnedTimeout } from './v2-pinned-timeout.js';
import { v2InputRequiredCompleted, v2InputRequiredDropped, v2InputRequiredRetryTimeout } from './v2-input-required.js';

export const SCENARIOS: Scenario[] = [
  normalCompletion,
  clientTimeout,
  userAbortReason,
  plainAbort,
  progressNoExtend,
  maxTotalTimeout,
  maxTotalTimeoutAfterResult,
  serverContinuesAfterCancel,
  lateResult,
  serverCrash,
  initializeTimeout,
  retryAfterTimeout,
  v2PinnedTimeout,
  v2InputRequiredCompleted,
  v2InputRequiredDropped,
  v2InputRequiredRetryTimeout,
  bigResult,
];
