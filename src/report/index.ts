/**
 * The report room: Diagnoses → Report (`buildReport`) → a string in one of the contract's
 * formats (`render`). Every renderer is a pure function of the Report.
 */
import type { Report } from './contract.js';
import { renderHtml } from './html.js';
import { renderJson, renderJsonChunks } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderMermaid } from './mermaid.js';
import { renderOtlp } from './otlp.js';
import { renderText, type RenderOptions } from './text.js';

import type { ReportFormat } from './formats.js';

export { FORMATS, isReportFormat, type ReportFormat } from './formats.js';

export function render(report: Report, format: ReportFormat, opts: RenderOptions): string {
  switch (format) {
    case 'text':
      return renderText(report, opts);
    case 'json':
      return renderJson(report);
    case 'markdown':
      return renderMarkdown(report);
    case 'mermaid':
      return renderMermaid(report);
    case 'html':
      return renderHtml(report);
    case 'otlp':
      return renderOtlp(report);
  }
}

export { buildReport, reportRequest, reportSession, reportFinding, reportProblem, compareRequests } from './model.js';
export type { BuildReportArgs, ReportCounts } from './model.js';
export type { RenderOptions } from './text.js';
export { renderText, renderJson, renderJsonChunks, renderMarkdown, renderMermaid, renderHtml, renderOtlp };
export { otlpPayload, type OtlpPayload } from './otlp.js';
export * from './contract.js';
