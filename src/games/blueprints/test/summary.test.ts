// The end-of-game summary (run --json, the end screen): each seat's deck, and what it has left — the
// objects on its lines, its base's W while it stands, "You" with its W once separated.
import { describe, expect, it } from 'vitest';
import { Match, Rng } from '../../../engine/index.js';
import { playRandomly } from '../../../engine/test/random-play.js';
import { BLUEPRINTS, DECKS } from '../data.js';
import { blueprints, type BpState } from '../index.js';

describe('blueprints summary', () => {
  it('names each seat\'s deck and what stands at the end; null until the end', () => {
    for (const [seed, seats] of [['sum-2', 2], ['sum-3', 3]] as const) {
      const m = Match.create(blueprints, {}, seed, seats) as unknown as Match<BpState, never, unknown>;
      let mid: unknown = undefined;
      playRandomly(m, new Rng(`${seed}:bots`), () => {
        if (m.actions().length === 20) mid = m.summaries();
      });
      expect(mid).toBeNull();
      const end = m.read((s) => s);
      const rows = m.summaries()!;
      expect(rows).toHaveLength(seats);
      for (const row of rows) {
        const p = end.players[row.seat];
        expect(row.fielded).toEqual([`deck:${DECKS[p.deck].id}`]);
        expect(row.fieldedCost).toBeNull();
        if (!p.alive) {
          expect(row.left).toEqual([]);
          continue;
        }
        // Every object on one of its slots, by blueprint id; then the base's pool and "You".
        const onLines = p.slots.filter((id) => id >= 0).map((id) => BLUEPRINTS[end.objs.find((o) => o.id === id)!.card].id);
        const extra = [...(p.base ? [`base ${p.pool}`] : []), ...(p.you ? [`you ${p.youW}`] : [])];
        expect(row.left.slice(0, onLines.length).sort()).toEqual(onLines.sort());
        expect(row.left.slice(onLines.length)).toEqual(extra);
      }
      // The winner still stands.
      const winner = end.winner;
      if (winner >= 0) expect(rows[winner].left.length).toBeGreaterThan(0);
    }
  });
});
