/**
 * The sum of node's `--trace-gc-nvp` lines (one per collection) of one run: scavenges (`gc=s`) and mark-compacts
 * (`gc=mc`), with the fields V8 prints for each (pause ms; bytes allocated since the last collection; a scavenge's bytes
 * promoted to the old generation and left in the young one; the heap's total size before and after a mark-compact).
 * Lines of other kinds (the minor mark-sweeper, `gc=ms`/`gc=mmc`, not used by node 20's default) and output that is not
 * a collection line are skipped. Used by gc-trace.mjs.
 */
export function summarize(text) {
  const s = { scavenges: 0, scavengePause: 0, allocated: 0, promoted: 0, survived: 0, markCompacts: 0, mcPause: 0, mcBefore: 0, mcAfter: 0 };
  for (const line of text.split('\n')) {
    const kind = / gc=(s|mc|ms|mmc) /.exec(line)?.[1];
    if (kind === undefined) continue;
    const field = (k) => {
      const m = new RegExp(` ${k}=([0-9.]+)`).exec(line);
      return m ? Number(m[1]) : 0;
    };
    if (kind === 's') {
      s.scavenges++;
      s.scavengePause += field('pause');
      s.allocated += field('allocated');
      s.promoted += field('promoted');
      s.survived += field('new_space_survived');
    } else if (kind === 'mc') {
      s.markCompacts++;
      s.mcPause += field('pause');
      s.allocated += field('allocated');
      s.mcBefore += field('total_size_before');
      s.mcAfter += field('total_size_after');
    }
  }
  return s;
}
