import { expect } from 'vitest';
import { readInputs, type Report } from '../../src/report/contract.js';

/** Every input line is an event, a part of one, a blank or a listed problem; every problem says where. */
export function accountingOk(r: Report, expectedLines: number[]): void {
  expect(readInputs(r).map((i) => i.lines)).toEqual(expectedLines);
  for (const i of readInputs(r)) {
    const a = i.lineAccounting;
    expect(a.event + a.part + a.blank + a.problem).toBe(i.lines);
  }
  for (const p of r.problems) {
    expect(p.source).toMatch(/:\d+/);
    expect(p.message.length).toBeGreaterThan(0);
  }
}
