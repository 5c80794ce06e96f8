// K-PV1: an attack's preview (Game.preview) tells the damage both ways and who is destroyed, as the
// attacker's seat can foresee it: equal to what the attack does where nothing hidden takes part, blind to
// the opponent's face-down countermeasures and hand, and never touching the match's own state or dice.
import { describe, expect, it } from 'vitest';
import { hashState, Match, Rng, type GameEvent, type Seat } from '../../../engine/index.js';
import { CARDS, cardIndex } from '../cards.js';
import { hqRef } from '../effects/select.js';
import { kards, type KardsAction, type KardsState } from '../index.js';
import { attackOutcome, preview, type AttackOutcome } from '../preview.js';
import { at, scenario } from './scenario.js';

const printed = (id: string) => CARDS[cardIndex(id)];

/** What the attack really does, played on a copy of the real state (the oracle where nothing is hidden). */
function played(s: KardsState, a: KardsAction & { t: 'attack' }): AttackOutcome {
  const t = kards.clone(s);
  const events: GameEvent[] = [];
  kards.apply(t, t.active, a, events);
  const hq = a.tgt < -1 ? -2 - a.tgt : -1;
  const sum = (type: string, key: string, v: number) => events.filter((e) => e.type === type && e.data[key] === v).reduce((n, e) => n + Number(e.data.n ?? 0), 0);
  return {
    dealt: hq >= 0 ? sum('hqDamage', 'seat', hq) : sum('damage', 'uid', a.tgt),
    targetDestroyed: events.some((e) => e.type === 'destroyed' && e.data.uid === a.tgt),
    taken: sum('damage', 'uid', a.u),
    attackerDestroyed: events.some((e) => e.type === 'destroyed' && e.data.uid === a.u),
    hqAfter: hq >= 0 ? t.sides[hq].hq : null,
  };
}

describe('K-PV1 attack previews', () => {
  it('K-PV1 artillery: deals its attack, takes no counter-damage (§3.1.3) — as the attack then does', () => {
    const s = scenario({ support: [['25_pounder'], ['5th_brigade', '30th_regiment']] });
    const a = { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 1).uid } as const;
    const o = attackOutcome(s, 0, a)!;
    expect(o).toEqual({ dealt: printed('25_pounder').atk, targetDestroyed: false, taken: 0, attackerDestroyed: false, hqAfter: null });
    expect(o).toEqual(played(s, a));
    expect(preview(s, 0, a)).toEqual({ zh: `造成${printed('25_pounder').atk}点伤害；自身不受伤害`, en: `deals ${printed('25_pounder').atk}; takes none` });
  });

  it('K-PV1 a fighter takes the defender\'s counter-damage (§3.1.4); a tank destroys a weak frontline unit (§3.1.2)', () => {
    const s = scenario({ support: [['i16_ishak'], ['1_infantry_regiment']] });
    const a = { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid } as const;
    expect(attackOutcome(s, 0, a)!.taken).toBe(printed('1_infantry_regiment').atk);
    expect(attackOutcome(s, 0, a)).toEqual(played(s, a));
    const t = scenario({ support: [['t34_1942'], []], front: ['1_infantry_regiment'], frontOwner: 1 });
    const b = { t: 'attack', u: at(t, 0, 0).uid, tgt: at(t, 2, 0).uid } as const;
    const o = attackOutcome(t, 0, b)!;
    expect(o.targetDestroyed).toBe(true);
    expect(o).toEqual(played(t, b));
    expect(preview(t, 0, b)!.en).toMatch(/^deals \d+, destroys it; /);
  });

  it('K-PV1 an attack on the HQ: the damage and the defense left', () => {
    const s = scenario({ support: [['25_pounder'], []] });
    const a = { t: 'attack', u: at(s, 0, 0).uid, tgt: hqRef(1) } as const;
    const n = printed('25_pounder').atk;
    expect(attackOutcome(s, 0, a)).toEqual({ dealt: n, targetDestroyed: false, taken: 0, attackerDestroyed: false, hqAfter: s.sides[1].hq - n });
    expect(preview(s, 0, a)).toEqual({ zh: `对总部造成${n}点伤害（剩${s.sides[1].hq - n}）；自身不受伤害`, en: `deals ${n} to the HQ (${s.sides[1].hq - n} left); takes none` });
  });

  it('K-PV1 blind to face-down countermeasures: FRIENDLY FIRE held face down changes neither the preview nor its words', () => {
    const bare = scenario({ support: [['ki43_hayabusa', 't70'], ['gordon_highlanders']] });
    const held = scenario({ cms: [[], ['friendly_fire']], support: [['ki43_hayabusa', 't70'], ['gordon_highlanders']] });
    const a = (s: KardsState) => ({ t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid }) as const;
    expect(preview(held, 0, a(held))).toEqual(preview(bare, 0, a(bare)));
    // The real attack is redirected (K-R71n), which the preview could not know.
    expect(played(held, a(held)).dealt).toBe(0);
    expect(attackOutcome(held, 0, a(held))!.dealt).toBeGreaterThan(0);
  });

  it('K-PV1 no preview for other actions, or for a seat that owes no attack', () => {
    const s = scenario({ hands: [['5th_brigade'], []], support: [['25_pounder'], ['30th_regiment']] });
    expect(preview(s, 0, { t: 'end' })).toBeNull();
    expect(preview(s, 0, { t: 'deploy', h: 0, tgt: -1 })).toBeNull();
    expect(preview(s, 1, { t: 'attack', u: at(s, 1, 0).uid, tgt: at(s, 0, 0).uid })).toBeNull();
  });

  it('K-PV1 random games: previews leave the match untouched, equal what the attack does when nothing hidden takes part, and read nothing the seat cannot see', () => {
    let compared = 0;
    let fair = 0;
    let oracle = 0;
    for (let g = 0; g < 12; g++) {
      const m = Match.create(kards, {}, `pv:${g}`, 2, false);
      const pick = new Rng(g + 5);
      while (!m.isOver()) {
        const seat: Seat = m.toMove()[0];
        const before = m.read((s) => hashState(s));
        const choices = m.legalChoices(seat, true);
        // The match's state, dice included, is as it was.
        expect(m.read((s) => hashState(s))).toBe(before);
        for (const c of choices) {
          const a = c.action as KardsAction;
          if (a.t !== 'attack') {
            expect(c.preview).toBeUndefined();
            continue;
          }
          expect(c.preview).toBeDefined();
          m.read((s) => {
            // Any state the seat cannot tell from this one gives the same preview.
            const other = kards.determinize(s, seat, new Rng(`other:${g}:${compared}`));
            expect(preview(other, seat, a)).toEqual(c.preview);
            // With no face-down countermeasure on the other side, the preview is what happens (but where a
            // triggered effect draws at random: the preview draws from its own dice, not the match's).
            if (s.sides[1 - seat].cms.length === 0) {
              fair++;
              if (JSON.stringify(played(s, a)) === JSON.stringify(attackOutcome(s, seat, a))) oracle++;
            }
          });
          compared++;
        }
        const legal = m.legalActions(seat);
        m.apply(seat, legal[pick.int(legal.length)]);
      }
    }
    expect(compared).toBeGreaterThan(50);
    expect(fair).toBeGreaterThan(30);
    expect(oracle).toBeGreaterThanOrEqual(fair * 0.9);
  });
});
