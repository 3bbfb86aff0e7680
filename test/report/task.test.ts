/**
 * Every output format shows the task a task-augmented request created (id, last status, who ended it), on the
 * real tasks/cancel sample (samples/tasks/task-cancel.mcpcap.jsonl).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { FORMATS, render } from '../../src/report/index.js';

const SAMPLE = fileURLToPath(new URL('../../samples/tasks/task-cancel.mcpcap.jsonl', import.meta.url));

describe('the task in every format', async () => {
  const report = await analyze([SAMPLE], { request: '2' });
  const r = report.requests[0]!;
  const taskId = r.task?.taskId ?? '';

  it('the JSON request names the task, its last status and who ended it', () => {
    expect(r.task).toMatchObject({ lastStatus: 'cancelled', statusMessage: 'Client cancelled task execution.', terminal: true, endedBy: 'client', endedWith: 'tasks/cancel' });
    expect(taskId).toMatch(/^[0-9a-f]{32}$/);
    expect(r.record.task?.value).toMatch(new RegExp(`^${taskId}: last status cancelled .*ended by the client \\(tasks/cancel\\)`));
  });

  it.each(FORMATS)('%s shows the task id and its last status', (format) => {
    const out = render(report, format, { color: false, width: 120 });
    expect(out).toContain(taskId);
    expect(out).toMatch(/cancelled/);
    expect(out).toMatch(/tasks\/cancel/);
  });
});
