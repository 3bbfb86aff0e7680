import { analyze } from '../src/index.js';
const files = process.argv.slice(2);
const r: any = await analyze(files, { tz: 'UTC', all: process.env.ALL === '1' } as any);
console.log(JSON.stringify({ inputs: r.inputs, requests: r.requests?.map((q: any) => ({ m: q.method, t: q.target, id: q.id, o: q.outcome, c: q.cause, s: q.serverState, b: q.basis, why: q.why ?? q.explanation, ev: q.evidence, rules: (q.findings ?? []).map((f: any) => f.rule) })) }, null, 1).slice(0, 5000));
