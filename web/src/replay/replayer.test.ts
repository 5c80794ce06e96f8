// The replay viewer re-plays a finished match's record with the game's rules: verified against the
// recorded hash, every step viewable as any seat, forwards and backwards alike.
import { describe, expect, it } from 'vitest';
import { LEGACY_DICE, Match, Rng, type ActionLike, type AnyGame, type DiceScheme } from '../../../src/engine/index.js';
import { getGame } from '../../../src/games/registry.js';
import type { Json, ReplayResponse } from '../../../src/protocol/types.js';
import { buildReplayer } from './replayer.js';

const game: AnyGame = getGame('naval');
const options = { costLimit: 3, turnCap: 2, subsPerSide: 1 };

function playedRecord(seed: number, dice?: DiceScheme): ReplayResponse {
  const m = Match.create(game, options, seed, 2, true, dice);
  const rng = new Rng(seed);
  while (!m.isOver()) {
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    m.apply(seat, legal[rng.int(legal.length)]);
  }
  const r = m.toRecord();
  // A legacy record (played with sfc32 dice, asked for explicitly) names no scheme, as before it existed.
  return { game: r.game, options: r.options, seed: r.seed, ...(dice === undefined ? { dice: r.dice } : {}), seats: r.seats, actions: r.actions as { seat: number; action: Json }[], hash: r.hash ?? '', result: m.result() };
}

function viewAfter(rec: ReplayResponse, k: number, seat: number | null): Json {
  const m = Match.create(game, rec.options, rec.seed, rec.seats, true, rec.dice ?? LEGACY_DICE);
  for (const a of rec.actions.slice(0, k)) m.apply(a.seat, a.action as ActionLike);
  return m.view(seat);
}

describe('replay viewer', () => {
  const rec = playedRecord(7);
  const r = buildReplayer(rec);

  it('verifies the record against the server’s hash and labels every step', () => {
    expect(r.verified).toBe(true);
    expect(r.steps).toHaveLength(rec.actions.length);
    for (const s of r.steps) expect(s.label.zh && s.label.en).toBeTruthy();
    expect(r.steps.flatMap((s) => s.events).some((e) => e.type === 'gameOver')).toBe(true);
  });

  it('shows each seat’s own view at any step, scrubbing back and forth', () => {
    const n = rec.actions.length;
    for (const [k, seat] of [[n, 0], [Math.floor(n / 2), 1], [3, null], [n - 1, 0], [0, 1]] as const) {
      expect(r.viewAt(k, seat)).toEqual(viewAfter(rec, k, seat));
    }
  });

  it('replays a record from before the dice scheme (no `dice`) with the legacy dice', () => {
    const legacy = playedRecord(7, 'sfc32');
    expect(legacy.dice).toBeUndefined();
    expect(rec.dice).toBe('chacha20');
    expect(buildReplayer(legacy).verified).toBe(true);
    expect(buildReplayer({ ...legacy, dice: 'chacha20' }).verified).toBe(false);
  });

  it('flags a record whose hash differs, and refuses an action that is not legal', () => {
    expect(buildReplayer({ ...rec, hash: 'ffffffffffffff' }).verified).toBe(false);
    const bad = { ...rec, actions: [{ seat: 0, action: { t: 'add', cls: 'XX' } }, ...rec.actions.slice(1)] };
    expect(() => buildReplayer(bad)).toThrow(/not legal/);
  });
});
