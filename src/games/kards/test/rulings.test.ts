// One scenario per ruling of docs/rules/kards.md (K-R…) that no rule test already proves, named by its
// full id. Each fails if the ruling were read the other way; rulings with an option test both settings.
import { describe, expect, it } from 'vitest';
import { Rng, type GameEvent, type Seat } from '../../../engine/index.js';
import type { KardsAction } from '../actions.js';
import { CARDS, cardIndex, isUnit } from '../cards.js';
import { KW } from '../effects/lang.js';
import { hqRef } from '../effects/select.js';
import { kards } from '../index.js';
import type { KardsState, Unit } from '../state.js';
import { arrive, buffStats, kwOf, opOf } from '../units.js';
import { damageUnit } from '../effects/verbs.js';
import { act, at, keys, scenario } from './scenario.js';

const NONE = -1;

/** act, keeping the events the action emitted. */
function actEv(s: KardsState, a: KardsAction, seat: Seat = s.active): GameEvent[] {
  expect(keys(s, seat)).toContain(kards.actionKey(a));
  const ev: GameEvent[] = [];
  kards.apply(s, seat, a, ev);
  return ev;
}

/** The events a seat is sent. */
function seenBy(ev: GameEvent[], seat: Seat): GameEvent[] {
  return ev.filter((e) => e.to === 'all' || (Array.isArray(e.to) && e.to.includes(seat)));
}

describe('rulings with options', () => {
  it('K-R4s smokescreen ends when the unit moves or attacks (option smokeEndsOnAction: false keeps it)', () => {
    for (const ends of [true, false]) {
      const s = scenario({ support: [['85_pioneer_company', 'la5'], ['la5']], options: { smokeEndsOnAction: ends } });
      const moved = at(s, 0, 0);
      const attacker = at(s, 0, 1);
      attacker.kw |= KW.smokescreen;
      act(s, { t: 'move', u: moved.uid });
      act(s, { t: 'attack', u: attacker.uid, tgt: hqRef(1) });
      expect(kwOf(s, moved) & KW.smokescreen).toBe(ends ? 0 : KW.smokescreen);
      expect(kwOf(s, attacker) & KW.smokescreen).toBe(ends ? 0 : KW.smokescreen);
      act(s, { t: 'end' });
      // The enemy fighter may attack the units once their smokescreen is gone, not before.
      const la5 = at(s, 1, 0).uid;
      expect(keys(s).includes(`attack:${la5}:${moved.uid}`)).toBe(ends);
      expect(keys(s).includes(`attack:${la5}:${attacker.uid}`)).toBe(ends);
    }
  });
  it('K-R5c one countermeasure fires per event, the earliest set (option cmPerEvent: 2 fires two)', () => {
    // CARELESS TALK (3 damage) and FROM THE DEEP (destroy) both answer a deployment; 8th CAVALRY has 5 defense.
    const s = scenario({ hands: [['8th_cavalry_regiment'], []], cms: [[], ['careless_talk', 'from_the_deep']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([at(s, 0, 0).def, s.sides[1].cms]).toEqual([2, [cardIndex('from_the_deep')]]);
    const t = scenario({ hands: [['8th_cavalry_regiment'], []], cms: [[], ['from_the_deep', 'careless_talk']] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect([t.lines[0].length, t.sides[1].cms]).toEqual([0, [cardIndex('careless_talk')]]);
    const u = scenario({ hands: [['8th_cavalry_regiment'], []], cms: [[], ['careless_talk', 'from_the_deep']], options: { cmPerEvent: 2 } });
    act(u, { t: 'deploy', h: 0, tgt: NONE });
    expect([u.lines[0].length, u.sides[1].cms]).toEqual([0, []]);
  });
  it('K-R11c the game is a draw after turnCap turns (80 by default; option turnCap: 6 ends it sooner)', () => {
    const decks: [string[], string[]] = [Array(10).fill('bt7'), Array(10).fill('bt7')];
    const s = scenario({ turn: 3, decks, options: { turnCap: 6 } });
    const d = scenario({ turn: 3, decks });
    for (let i = 0; i < 3; i++) {
      act(s, { t: 'end' });
      act(d, { t: 'end' });
    }
    // Turn 6 is still played; ending it ends the game.
    expect([s.turn, s.phase]).toEqual([6, 'play']);
    act(s, { t: 'end' });
    act(d, { t: 'end' });
    expect([s.phase, s.reason]).toEqual(['over', 'turnCap']);
    expect(kards.result(s)).toMatchObject({ winners: [], draw: true });
    expect([d.turn, d.phase]).toEqual([7, 'play']);
    d.turn = 80;
    act(d, { t: 'end' });
    expect([d.phase, d.reason]).toEqual(['over', 'turnCap']);
  });
});

describe('rulings on hidden information', () => {
  it('K-R6v the number of face-down countermeasures is public; the card and its kredit cost are not', () => {
    const s = scenario({ kredits: 6, hands: [['air_defense', 'bt7'], []] });
    const ev = actEv(s, { t: 'cm', h: 0 });
    const theirs = kards.view(s, 1) as { sides: { kredits: number; cms: unknown; hand: unknown[] }[] };
    expect([theirs.sides[0].cms, theirs.sides[0].kredits, theirs.sides[0].hand.length]).toEqual([1, 6, 1]);
    expect(JSON.stringify(theirs)).not.toContain('air_defense');
    expect(JSON.stringify(seenBy(ev, 1))).not.toContain('air_defense');
    const mine = kards.view(s, 0) as { sides: { kredits: number }[] };
    expect(mine.sides[0].kredits).toBe(4);
  });
  it('K-R21i IMPERIAL STRENGTH discards the set countermeasures and reveals only how many', () => {
    const s = scenario({ hands: [['imperial_strength'], []], cms: [[], ['air_defense', 'in_the_navy']] });
    const ev = actEv(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[1].cms).toEqual([]);
    const seen = JSON.stringify([seenBy(ev, 0), kards.view(s, 0)]);
    expect(seen).not.toContain('air_defense');
    expect(seen).not.toContain('in_the_navy');
    expect(seenBy(ev, 0).find((e) => e.type === 'cmsDiscarded')?.data).toEqual({ seat: 1, n: 2 });
  });
});

describe('rulings on turns and the frontline', () => {
  it('K-R8f who goes first is random, drawn from the seed', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 20; seed++) {
      const a = kards.setup(kards.optionsSchema.parse({}), 2, new Rng(seed));
      const b = kards.setup(kards.optionsSchema.parse({}), 2, new Rng(seed));
      expect(a.first).toBe(b.first);
      expect(kards.toMove(a)).toEqual([a.first]);
      firsts.add(a.first);
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });
  it('K-R9m one move per turn into the frontline; units in the frontline never move back', () => {
    const s = scenario({ support: [['t34_1942'], []], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    const u = at(s, 0, 0);
    act(s, { t: 'move', u: u.uid });
    expect(keys(s).filter((k) => k.startsWith('move:'))).toEqual([]);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(s.lines[2]).toEqual([u]);
    expect(keys(s).filter((k) => k.startsWith('move:'))).toEqual([]);
  });
  it('K-R19t "this turn" counts (orders given, friendly units destroyed) restart for both sides at every turn start', () => {
    const s = scenario({ hands: [['eagle_claws'], []], support: [[], ['1_infantry_regiment']], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].orders, s.sides[1].lost]).toEqual([1, 1]);
    act(s, { t: 'end' });
    expect(s.sides.map((p) => [p.orders, p.lost])).toEqual([[0, 0], [0, 0]]);
  });
  it('K-R12r a frontline unit retreating into a full support line goes to hand as 明牌; the support line stays', () => {
    const full = ['bt7', 'bt7', 'bt7', 'bt7'];
    const s = scenario({ hands: [['raaf_lightning_f4'], []], support: [[], full], front: ['30th_regiment'], frontOwner: 1 });
    const kept = s.lines[1].map((u) => u.uid);
    act(s, { t: 'deploy', h: 0, tgt: at(s, 2, 0).uid });
    expect(s.lines[2]).toEqual([]);
    expect(s.lines[1].map((u) => u.uid)).toEqual(kept);
    expect([s.sides[1].hand, s.sides[1].shown]).toEqual([[cardIndex('30th_regiment')], [true]]);
    // With room, it steps back into its support line instead.
    const t = scenario({ hands: [['raaf_lightning_f4'], []], support: [[], ['bt7']], front: ['30th_regiment'], frontOwner: 1 });
    const v = at(t, 2, 0);
    act(t, { t: 'deploy', h: 0, tgt: v.uid });
    expect([t.lines[1].map((u) => u.uid), t.sides[1].hand]).toEqual([[at(t, 1, 0).uid, v.uid], []]);
  });
});

describe('rulings on deployments, orders and countermeasures', () => {
  it('K-R10t a targeted deployment effect with no legal target: the unit deploys, the effect does nothing', () => {
    const s = scenario({ hands: [['raaf_lightning_f4', 'blade_of_the_samurai'], []], support: [[], []] });
    expect(keys(s)).toContain('deploy:0:-1');
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.lines[0].map((u) => u.card)).toEqual([cardIndex('raaf_lightning_f4')]);
    expect([s.sides[0].kredits, s.sides[1].hand]).toEqual([12 - 5, []]);
    // An order without a legal target cannot be given (§4.1.6.1): no enemy unit for BLADE OF THE SAMURAI.
    expect(keys(s).some((k) => k.startsWith('give:'))).toBe(false);
  });
  it('K-R17a ARADO AR 196 counts itself: "equal or less units" is read with it on the battlefield', () => {
    const decks: [string[], string[]] = [['air_blitz', 'bt7'], []];
    // One unit each before: with ARADO it is 2 against 1, so no order is drawn.
    const s = scenario({ hands: [['arado_ar_196'], []], support: [['bt7'], ['bt7']], decks });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hand).toEqual([]);
    // None against one: with ARADO it is 1 against 1, so it draws an order.
    const t = scenario({ hands: [['arado_ar_196'], []], support: [[], ['bt7']], decks });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(t.sides[0].hand).toEqual([cardIndex('air_blitz')]);
  });
  it('K-R20a AIR DEFENSE destroying an attacker: no fight, no "when this unit attacks", the operation cost stays spent', () => {
    // LONG TOM (4 defense) "when it attacks, distribute 3 damage"; AIR DEFENSE deals 3 to a ground attacker.
    const s = scenario({ support: [['long_tom'], ['panzer_ivg']], cms: [[], ['air_defense']], kredits: 5 });
    const tom = at(s, 0, 0);
    tom.def = 3;
    act(s, { t: 'attack', u: tom.uid, tgt: hqRef(1) });
    expect(s.lines[0]).toEqual([]);
    expect([s.sides[1].hq, at(s, 1, 0).def, s.sides[0].kredits]).toEqual([20, 6, 5 - 2]);
  });
  it('K-R26o a countered order was still given: TYPE 95 Ha-Go hears it and ULTRA cancels only its effect', () => {
    const s = scenario({ hands: [['air_blitz'], []], support: [['type_95_hago'], []], cms: [[], ['ultra']], decks: [[], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect([s.sides[1].hq, s.sides[1].cms.length, s.sides[0].hq, s.sides[0].orders]).toEqual([20, 0, 19, 1]);
  });
  it('K-R16o P-40 N-5\'s +2 operation cost is given at deploy time, for good', () => {
    const s = scenario({ hands: [[], ['bt7', 'bt7']], support: [['p40_n5'], []], active: 1 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    s.lines[0].splice(0, 1);
    expect(opOf(s, at(s, 1, 0))).toBe(2);
    // Deployed after P-40 N-5 left: no extra cost.
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(opOf(s, at(s, 1, 1))).toBe(0);
  });
  it('K-R22g the Blitz of ROYAL WEST KENTS lets a fresh Guard unit act, and goes when the aura source leaves', () => {
    const s = scenario({ support: [['royal_west_kents', 'churchill_mk_iv'], []] });
    const churchill = at(s, 0, 1);
    churchill.fresh = true;
    expect(keys(s)).toContain(`move:${churchill.uid}`);
    s.lines[0].splice(0, 1);
    expect(kwOf(s, churchill) & KW.blitz).toBe(0);
    expect(keys(s)).not.toContain(`move:${churchill.uid}`);
  });
});

describe('rulings on damage', () => {
  it('K-R15d K-R6 "when this unit takes damage, draw a card" draws at once, as a group damage lands; every unit is damaged before any dies', () => {
    const s = scenario({ hands: [['eagle_claws'], []], support: [[], ['33rd_recon', '33rd_recon']], decks: [[], ['bt7', 'bt7']] });
    const ev = actEv(s, { t: 'give', h: 0, tgt: NONE });
    // Each draw comes with its own unit's damage, before the next unit is hit and before any death.
    const seq = ev.map((e) => e.type).filter((t) => t === 'damage' || t === 'drew' || t === 'destroyed');
    expect(seq).toEqual(['drew', 'damage', 'drew', 'damage', 'destroyed', 'destroyed']);
    expect([s.lines[1].length, s.sides[1].hand.length]).toEqual([0, 2]);
  });
  it('K-R18f HQ shields do not stop fatigue: 593rd JASCO and 8th CAVALRY leave it at full', () => {
    const s = scenario({ support: [['593rd_jasco', '8th_cavalry_regiment'], []], decks: [[], ['bt7', 'bt7']], active: 1 });
    act(s, { t: 'end' });
    expect([s.active, s.sides[0].hq, s.sides[0].fatigue]).toEqual([0, 19, 1]);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(s.sides[0].hq).toBe(19 - 2);
  });
});

describe('rulings on added units', () => {
  it('K-R23g K-4.1.9.1 G4M1 BETTY discarded arrives as an added unit (no deployment effect), or stays discarded with a full line', () => {
    // U-375 discards a card costing 5 or less: only BETTY qualifies, KV-1 1941 stays.
    const s = scenario({ hands: [['u375'], ['g4m1_betty', 'kv1_1941']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    // Its deployment "discard a random card from your hand" does not run: KV-1 1941 is still there.
    expect([s.sides[1].hand, s.lines[1].map((u) => u.card)]).toEqual([[cardIndex('kv1_1941')], [cardIndex('g4m1_betty')]]);
    expect(at(s, 1, 0).fresh).toBe(true);
    const t = scenario({ hands: [['u375'], ['g4m1_betty']], support: [[], ['bt7', 'bt7', 'bt7', 'bt7']] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect([t.sides[1].hand, t.lines[1].map((u) => u.card)]).toEqual([[], Array(4).fill(cardIndex('bt7'))]);
  });
  it('K-R24c RED BANNER adds a unit of the destroyed unit\'s printed nation costing exactly 2 more; none: nothing', () => {
    const bt7 = CARDS[cardIndex('bt7')];
    for (let seed = 1; seed <= 8; seed++) {
      const s = scenario({ hands: [['red_banner'], []], support: [['bt7'], []], seed });
      act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
      const c = CARDS[at(s, 0, 0).card];
      expect([c.nation, c.cost, isUnit(c), c.script.ok]).toEqual([bt7.nation, bt7.cost + 2, true, true]);
    }
    // A Soviet unit with no Soviet unit costing 2 more: nothing is added.
    const top = CARDS.filter((c) => c.nation === 'Soviet' && isUnit(c) && c.script.ok && c.set === 'Base')
      .find((c) => !CARDS.some((d) => d.nation === 'Soviet' && isUnit(d) && d.cost === c.cost + 2));
    expect(top).toBeDefined();
    const t = scenario({ hands: [['red_banner'], []], support: [[top!.id], []] });
    act(t, { t: 'give', h: 0, tgt: at(t, 0, 0).uid });
    expect(t.lines[0]).toEqual([]);
  });
  it('K-R25b "beside this unit" in the frontline: the copy joins its end if there is room, else nothing', () => {
    const s = scenario({ support: [['m24_chaffee'], []], front: ['bt7', 'bt7'], frontOwner: 0 });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect(s.lines[2].map((u) => CARDS[u.card].id)).toEqual(['bt7', 'bt7', 'm24_chaffee', 'm24_chaffee']);
    const t = scenario({ support: [['m24_chaffee'], []], front: ['bt7', 'bt7', 'bt7', 'bt7'], frontOwner: 0 });
    act(t, { t: 'move', u: at(t, 0, 0).uid });
    expect(t.lines[2].map((u) => CARDS[u.card].id)).toEqual(['bt7', 'bt7', 'bt7', 'bt7', 'm24_chaffee']);
    expect(t.lines[0]).toEqual([]);
  });
});

describe('K-R69l 受伤 and buffs: every path that raises a defense agrees', () => {
  const printedDef = (id: string): number => CARDS[cardIndex(id)].def;
  interface Path {
    name: string;
    /** A state and the unit a raise will reach, not yet damaged. */
    make: (o: { buffKeepsDamage?: boolean }) => { s: KardsState; u: Unit };
    /** Makes the raise happen the way the game does; returns the defense it added. */
    raise: (s: KardsState, u: Unit) => number;
  }
  const PATHS: Path[] = [
    {
      name: 'the buff verb (SUPPLY DROP, +4 defense)',
      make: (o) => { const s = scenario({ hands: [['supply_drop'], []], support: [['kv1_1939'], []], options: o }); return { s, u: at(s, 0, 0) }; },
      raise: (s, u) => { act(s, { t: 'give', h: 0, tgt: u.uid }); return 4; },
    },
    {
      name: 'a doubling (PATRIOTIC ZEAL)',
      make: (o) => { const s = scenario({ hands: [['patriotic_zeal'], []], support: [['kv1_1939'], []], options: o }); return { s, u: at(s, 0, 0) }; },
      raise: (s, u) => { const d = u.def; act(s, { t: 'give', h: 0, tgt: u.uid }); return d; },
    },
    {
      name: '山地 alpine on arrival (arrive)',
      make: (o) => { const s = scenario({ support: [['141_gebirgsjger', 'bergmann_battalion'], []], options: o }); return { s, u: at(s, 0, 1) }; },
      raise: (s, u) => { arrive(s, u); return 1; },
    },
    {
      name: 'a given listener\'s +1+1 (ECHELON)',
      make: (o) => {
        const s = scenario({ hands: [['echelon'], []], support: [['panzer_ivg', 'bt7'], []], front: ['t34_1942'], frontOwner: 1, decks: [['t70', 't70'], ['t70', 't70']], options: o });
        act(s, { t: 'give', h: 0, tgt: NONE });
        act(s, { t: 'end' });
        return { s, u: at(s, 0, 0) };
      },
      raise: (s) => { act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 0, 1).uid }); return 1; },
    },
    {
      name: 'a deployment\'s listener +1+1 (15th RECCE)',
      make: (o) => {
        const s = scenario({ hands: [['15th_recce'], []], front: ['t70', 'bt7'], frontOwner: 0, options: o });
        act(s, { t: 'deploy', h: 0, tgt: at(s, 2, 0).uid });
        return { s, u: at(s, 0, 0) };
      },
      raise: (s) => { act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) }); return 1; },
    },
  ];

  for (const p of PATHS) {
    it(`K-R69l ${p.name}: 受伤 stays below the card's defense and goes at or above it; buffKeepsDamage keeps it and raises the repair maximum`, () => {
      for (const keeps of [false, true]) for (const short of [true, false]) {
        const { s, u } = p.make(keeps ? { buffKeepsDamage: true } : {});
        const ref = printedDef(CARDS[u.card].id), top = u.top;
        // Short: damaged so far that the raise cannot bring it back to its card's defense; else just 1.
        damageUnit(s, u, short ? ref - 1 : 1, null);
        const before = u.def, d = p.raise(s, u);
        expect(u.def).toBe(before + d);
        expect([u.hurt, u.top]).toEqual(keeps ? [true, top + d] : [before + d < ref, Math.max(top, before + d)]);
      }
    });
  }

  it('K-R69l K-4.1.13 after a full repair the repaired defense is the reference: a raise that stops short of it leaves the unit 受伤', () => {
    const s = scenario({ hands: [['supply_drop', 'tamanskaya'], []], support: [['t34_1942'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    damageUnit(s, u, 3, null);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([u.def, u.hurt, u.ref]).toEqual([9, false, 9]);
    damageUnit(s, u, 4, null);
    buffStats(s, u, 0, 2);
    expect([u.def, u.hurt]).toEqual([7, true]);
    buffStats(s, u, 0, 2);
    expect([u.def, u.hurt]).toEqual([9, false]);
  });
});
