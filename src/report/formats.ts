/**
 * The report formats of the output contract, on their own so that the CLI can list and check
 * them without loading any renderer (the text renderer pulls chalk and cli-table3).
 */
export const FORMATS = ['text', 'json', 'markdown', 'mermaid', 'html', 'otlp'] as const;
export type ReportFormat = (typeof FORMATS)[number];

export function isReportFormat(s: string): s is ReportFormat {
  return (FORMATS as readonly string[]).includes(s);
}
