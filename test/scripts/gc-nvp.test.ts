import { describe, expect, it } from 'vitest';
import { summarize } from '../../scripts/bench/gc-nvp.mjs';

// Two collection lines as node 20 (V8 11.3) prints them under --trace-gc-nvp (fields cut to those read and a few
// neighbours whose names contain a read one: `fast_promote`, `promotion_rate`, `scavenge.parallel`).
const SCAVENGE =
  '[12778:0xbdcd750]    13633 ms: pause=31.0 mutator=493.0 gc=s reduce_memory=0 fast_promote=0.00 scavenge=30.89 ' +
  'scavenge.parallel=30.49 total_size_before=36631760 total_size_after=22956936 allocated=14862464 promoted=46336 ' +
  'new_space_survived=1188072 promotion_ratio=0.3% promotion_rate=11.6%';
const MARK_COMPACT =
  '[12778:0xbdcd750]    15546 ms: pause=20.7 mutator=88.0 gc=mc reduce_memory=0 mark=4.10 ' +
  'total_size_before=31562138 total_size_after=20027801 holes_size_before=1 allocated=2097152 promoted=999';

describe('summarize (gc-nvp.mjs)', () => {
  it('sums scavenges and mark-compacts field by field', () => {
    const s = summarize([SCAVENGE, MARK_COMPACT, SCAVENGE].join('\n'));
    expect(s).toEqual({
      scavenges: 2,
      scavengePause: 62,
      allocated: 2 * 14862464 + 2097152,
      promoted: 2 * 46336,
      survived: 2 * 1188072,
      markCompacts: 1,
      mcPause: 20.7,
      mcBefore: 31562138,
      mcAfter: 20027801,
    });
  });

  it('skips what is not a collection line, and other collectors', () => {
    const s = summarize(['{"bytes":1}', 'Mark-Compact 11.6 (18.9) -> 10.0 (27.9) MB', SCAVENGE.replace('gc=s', 'gc=ms'), ''].join('\n'));
    expect(s.scavenges + s.markCompacts).toBe(0);
    expect(s.allocated).toBe(0);
  });
});
