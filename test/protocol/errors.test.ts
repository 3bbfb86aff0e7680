import { describe, expect, it } from 'vitest';
import { errorCodeInfo, inventedId, isGatewayStatus, readError } from '../../src/protocol/errors.js';

describe('errors', () => {
  it.each([
    // -32001 is decided by message and HTTP status, never by the code alone
    [{ code: -32001, message: 'Session not found', httpStatus: 404 }, 'session-expired', 'high'],
    [{ code: -32001, message: 'whatever', httpStatus: 404 }, 'session-expired', 'high'],
    [{ code: -32000, message: 'Bad Request: No valid session ID provided', httpStatus: 400 }, 'session-expired', 'medium'],
    [{ code: -32001, message: 'Request timed out', httpStatus: null }, 'timeout', 'medium'],
    [{ code: -32001, message: 'MCP error -32001: Request timed out', httpStatus: null }, 'timeout', 'high'],
    [{ code: -32001, message: 'user-cancel', httpStatus: null }, 'user-cancel', 'high'],
    [{ code: 0, message: 'Request cancelled', httpStatus: null }, 'cancel-ack', 'high'],
    [{ code: -32800, message: 'Request cancelled', httpStatus: 200 }, 'cancel-ack', 'high'],
    [{ code: -32000, message: 'Connection closed', httpStatus: null }, 'connection-closed', 'high'],
    [{ code: null, message: '<html><body>504 Gateway Time-out</body></html>', httpStatus: 504 }, 'gateway', 'high'],
    [{ code: null, message: '', httpStatus: 502 }, 'gateway', 'high'],
    [{ code: -32603, message: 'database is locked', httpStatus: null }, 'server-error', 'high'],
    [{ code: -32602, message: 'Unknown tool: foo', httpStatus: null }, 'server-error', 'high'],
    [{ code: null, message: null, httpStatus: null }, 'server-error', 'high'],
  ] as const)('%j → %s', (input, meaning, confidence) => {
    const r = readError(input);
    expect(r.meaning).toBe(meaning);
    expect(r.confidence).toBe(confidence);
    expect(r.basis.length).toBeGreaterThan(0);
  });

  it('gateway statuses', () => {
    for (const s of [502, 503, 504, 524]) expect(isGatewayStatus(s)).toBe(true);
    expect(isGatewayStatus(500)).toBe(false);
    expect(isGatewayStatus(500, 'text/html; charset=utf-8')).toBe(true);
    expect(isGatewayStatus(404, 'text/html')).toBe(false);
    expect(isGatewayStatus(null)).toBe(false);
  });

  it('code table documents the -32001 ambiguity and old TS codes', () => {
    expect(errorCodeInfo(-32001)?.meaning).toMatch(/ambiguous/);
    expect(errorCodeInfo(-2)?.meaning).toMatch(/1\.0\.4/);
    expect(errorCodeInfo(-32800)?.name).toBe('REQUEST_CANCELLED');
    expect(errorCodeInfo(12345)).toBeUndefined();
  });

  it('code table: the Python SDK codes seen on the wire', () => {
    // mcp 2.3.0: -32800 answers a cancelled request on legacy Streamable HTTP; -32000 answers each request open at
    // stdin EOF (sdk-behaviour.md, Python #10 and #12).
    expect(errorCodeInfo(-32800)).toMatchObject({ scope: 'sdk-wire', source: expect.stringMatching(/Python SDK v2 legacy HTTP/) });
    expect(errorCodeInfo(-32000)).toMatchObject({ scope: 'sdk-wire', meaning: expect.stringMatching(/written on the wire by Python SDK 2\.x servers/) });
    expect(readError({ code: -32800, message: 'Request cancelled', httpStatus: 200, contentType: 'text/event-stream' }).meaning).toBe('cancel-ack');
  });

  // An error's id against the id of the request it would refuse: invented when the requester cannot have made it.
  it.each([
    ['err_Qh7vNw2mXc4LpTa9sE0=', 'server-discover-probe-1', true],
    ['err_abc', 6, true],
    [5, 'call-6', true],
    [7, 6, true],
    [5, 6, false],
    [6, 6, false],
    ['call-5', 'call-6', false],
    ['0b9f4c1e-2a7d-4e53-9c1a-7f3e8d2b6a10', '5d2e8a7c-1f4b-4c9e-8a3d-2b6f0e9c7d41', false],
    ['5', 'req_6', true],
    // A counter's value written as a string against a number (or the other way) is judged as that number: below the
    // open one it may be an earlier request's id echoed as a string; above it, no request the requester made yet.
    ['5', 6, false],
    ['7', 6, true],
    [5, '6', false],
    [7, '6', true],
    ['05x', 6, true],
    ['', 6, true],
  ] as const)('inventedId(%j, %j) → %s', (id, requesters, invented) => {
    expect(inventedId(id, requesters)).toBe(invented);
  });

  // plastic-labs/honcho#310: an internal error whose message is a status and a body from a service behind the server is
  // the server's failure, whatever words about a session or a timeout the body holds; decided before the words are read.
  it.each([
    [{ code: -32603, message: '404 {"detail":"Session not found"}', httpStatus: null }, 'server-error'],
    [{ code: -32603, message: '404 {"detail":"Session not found"}', httpStatus: 200 }, 'server-error'],
    [{ code: -32603, message: '504 {"detail":"Request timed out"}', httpStatus: null }, 'server-error'],
    [{ code: -32603, message: 'MCP error -32603: 404 {"detail":"Session not found"}', httpStatus: null }, 'server-error'],
    // the MCP session's own refusals keep their reading
    [{ code: -32001, message: '404 {"detail":"Session not found"}', httpStatus: null }, 'session-expired'],
    [{ code: -32603, message: 'Session not found', httpStatus: null }, 'session-expired'],
    [{ code: -32603, message: '404 Not Found: Session not found', httpStatus: null }, 'session-expired'],
  ] as const)('a relayed backend status: %j → %s', (input, meaning) => {
    const r = readError(input);
    expect(r.meaning).toBe(meaning);
    if (meaning === 'server-error') expect(r.basis).toMatch(/behind the server/);
  });
});
