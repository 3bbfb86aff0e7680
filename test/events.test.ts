import { describe, expect, it } from 'vitest';
import { labelServer } from '../src/events.js';

describe('labelServer', () => {
  it.each([
    { label: 'filesystem#2', server: 'filesystem' },
    { label: 'a#b#3', server: 'a#b' },
    { label: '#1', server: '' },
    { label: 'session-7', server: null },
  ])('$label → $server', ({ label, server }) => {
    expect(labelServer(label)).toBe(server);
  });
});
