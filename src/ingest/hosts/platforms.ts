/**
 * Words a hosting platform's runtime writes into the log of the server it runs, beside the server's own
 * lines: what the platform did to a request, which the server's code never logs itself.
 */
import type { HostPhrase } from './phrase.js';

export const platformPhrases: readonly HostPhrase[] = [
  {
    // The AWS Lambda runtime ends an invocation at the function's timeout and writes
    // "<ISO stamp> <request id> Task timed out after 18.02 seconds" (apex/up#663,
    // awslabs/aws-lambda-redshift-loader#80); Vercel and Netlify functions run on it and print the
    // same. The request the server was handling was cut by the platform's limit, not by its caller
    // (protocol/reasons.ts `platform-limit`).
    id: 'platform/lambda-task-timed-out',
    said: 'failed',
    hint: 'Task timed out after ',
    re: /\b(?<error>Task timed out after (?<elapsed>\d+\.\d\d seconds))/,
    seen: ['apex/up#663', 'awslabs/aws-lambda-redshift-loader#80'],
  },
];
