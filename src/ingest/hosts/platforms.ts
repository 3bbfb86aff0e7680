/**
 * Words a hosting platform's runtime writes into the log of the server it runs, beside the server's own
 * lines: what the platform did to a request, which the server's code never logs itself.
 */
import type { HostPhrase } from './phrase.js';

/**
 * `docker compose` says a service's process ended in its own unprefixed line between the services' lines:
 * `notes-mcp-server exited with code 0` (modelcontextprotocol/servers#879, a stdio server reading EOF on a
 * stdin no client holds). For a stdio server that is its connection's end.
 */
export const composeServiceExited: HostPhrase = {
  id: 'platform/compose-service-exited',
  said: 'connection-closed',
  hint: ' exited with code ',
  re: /^(?<server>[a-z0-9][\w.-]*) exited with code (?<exit>\d+)\s*$/,
  scope: 'connection',
  seen: ['modelcontextprotocol/servers#879'],
};

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
  composeServiceExited,
];
