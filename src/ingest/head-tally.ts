/**
 * A reader's count over a sniff's head, made once per head. A reader whose lines are about all of its program is asked
 * for two scores of the same head (its `sniff` and its `besideMcp.sniff`: detect.ts sniffScore), and both read one count
 * of the head's lines; detection passes the one array to both. Keyed by the array itself, weakly, so no head is kept.
 * The count must depend on the lines alone (a sniff is pure), and a head is never changed once it is sniffed.
 */
export function oncePerHead<T>(count: (head: readonly string[]) => T): (head: readonly string[]) => T {
  const counted = new WeakMap<readonly string[], T>();
  return (head) => {
    let t = counted.get(head);
    if (t === undefined) {
      t = count(head);
      counted.set(head, t);
    }
    return t;
  };
}
