/** What one run's collector did (gc-nvp.mjs summarize): counts, pause ms and bytes, summed. */
export interface GcSummary {
  scavenges: number;
  scavengePause: number;
  allocated: number;
  promoted: number;
  survived: number;
  markCompacts: number;
  mcPause: number;
  mcBefore: number;
  mcAfter: number;
}
export function summarize(text: string): GcSummary;
