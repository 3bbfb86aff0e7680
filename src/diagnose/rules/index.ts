/** Every finding rule, one module each (docs/rules/<id>.md per id). Request rules run per request, session rules per session. */
import type { Rule } from '../types.js';
import { cancelInitialize } from './cancel-initialize.js';
import { responseAfterCancel } from './response-after-cancel.js';
import { progressAfterCancel } from './progress-after-cancel.js';
import { errorResponseToCancel } from './error-response-to-cancel.js';
import { cancelAfterFinish, cancelUnknownRequest } from './cancel-unknown-request.js';
import { timeoutWithoutCancel } from './timeout-without-cancel.js';
import { progressDidNotExtendTimeout } from './progress-did-not-extend-timeout.js';
import { noProgressToken } from './no-progress-token.js';
import { disconnectIsNotCancel } from './disconnect-is-not-cancel.js';
import { brokenStreamNotReissued } from './broken-stream-not-reissued.js';
import { notificationCancelOnModernHttp } from './notification-cancel-on-modern-http.js';
import { serverCancelNotListen, serverCancelNotListenSession } from './server-cancel-not-listen.js';
import { taskCancelledByNotification } from './task-cancelled-by-notification.js';
import { taskExpiredWhileWorking } from './task-expired-while-working.js';
import { possibleDuplicateRetry } from './possible-duplicate-retry.js';
import { progressNotIncreasing } from './progress-not-increasing.js';
import { progressUnknownToken } from './progress-unknown-token.js';
import { stdoutNotJson } from './stdout-not-json.js';
import { inputRequiredUnanswered } from './input-required-unanswered.js';
import { duplicateResponse } from './duplicate-response.js';
import { staleCancelAfterResult } from './stale-cancel-after-result.js';
import { cancelIdZeroIgnored } from './cancel-id-zero-ignored.js';
import { progressAfterResponse } from './progress-after-response.js';
import { responseUnknownRequest } from './response-unknown-request.js';
import { connectionFailedNoRequest } from './connection-failed-no-request.js';
import { appServerRequestTimeout } from './app-server-request-timeout.js';

export const RULES: Rule[] = [
  cancelInitialize,
  responseAfterCancel,
  progressAfterCancel,
  errorResponseToCancel,
  cancelUnknownRequest,
  cancelAfterFinish,
  timeoutWithoutCancel,
  progressDidNotExtendTimeout,
  noProgressToken,
  disconnectIsNotCancel,
  brokenStreamNotReissued,
  notificationCancelOnModernHttp,
  serverCancelNotListen,
  serverCancelNotListenSession,
  taskCancelledByNotification,
  taskExpiredWhileWorking,
  possibleDuplicateRetry,
  progressNotIncreasing,
  progressUnknownToken,
  stdoutNotJson,
  inputRequiredUnanswered,
  duplicateResponse,
  staleCancelAfterResult,
  cancelIdZeroIgnored,
  progressAfterResponse,
  responseUnknownRequest,
  connectionFailedNoRequest,
  appServerRequestTimeout,
];

/** The rule ids the output contract requires (shared/design/output-contract.md, "Findings: rule ids"). */
export const CONTRACT_RULE_IDS = [
  'cancel-initialize',
  'response-after-cancel',
  'progress-after-cancel',
  'error-response-to-cancel',
  'cancel-unknown-request',
  'timeout-without-cancel',
  'progress-did-not-extend-timeout',
  'no-progress-token',
  'disconnect-is-not-cancel',
  'notification-cancel-on-modern-http',
  'server-cancel-not-listen',
  'task-cancelled-by-notification',
  'possible-duplicate-retry',
  'progress-not-increasing',
  'progress-unknown-token',
  'stdout-not-json',
] as const;
