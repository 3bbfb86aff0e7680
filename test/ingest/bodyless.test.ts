import { describe, expect, it } from 'vitest';
import { bodylessMessage } from '../../src/ingest/bodyless.js';

describe('bodylessMessage: the body-less form Claude Desktop logs since its 2026 builds', () => {
  it.each([
    ['method="initialize" id=0 params', { message: { jsonrpc: '2.0', method: 'initialize', id: 0 }, recovered: true }],
    ['method="tools/list" id=3', { message: { jsonrpc: '2.0', method: 'tools/list', id: 3 }, recovered: false }],
    ['method="tools/call" id="a-7" params', { message: { jsonrpc: '2.0', method: 'tools/call', id: 'a-7' }, recovered: true }],
    ['method="notifications/initialized"', { message: { jsonrpc: '2.0', method: 'notifications/initialized' }, recovered: false }],
    // a cancel always had params (its requestId is required): shown without the word, they were lost all the same
    ['method="notifications/cancelled"', { message: { jsonrpc: '2.0', method: 'notifications/cancelled' }, recovered: true }],
    ['id=4 result', { message: { jsonrpc: '2.0', id: 4, result: {} }, recovered: false }],
    // a tools/call's result with its content's block count (anthropics/claude-code#86235): a result, the count not kept
    ['id=3 result(1 blocks)', { message: { jsonrpc: '2.0', id: 3, result: {} }, recovered: false }],
    ['id=2 result(2 blocks)', { message: { jsonrpc: '2.0', id: 2, result: {} }, recovered: false }],
    ['id=4 error(code=-32603)', { message: { jsonrpc: '2.0', id: 4, error: { code: -32603, message: '' } }, recovered: false }],
  ])('%s', (text, want) => {
    expect(bodylessMessage(text)).toEqual(want);
  });

  it.each([
    ['id=4 error'], // no code: none is made up
    ['id=4 result(some blocks)'], // a count is digits
    ['id=4 result(1 blocks) and more'],
    ['id=4 result(1 block)'], // the form says "blocks" even for one (anthropics/claude-code#86235); no paste has the singular
    ['method="tools call" id=1'], // a method has no space
    ['method="x" id=1 params and more'],
    ['{"jsonrpc":"2.0","id":1,"result":{}}'],
  ])('%s is not the form', (text) => {
    expect(bodylessMessage(text)).toBeNull();
  });
});
