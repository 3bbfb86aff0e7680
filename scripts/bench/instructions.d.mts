/** Types of instructions.mjs's exports that the tests read. */
export function countMessages(buf: Buffer): number;
export function splitAt(s: string, what?: string): [name: string, value: string];
