import { afterEach, describe, expect, it, vi } from 'vitest';
import SummaryReporter from './summary-reporter.js';

type Task = { type: string; result?: { state?: string }; tasks?: Task[] };
const test = (state?: string): Task => ({ type: 'test', ...(state ? { result: { state } } : {}) });
const file = (state: string | undefined, tasks: Task[]): Task => ({ type: 'suite', ...(state ? { result: { state } } : {}), tasks });

function line(files: Task[], errors: unknown[] = []): string {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    out += String(s);
    return true;
  });
  new SummaryReporter().onFinished(files as never, errors);
  spy.mockRestore();
  return out.trim();
}

describe('the plain last line CI counts', () => {
  afterEach(() => vi.restoreAllMocks());
  it.each([
    ['passing and failing tests', [file('fail', [test('pass'), test('fail'), test('pass')])], '2 passed, 1 failed'],
    ['a file that did not load', [file('fail', [])], '0 passed, 1 failed'],
    // A beforeAll that timed out: vitest marks the file failed and skips its tests.
    ['a suite whose hook failed, its tests skipped', [file('pass', [test('pass')]), file('fail', [test(), test()])], '1 passed, 1 failed, 2 skipped'],
    ['a failed suite is not counted again over its failed test', [file('fail', [test('fail')])], '0 passed, 1 failed'],
    ['skipped tests only', [file('pass', [test('pass'), test()])], '1 passed, 0 failed, 1 skipped'],
  ])('%s', (_name, files, expected) => {
    expect(line(files)).toBe(expected);
  });
});
