// More cards of the other sets (issue 15's stretch, continued): units that survive combat (K-R64s), listeners for
// units moving into the frontline, kredit slots gained or lost (K-R64k), HQ damage and HQ gains, operation costs
// that grow with each attack, "the enemy cannot deploy units next turn", cards discarded at the end of their owner's
// turn (K-R64d) and drawn cards discarded at the end of the next one. Each test plays the card and checks its effect.
import { describe, expect, it } from 'vitest';
import { cardIndex, CARDS } from '../cards.js';
import { hqRef } from '../effects/select.js';
import { KW } from '../effects/lang.js';
import type { KardsState, Unit } from '../state.js';
import { attackOf, isPinned, kwOf, opOf } from '../units.js';
import { act, at, keys, scenario } from './scenario.js';
import { draw } from '../hand.js';
import { costAt } from '../costs.js';
import { push, settle } from '../../../engine/queue.js';
import { K, STEPS } from '../steps.js';

const unitOf = (s: KardsState, card: string): Unit => {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.card === cardIndex(card)) return u;
  throw new Error(`no ${card} on the battlefield`);
};
const ids = (s: KardsState, l: number): string[] => s.lines[l].map((u) => CARDS[u.card].id);
const handIds = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
const NONE = -1;

/** PROMOTE (§3.5) run on a unit now, as its turn start would. */
function promote(s: KardsState, u: Unit): void {
  push(s.q, K.PROMOTE, u.owner, u.uid);
  settle(s, s.q, STEPS, null);
}

describe('K-R64s "when this unit / a friendly unit survives combat"', () => {
  it('raf_buffalo_mk_i RAF BUFFALO Mk I: +1+1 after a fight it survives, not after one it loses', () => {
    // 2/3 fighter against a 1/3: it takes 1 and survives.
    const s = scenario({ support: [['raf_buffalo_mk_i'], ['89th_infantry_regiment']] });
    const b = at(s, 0, 0);
    act(s, { t: 'attack', u: b.uid, tgt: at(s, 1, 0).uid });
    expect([b.atk, b.def]).toEqual([3, 3]);
    // Against a 3/1 (Himeji) it takes 3 and dies: nothing.
    const t = scenario({ support: [['raf_buffalo_mk_i'], ['himeji_regiment']] });
    act(t, { t: 'attack', u: at(t, 0, 0).uid, tgt: at(t, 1, 0).uid });
    expect(t.lines[0].length).toBe(0);
  });

  it('bloody_eleventh BLOODY ELEVENTH: +2+2 when it survives as attacker and as defender', () => {
    const s = scenario({ front: ['bloody_eleventh'], frontOwner: 0, support: [[], ['89th_infantry_regiment']] });
    const b = at(s, 2, 0);
    act(s, { t: 'attack', u: b.uid, tgt: at(s, 1, 0).uid });
    // 4/5 takes 1 → 4/4, then +2+2.
    expect([b.atk, b.def]).toEqual([6, 6]);
    // Attacked by a 3/1: it takes 3, survives, and grows again (the attacker dies).
    const t = scenario({ active: 1, front: ['bloody_eleventh'], frontOwner: 0, support: [[], ['himeji_regiment']] });
    const d = at(t, 2, 0);
    act(t, { t: 'attack', u: at(t, 1, 0).uid, tgt: d.uid });
    expect([d.atk, d.def, t.lines[1].length]).toEqual([6, 4, 0]);
  });

  it('hurricane_mk_iic_trop HURRICANE Mk IIC TROP: becomes Veteran when it survives combat', () => {
    const s = scenario({ support: [['hurricane_mk_iic_trop'], ['89th_infantry_regiment']] });
    const h = at(s, 0, 0);
    act(s, { t: 'attack', u: h.uid, tgt: at(s, 1, 0).uid });
    expect([CARDS[h.card].id, h.vet, h.atk, h.def]).toEqual(['hurricane_mk_iic_trop_vet', true, 5, 5]);
  });

  it('5th_legions_regiment 5th LEGIONS REGIMENT: +1+1 when it survives combat', () => {
    const s = scenario({ front: ['5th_legions_regiment'], frontOwner: 0, support: [[], ['89th_infantry_regiment']] });
    const u = at(s, 2, 0);
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    // 1/3 takes 1 → 1/2, then +1+1.
    expect([u.atk, u.def]).toEqual([2, 3]);
  });

  it('slashers SLASHERS: a GARRISON to your support line when a friendly unit (itself included) survives combat', () => {
    const s = scenario({ front: ['slashers', '89th_infantry_regiment'], frontOwner: 0, support: [[], ['89th_infantry_regiment', '89th_infantry_regiment']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(ids(s, 0)).toEqual(['garrison']);
    act(s, { t: 'attack', u: at(s, 2, 1).uid, tgt: at(s, 1, 0).uid });
    expect(ids(s, 0)).toEqual(['garrison', 'garrison']);
    // An enemy unit surviving is not heard.
    const t = scenario({ active: 1, front: ['slashers'], frontOwner: 0, support: [[], ['89th_infantry_regiment']] });
    act(t, { t: 'attack', u: at(t, 1, 0).uid, tgt: at(t, 2, 0).uid });
    // SLASHERS (the defender) survives: one GARRISON; the attacker's survival adds none.
    expect(ids(t, 0)).toEqual(['garrison']);
  });

  it('7tp 7TP: draws a card the first time a friendly unit survives combat each turn, not the second', () => {
    const s = scenario({ support: [['7tp'], ['89th_infantry_regiment', '89th_infantry_regiment']], front: ['89th_infantry_regiment', '89th_infantry_regiment'], frontOwner: 0, decks: [['t70', 't70', 't70'], []] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(s.sides[0].hand.length).toBe(1);
    act(s, { t: 'attack', u: at(s, 2, 1).uid, tgt: at(s, 1, 1).uid });
    expect(s.sides[0].hand.length).toBe(1);
  });

  it('il2m_pl IL-2M PL: a friendly unit with Heavy Armor that survives combat gets +1+1; one without does not', () => {
    const s = scenario({ support: [['il2m_pl'], ['89th_infantry_regiment', '89th_infantry_regiment']], front: ['churchill_mk_iv', '5th_legions_regiment'], frontOwner: 0 });
    const c = at(s, 2, 0);
    act(s, { t: 'attack', u: c.uid, tgt: at(s, 1, 0).uid });
    // CHURCHILL Mk IV 2/7 with heavy armor 1 takes 0 from the 1-attack defender, then +1+1.
    expect([c.atk, c.def]).toEqual([3, 8]);
    const l = at(s, 2, 1);
    act(s, { t: 'attack', u: l.uid, tgt: at(s, 1, 1).uid });
    // 5th LEGIONS' own +1+1 only (1/3 → 1/2 → 2/3).
    expect([l.atk, l.def]).toEqual([2, 3]);
  });
});

describe('listeners for a unit moving into the frontline', () => {
  it('K-R64m 74th_silesian_regiment 74th SILESIAN REGIMENT: an enemy unit moving into the frontline is pinned', () => {
    const s = scenario({ support: [['89th_infantry_regiment'], ['74th_silesian_regiment']] });
    const u = at(s, 0, 0);
    act(s, { t: 'move', u: u.uid });
    expect(isPinned(s, u)).toBe(true);
    // Its own side's moves are not heard.
    const t = scenario({ support: [['74th_silesian_regiment', '89th_infantry_regiment'], []] });
    act(t, { t: 'move', u: at(t, 0, 1).uid });
    expect(isPinned(t, at(t, 2, 0))).toBe(false);
  });

  it('37mm_bofors_gun 37mm BOFORS GUN: 1 damage to an enemy unit moving into the frontline', () => {
    const s = scenario({ support: [['89th_infantry_regiment'], ['37mm_bofors_gun']] });
    const u = at(s, 0, 0);
    act(s, { t: 'move', u: u.uid });
    expect(u.def).toBe(2);
  });

  it('pzl_p_7 PZL P.7: retreats when an enemy unit moves into the frontline (from the support line: to hand)', () => {
    const s = scenario({ support: [['89th_infantry_regiment'], ['pzl_p_7']] });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect([ids(s, 1), handIds(s, 1)]).toEqual([[], ['pzl_p_7']]);
  });

  it('35th_infantry_regiment 35th INFANTRY REGIMENT: your units get +1+1 when an enemy unit moves into the frontline', () => {
    const s = scenario({ support: [['89th_infantry_regiment'], ['35th_infantry_regiment', '89th_infantry_regiment']] });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect(s.lines[1].map((u) => [u.atk, u.def])).toEqual([[2, 6], [2, 4]]);
    expect([at(s, 2, 0).atk, at(s, 2, 0).def]).toEqual([1, 3]);
  });

  it('36_kradschtzen 36. KRADSCHÜTZEN: a friendly German unit moving in gets +1 attack and -1 operation cost; others do not', () => {
    const s = scenario({ support: [['36_kradschtzen', '4_pioneer_battalion', '89th_infantry_regiment'], []] });
    const g = at(s, 0, 1), r = at(s, 0, 2);
    const op = opOf(s, g);
    act(s, { t: 'move', u: g.uid });
    expect([g.atk, opOf(s, g)]).toEqual([CARDS[g.card].atk + 1, Math.max(0, op - 1)]);
    act(s, { t: 'move', u: r.uid });
    expect(r.atk).toBe(1);
  });

  it('109th_combat_engineers 109th COMBAT ENGINEERS: another friendly unit moving in gets +1 attack; itself does not', () => {
    const s = scenario({ support: [['109th_combat_engineers', '89th_infantry_regiment'], []] });
    const e = at(s, 0, 0), r = at(s, 0, 1);
    act(s, { t: 'move', u: r.uid });
    expect(r.atk).toBe(2);
    act(s, { t: 'move', u: e.uid });
    expect(e.atk).toBe(1);
  });

  it('hold_the_line HOLD THE LINE (countermeasure): when an enemy unit enters the frontline, the frontline is pinned and dealt 1 damage', () => {
    const s = scenario({ support: [['89th_infantry_regiment'], []], cms: [[], ['hold_the_line']] });
    const u = at(s, 0, 0);
    act(s, { t: 'move', u: u.uid });
    expect([isPinned(s, u), u.def, s.sides[1].cms.length]).toEqual([true, 2, 0]);
  });
});

describe('operation costs that grow with each attack', () => {
  it('bf_110_c_zerstrer Bf 110 C ZERSTÖRER and panzer_ivj PANZER IV-J: +1 operation cost after each attack', () => {
    for (const id of ['bf_110_c_zerstrer', 'panzer_ivj']) {
      const s = scenario({ front: [id], frontOwner: 0 });
      const u = at(s, 2, 0);
      expect(opOf(s, u)).toBe(0);
      act(s, { t: 'attack', u: u.uid, tgt: hqRef(1) });
      expect(opOf(s, u)).toBe(1);
    }
  });
});

describe('K-R64k kredit slots gained or lost by an effect', () => {
  it('106th_quartermasters 106th QUARTERMASTERS, sb2c_helldiver SB2C HELLDIVER, 1st_texas_infantry 1st TEXAS INFANTRY: an extra slot draws, copies, doubles', () => {
    const s = scenario({ kredits: 8, hands: [['southern_plan'], []], support: [['106th_quartermasters', 'sb2c_helldiver', '1st_texas_infantry'], []], decks: [['t70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].slots).toBe(9);
    expect(handIds(s, 0).sort()).toEqual(['sb2c_helldiver', 't70']);
    const t = unitOf(s, '1st_texas_infantry');
    expect([t.atk, t.def]).toEqual([2, 2]);
  });

  it('K-R64k the slot of a turn start is not an extra slot: nothing is heard', () => {
    const s = scenario({ kredits: 8, support: [[], ['106th_quartermasters']], decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'end' });
    // Seat 1's turn: a slot and the turn's draw, no extra card.
    expect([s.sides[1].slots, s.sides[1].hand.length]).toEqual([9, 1]);
  });

  it('e13a_jake E13A JAKE: your units get +1+1 when you lose a kredit slot (an enemy order or your own)', () => {
    const s = scenario({ kredits: 8, hands: [['southern_plan'], []], support: [[], ['e13a_jake', '89th_infantry_regiment']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.lines[1].map((u) => [u.atk, u.def])).toEqual([[3, 4], [2, 4]]);
    const t = scenario({ kredits: 8, hands: [['desperate_measures'], []], support: [['e13a_jake'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect([at(t, 0, 0).atk, at(t, 0, 0).def]).toEqual([3, 4]);
  });
});

describe('HQ damage and HQ gains', () => {
  it('845th_rifles 845th RIFLES and 461st_rifles 461st RIFLES: damage dealt to this unit is added to your HQ', () => {
    for (const id of ['845th_rifles', '461st_rifles']) {
      const s = scenario({ active: 1, front: [id], frontOwner: 0, support: [[], ['t70']] });
      // 461st's Ambush would destroy the attacker first: without it, the fight lands.
      at(s, 2, 0).kw &= ~KW.ambush;
      const hq = s.sides[0].hq;
      act(s, { t: 'attack', u: at(s, 1, 0).uid, tgt: at(s, 2, 0).uid });
      expect(s.sides[0].hq - hq, id).toBe(3);
    }
  });

  it('K-R64h 173rd_guard_rifles 173rd GUARD RIFLES and 456th_rifle_regiment 456th RIFLE REGIMENT: grow when your HQ takes damage', () => {
    const s = scenario({ active: 1, support: [['173rd_guard_rifles', '456th_rifle_regiment'], []], front: ['t70'], frontOwner: 1 });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(0) });
    const [a, b] = s.lines[0];
    expect([a.atk, a.def, b.atk, b.def, kwOf(s, b) & KW.guard]).toEqual([2, 1, 2, 4, KW.guard]);
  });

  it('111th_indian_brigade 111th INDIAN BRIGADE and 73e_rgiment_dinfanterie 73e RÉGIMENT D\'INFANTERIE: your HQ gains 1 extra; +1+1 on a gain', () => {
    const s = scenario({ hands: [['naval_power'], []], support: [['111th_indian_brigade', '73e_rgiment_dinfanterie'], ['89th_infantry_regiment']] });
    const hq = s.sides[0].hq;
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    const r = at(s, 0, 1);
    expect([s.sides[0].hq - hq, r.atk, r.def]).toEqual([4, 1, 2]);
    // The enemy HQ's gains are not heard.
    const t = scenario({ hands: [['naval_power'], []], support: [[], ['111th_indian_brigade', '89th_infantry_regiment']] });
    const e = t.sides[0].hq;
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 1).uid });
    expect(t.sides[0].hq - e).toBe(3);
  });
});

describe('the enemy cannot deploy units next turn', () => {
  it('K-R64n u48 U-48 and km_tirpitz KM TIRPITZ: no deploy in the enemy\'s next turn, then again', () => {
    for (const id of ['u48', 'km_tirpitz']) {
      const s = scenario({ hands: [[id], ['t70']], decks: [['t70', 't70'], ['t70', 't70']] });
      const hq = s.sides[1].hq;
      act(s, { t: 'give', h: 0, tgt: NONE });
      if (id === 'km_tirpitz') expect(hq - s.sides[1].hq).toBe(4);
      act(s, { t: 'end' });
      expect(keys(s, 1).some((k) => k.startsWith('deploy:')), id).toBe(false);
      act(s, { t: 'end' }, 1);
      act(s, { t: 'end' }, 0);
      expect(keys(s, 1).some((k) => k.startsWith('deploy:')), id).toBe(true);
    }
  });
});

describe('K-R64d cards discarded at the end of their owner\'s turn', () => {
  it('gunboat_raid GUNBOAT RAID → gunboat_hit GUNBOAT HIT → gunboat_run GUNBOAT RUN: each added card is discarded at the end of the turn if still in hand', () => {
    const s = scenario({ hands: [['gunboat_raid'], []], front: ['89th_infantry_regiment'], frontOwner: 1, support: [[], ['89th_infantry_regiment']], decks: [['t70'], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect([handIds(s, 0), s.lines[2].length]).toEqual([['gunboat_hit'], 0]);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([handIds(s, 0), at(s, 1, 0).def]).toEqual([['gunboat_run'], 1]);
    act(s, { t: 'end' });
    expect(handIds(s, 0)).toEqual([]);
    expect(s.sides[0].removed).toContain(~cardIndex('gunboat_run'));
  });

  it('gunboat_run GUNBOAT RUN: 1 damage to the enemy HQ when played in time', () => {
    const s = scenario({ hands: [['gunboat_run'], []] });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(hq - s.sides[1].hq).toBe(1);
  });

  it('molotov_cocktail MOLOTOV COCKTAIL: 2 damage and an enemy discard; discarded at the end of your turn if kept', () => {
    const s = scenario({ hands: [['molotov_cocktail', 'molotov_cocktail'], ['t70']], support: [[], ['89th_infantry_regiment']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([at(s, 1, 0).def, s.sides[1].hand.length]).toEqual([1, 0]);
    act(s, { t: 'end' });
    expect(handIds(s, 0)).toEqual([]);
  });

  it('prolonged_siege PROLONGED SIEGE, dark_deeds DARK DEEDS, infantry_regiment_36 INFANTRY REGIMENT 36: the drawn cards are discarded at the end of your next turn', () => {
    const s = scenario({ hands: [['prolonged_siege', 't70'], []], decks: [['t70', 't70', 't70', 't70', 't70', 't70'], ['t70', 't70', 't70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].hand.length).toBe(5);
    act(s, { t: 'end' });
    // Kept through this turn's end (the card already in hand is never marked).
    expect(s.sides[0].hand.length).toBe(5);
    act(s, { t: 'end' }, 1);
    // The next turn's draw is not marked either.
    expect(s.sides[0].hand.length).toBe(6);
    act(s, { t: 'end' }, 0);
    expect(s.sides[0].hand.length).toBe(2);

    const d = scenario({ hands: [['dark_deeds'], []], decks: [['t70', 't70'], ['t70', 't70']] });
    act(d, { t: 'give', h: 0, tgt: NONE });
    expect([ids(d, 0), d.sides[0].hand.length]).toEqual([['sissi'], 1]);
    act(d, { t: 'end' });
    act(d, { t: 'end' }, 1);
    act(d, { t: 'end' }, 0);
    expect(d.sides[0].hand.length).toBe(1);

    const r = scenario({ hands: [['infantry_regiment_36'], []], decks: [['t70', 't70'], ['t70', 't70']] });
    act(r, { t: 'deploy', h: 0, tgt: NONE });
    expect(r.sides[0].hand.length).toBe(1);
    act(r, { t: 'end' });
    act(r, { t: 'end' }, 1);
    act(r, { t: 'end' }, 0);
    expect(r.sides[0].hand.length).toBe(1);
  });
});

describe('K-R64q "The enemy HQ gets: \'If this HQ has taken 3+ damage this turn, …\'"', () => {
  it('ride_of_the_valkyries RIDE OF THE VALKYRIES: 2 kredits once the enemy HQ has taken 3 damage this turn, once a turn, every turn', () => {
    const s = scenario({ hands: [['ride_of_the_valkyries'], []], front: ['t70', 't70'], frontOwner: 0, decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const k = s.sides[0].kredits;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect(s.sides[0].kredits).toBe(k - 1 + 2);
    // A second 3 in the same turn: nothing more.
    act(s, { t: 'attack', u: at(s, 2, 1).uid, tgt: hqRef(1) });
    expect(s.sides[0].kredits).toBe(k - 2 + 2);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    const k2 = s.sides[0].kredits;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect(s.sides[0].kredits).toBe(k2 - 1 + 2);
  });

  it('ats ATS: draws at once when given after the enemy HQ already took 3+ this turn', () => {
    const s = scenario({ hands: [['ats'], []], front: ['t70'], frontOwner: 0, decks: [['t70'], []] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect(s.sides[0].hand.length).toBe(1);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(handIds(s, 0)).toEqual(['t70']);
  });

  it('island_hopping ISLAND HOPPING, rule_the_skies RULE THE SKIES, road_to_berlin ROAD TO BERLIN: a random unit +2+2, air units +1+1, your HQ +3', () => {
    const s = scenario({ hands: [['island_hopping', 'rule_the_skies', 'road_to_berlin'], []], front: ['t70'], frontOwner: 0, support: [['raf_buffalo_mk_i'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const hq = s.sides[0].hq, b = at(s, 0, 0), t = at(s, 2, 0);
    act(s, { t: 'attack', u: t.uid, tgt: hqRef(1) });
    // The buffalo gets +1+1 (air) and maybe the random +2+2; the tank maybe the +2+2.
    const extra = (b.atk - 2 - 1) + (t.atk - 3);
    expect([s.sides[0].hq - hq, extra, b.def >= 4]).toEqual([3, 2, true]);
  });
});

describe('listeners for countermeasures that trigger', () => {
  it('K-R64c katalina KATALINA: +2+2 when an enemy countermeasure triggers', () => {
    const s = scenario({ support: [['katalina', '89th_infantry_regiment'], []], cms: [[], ['unexpected_resistance']] });
    const k = at(s, 0, 0);
    act(s, { t: 'move', u: at(s, 0, 1).uid });
    expect([k.atk, k.def, s.sides[1].cms.length]).toEqual([3, 5, 0]);
  });

  it('87_grenadier 87. GRENADIER and blohm_voss_bv_138 BLOHM & VOSS BV 138: +2+2 and a card when the enemy triggers your countermeasure', () => {
    const s = scenario({ support: [['89th_infantry_regiment'], ['87_grenadier', 'blohm_voss_bv_138']], cms: [[], ['unexpected_resistance']], decks: [[], ['t70']] });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    const g = at(s, 1, 0);
    expect([g.atk, g.def, handIds(s, 1)]).toEqual([4, 4, ['t70']]);
  });
});

describe('HQ damage: Veteran, and the Veteran\'s armor against ground units', () => {
  it('252nd_rifles 252nd RIFLES: +1 attack when your HQ takes damage, Veteran (252nd_rifles_vet) once its attack is 6+', () => {
    const s = scenario({ active: 1, support: [['252nd_rifles'], []], front: ['t70'], frontOwner: 1 });
    const r = at(s, 0, 0);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(0) });
    expect([r.atk, r.vet]).toEqual([3, false]);
    r.atk = 5;
    at(s, 2, 0).attacks = 0;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(0) });
    expect([CARDS[r.card].id, r.vet, r.atk, r.def]).toEqual(['252nd_rifles_vet', true, 6, 6]);
  });

  it('252nd_rifles_vet 252nd RIFLES (Veteran): takes 1 less combat damage from ground units; cannot be pinned', () => {
    const s = scenario({ active: 1, front: ['252nd_rifles_vet'], frontOwner: 0, support: [[], ['t70']] });
    const v = at(s, 2, 0);
    act(s, { t: 'attack', u: at(s, 1, 0).uid, tgt: v.uid });
    expect(v.def).toBe(4);
  });
});

describe('conditional attack of the unit itself', () => {
  it('220th_rifles 220th RIFLES: +2 attack for each damaged unit on the battlefield', () => {
    const s = scenario({ support: [['220th_rifles', '89th_infantry_regiment'], ['89th_infantry_regiment']] });
    const r = at(s, 0, 0);
    expect(attackOf(s, r)).toBe(2);
    at(s, 0, 1).hurt = true;
    at(s, 1, 0).hurt = true;
    expect(attackOf(s, r)).toBe(6);
  });

  it('sakura_regiment SAKURA REGIMENT: +2 attack while you have fewer cards in hand than the enemy', () => {
    const s = scenario({ hands: [['t70'], ['t70', 't70']], support: [['sakura_regiment'], []] });
    expect(attackOf(s, at(s, 0, 0))).toBe(3);
    s.sides[1].hand.pop();
    expect(attackOf(s, at(s, 0, 0))).toBe(1);
  });

  it('ki43iib_otsu Ki-43-IIb OTSU: +2 attack on your turn if the enemy controls no air units', () => {
    const s = scenario({ support: [['ki43iib_otsu'], ['89th_infantry_regiment']] });
    const k = at(s, 0, 0);
    expect(attackOf(s, k)).toBe(5);
    s.active = 1;
    expect(attackOf(s, k)).toBe(3);
    const t = scenario({ support: [['ki43iib_otsu'], ['raf_buffalo_mk_i']] });
    expect(attackOf(t, at(t, 0, 0))).toBe(3);
  });

  it('3rd_yokosuka 3rd YOKOSUKA: +1 attack for each adjacent Japanese unit', () => {
    const s = scenario({ support: [['himeji_regiment', '3rd_yokosuka', 'himeji_regiment', '89th_infantry_regiment'], []] });
    expect(attackOf(s, at(s, 0, 1))).toBe(3);
    const t = scenario({ support: [['89th_infantry_regiment', '3rd_yokosuka', 'himeji_regiment'], []] });
    expect(attackOf(t, at(t, 0, 1))).toBe(2);
  });
});

describe('K-R64r removed from the battlefield until a set time', () => {
  it('isolation ISOLATION: the unit leaves and comes back to its owner\'s support line at the start of your next turn, as it was', () => {
    const s = scenario({ hands: [['isolation'], []], front: ['t70'], frontOwner: 1, decks: [['t70', 't70'], ['t70', 't70']] });
    const u = at(s, 2, 0);
    u.def = 1;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([s.lines[2].length, s.limbo.length]).toEqual([0, 1]);
    act(s, { t: 'end' });
    expect([s.lines[1].length, s.limbo.length]).toEqual([0, 1]);
    act(s, { t: 'end' }, 1);
    expect([ids(s, 1), s.limbo.length, at(s, 1, 0).def]).toEqual([['t70'], 0, 1]);
  });

  it('distant_front DISTANT FRONT: only a unit with attack 3 or less; back at the start of your next turn', () => {
    const s = scenario({ hands: [['distant_front'], []], support: [[], ['t70', 'bloody_eleventh']], decks: [['t70', 't70'], ['t70', 't70']] });
    const [t, b] = s.lines[1];
    expect(keys(s)).toContain(`give:0:${t.uid}`);
    expect(keys(s)).not.toContain(`give:0:${b.uid}`);
    act(s, { t: 'give', h: 0, tgt: t.uid });
    expect(ids(s, 1)).toEqual(['bloody_eleventh']);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(ids(s, 1)).toEqual(['bloody_eleventh', 't70']);
  });

  it('volunteer_corps VOLUNTEER CORPS: removed until the end of turn', () => {
    const s = scenario({ hands: [['volunteer_corps'], []], support: [[], ['t70']], decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(s.lines[1].length).toBe(0);
    act(s, { t: 'end' });
    expect([ids(s, 1), s.limbo.length]).toEqual([['t70'], 0]);
  });

  it('drive_into_the_sea DRIVE INTO THE SEA: removed, then to its owner\'s hand (明牌) at the start of your next turn', () => {
    const s = scenario({ hands: [['drive_into_the_sea'], []], support: [[], ['t70']], decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    act(s, { t: 'end' });
    const before = s.sides[1].hand.length;
    act(s, { t: 'end' }, 1);
    expect([s.lines[1].length, s.sides[1].hand.length, s.sides[1].shown[s.sides[1].hand.length - 1]]).toEqual([0, before + 1, true]);
  });
});

describe('"it fights" (K-R50f) after a change of its attack', () => {
  it('chain_home CHAIN HOME: a friendly unit\'s attack becomes its defense, then it fights a random enemy unit', () => {
    const s = scenario({ hands: [['chain_home'], []], support: [['89th_infantry_regiment'], ['himeji_regiment']] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    // 1/3 becomes 3/3, fights HIMEJI (3/1): HIMEJI destroyed, it takes 3.
    expect([s.lines[1].length, s.lines[0].length]).toEqual([0, 0]);
    const t = scenario({ hands: [['chain_home'], []], support: [['churchill_mk_iv'], ['89th_infantry_regiment']] });
    const c = at(t, 0, 0);
    act(t, { t: 'give', h: 0, tgt: c.uid });
    // CHURCHILL 2/7 (heavy armor 1) becomes 7/7: the 1/3 is destroyed, the armor stops its 1.
    expect([t.lines[1].length, c.atk, c.def]).toEqual([0, 7, 7]);
  });

  it('hms_formidable HMS FORMIDABLE: it fights all enemy units in random order, while it lives', () => {
    const s = scenario({ hands: [['hms_formidable'], []], support: [['churchill_mk_iv'], ['89th_infantry_regiment', '89th_infantry_regiment', '89th_infantry_regiment']] });
    const c = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: c.uid });
    expect([s.lines[1].length, c.def]).toEqual([0, 7]);
  });
});

describe('K-R64w "Show when drawn: …"', () => {
  it('4th_alabama 4th ALABAMA: drawn at its owner\'s turn start it is shown to both and your units get +1 attack this turn', () => {
    const s = scenario({ active: 1, support: [['89th_infantry_regiment'], []], decks: [['4th_alabama'], ['t70']] });
    act(s, { t: 'end' }, 1);
    expect([handIds(s, 0), s.sides[0].shown, attackOf(s, at(s, 0, 0))]).toEqual([['4th_alabama'], [true], 2]);
    act(s, { t: 'end' });
    expect(attackOf(s, at(s, 0, 0))).toBe(1);
  });

  it('pb2y_coronado PB2Y CORONADO: drawn, a BREWSTER F2A joins your support line; deployed, your fighters have +1 attack', () => {
    const s = scenario({ active: 1, hands: [['t70'], []], decks: [['pb2y_coronado'], ['t70']] });
    act(s, { t: 'end' }, 1);
    expect([ids(s, 0), s.sides[0].shown[1]]).toEqual([['brewster_f2a'], true]);
    act(s, { t: 'deploy', h: 1, tgt: NONE });
    // BREWSTER F2A: 1 attack, +1 from CORONADO (not in the frontline).
    expect(attackOf(s, at(s, 0, 0))).toBe(2);
  });

  it('strike_group STRIKE GROUP: drawn, it draws a random air unit from your deck; given, your air units get +1+1', () => {
    const s = scenario({ active: 1, support: [['raf_buffalo_mk_i'], []], decks: [['t70', 'raf_buffalo_mk_i', 'strike_group'], ['t70']] });
    act(s, { t: 'end' }, 1);
    expect(handIds(s, 0).sort()).toEqual(['raf_buffalo_mk_i', 'strike_group']);
    const h = handIds(s, 0).indexOf('strike_group');
    act(s, { t: 'give', h, tgt: NONE });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def]).toEqual([3, 4]);
  });

  it('K-R64w the opening hand and a mulligan are not "drawn": nothing shown, nothing runs', () => {
    const s = scenario({ decks: [['4th_alabama'], []], support: [['89th_infantry_regiment'], []] });
    s.phase = 'mull';
    draw(s, 0, 1, null);
    expect([s.sides[0].shown, s.q.length, attackOf(s, at(s, 0, 0))]).toEqual([[false], 0, 1]);
  });
});

describe('K-R64f "when you shuffle your deck"', () => {
  it('3rd_mixed_regiment 3rd MIXED REGIMENT: 2 damage to the enemy HQ when you shuffle your deck, once per turn', () => {
    const s = scenario({ hands: [['last_rites', 'last_rites'], []], support: [['3rd_mixed_regiment'], []] });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(hq - s.sides[1].hq).toBe(2);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(hq - s.sides[1].hq).toBe(2);
    // The enemy's shuffles are not heard.
    const t = scenario({ hands: [['last_rites'], []], support: [[], ['3rd_mixed_regiment']] });
    const e = t.sides[0].hq;
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect(t.sides[0].hq).toBe(e);
  });

  it('3rd_kure_snlf 3rd KURE SNLF: -1 operation cost this turn when you shuffle your deck', () => {
    const s = scenario({ hands: [['last_rites'], []], support: [['3rd_kure_snlf'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(opOf(s, u)).toBe(0);
    act(s, { t: 'end' });
    expect(opOf(s, u)).toBe(1);
  });

  it('la_division_leclerc LA DIVISION LECLERC and 110e_rgiment_motoris 110e RÉGIMENT MOTORISÉ: +3+3 / your other units +1+1 the first time you shuffle each turn', () => {
    const s = scenario({ hands: [['last_rites', 'last_rites'], []], support: [['la_division_leclerc', '110e_rgiment_motoris'], []] });
    const [l, m] = s.lines[0];
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'give', h: 0, tgt: NONE });
    // LECLERC 3/3 +3+3 and +1+1 from 110e; 110e 2/2 unchanged.
    expect([l.atk, l.def, m.atk, m.def]).toEqual([7, 7, 2, 2]);
  });

  it('sabae_regiment SABAE REGIMENT: once per turn, when you shuffle, as much damage as units on the battlefield, 1 at a time among random enemies', () => {
    const s = scenario({ hands: [['last_rites'], []], support: [['sabae_regiment', '89th_infantry_regiment'], ['churchill_mk_iv']] });
    const hq = s.sides[1].hq, c = at(s, 1, 0);
    act(s, { t: 'give', h: 0, tgt: NONE });
    // Three units: 3 damage between the enemy HQ and CHURCHILL (heavy armor stops combat damage only).
    expect((hq - s.sides[1].hq) + (7 - c.def)).toBe(3);
  });

  it('ijn_shinano IJN SHINANO: damage equal to the units on the battlefield, distributed among random enemies', () => {
    const s = scenario({ hands: [['ijn_shinano'], []], support: [['89th_infantry_regiment', '89th_infantry_regiment'], ['himeji_regiment', 'himeji_regiment']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    // Four units: 4 damage; each HIMEJI dies at its first point, later points go to the living or the HQ.
    const dead = 2 - s.lines[1].length;
    expect(dead + (hq - s.sides[1].hq)).toBe(4);
    expect(s.lines[0].length).toBe(2);
  });
});

describe('listeners for a unit becoming Veteran', () => {
  it('green_howards GREEN HOWARDS: draws a card when any unit becomes Veteran', () => {
    const s = scenario({ support: [['green_howards'], ['hurricane_mk_iic_trop']], decks: [['t70'], []] });
    promote(s, at(s, 1, 0));
    expect(handIds(s, 0)).toEqual(['t70']);
  });

  it('49th_karachev 49th KARACHEV: 2 damage to an enemy unit that becomes Veteran; a friendly one is spared', () => {
    const s = scenario({ support: [['49th_karachev', 'hurricane_mk_iic_trop'], ['hurricane_mk_iic_trop']] });
    promote(s, at(s, 1, 0));
    promote(s, at(s, 0, 1));
    expect([at(s, 1, 0).def, at(s, 0, 1).def]).toEqual([3, 5]);
  });

  it('panzer_iic PANZER II-C: your units get +2+1 when they become Veteran (after the printed stats)', () => {
    const s = scenario({ support: [['panzer_iic', 'hurricane_mk_iic_trop'], ['hurricane_mk_iic_trop']] });
    promote(s, at(s, 0, 1));
    promote(s, at(s, 1, 0));
    expect([at(s, 0, 1).atk, at(s, 0, 1).def, at(s, 1, 0).atk]).toEqual([7, 6, 5]);
  });
});

describe('K-R64p "fully repaired"', () => {
  it('field_hospital FIELD HOSPITAL: repairs your units, a card for each that was damaged', () => {
    const s = scenario({ hands: [['field_hospital'], []], support: [['89th_infantry_regiment', '89th_infantry_regiment', 't70'], []], decks: [['t70', 't70', 't70'], []] });
    at(s, 0, 0).def = 1;
    at(s, 0, 0).hurt = true;
    at(s, 0, 2).def = 1;
    at(s, 0, 2).hurt = true;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.lines[0].map((u) => u.def), s.sides[0].hand.length]).toEqual([[3, 3, 2], 2]);
  });

  it('the_regulars THE REGULARS: becomes Veteran (the_regulars_vet: UNITY IS STRENGTH to hand) when fully repaired; not when undamaged', () => {
    const s = scenario({ hands: [['field_hospital', 'field_hospital'], []], support: [['the_regulars'], []] });
    const r = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(r.vet).toBe(false);
    r.def = 2;
    r.hurt = true;
    act(s, { t: 'give', h: 0, tgt: NONE });
    // FIELD HOSPITAL's own draw (one unit repaired) and the Veteran's UNITY IS STRENGTH.
    expect([CARDS[r.card].id, handIds(s, 0).length, handIds(s, 0).includes('unity_is_strength')]).toEqual(['the_regulars_vet', 2, true]);
  });

  it('seabees SEABEES and 60th_infantry_regiment 60th INFANTRY REGIMENT: a repaired friendly unit gets -1 operation cost and +1 attack; the 60th adds a copy of itself', () => {
    const s = scenario({ hands: [['field_hospital'], []], support: [['seabees', '60th_infantry_regiment'], []] });
    const r = at(s, 0, 1);
    r.def = 1;
    r.hurt = true;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([r.def, r.atk, opOf(s, r), ids(s, 0)]).toEqual([5, 4, 0, ['seabees', '60th_infantry_regiment', '60th_infantry_regiment']]);
  });
});

describe('more statics and orders', () => {
  it('K-R64x dilemma DILEMMA and royal_fusiliers ROYAL FUSILIERS: attack and operation cost change places (after each order you give, for the FUSILIERS)', () => {
    const s = scenario({ hands: [['dilemma'], []], support: [['royal_fusiliers'], ['t70']] });
    const t = at(s, 1, 0), f = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: t.uid });
    expect([t.atk, t.op, f.atk, f.op]).toEqual([1, 3, 3, 0]);
  });

  it('15th_motor_rifles 15th MOTOR RIFLES: your HQ takes no damage on enemy turns', () => {
    const s = scenario({ active: 1, support: [['15th_motor_rifles'], []], front: ['t70'], frontOwner: 1 });
    const hq = s.sides[0].hq;
    // GUARD on the 15th: the tank must attack it; remove the guard to aim at the HQ.
    at(s, 0, 0).kw &= ~KW.guard;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(0) });
    expect(s.sides[0].hq).toBe(hq);
  });

  it('ki100_goshikisen Ki-100 GOSHIKISEN: immune to damage during your turn only', () => {
    const s = scenario({ support: [['ki100_goshikisen'], ['89th_infantry_regiment']] });
    const k = at(s, 0, 0);
    act(s, { t: 'attack', u: k.uid, tgt: at(s, 1, 0).uid });
    expect(k.def).toBe(4);
    const t = scenario({ active: 1, front: ['t70'], frontOwner: 1, support: [['ki100_goshikisen'], []] });
    act(t, { t: 'attack', u: at(t, 2, 0).uid, tgt: at(t, 0, 0).uid });
    expect(at(t, 0, 0).def).toBe(1);
  });

  it('embargo EMBARGO: the enemy gets 2 fewer kredits next turn', () => {
    const s = scenario({ kredits: 6, hands: [['embargo'], []], decks: [['t70'], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'end' });
    expect([s.sides[1].slots, s.sides[1].kredits]).toEqual([7, 5]);
  });

  it('counter_offensive COUNTER OFFENSIVE: +2+1 for each damaged unit on the battlefield', () => {
    const s = scenario({ hands: [['counter_offensive'], []], support: [['89th_infantry_regiment', 't70'], ['t70']] });
    at(s, 0, 1).hurt = true;
    at(s, 1, 0).hurt = true;
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.def]).toEqual([5, 5]);
  });

  it('342_fsiliers 342. FÜSILIERE: moving into the frontline, your units there get +2 attack', () => {
    const s = scenario({ front: ['89th_infantry_regiment'], frontOwner: 0, support: [['342_fsiliers'], []] });
    const f = at(s, 0, 0);
    act(s, { t: 'move', u: f.uid });
    expect([f.atk, at(s, 2, 0).atk]).toEqual([5, 3]);
  });
});

describe('counted buffs and damage: enemy units, the enemy hand, other air units', () => {
  it('infantry_regiment_13 INFANTRY REGIMENT 13: +1+1 for each enemy unit', () => {
    const s = scenario({ hands: [['infantry_regiment_13'], []], support: [[], ['t70', 't70']], front: ['t70'], frontOwner: 1 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = unitOf(s, 'infantry_regiment_13');
    expect([u.atk, u.def]).toEqual([5, 7]);
  });

  it('78th_steel_regiment 78th STEEL REGIMENT: +2+2 for each enemy unit in the frontline', () => {
    const s = scenario({ hands: [['78th_steel_regiment'], []], support: [[], ['t70']], front: ['t70', 't70'], frontOwner: 1 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = unitOf(s, '78th_steel_regiment');
    expect([u.atk, u.def]).toEqual([6, 6]);
  });

  it('1er_rgiment_tranger 1er RÉGIMENT ÉTRANGER: +1+1 for each card in the enemy hand', () => {
    const s = scenario({ hands: [['1er_rgiment_tranger'], ['t70', 't70', 't70']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = unitOf(s, '1er_rgiment_tranger');
    expect([u.atk, u.def]).toEqual([4, 4]);
  });

  it('macchi_c_200 MACCHI C.200: +1+1 for each other friendly air unit', () => {
    const s = scenario({ hands: [['macchi_c_200'], []], support: [['raf_buffalo_mk_i', 'raf_buffalo_mk_i', 't70'], ['raf_buffalo_mk_i']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = unitOf(s, 'macchi_c_200');
    expect([u.atk, u.def]).toEqual([4, 4]);
  });

  it('defend_in_depth DEFEND IN DEPTH and kriegsmarine KRIEGSMARINE: damage equal to the cards in the enemy hand (then a discard)', () => {
    const s = scenario({ hands: [['defend_in_depth', 'kriegsmarine'], ['t70', 't70', 't70']], support: [[], ['churchill_mk_iv']] });
    const c = at(s, 1, 0), hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: c.uid });
    expect(c.def).toBe(4);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hq - s.sides[1].hq, s.sides[1].hand.length]).toEqual([3, 2]);
  });

  it('regia_aeronautica REGIA AERONAUTICA: damage to each enemy equal to your air units', () => {
    const s = scenario({ hands: [['regia_aeronautica'], []], support: [['raf_buffalo_mk_i', 'raf_buffalo_mk_i'], ['churchill_mk_iv']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hq - s.sides[1].hq, at(s, 1, 0).def]).toEqual([2, 5]);
  });
});

describe('more phrasings', () => {
  it('lotta_svrd LOTTA SVÄRD: your units get +1 defense and -1 operation cost', () => {
    const s = scenario({ hands: [['lotta_svrd'], []], support: [['89th_infantry_regiment', 'raf_buffalo_mk_i'], ['89th_infantry_regiment']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.lines[0].map((u) => [u.def, opOf(s, u)])).toEqual([[4, 0], [4, 1]]);
    expect(at(s, 1, 0).def).toBe(3);
  });

  it('human_torpedo HUMAN TORPEDO: destroys an enemy unit in the support line, not one in the frontline', () => {
    const s = scenario({ hands: [['human_torpedo'], []], support: [[], ['t70']], front: ['t70'], frontOwner: 1 });
    expect(keys(s)).not.toContain(`give:0:${at(s, 2, 0).uid}`);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(s.lines[1].length).toBe(0);
  });

  it('lion_for_a_day LION FOR A DAY: destroys a unit with 4 or more attack only', () => {
    const s = scenario({ hands: [['lion_for_a_day'], []], support: [[], ['t70', 'bloody_eleventh']] });
    expect(keys(s)).not.toContain(`give:0:${at(s, 1, 0).uid}`);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    expect(ids(s, 1)).toEqual(['t70']);
  });

  it('125th_la_spezia 125th LA SPEZIA: draws on deployment if you control an air unit', () => {
    const s = scenario({ hands: [['125th_la_spezia', '125th_la_spezia'], []], decks: [['t70', 't70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hand.length).toBe(1);
    const t = scenario({ hands: [['125th_la_spezia'], []], support: [['raf_buffalo_mk_i'], []], decks: [['t70'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(handIds(t, 0)).toEqual(['t70']);
  });

  it('desert_push DESERT PUSH: a ground unit fully repaired and its pin removed', () => {
    const s = scenario({ hands: [['desert_push'], []], support: [['89th_infantry_regiment'], []] });
    const u = at(s, 0, 0);
    u.def = 1;
    u.hurt = true;
    u.pinned = s.turn + 2;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.def, isPinned(s, u)]).toEqual([3, false]);
  });

  it('the_white_death THE WHITE DEATH: every enemy unit suppressed, a SISSI with Blitz', () => {
    const s = scenario({ hands: [['the_white_death'], []], support: [[], ['t70', '89th_infantry_regiment']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.lines[1].every((u) => u.sup === true), ids(s, 0), kwOf(s, at(s, 0, 0)) & KW.blitz]).toEqual([true, ['sissi'], KW.blitz]);
  });

  it('dawn_operations DAWN OPERATIONS: your air units operate for free this turn; you lose a kredit slot', () => {
    const s = scenario({ hands: [['dawn_operations'], []], support: [['raf_buffalo_mk_i', 't70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([opOf(s, at(s, 0, 0)), opOf(s, at(s, 0, 1)), s.sides[0].slots]).toEqual([0, 1, 11]);
    act(s, { t: 'end' });
    expect(opOf(s, at(s, 0, 0))).toBe(2);
  });

  it('1er_hussards 1er HUSSARDS: at the end of your turn, a card if the enemy has no units', () => {
    const s = scenario({ support: [['1er_hussards'], []], decks: [['t70'], ['t70']] });
    act(s, { t: 'end' });
    expect(handIds(s, 0)).toEqual(['t70']);
    const t = scenario({ support: [['1er_hussards'], ['t70']], decks: [['t70'], ['t70']] });
    act(t, { t: 'end' });
    expect(t.sides[0].hand.length).toBe(0);
  });

  it('mediterranean_raid MEDITERRANEAN RAID: 2 damage, 4 if you control more units than the enemy', () => {
    const s = scenario({ hands: [['mediterranean_raid'], []], support: [[], ['churchill_mk_iv']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(5);
    const t = scenario({ hands: [['mediterranean_raid'], []], support: [['t70', 't70'], ['churchill_mk_iv']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect(at(t, 1, 0).def).toBe(3);
  });

  it('fiat_c_r_42 FIAT C.R.42: +1 attack on deployment if you control more units than the enemy', () => {
    const s = scenario({ hands: [['fiat_c_r_42'], []], support: [['t70'], ['t70']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(unitOf(s, 'fiat_c_r_42').atk).toBe(2);
    const t = scenario({ hands: [['fiat_c_r_42'], []], support: [[], ['t70', 't70']] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(unitOf(t, 'fiat_c_r_42').atk).toBe(1);
  });
});

describe('K-R64t "It costs the enemy +N kredits to target or attack this unit"', () => {
  it('red_devils RED DEVILS: an attack on it costs 1 more; without the kredits it is not offered', () => {
    const s = scenario({ kredits: 2, front: ['t70'], frontOwner: 0, support: [[], ['red_devils']] });
    const t = at(s, 2, 0), r = at(s, 1, 0);
    act(s, { t: 'attack', u: t.uid, tgt: r.uid });
    expect(s.sides[0].kredits).toBe(0);
    const u = scenario({ kredits: 1, front: ['t70'], frontOwner: 0, support: [[], ['red_devils']] });
    expect(keys(u)).not.toContain(`attack:${at(u, 2, 0).uid}:${at(u, 1, 0).uid}`);
  });

  it('pb4y2_privateer PB4Y-2 PRIVATEER and sturmi STURMI: an order aimed at it costs 2 more; the owner pays nothing', () => {
    const cost = CARDS[cardIndex('daylight_bombing')].cost;
    for (const id of ['pb4y2_privateer', 'sturmi']) {
      const s = scenario({ kredits: 8, hands: [['daylight_bombing'], []], support: [[], [id]] });
      act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
      expect(s.sides[0].kredits, id).toBe(8 - cost - 2);
      const t = scenario({ active: 1, kredits: 8, hands: [[], ['daylight_bombing']], support: [[], [id]] });
      act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid }, 1);
      expect(t.sides[1].kredits, id).toBe(8 - cost);
      // Not enough for the extra: that target is not offered.
      const u = scenario({ kredits: cost + 1, hands: [['daylight_bombing'], []], support: [[], [id]] });
      expect(keys(u)).not.toContain(`give:0:${at(u, 1, 0).uid}`);
    }
  });

  it('tupolev_sb2 TUPOLEV SB-2: +2 to target or attack it only while its pincer is formed (K-R51p)', () => {
    const s = scenario({ support: [['raf_buffalo_mk_i'], ['tupolev_sb2']], front: ['cruiser_mk_iii'], frontOwner: 1 });
    const b = at(s, 0, 0), k = s.sides[0].kredits;
    act(s, { t: 'attack', u: b.uid, tgt: at(s, 1, 0).uid });
    expect(k - s.sides[0].kredits).toBe(2 + 2);
    const t = scenario({ support: [['raf_buffalo_mk_i'], ['tupolev_sb2']] });
    const k2 = t.sides[0].kredits;
    act(t, { t: 'attack', u: at(t, 0, 0).uid, tgt: at(t, 1, 0).uid });
    expect(k2 - t.sides[0].kredits).toBe(2);
  });
});

describe('K-R64h2 an HQ with Smokescreen until your next turn', () => {
  it('depth_charges DEPTH CHARGES: an extra slot; no attack may target your HQ until your next turn, orders still may', () => {
    const s = scenario({ kredits: 8, hands: [['depth_charges'], ['daylight_bombing']], front: ['t70'], frontOwner: 1, decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].slots).toBe(9);
    act(s, { t: 'end' });
    const t = at(s, 2, 0);
    expect(keys(s, 1)).not.toContain(`attack:${t.uid}:${hqRef(0)}`);
    expect(keys(s, 1)).toContain(`give:0:${hqRef(0)}`);
    act(s, { t: 'end' }, 1);
    act(s, { t: 'end' }, 0);
    expect(keys(s, 1)).toContain(`attack:${t.uid}:${hqRef(0)}`);
  });

  it('us_military_research US MILITARY RESEARCH: choose one - DEPTH CHARGES or EXPANDED US RESEARCH to hand', () => {
    const s = scenario({ hands: [['us_military_research'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 0 });
    expect(handIds(s, 0)).toEqual(['depth_charges']);
  });

  it('1st_marines 1st MARINES: moving into the frontline, your HQ gains Smokescreen until your next turn', () => {
    const s = scenario({ support: [['1st_marines'], ['t70']], decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    act(s, { t: 'end' });
    expect(keys(s, 1).some((k) => k.endsWith(`:${hqRef(0)}`) && k.startsWith('attack:'))).toBe(false);
  });
});

describe('K-R64d2 "when you draw a card"', () => {
  it('m3a3_honey M3A3 HONEY and sd_kfz_2509 Sd.Kfz. 250/9: each card you draw, your HQ +1 and +2 attack this turn; not the enemy\'s draws', () => {
    const s = scenario({ hands: [['ultra'], []], support: [['m3a3_honey', 'sd_kfz_2509'], []], decks: [['t70', 't70', 't70'], ['t70', 't70']] });
    const hq = s.sides[0].hq, k = at(s, 0, 1);
    draw(s, 0, 2, null);
    expect([s.sides[0].hq - hq, attackOf(s, k)]).toEqual([2, 5]);
    draw(s, 1, 1, null);
    expect([s.sides[0].hq - hq, attackOf(s, k)]).toEqual([2, 5]);
    act(s, { t: 'end' });
    expect(attackOf(s, k)).toBe(1);
  });
});

describe('conditions on "it": Veteran, adjacent units, Alpine, operation cost 0; both players; the unit\'s owner', () => {
  it('attrition ATTRITION: 2 damage; a Veteran also retreats', () => {
    const s = scenario({ hands: [['attrition', 'attrition'], []], front: ['hurricane_mk_iic_trop_vet', 'churchill_mk_iv'], frontOwner: 1 });
    const [v, c] = s.lines[2];
    v.vet = true;
    act(s, { t: 'give', h: 0, tgt: v.uid });
    expect([ids(s, 1), v.def]).toEqual([['hurricane_mk_iic_trop_vet'], 3]);
    act(s, { t: 'give', h: 0, tgt: c.uid });
    expect([s.lines[2].map((u) => u.uid), c.def]).toEqual([[c.uid], 5]);
  });

  it('critical_damage CRITICAL DAMAGE: 1 damage, 2 if the unit has no adjacent units', () => {
    const s = scenario({ hands: [['critical_damage', 'critical_damage'], []], support: [[], ['churchill_mk_iv', 'churchill_mk_iv']], front: ['churchill_mk_iv'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect([at(s, 1, 0).def, at(s, 2, 0).def]).toEqual([6, 5]);
  });

  it('devils_brigade DEVIL\'S BRIGADE: 1 damage to an enemy (the HQ too); an Alpine unit is destroyed instead', () => {
    const s = scenario({ hands: [['devils_brigade', 'devils_brigade'], []], support: [[], ['3rd_maizuru_snlf', 'churchill_mk_iv']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    expect(ids(s, 1)).toEqual(['churchill_mk_iv']);
    act(s, { t: 'deploy', h: 0, tgt: hqRef(1) });
    expect(hq - s.sides[1].hq).toBe(1);
  });

  it('direct_hit DIRECT HIT: 1 damage; destroys a unit with 0 operation cost instead', () => {
    const s = scenario({ hands: [['direct_hit', 'direct_hit'], []], support: [[], ['173rd_guard_rifles', 'churchill_mk_iv']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    expect(at(s, 1, 1).def).toBe(6);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(ids(s, 1)).toEqual(['churchill_mk_iv']);
  });

  it('united_we_stand UNITED WE STAND: 2 damage; if this destroys it, both players gain a kredit slot', () => {
    const s = scenario({ kredits: 8, hands: [['united_we_stand', 'united_we_stand'], []], support: [[], ['churchill_mk_iv', 't70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([s.sides[0].slots, s.sides[1].slots]).toEqual([8, 8]);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    expect([s.sides[0].slots, s.sides[1].slots, ids(s, 1)]).toEqual([9, 9, ['churchill_mk_iv']]);
  });

  it('honorable_death HONORABLE DEATH: destroys a unit with 3 or less attack; its owner draws a card', () => {
    const s = scenario({ hands: [['honorable_death', 'honorable_death'], []], support: [['t70'], ['t70']], decks: [['t70'], ['t70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([s.lines[1].length, s.sides[1].hand.length, s.sides[0].hand.length]).toEqual([0, 1, 1]);
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect([s.lines[0].length, s.sides[0].hand.length]).toEqual([0, 1]);
  });
});

describe('K-R64s2 Smokescreen lost, K-R64h3 "when this unit takes damage"', () => {
  it('p1y1_model_11 P1Y1 MODEL 11: a friendly unit that loses Smokescreen by attacking gets +2+2 (after the fight)', () => {
    const s = scenario({ support: [['p1y1_model_11', '109th_combat_engineers'], []], front: ['89th_infantry_regiment'], frontOwner: 1 });
    const e = at(s, 0, 1);
    act(s, { t: 'attack', u: e.uid, tgt: at(s, 2, 0).uid });
    // 109th (1/2, Smokescreen) takes 1 from the 1/3: 1/1, then +2+2.
    expect([e.atk, e.def, kwOf(s, e) & KW.smokescreen]).toEqual([3, 3, 0]);
  });

  it('hirosaki_brigade HIROSAKI BRIGADE: a friendly unit that loses Smokescreen by moving gets +1+1 and -1 operation cost', () => {
    const s = scenario({ support: [['hirosaki_brigade', '109th_combat_engineers'], []] });
    const e = at(s, 0, 1);
    act(s, { t: 'move', u: e.uid });
    expect([e.atk, e.def, opOf(s, e)]).toEqual([2, 3, 0]);
  });

  it('1357th_rifles 1357th RIFLES: +2 attack when it takes damage and when it is fully repaired', () => {
    const s = scenario({ hands: [['daylight_bombing', 'field_hospital'], []], support: [['1357th_rifles'], []] });
    const r = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: r.uid });
    expect([r.atk, r.def]).toEqual([5, 5]);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([r.atk, r.def]).toEqual([7, 7]);
  });

  it('676th_regiment 676th REGIMENT: +2 attack and Shock every time it takes damage', () => {
    const s = scenario({ hands: [['daylight_bombing'], []], support: [[], ['676th_regiment']] });
    const r = at(s, 1, 0), atk = r.atk;
    act(s, { t: 'give', h: 0, tgt: r.uid });
    expect([r.atk - atk, kwOf(s, r) & KW.shock]).toEqual([2, KW.shock]);
  });
});

describe('more counted damage and buffs', () => {
  it('stars_stripes STARS & STRIPES: 1 damage to each unit in the enemy support line for each unit there', () => {
    const s = scenario({ hands: [['stars_stripes'], []], support: [[], ['churchill_mk_iv', 'churchill_mk_iv', 'churchill_mk_iv']], front: ['churchill_mk_iv'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.lines[1].map((u) => u.def), at(s, 2, 0).def]).toEqual([[4, 4, 4], 7]);
  });

  it('case_blue CASE BLUE: 4 damage to an enemy for each unit with 4 or more attack you control', () => {
    const s = scenario({ hands: [['case_blue'], []], support: [['bloody_eleventh', 'bloody_eleventh', 't70'], []] });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect(hq - s.sides[1].hq).toBe(8);
  });

  it('pound POUND: damage to a ground unit equal to the total attack of your air units', () => {
    const s = scenario({ hands: [['pound'], []], support: [['raf_buffalo_mk_i', 'ki100_goshikisen', 't70'], ['churchill_mk_iv']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    // 2 + 6 attack.
    expect(s.lines[1].length).toBe(0);
    const t = scenario({ hands: [['pound'], []], support: [['raf_buffalo_mk_i'], ['churchill_mk_iv']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect(at(t, 1, 0).def).toBe(5);
  });

  it('diplomatic_attach DIPLOMATIC ATTACHÉ and duty_bound DUTY BOUND: one more for each copy played before this game', () => {
    const s = scenario({ hands: [['diplomatic_attach', 'diplomatic_attach', 'duty_bound', 'duty_bound'], []], support: [['89th_infantry_regiment'], []] });
    const hq = s.sides[1].hq, u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect(hq - s.sides[1].hq).toBe(1 + 2);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.def]).toEqual([1 + 1 + 2, 3 + 1 + 2]);
  });
});

describe('cost rules of other sets', () => {
  it('beriev_be4 BERIEV BE-4: your units cost 2 less to deploy (orders do not); it retreats when you deploy a unit', () => {
    const s = scenario({ hands: [['t70', 'daylight_bombing'], []], support: [['beriev_be4'], []] });
    expect([costAt(s, 0, 0), costAt(s, 0, 1)]).toEqual([0, CARDS[cardIndex('daylight_bombing')].cost]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([ids(s, 0), handIds(s, 0)]).toEqual([['t70'], ['daylight_bombing', 'beriev_be4']]);
  });

  it('screening_force SCREENING FORCE: 1 less for each friendly BREWSTER F2A; two SBD 3 DAUNTLESS with Blitz', () => {
    const s = scenario({ hands: [['screening_force'], []], support: [['brewster_f2a', 'brewster_f2a'], []] });
    expect(costAt(s, 0, 0)).toBe(5);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([ids(s, 0), kwOf(s, at(s, 0, 3)) & KW.blitz]).toEqual([['brewster_f2a', 'brewster_f2a', 'sbd_3_dauntless', 'sbd_3_dauntless'], KW.blitz]);
  });

  it('b24d B-24D and production_order PRODUCTION ORDER: B-24D costs 3 less while you control a unit with 3+ operation cost', () => {
    const s = scenario({ hands: [['production_order'], []], support: [['t70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 0 });
    expect(handIds(s, 0)).toEqual(['b24d']);
    expect(costAt(s, 0, 0)).toBe(7);
    at(s, 0, 0).op = 3;
    expect(costAt(s, 0, 0)).toBe(4);
  });
});

describe('attacks: HQ only, listeners after you attack (K-R64a), countermeasures on attacks', () => {
  it('heinkel_he_111 HEINKEL HE 111: cannot attack units, only the HQ', () => {
    const s = scenario({ support: [['heinkel_he_111'], ['t70']] });
    const h = at(s, 0, 0);
    const attacks = keys(s).filter((k) => k.startsWith(`attack:${h.uid}:`));
    expect(attacks).toEqual([`attack:${h.uid}:${hqRef(1)}`]);
  });

  it('kawasaki_ki10 KAWASAKI Ki-10: +1 attack this turn after you attack with a Japanese unit (itself included)', () => {
    const s = scenario({ support: [['kawasaki_ki10'], []], front: ['himeji_regiment'], frontOwner: 0 });
    const k = at(s, 0, 0);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect(attackOf(s, k)).toBe(2);
    act(s, { t: 'attack', u: k.uid, tgt: hqRef(1) });
    expect(attackOf(s, k)).toBe(3);
    act(s, { t: 'end' });
    expect(attackOf(s, k)).toBe(1);
  });

  it('su85 SU-85: your HQ gains +3 defense when you attack with a Soviet tank', () => {
    const s = scenario({ support: [['su85'], []], front: ['t70', 'bloody_eleventh'], frontOwner: 0 });
    const hq = s.sides[0].hq;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    act(s, { t: 'attack', u: at(s, 2, 1).uid, tgt: hqRef(1) });
    expect(s.sides[0].hq - hq).toBe(3);
  });

  it('counter_strike COUNTER STRIKE (countermeasure): a unit that attacks your HQ is destroyed first; an attack on a unit does not fire it', () => {
    const s = scenario({ front: ['t70', 't70'], frontOwner: 0, support: [[], ['89th_infantry_regiment']], cms: [[], ['counter_strike']] });
    at(s, 1, 0).kw &= ~KW.guard;
    const hq = s.sides[1].hq;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(s.sides[1].cms.length).toBe(1);
    act(s, { t: 'attack', u: at(s, 2, 1).uid, tgt: hqRef(1) });
    expect([s.sides[1].hq, s.lines[2].length, s.sides[1].cms.length]).toEqual([hq, 1, 0]);
  });

  it('sniped SNIPED (countermeasure): an enemy unit that attacks becomes 2/2 before the fight', () => {
    const s = scenario({ front: ['bloody_eleventh'], frontOwner: 0, support: [[], ['churchill_mk_iv']], cms: [[], ['sniped']] });
    const b = at(s, 2, 0), c = at(s, 1, 0);
    act(s, { t: 'attack', u: b.uid, tgt: c.uid });
    // 2/2 against CHURCHILL (2/7, heavy armor 1): deals 1, takes 2 and dies.
    expect([c.def, s.lines[2].length]).toEqual([6, 0]);
  });
});

describe('more countermeasures', () => {
  it('stranglehold STRANGLEHOLD: when the enemy deploys a unit, the enemy loses its remaining kredits', () => {
    const s = scenario({ kredits: 8, hands: [['t70'], []], cms: [[], ['stranglehold']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].kredits).toBe(0);
  });

  it('envelop ENVELOP: when an enemy unit moves into the frontline, every unit there is destroyed', () => {
    const s = scenario({ support: [['t70'], []], cms: [[], ['envelop']] });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect([s.lines[2].length, s.lines[0].length]).toEqual([0, 0]);
  });

  it('dowding_system DOWDING SYSTEM: counters an enemy order with (printed) cost 4 or more only', () => {
    const s = scenario({ kredits: 10, hands: [['the_desert_rats', 'daylight_bombing'], []], support: [[], ['churchill_mk_iv']], cms: [[], ['dowding_system']] });
    const c = at(s, 1, 0), hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: c.uid });
    expect([c.def, s.sides[1].cms.length]).toEqual([6, 1]);
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect([s.sides[1].hq, s.sides[1].cms.length]).toEqual([hq, 0]);
  });

  it('the_merchant_navy THE MERCHANT NAVY: an enemy unit that attacks retreats instead (no fight)', () => {
    const s = scenario({ front: ['t70'], frontOwner: 0, support: [[], ['churchill_mk_iv']], cms: [[], ['the_merchant_navy']] });
    const t = at(s, 2, 0), c = at(s, 1, 0);
    act(s, { t: 'attack', u: t.uid, tgt: c.uid });
    expect([ids(s, 0), c.def, t.def]).toEqual([['t70'], 7, 2]);
  });

  it('entanglement ENTANGLEMENT: a friendly unit attacked gets +2 defense before damage; a GARRISON', () => {
    const s = scenario({ front: ['t70'], frontOwner: 0, support: [[], ['89th_infantry_regiment']], cms: [[], ['entanglement']] });
    const d = at(s, 1, 0);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: d.uid });
    // 1/3 +2 defense = 1/5, takes 3: 2 left.
    expect([d.def, ids(s, 1)]).toEqual([2, ['89th_infantry_regiment', 'garrison']]);
  });
});

describe('Italy: Alpine units, auras while in the frontline, HQ gains on deploys', () => {
  it('caproni_ca_133 CAPRONI CA.133: your HQ +2 when you deploy or add a unit', () => {
    const s = scenario({ hands: [['t70'], []], support: [['caproni_ca_133'], []] });
    const hq = s.sides[0].hq;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hq - hq).toBe(2);
  });

  it('186th_folgore 186th FOLGORE: an Alpine unit you deploy gains Blitz; others do not', () => {
    const s = scenario({ hands: [['2nd_alpini_regiment', 't70'], []], support: [['186th_folgore'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([kwOf(s, unitOf(s, '2nd_alpini_regiment')) & KW.blitz, kwOf(s, unitOf(s, 't70')) & KW.blitz]).toEqual([KW.blitz, 0]);
  });

  it('obice_da_7513 OBICE DA 75/13: your Alpine units can move and attack in the same turn', () => {
    const s = scenario({ support: [['obice_da_7513', '2nd_alpini_regiment'], []] });
    const a = at(s, 0, 1);
    act(s, { t: 'move', u: a.uid });
    expect(keys(s)).toContain(`attack:${a.uid}:${hqRef(1)}`);
  });

  it('wolves_of_tuscany WOLVES OF TUSCANY: while it is in the frontline, your air units have +2 attack', () => {
    const s = scenario({ support: [['wolves_of_tuscany', 'raf_buffalo_mk_i'], []] });
    const b = at(s, 0, 1);
    expect(attackOf(s, b)).toBe(2);
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect(attackOf(s, b)).toBe(4);
  });

  it('2nd_alpini_regiment 2nd ALPINI REGIMENT: draws on deployment if you control another Alpine unit', () => {
    const s = scenario({ hands: [['2nd_alpini_regiment', '2nd_alpini_regiment'], []], decks: [['t70', 't70'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hand.length).toBe(1);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(handIds(s, 0)).toEqual(['t70']);
  });
});

describe('K-R64w2 attacked, and HQ comparisons', () => {
  it('whirlwind WHIRLWIND: 3 damage to the enemy HQ when the enemy targets it with an order or attacks it', () => {
    const s = scenario({ kredits: 10, hands: [['daylight_bombing'], []], support: [['raf_buffalo_mk_i'], ['whirlwind']] });
    const hq = s.sides[0].hq;
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(hq - s.sides[0].hq).toBe(3);
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    expect(hq - s.sides[0].hq).toBe(6);
  });

  it('cannone_da_47 CANNONE DA 47/32: 1 damage to itself at the end of your turn unless you control more units than the enemy', () => {
    const s = scenario({ support: [['cannone_da_47'], ['t70']], decks: [['t70'], ['t70']] });
    act(s, { t: 'end' });
    expect(s.lines[0][0].def).toBe(2);
    const t = scenario({ support: [['cannone_da_47', 't70'], ['t70']], decks: [['t70'], ['t70']] });
    act(t, { t: 'end' });
    expect(t.lines[0][0].def).toBe(3);
  });

  it('macchi_c_202 MACCHI C.202: 2 damage to itself at the end of your turn if your HQ has less defense than the enemy HQ', () => {
    const s = scenario({ support: [['macchi_c_202'], []], decks: [['t70'], ['t70']] });
    s.sides[0].hq = 10;
    act(s, { t: 'end' });
    expect(s.lines[0][0].def).toBe(2);
  });

  it('mare_nostrum MARE NOSTRUM: 1 damage, 3 if your HQ has more defense than the enemy HQ', () => {
    const s = scenario({ hands: [['mare_nostrum', 'mare_nostrum'], []], support: [[], ['churchill_mk_iv']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(6);
    s.sides[1].hq = 5;
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(3);
  });
});

describe('Italy: leads over the enemy', () => {
  it('76th_napoli 76th NAPOLI and spirit_of_rome SPIRIT OF ROME: +1 (+1+1) for each defense your HQ has over the enemy HQ', () => {
    const s = scenario({ hands: [['76th_napoli', 'spirit_of_rome'], []], support: [['89th_infantry_regiment'], []] });
    s.sides[1].hq = 17;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(unitOf(s, '76th_napoli').atk).toBe(4);
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.def]).toEqual([4, 6]);
  });

  it('brute_force BRUTE FORCE: 1 damage to an enemy for each unit you control above the enemy (none when behind)', () => {
    const s = scenario({ hands: [['brute_force', 'brute_force'], []], support: [['t70', 't70', 't70'], ['t70']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect(hq - s.sides[1].hq).toBe(2);
    s.lines[0].length = 0;
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect(hq - s.sides[1].hq).toBe(2);
  });

  it('fiat_g_55 FIAT G.55: +2+2 on deployment if your HQ has 5 or more defense than the enemy HQ', () => {
    const s = scenario({ hands: [['fiat_g_55', 'fiat_g_55'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    s.sides[1].hq = 15;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.lines[0].map((u) => u.atk)).toEqual([4, 6]);
  });
});

describe('random units like the destroyed one, of a class', () => {
  it('stand_together STAND TOGETHER: a friendly infantry destroyed, a random Soviet tank of the same cost with Blitz', () => {
    const s = scenario({ hands: [['stand_together'], []], support: [['1st_texas_infantry'], []] });
    const cost = CARDS[cardIndex('1st_texas_infantry')].cost;
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    const u = at(s, 0, 0);
    expect([CARDS[u.card].nation, CARDS[u.card].cls, CARDS[u.card].cost, kwOf(s, u) & KW.blitz]).toEqual(['Soviet', 2, cost, KW.blitz]);
  });

  it('upgrade UPGRADE: a friendly tank destroyed, a random tank of its nation costing 3 more', () => {
    const s = scenario({ hands: [['upgrade'], []], support: [['t70'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    const u = at(s, 0, 0);
    expect([CARDS[u.card].nation, CARDS[u.card].cls, CARDS[u.card].cost]).toEqual(['Soviet', 2, CARDS[cardIndex('t70')].cost + 3]);
  });
});

describe('动员 Mobilize given and read (other sets)', () => {
  it('h75c1 H75C1: deployment gives a friendly unit Mobilize (+1+1 at its next turn start)', () => {
    const s = scenario({ hands: [['h75c1'], []], support: [['89th_infantry_regiment'], []], decks: [['t70', 't70'], ['t70', 't70']] });
    const u = at(s, 0, 0);
    act(s, { t: 'deploy', h: 0, tgt: u.uid });
    expect(kwOf(s, u) & KW.mobilize).toBe(KW.mobilize);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect([u.atk, u.def]).toEqual([2, 4]);
  });

  it('2e_rima 2e RIMA: at the end of your turn, adjacent units get Mobilize', () => {
    const s = scenario({ support: [['89th_infantry_regiment', '2e_rima', 't70', '89th_infantry_regiment'], []], decks: [['t70'], ['t70']] });
    act(s, { t: 'end' });
    expect(s.lines[0].map((u) => (u.kw & KW.mobilize) !== 0)).toEqual([true, false, true, false]);
  });

  it('2e_brigade 2e BRIGADE and 1st_airborne 1st AIRBORNE: at the start of your turn, +1+1 / -1 operation cost if Mobilized', () => {
    const s = scenario({ active: 1, support: [['2e_brigade', '1st_airborne'], []], decks: [['t70', 't70'], ['t70', 't70']] });
    const [b, a] = s.lines[0];
    act(s, { t: 'end' }, 1);
    // Mobilize's own +1+1 and the card's +1+1; AIRBORNE 1/1 op 4: Mobilize +1+1 and -1 operation cost.
    expect([b.atk, b.def, a.atk, opOf(s, a)]).toEqual([4, 8, 2, 3]);
    b.kw &= ~KW.mobilize;
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect([b.atk, b.def]).toEqual([4, 8]);
  });

  it('51e_rgiment 51e RÉGIMENT: deployment, choose one - +3 attack and Blitz, or +3 defense and Guard', () => {
    const s = scenario({ hands: [['51e_rgiment', '51e_rgiment'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 0 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 1 });
    const [x, y] = s.lines[0];
    expect([x.atk, kwOf(s, x) & KW.blitz, y.def, kwOf(s, y) & KW.guard]).toEqual([5, KW.blitz, 6, KW.guard]);
  });
});

describe('losing Mobilize, deploying a Mobilize unit', () => {
  it('K-R64b char_b1_bis CHAR B1 BIS and 43e_rgiment_motoris 43e RÉGIMENT MOTORISÉ: when damage takes their Mobilize, a card / your units fully repaired', () => {
    const s = scenario({ kredits: 12, hands: [['daylight_bombing', 'daylight_bombing'], []], support: [['char_b1_bis', '43e_rgiment_motoris', '89th_infantry_regiment'], []], decks: [['t70'], []] });
    const [c, r, i] = s.lines[0];
    i.def = 1;
    i.hurt = true;
    act(s, { t: 'give', h: 0, tgt: c.uid });
    expect([handIds(s, 0).length, kwOf(s, c) & KW.mobilize]).toEqual([2, 0]);
    act(s, { t: 'give', h: 0, tgt: r.uid });
    expect([r.def, i.def, c.def]).toEqual([5, 3, 5]);
  });

  it('potez_63_11 POTEZ 63.11: a card and your HQ +2 when you deploy a unit with Mobilize; not for others', () => {
    const s = scenario({ hands: [['char_b1_bis', 't70'], []], support: [['potez_63_11'], []], decks: [['t70'], []] });
    const hq = s.sides[0].hq;
    act(s, { t: 'deploy', h: 1, tgt: NONE });
    expect([s.sides[0].hq, s.sides[0].hand.length]).toEqual([hq, 1]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].hq - hq, handIds(s, 0)]).toEqual([2, ['t70']]);
  });
});

describe('the card just drawn', () => {
  it('parade PARADE: a random unit drawn from your deck and a copy of it (明牌) to your hand', () => {
    const s = scenario({ hands: [['parade'], []], decks: [['daylight_bombing', 't70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([handIds(s, 0), s.sides[0].shown]).toEqual([['t70', 't70'], [false, true]]);
  });

  it('promotion PROMOTION: the unit drawn gets +2+2 when it is deployed', () => {
    const s = scenario({ hands: [['promotion'], []], decks: [['daylight_bombing', 't70'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = unitOf(s, 't70');
    expect([u.atk, u.def]).toEqual([5, 4]);
  });
});

describe('destruction in the enemy turn', () => {
  it('106th_infantry_regiment 106th INFANTRY REGIMENT: destroyed in the enemy turn, a copy (明牌) to your hand; in your own turn, none', () => {
    const s = scenario({ active: 1, front: ['t70'], frontOwner: 1, support: [['106th_infantry_regiment'], []] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 0, 0).uid }, 1);
    expect([s.lines[0].length, handIds(s, 0), s.sides[0].shown]).toEqual([0, ['106th_infantry_regiment'], [true]]);
    const t = scenario({ kredits: 12, hands: [['daylight_bombing', 'daylight_bombing'], []], support: [['106th_infantry_regiment'], []] });
    act(t, { t: 'give', h: 0, tgt: at(t, 0, 0).uid });
    act(t, { t: 'give', h: 0, tgt: at(t, 0, 0).uid });
    expect([t.lines[0].length, t.sides[0].hand.length]).toEqual([0, 0]);
  });
});
