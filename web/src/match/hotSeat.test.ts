// Hot-seat: the device passes to another local seat only when the holder owes nothing and it does.
import { describe, expect, it } from 'vitest';
import type { MatchStateMessage } from '../../../src/protocol/types.js';
import { nextHolder } from './hotSeat.js';

const state = (toMove: number[], over = false): MatchStateMessage => ({
  id: 'm',
  game: 'g',
  seat: 0,
  clientSeeded: false,
  undoable: 0,
  version: 1,
  view: null,
  actions: [],
  log: [],
  result: over ? { winners: [0], draw: false, reason: { code: 'x', zh: 'x', en: 'x' } } : null,
  toMove,
  seats: [],
});

describe('hot-seat turn-taking', () => {
  it('keeps the device while the holder owes a decision, even when others do too', () => {
    expect(nextHolder(state([0, 1]), 0, [0, 1])).toBe(0);
  });
  it('passes it to the local seat that owes the decision', () => {
    expect(nextHolder(state([1]), 0, [0, 1])).toBe(1);
  });
  it('keeps it while only a bot or a remote seat is thinking, and once the match is over', () => {
    expect(nextHolder(state([2]), 0, [0, 1])).toBe(0);
    expect(nextHolder(state([1], true), 0, [0, 1])).toBe(0);
    expect(nextHolder(null, 1, [0, 1])).toBe(1);
  });
});
