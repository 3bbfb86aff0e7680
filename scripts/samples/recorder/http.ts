/**
 * Streamable HTTP samples: the real recording proxy (`startHttpProxy`, what `mcp-triage record
 * --http` runs) sits between real SDK clients and real servers on 127.0.0.1, and what it writes
 * is the sample.
 *
 * - v1 client (`@modelcontextprotocol/sdk` 1.32.2, 2025-11-25) ↔ server-everything (`streamableHttp`)
 * - v2 client (`@modelcontextprotocol/client` 2.4.0, pinned to 2026-07-28) ↔ a v2 server
 *   (v2-http-server.ts), once through an idle-timeout proxy (idle-proxy.ts)
 */
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from '@modelcontextprotocol/client';
import { startHttpProxy } from '../../../src/record/index.js';
import { errText, sleep } from '../lib/helpers.js';
import { cancelFor, clientRequest, progressFor, progressTokenOf, readCapture, responseFor, streamEnd, streamStart, type CapLine } from './capture.js';
import { startIdleProxy } from './idle-proxy.js';
import { NO_CANCEL, cancelFromLine, check, checkNear, streamTruth, type Observed, type StreamTruth, type Truth } from './truth.js';
import { keepWorkingLog, startV2HttpServer } from './v2-http-server.js';

/** What a scenario needs: where the server is, and what the proxy URL is once the proxy runs. */
export interface HttpSample {
  name: string;
  server: 'server-everything' | 'v2';
  /** Put the idle-timeout proxy (this many ms) between the recorder and the server. */
  idleCutMs?: number;
  run(url: string, observed: Observed): Promise<Marks>;
  truth(lines: CapLine[], marks: Marks): Truth;
}

/** When the scenario did things, by its own clock (epoch ms). */
type Marks = Record<string, number>;

const quiet = (): void => undefined;

async function v1Connect(url: string, observed: Observed): Promise<ClientV1> {
  const c = new ClientV1({ name: 'sample-v1-client', version: '1.32.2' });
  c.onerror = (e) => observed.onerror.push(errText(e));
  await c.connect(new HttpV1(new URL(`${url}/mcp`)));
  return c;
}

async function v2Connect(url: string, observed: Observed): Promise<ClientV2> {
  const c = new ClientV2({ name: 'sample-v2-client', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  c.onerror = (e) => observed.onerror.push(errText(e));
  await c.connect(new HttpV2(new URL(`${url}/mcp`)));
  return c;
}

async function settle(observed: Observed, p: Promise<unknown>): Promise<number> {
  try {
    await p;
  } catch (e) {
    observed.callerError = errText(e);
  }
  return Date.now();
}

/** The POST exchange that carried the request, and how its stream ended. */
function requestStream(lines: CapLine[], exchange: string | null, closedBy: StreamTruth['closedBy']): StreamTruth {
  check(exchange !== null, 'the request has an exchange');
  const open = streamStart(lines, exchange!);
  const end = streamEnd(lines, exchange!);
  check(open !== undefined && end !== undefined, `exchange ${exchange} opened and ended`);
  check(end!.closedBy === closedBy, `exchange ${exchange} closed by ${closedBy} (recorded: ${String(end!.closedBy)})`);
  return streamTruth(open!, end!);
}

export const HTTP_SAMPLES: HttpSample[] = [
  {
    name: 'http-v1-normal',
    server: 'server-everything',
    async run(url, observed) {
      const c = await v1Connect(url, observed);
      await c.callTool({ name: 'echo', arguments: { message: 'hello through the recorder' } });
      await c.close();
      return {};
    },
    truth(lines) {
      const req = clientRequest(lines, 'tools/call', 'echo');
      check(responseFor(lines, req.id) !== undefined, 'echo was answered');
      return {
        shows: 'Streamable HTTP through `mcp-triage record --http`: v1 client and server-everything, a tools/call answered on its POST stream',
        request: String(req.id),
        outcome: 'completed',
        cause: 'none',
        serverState: 'completed',
        rules: [],
        notRules: ['disconnect-is-not-cancel', 'timeout-without-cancel'],
        args: [],
        note: 'echo answered on the POST response stream, which the server then ended.',
        cancelSignal: NO_CANCEL,
        streams: [requestStream(lines, req.exchange, 'server')],
      };
    },
  },
  {
    name: 'http-v1-timeout',
    server: 'server-everything',
    async run(url, observed) {
      const c = await v1Connect(url, observed);
      // Progress every 0.5 s; v1 does not reset its 1 s timer on progress by default.
      const timedOutAt = await settle(observed, c.callTool({ name: 'trigger-long-running-operation', arguments: { duration: 3, steps: 6 } }, undefined, { timeout: 1000, onprogress: quiet }));
      await sleep(1300);
      const closedAt = Date.now();
      await c.close();
      return { timedOutAt, closedAt };
    },
    truth(lines, marks) {
      const req = clientRequest(lines, 'tools/call', 'trigger-long-running-operation');
      const cancel = cancelFor(lines, req.id);
      check(cancel !== undefined && JSON.stringify(cancel.message).includes('Request timed out'), 'notifications/cancelled POSTed');
      checkNear(cancel!.t, marks.timedOutAt!, 'the cancel');
      const progress = progressFor(lines, progressTokenOf(req.line));
      check(progress.some((l) => l.no < cancel!.no), 'progress before the timer fired');
      check(progress.some((l) => l.no > cancel!.no), 'progress after the cancel');
      check(responseFor(lines, req.id) === undefined, 'no response');
      const stream = requestStream(lines, req.exchange, 'client');
      checkNear(stream.at, marks.closedAt!, 'the stream close');
      return {
        shows: 'legacy Streamable HTTP through `mcp-triage record --http`: the v1 timer POSTs notifications/cancelled, the POST stream stays open with progress until close() aborts it',
        request: String(req.id),
        outcome: 'cancelled',
        cause: 'client-timeout',
        serverState: 'continued',
        // Progress 1 came at 0.5 s, yet the timer fired at start + 1 s: v1 does not reset on progress by default.
        rules: ['progress-after-cancel', 'progress-did-not-extend-timeout'],
        notRules: ['disconnect-is-not-cancel', 'timeout-without-cancel', 'notification-cancel-on-modern-http'],
        args: ['--timeout', '1000'],
        note: 'Under 2025-11-25 the v1 client timed out at 1 s and POSTed notifications/cancelled (202). server-everything ignores cancellation: progress kept arriving on the still-open POST stream until client.close() aborted it 1.3 s later (closed by the client).',
        cancelSignal: cancelFromLine('notification', cancel!),
        streams: [stream],
      };
    },
  },
  {
    name: 'http-v2-normal',
    server: 'v2',
    async run(url, observed) {
      const c = await v2Connect(url, observed);
      await c.callTool({ name: 'progress-steps', arguments: {} }, { onprogress: quiet });
      await c.close();
      return {};
    },
    truth(lines) {
      const req = clientRequest(lines, 'tools/call', 'progress-steps');
      check(responseFor(lines, req.id) !== undefined, 'answered');
      check(progressFor(lines, progressTokenOf(req.line)).length === 3, 'three progress events');
      return {
        shows: '2026-07-28 Streamable HTTP through `mcp-triage record --http`: progress upgrades the answer to SSE; result; the server ends the stream',
        request: String(req.id),
        outcome: 'completed',
        cause: 'none',
        serverState: 'completed',
        rules: [],
        notRules: ['disconnect-is-not-cancel', 'notification-cancel-on-modern-http'],
        args: [],
        note: 'The pinned v2 client called a tool that reports three progress steps; the first upgraded the response to SSE; the result followed and the server ended the stream.',
        cancelSignal: NO_CANCEL,
        streams: [requestStream(lines, req.exchange, 'server')],
      };
    },
  },
  {
    name: 'http-v2-timeout',
    server: 'v2',
    async run(url, observed) {
      const c = await v2Connect(url, observed);
      // One progress at 0.1 s opens the SSE response; the 1 s timer then closes that open stream.
      const timedOutAt = await settle(observed, c.callTool({ name: 'progress-then-pause', arguments: {} }, { timeout: 1000, onprogress: quiet }));
      await sleep(300);
      await c.close();
      return { timedOutAt };
    },
    truth(lines, marks) {
      const req = clientRequest(lines, 'tools/call', 'progress-then-pause');
      check(cancelFor(lines, req.id) === undefined, 'no notifications/cancelled (2026-07-28 HTTP)');
      check(progressFor(lines, progressTokenOf(req.line)).length === 1, 'one progress before the close');
      check(responseFor(lines, req.id) === undefined, 'no response');
      const stream = requestStream(lines, req.exchange, 'client');
      checkNear(stream.at, marks.timedOutAt!, 'the stream close');
      return {
        shows: '2026-07-28 Streamable HTTP through `mcp-triage record --http`: the v2 client\'s timer closes the open SSE response stream — the cancellation — and sends no notification',
        request: String(req.id),
        outcome: 'cancelled',
        cause: 'client-timeout',
        serverState: 'unknown',
        // Progress 1 came at 0.1 s, yet the timer fired at start + 1 s (v2 does not reset on progress by default).
        rules: ['progress-did-not-extend-timeout'],
        notRules: ['notification-cancel-on-modern-http', 'disconnect-is-not-cancel', 'timeout-without-cancel'],
        args: ['--timeout', '1000'],
        note: 'Under 2026-07-28 closing the response stream is the cancellation. After one progress event the pinned v2 client\'s 1 s timer aborted the POST whose SSE response was open; the recorder saw its client-side socket close (closedBy client). What the server did after is not on the wire.',
        cancelSignal: cancelFromLine('stream-close', lines.find((l) => l.no === stream.line)!),
        streams: [stream],
      };
    },
  },
  {
    name: 'http-v2-abort',
    server: 'v2',
    async run(url, observed) {
      const c = await v2Connect(url, observed);
      const ac = new AbortController();
      let abortedAt = 0;
      setTimeout(() => {
        abortedAt = Date.now();
        ac.abort('User requested cancellation');
      }, 700);
      await settle(observed, c.callTool({ name: 'sleep', arguments: {} }, { signal: ac.signal, timeout: 10_000 }));
      await sleep(300);
      await c.close();
      return { abortedAt };
    },
    truth(lines, marks) {
      const req = clientRequest(lines, 'tools/call', 'sleep');
      check(cancelFor(lines, req.id) === undefined, 'no notifications/cancelled (2026-07-28 HTTP)');
      check(responseFor(lines, req.id) === undefined, 'no response');
      const stream = requestStream(lines, req.exchange, 'client');
      check(stream.closedBy === 'client' && lines.find((l) => l.no === stream.line)?.beforeResponse === true, 'closed before any response header');
      checkNear(stream.at, marks.abortedAt!, 'the stream close');
      return {
        shows: '2026-07-28 Streamable HTTP through `mcp-triage record --http`: the application aborts a silent call; the v2 client aborts the POST before any header, no reason on the wire',
        request: String(req.id),
        outcome: 'cancelled',
        cause: 'client-cancel',
        serverState: 'unknown',
        rules: [],
        notRules: ['notification-cancel-on-modern-http', 'disconnect-is-not-cancel', 'timeout-without-cancel'],
        args: ['--timeout', '10000'],
        note: 'The application aborted after 0.7 s with "User requested cancellation"; under 2026-07-28 HTTP the v2 client only aborts the POST (no header had arrived), so no reason reaches the wire: a bare client close is a client-cancel whose reason the capture cannot show. The configured timeout (10 s) had not fired.',
        cancelSignal: cancelFromLine('stream-close', lines.find((l) => l.no === stream.line)!),
        streams: [stream],
      };
    },
  },
  {
    name: 'http-v2-abort-open-stream',
    server: 'v2',
    async run(url, observed) {
      const c = await v2Connect(url, observed);
      keepWorkingLog.length = 0;
      const ac = new AbortController();
      let abortedAt = 0;
      let seen = 0;
      // The application aborts once two progress events have come: the answer is an open SSE stream by then.
      const onprogress = (): void => {
        if (++seen !== 2) return;
        abortedAt = Date.now();
        ac.abort('User requested cancellation');
      };
      await settle(observed, c.callTool({ name: 'keep-working', arguments: {} }, { signal: ac.signal, timeout: 10_000, onprogress }));
      // The server's tool goes on after the close: wait for its end, so the sample can say what it did.
      const until = Date.now() + 5000;
      while (!keepWorkingLog.some((e) => e.what === 'returned') && Date.now() < until) await sleep(50);
      await c.close();
      return { abortedAt };
    },
    truth(lines, marks) {
      const req = clientRequest(lines, 'tools/call', 'keep-working');
      check(cancelFor(lines, req.id) === undefined, 'no notifications/cancelled (2026-07-28 HTTP)');
      check(progressFor(lines, progressTokenOf(req.line)).length === 2, 'two progress events before the close');
      check(responseFor(lines, req.id) === undefined, 'no response');
      const stream = requestStream(lines, req.exchange, 'client');
      check(lines.find((l) => l.no === stream.line)?.beforeResponse !== true, 'closed after the response (SSE) had started');
      checkNear(stream.at, marks.abortedAt!, 'the stream close');
      // What the server did, from its own notes (not on the wire).
      const aborted = keepWorkingLog.findIndex((e) => e.what.startsWith('aborted '));
      check(aborted >= 0 && keepWorkingLog[aborted]!.at >= marks.abortedAt!, "the server's request signal aborted after the client's close");
      check(keepWorkingLog[aborted]?.what === 'aborted SdkError: Connection closed', `the abort's reason is the closed connection (${keepWorkingLog[aborted]?.what ?? 'none'})`);
      const after = keepWorkingLog.slice(aborted + 1).filter((e) => e.what.startsWith('progress '));
      check(after.length > 0 && after.every((e) => / failed SdkError: Not connected$/.test(e.what)), 'every progress after the abort was refused (Not connected)');
      check(keepWorkingLog.at(-1)?.what === 'returned', 'the tool ran on to its result');
      return {
        shows: '2026-07-28 Streamable HTTP through `mcp-triage record --http`: the application aborts a call whose SSE answer is open; the v2 client closes the stream — the cancellation — while the server\'s tool keeps working',
        request: String(req.id),
        outcome: 'cancelled',
        cause: 'client-cancel',
        serverState: 'unknown',
        rules: [],
        notRules: ['notification-cancel-on-modern-http', 'disconnect-is-not-cancel', 'timeout-without-cancel', 'progress-did-not-extend-timeout'],
        args: ['--timeout', '10000'],
        note:
          'Two progress events had opened the SSE answer when the application aborted ("User requested cancellation"); the v2 client closed the stream (closedBy client) and sent nothing else. ' +
          'The spec (2026-07-28 streamable-http, Cancellation): the server MUST treat the close as cancellation, SHOULD stop work and MUST NOT send further messages for it. ' +
          'The v2 server aborted the handler\'s signal on the close, with the reason "SdkError: Connection closed", not a cancellation, and refused each later progress ("SdkError: Not connected"); ' +
          'a tool that does not read its signal ran its eight steps to a result that went nowhere. None of that is on the wire: the server\'s side is unknown to the capture.',
        cancelSignal: cancelFromLine('stream-close', lines.find((l) => l.no === stream.line)!),
        streams: [stream],
      };
    },
  },
  {
    name: 'http-v2-idle-cut',
    server: 'v2',
    idleCutMs: 1000,
    async run(url, observed) {
      const c = await v2Connect(url, observed);
      const timedOutAt = await settle(observed, c.callTool({ name: 'progress-then-pause', arguments: {} }, { timeout: 2500, onprogress: quiet }));
      await c.close();
      return { timedOutAt };
    },
    truth(lines, marks) {
      const req = clientRequest(lines, 'tools/call', 'progress-then-pause');
      check(cancelFor(lines, req.id) === undefined, 'no notifications/cancelled');
      check(responseFor(lines, req.id) === undefined, 'no response');
      const stream = requestStream(lines, req.exchange, 'network');
      checkNear(stream.at, marks.cutAt!, 'the cut');
      // The v2 client does not re-issue the request (sdk-behaviour #21): no other tools/call.
      check(lines.filter((l) => l.from === 'client' && (l.message as { method?: unknown } | undefined)?.method === 'tools/call').length === 1, 'no re-issued request');
      return {
        shows: '2026-07-28 Streamable HTTP through `mcp-triage record --http`: an idle-timeout proxy behind the recorder cuts the quiet response stream (closed by network); the client does not re-issue',
        request: String(req.id),
        outcome: 'lost',
        cause: 'stream-closed',
        serverState: 'unknown',
        rules: ['broken-stream-not-reissued'],
        notRules: ['notification-cancel-on-modern-http', 'disconnect-is-not-cancel', 'response-after-cancel'],
        args: ['--timeout', '2500'],
        note: 'A proxy between the recorder and the server dropped both connections after 1 s without a byte (after progress 1); the recorder saw its upstream connection break (closedBy network): neither the client nor the server closed the stream. The v2 client did not re-issue the request; its 2.5 s timer later fired with nothing left to close.',
        cancelSignal: NO_CANCEL,
        streams: [stream],
      };
    },
  },
];

export interface HttpRunResult {
  truth: Truth;
  /** Cuts the idle proxy made (epoch ms). */
  cuts: number[];
}

/** Runs one HTTP sample through a fresh recording proxy writing `capture`. */
export async function runHttpSample(s: HttpSample, upstreamPort: number, capture: string, observed: Observed): Promise<HttpRunResult> {
  const idle = s.idleCutMs !== undefined ? await startIdleProxy(upstreamPort, s.idleCutMs) : null;
  const target = `http://127.0.0.1:${idle ? idle.port : upstreamPort}/mcp`;
  const proxy = await startHttpProxy({ target, output: capture, stderr: { write: () => true } });
  let marks: Marks;
  try {
    marks = await s.run(proxy.url, observed);
    // The user stops the recorder after the client is gone: the client's last socket closes reach
    // the proxy asynchronously after close() returns, and must be recorded as the client's.
    await sleep(300);
  } finally {
    await proxy.close();
    await idle?.close();
  }
  const lines = readCapture(capture);
  if (idle) {
    check(idle.cuts.length >= 1, 'the idle proxy cut a stream');
    marks.cutAt = idle.cuts[0]!;
  }
  return { truth: s.truth(lines, marks), cuts: idle?.cuts ?? [] };
}

export { startV2HttpServer };
