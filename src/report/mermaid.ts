/**
 * A mermaid `sequenceDiagram` per reported request, each in a fenced ```mermaid block under a
 * heading: GitHub renders the blocks when pasted into an issue, and `mmdc` accepts the file as
 * markdown. (A bare .mmd file can hold only one diagram, and a report may hold several.)
 * Capture strings go through `forMermaid`, which turns `;`, `#`, `%`, `<`… into mermaid entity
 * codes so nothing ends a statement or injects markup.
 */
import type { Report, ReportRequest, ReportTimelineEntry } from './contract.js';
import { forMarkdown, forMermaid as mm } from './sanitize.js';
import { relativeSeconds } from './time.js';
import { omittedSentence } from './runs.js';
import { emptyVerdict, rollUp } from './words.js';

type Lane = 'C' | 'S' | 'N';

/** Who drew this line: JSON-RPC messages go between client and server, everything else is a note. */
function arrow(e: ReportTimelineEntry, r: ReportRequest): string {
  const requester: Lane = r.from === 'client' ? 'C' : 'S';
  const receiver: Lane = requester === 'C' ? 'S' : 'C';
  const label = `${relativeSeconds(e.offsetMs)} ${mm(e.kind)} ${mm(e.detail, 120)}`.trimEnd();
  switch (e.kind) {
    case 'request':
    case 'retry':
      return `    ${requester}->>${receiver}: ${label}`;
    case 'cancel':
      return `    ${requester}-x${receiver}: ${label}`;
    case 'response':
    case 'error-response':
      return `    ${receiver}-->>${requester}: ${label}`;
    case 'progress':
    case 'log':
      return `    ${receiver}--)${requester}: ${label}`;
    case 'stream-open':
    case 'stream-close':
    case 'keepalive':
    case 'http-status':
    case 'resume':
      return `    Note over C,N: ${label}`;
    case 'transport-close':
      return `    Note over C,S: ${label}`;
    case 'host-log':
    case 'task':
    case 'continued-as':
      return `    Note over ${requester}: ${label}`;
  }
}

/** The fenced ```mermaid block of one request (also embedded by the markdown report). */
export function sequenceBlock(r: ReportRequest): string[] {
  const usesNetwork = r.timeline.some((e) => ['stream-open', 'stream-close', 'keepalive', 'http-status', 'resume'].includes(e.kind));
  const out = ['```mermaid', 'sequenceDiagram', '    participant C as Client', '    participant S as Server'];
  if (usesNetwork) out.push('    participant N as HTTP stream');
  for (const e of r.timeline) {
    // A collapsed run (report/runs.ts): the diagram says what is not drawn, as the other formats do.
    if (e.omitted) out.push(`    Note over C,S: ${mm(`… ${omittedSentence(e.omitted)}`)}`);
    out.push(arrow(e, r));
  }
  if (r.task) out.push(`    Note over C,S: ${mm(`task ${r.task.taskId}: last status ${r.task.lastStatus}; ${r.task.terminal ? `ended by ${r.task.endedBy ?? 'a party not in the capture'}` : 'not ended'}`, 160)}`);
  out.push(`    Note over C,S: ${mm(`${r.outcome} / ${r.cause}; server ${r.serverState}`)}`);
  out.push('```');
  return out;
}

function diagram(r: ReportRequest): string[] {
  return [`### ${forMarkdown(r.key)}: ${r.outcome} (${r.cause})`, '', ...sequenceBlock(r), ''];
}

export function renderMermaid(report: Report): string {
  const out: string[] = [];
  const verdict = emptyVerdict(report);
  if (verdict !== null) out.push(`<!-- ${verdict.replace(/--/g, '- -')} -->`, '');
  // The roll-up as markdown beside the diagrams (this format is markdown that mmdc and GitHub both read).
  const roll = rollUp(report);
  for (const { label, items } of roll) out.push(`- **${label}:** ${items.map((i) => `${forMarkdown(i.name)} ${i.count}`).join(', ')}`);
  if (roll.length > 0) out.push('');
  for (const r of report.requests) out.push(...diagram(r));
  return `${out.join('\n').trimEnd()}\n`;
}
