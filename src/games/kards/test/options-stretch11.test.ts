// The options of the eleventh stretch's rulings (issue 15): each switches a ruling of docs/rules/kards.md to "the other reading"
// its row names. Each test plays the card under both readings and checks where they differ; absent, the option is today's reading.
import { describe, expect, it } from 'vitest';
import { Rng, type GameEvent } from '../../../engine/index.js';
import { cardIndex, CARDS } from '../cards.js';
import { kards } from '../index.js';
import type { KardsState } from '../state.js';
import { KW } from '../effects/lang.js';
import { HAND_PLUS_SHIFT } from '../effects/lang.js';
import { randomPool } from '../effects/verbs.js';
import { kardsOptionsSchema, type KardsOptions } from '../options.js';
import { act, at, scenario, type Spec } from './scenario.js';
import { hiddenFrom } from './hidden.js';
import { resampledOffers } from './develop-offers.js';

const printed = (id: string) => CARDS[cardIndex(id)];
const NONE = -1;
const FILL = ['bt7', 'bt7', 'bt7', 'bt7'];
const ids = (cs: readonly number[]): string[] => cs.map((c) => CARDS[c].id);
const deckScenario = (deck0: string[], sp: Spec): KardsState => scenario({ decks: [deck0, FILL], ...sp });

describe('the eleventh stretch\'s options: absent is today\'s reading (states\' JSON unchanged)', () => {
  it('K-R71h K-R71l K-R71o K-R71n: the defaults add no key to the parsed options; the other values parse', () => {
    const o = kardsOptionsSchema.parse({});
    for (const k of ['developFromDeck', 'eagleDay', 'alsoClassRules', 'friendlyFireHq']) expect(k in o).toBe(false);
    const all: Partial<KardsOptions> = { developFromDeck: 'tutor', eagleDay: 'random', alsoClassRules: true, friendlyFireHq: false };
    expect(kardsOptionsSchema.parse(all)).toMatchObject(all);
    expect(kardsOptionsSchema.safeParse({ developFromDeck: 'draw' }).success).toBe(false);
  });
});

describe('K-R71h AIR, LAND & SEA "Develop a card in your deck" — option developFromDeck', () => {
  const DECK = ['bt7', 'bt7', 'himeji_regiment', 'from_the_people'];

  it('K-R71h air_land_sea: absent (\'copy\') the card chosen is a new, shown card and the deck is untouched; \'tutor\' draws it from the deck (hidden), the other candidates staying', () => {
    const copy = deckScenario(DECK, { hands: [['air_land_sea'], []] });
    act(copy, { t: 'give', h: 0, tgt: NONE });
    act(copy, { t: 'choose', i: 1 });
    expect([ids(copy.sides[0].hand), copy.sides[0].shown, ids(copy.sides[0].deck)]).toEqual([['himeji_regiment'], [true], DECK]);

    const tutor = deckScenario(DECK, { hands: [['air_land_sea'], []], options: { developFromDeck: 'tutor' } });
    const slots = tutor.sides[0].slots;
    act(tutor, { t: 'give', h: 0, tgt: NONE });
    expect(tutor.sides[0].slots).toBe(slots - 1);
    // The same offer (the different cards of the deck), as hidden as before.
    expect(ids(tutor.sides[0].dev!.slice(3))).toEqual(['bt7', 'himeji_regiment', 'from_the_people']);
    expect(JSON.stringify(kards.view(tutor, 1))).not.toContain('himeji_regiment');
    const ev: GameEvent[] = [];
    kards.apply(tutor, 0, { t: 'choose', i: 1 }, ev);
    expect([ids(tutor.sides[0].hand), tutor.sides[0].shown, ids(tutor.sides[0].deck)]).toEqual([['himeji_regiment'], [false], ['bt7', 'bt7', 'from_the_people']]);
    expect(tutor.sides[0].dev).toBeUndefined();
    // Drawn hidden: its owner is told the card, the opponent only that a card was drawn; its view names no card of that hand or deck.
    expect(ev.filter((e) => e.type === 'drew').map((e) => e.to)).toEqual([[0]]);
    expect(ev.filter((e) => e.type === 'drewHidden').map((e) => e.to)).toEqual([[1]]);
    expect(JSON.stringify(kards.view(tutor, 1))).not.toContain('himeji_regiment');
    hiddenFrom(tutor, 0, 1);
  });

  it('K-R71h air_land_sea \'tutor\': of several copies the one nearest the top is drawn, with its deck record (K-R70w); the others stay', () => {
    const s = deckScenario(['bt7', 'himeji_regiment', 'bt7'], { hands: [['air_land_sea'], []], options: { developFromDeck: 'tutor' } });
    s.sides[0].dmods = [0, 0, 1 << HAND_PLUS_SHIFT];
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: ids(s.sides[0].dev!.slice(3)).indexOf('bt7') });
    expect([ids(s.sides[0].hand), ids(s.sides[0].deck), s.sides[0].dmods]).toEqual([['bt7'], ['bt7', 'himeji_regiment'], [0, 0]]);
    expect(s.sides[0].mods[0] >> HAND_PLUS_SHIFT & 3).toBe(1);
  });

  it('K-R71h air_land_sea \'tutor\' and determinization: the opponent\'s candidates are redrawn from its resampled deck, and the card chosen is drawn out of that deck', () => {
    for (const { d, cands } of resampledOffers({ developFromDeck: 'tutor' })) {
      const deck = d.sides[0].deck.slice();
      kards.apply(d, 0, { t: 'choose', i: 2 }, null);
      expect(d.sides[0].hand).toEqual([cands[2]]);
      const left = deck.slice();
      left.splice(deck.lastIndexOf(cands[2]), 1);
      expect(d.sides[0].deck).toEqual(left);
    }
  });
});

describe('K-R71l EAGLE DAY "Put a German air unit into play with Blitz" — option eagleDay', () => {
  const AIR = new Set(randomPool('Germany', 8 | 16, 99));

  it('K-R71l eagle_day: absent (\'hand\') with no German air unit in hand nothing comes into play; \'random\' brings a new random German fighter or bomber with Blitz, which attacks at once and goes to the hand as the turn ends', () => {
    const hand = deckScenario(FILL, { hands: [['eagle_day', 'bt7'], []] });
    act(hand, { t: 'give', h: 0, tgt: NONE });
    expect([hand.lines[0].length, hand.q.length, ids(hand.sides[0].hand)]).toEqual([0, 0, ['bt7']]);

    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = deckScenario(FILL, { hands: [['eagle_day', 'bt7'], []], support: [[], ['gladiator_mk_i']], options: { eagleDay: 'random' }, seed });
      s.rng = new Rng(seed);
      act(s, { t: 'give', h: 0, tgt: NONE });
      expect(s.q.length).toBe(0);
      expect(s.lines[0].length).toBe(1);
      const u = at(s, 0, 0), c = CARDS[u.card];
      expect(AIR.has(u.card)).toBe(true);
      expect([c.nation, (c.cls & (8 | 16)) !== 0, u.kw & KW.blitz]).toEqual(['Germany', true, KW.blitz]);
      seen.add(c.type);
      expect(ids(s.sides[0].hand)).toEqual(['bt7']);
      if (seed === 1) {
        act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
        expect(u.attacks).toBe(1);
      }
      if (s.lines[0].includes(u)) {
        act(s, { t: 'end' });
        expect(s.lines[0].length).toBe(0);
        expect(ids(s.sides[0].hand)).toEqual(['bt7', c.id]);
      }
    }
    expect([...seen].sort()).toEqual(['bomber', 'fighter']);
  });

  it('K-R71l eagle_day \'random\': a German air unit in hand stays there (no choice is asked); a full support line: nothing', () => {
    const s = scenario({ hands: [['eagle_day', 'arado_ar_196'], []], options: { eagleDay: 'random' } });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.q.length, s.lines[0].length, ids(s.sides[0].hand)]).toEqual([0, 1, ['arado_ar_196']]);
    const full = scenario({ hands: [['eagle_day'], []], support: [['bt7', 'bt7', 'bt7', 'bt7'], []], options: { eagleDay: 'random' } });
    act(full, { t: 'give', h: 0, tgt: NONE });
    expect([full.lines[0].length, full.sides[0].later]).toEqual([4, undefined]);
  });
});

describe('K-R71o SAVOIA CAVALLERIA "Also counts as a tank." — option alsoClassRules', () => {
  it('K-R71o savoia_cavalleria: having moved, absent it may not attack (an infantry, §3.3.3); with alsoClassRules: true it attacks as a tank would', () => {
    for (const rules of [undefined, true]) {
      const s = scenario({ support: [['savoia_cavalleria'], ['gladiator_mk_i']], options: rules === undefined ? {} : { alsoClassRules: rules } });
      const sv = at(s, 0, 0), foe = at(s, 1, 0);
      act(s, { t: 'move', u: sv.uid });
      const may = kards.legalActions(s, 0).some((a) => a.t === 'attack' && a.u === sv.uid);
      expect(may).toBe(rules === true);
      if (rules === true) {
        act(s, { t: 'attack', u: sv.uid, tgt: foe.uid });
        expect(foe.def).toBe(printed('gladiator_mk_i').def - printed('savoia_cavalleria').atk);
      }
    }
  });

  it('K-R71o savoia_cavalleria: having attacked (and emptied the frontline), absent it may not move; with alsoClassRules: true it moves; a plain infantry still may not', () => {
    for (const rules of [undefined, true]) {
      const s = scenario({ support: [['savoia_cavalleria', 'himeji_regiment'], []], front: ['gladiator_mk_i', 'gladiator_mk_i'], frontOwner: 1, options: rules === undefined ? {} : { alsoClassRules: rules } });
      const [sv, hi] = [at(s, 0, 0), at(s, 0, 1)];
      sv.def = 9;
      hi.def = 9;
      at(s, 2, 0).def = 1;
      at(s, 2, 1).def = 1;
      act(s, { t: 'attack', u: sv.uid, tgt: at(s, 2, 0).uid });
      act(s, { t: 'attack', u: hi.uid, tgt: at(s, 2, 0).uid });
      expect(s.lines[2].length).toBe(0);
      const moves = kards.legalActions(s, 0).filter((a) => a.t === 'move').map((a) => (a.t === 'move' ? a.u : -1));
      expect(moves).toEqual(rules === true ? [sv.uid] : []);
    }
  });
});

describe('K-R71n FRIENDLY FIRE "its attack damage goes to a random other enemy" — option friendlyFireHq', () => {
  const play = (seed: number, o: Partial<KardsOptions>, mates: string[]) => {
    const s = scenario({ cms: [[], ['friendly_fire']], support: [['ki43_hayabusa', ...mates], ['gordon_highlanders']], options: o, seed });
    s.rng = new Rng(seed);
    const hq = s.sides[0].hq;
    const a = at(s, 0, 0);
    act(s, { t: 'attack', u: a.uid, tgt: at(s, 1, 0).uid });
    return { s, a, hqHit: s.sides[0].hq < hq, hq0: hq };
  };

  it('K-R71n friendly_fire: absent the HQ is among the picks; friendlyFireHq: false — another unit only, never the HQ', () => {
    const hits = { def: new Set<string>(), units: new Set<string>() };
    for (let seed = 1; seed <= 12; seed++) {
      hits.def.add(play(seed, {}, ['kv1_1939']).hqHit ? 'hq' : 'mate');
      const { s, hqHit } = play(seed, { friendlyFireHq: false }, ['kv1_1939']);
      hits.units.add(hqHit ? 'hq' : 'mate');
      // Effect damage, not combat: heavy armor does not reduce it.
      expect(at(s, 0, 1).def).toBe(printed('kv1_1939').def - printed('ki43_hayabusa').atk);
    }
    expect([[...hits.def].sort(), [...hits.units]]).toEqual([['hq', 'mate'], ['mate']]);
  });

  it('K-R71n friendly_fire: no other unit of the attacker\'s side — absent the HQ takes it; friendlyFireHq: false, nobody does (the attack still spent)', () => {
    const d = play(1, {}, []);
    expect(d.s.sides[0].hq).toBe(d.hq0 - printed('ki43_hayabusa').atk);
    const u = play(1, { friendlyFireHq: false }, []);
    expect([u.s.sides[0].hq, u.a.attacks, u.s.sides[1].cms, at(u.s, 1, 0).def]).toEqual([u.hq0, 1, [], printed('gordon_highlanders').def]);
  });
});
