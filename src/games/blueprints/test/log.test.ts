// The readable log: event texts in zh and en, as the browser, the replayer and the CLI show them.
import { describe, expect, it } from 'vitest';
import { Match, Rng, type GameEvent } from '../../../engine/index.js';
import { blueprints } from '../index.js';
import { OBJ_TARGET } from '../state.js';

const text = (type: string, data: Record<string, unknown>) => blueprints.describeEvent!({ type, to: 'all', data } as GameEvent);

describe('blueprints log texts', () => {
  it('joins English words without a space before "\'s" and without an empty part', () => {
    expect(text('turn', { seat: 0, round: 3 })).toEqual({ zh: '第 3 輪：玩家1的回合', en: "Round 3: P1's turn" });
    expect(text('hit', { x: OBJ_TARGET + 3, n: 5, on: 'object', o: 1 }).en).toBe('object #3 takes 5 damage');
    expect(text('hit', { x: 1, n: 2, on: 'base', o: 1 })).toEqual({ zh: '玩家2的基地受到 2 傷害', en: "P2's base takes 2 damage" });
    expect(text('hit', { x: 0, n: -1, on: 'you', o: 1 }).en).toBe('P1\'s "You" gains 1 W');
    expect(text('destroyed', { seat: 1, o: 4, card: 0 }).en).toMatch(/^P2's \S/);
    expect(text('eliminated', { seat: 0, cause: 'you' }).en).toBe('P1: "You" destroyed — dead, power vacuum');
  });

  it('no text of a random game has a doubled space, a space before "\'s" or an untranslated type', () => {
    for (let g = 0; g < 6; g++) {
      const m = Match.create(blueprints, {}, `log:${g}`, 2 + (g % 3));
      const rng = new Rng(`log-bots:${g}`);
      while (!m.isOver()) {
        const seat = m.toMove()[0];
        const legal = m.legalActions(seat);
        m.apply(seat, legal[rng.int(legal.length)]);
      }
      const events = m.fullLog();
      expect(events.length).toBeGreaterThan(20);
      for (const e of events) {
        const t = blueprints.describeEvent!(e);
        expect(t.en, e.type).not.toMatch(/ {2}| 's|^ | $/);
        expect(t.en, e.type).not.toBe(e.type);
        expect(t.zh.length, e.type).toBeGreaterThan(0);
      }
    }
  });
});
