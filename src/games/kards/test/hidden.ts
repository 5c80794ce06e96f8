// A shared check of the deck and hand records' secrecy (K-R70w, K-R70w2): the opponent's view of a state is
// that of the same state without the seat's records, but for what a revealed (明牌) hand slot shows (`gets`).
import { expect } from 'vitest';
import { kards } from '../index.js';
import { cloneState, type KardsState } from '../state.js';

/** The opponent's view is that of the same state without seat's deck and hand records (nothing of them leaks). */
export function hiddenFrom(s: KardsState, seat: 0 | 1, viewer: 0 | 1): void {
  const t = cloneState(s);
  delete t.sides[seat].dmods;
  delete t.sides[seat].dstat;
  // A revealed slot's change is public (view.ts `gets`, BOARD-11): only the hidden slots' must not show.
  const p = t.sides[seat];
  if (p.hstat !== undefined) {
    if (p.shown.some((x, h) => x && p.hstat![h] !== 0)) p.hstat = p.hstat.map((x, h) => (p.shown[h] ? x : 0));
    else delete p.hstat;
  }
  expect(kards.view(s, viewer)).toEqual(kards.view(t, viewer));
  expect(JSON.stringify(kards.view(s, viewer))).not.toContain('dmods');
}
