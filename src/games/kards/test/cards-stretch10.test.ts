// More cards of the other sets (issue 15's stretch, tenth part, 2026-12-03 afternoon): cards that change cards still in a
// player's deck, kept in the deck record `Side.dmods` (deck-rec.ts, K-R70w). Each test plays the card and checks its effect,
// that the change follows its card (shuffled, drawn into the hand slot, deployed) and that the opponent learns nothing of it.
// The test names the ruling and the card.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/index.js';
import { Rng } from '../../../engine/index.js';
import { cardIndex, CARDS } from '../cards.js';
import { kards } from '../index.js';
import type { KardsAction } from '../actions.js';
import { cloneState, type KardsState } from '../state.js';
import { cloneInto } from '../copy.js';
import { COMBAT_KW, HAND_PLUS_SHIFT, KW } from '../effects/lang.js';
import { determinize } from '../determinize.js';
import { draw } from '../hand.js';
import { costAt } from '../costs.js';
import { shuffleDeck, statOf } from '../deck-rec.js';
import { act, at, scenario, type Spec } from './scenario.js';
import { hiddenFrom } from './hidden.js';

const printed = (id: string) => CARDS[cardIndex(id)];
const NONE = -1;
const PLUS = (n: number): number => n << HAND_PLUS_SHIFT;
const FILL = ['bt7', 'bt7', 'bt7', 'bt7'];

/** The hand-slot marks of seat's hand in viewer's view. */
const marksOf = (s: KardsState, seat: number, viewer: number): string[][] => (kards.view(s, viewer) as unknown as { sides: { marks: string[][] }[] }).sides[seat].marks;
function actEv(s: KardsState, a: KardsAction): GameEvent[] {
  const ev: GameEvent[] = [];
  kards.apply(s, s.active, a, ev as never);
  return ev;
}
/** Pairs (card id, record) of seat's deck cards that carry a change. */
const changed = (s: KardsState, seat: number): [string, number][] => {
  const p = s.sides[seat];
  return p.deck.flatMap((c, i) => ((p.dmods?.[i] ?? 0) !== 0 ? [[CARDS[c].id, p.dmods![i]] as [string, number]] : []));
};
const deckScenario = (deck0: string[], sp: Spec): KardsState => scenario({ decks: [deck0, FILL], ...sp });

describe('K-R70w the deck record: "the top unit of your deck gets +1+1" (MAGNIFICENT SEVENTH, F6F-5 HELLCAT, USS THE SULLIVANS)', () => {
  it('magnificent_seventh MAGNIFICENT SEVENTH: attacking, the top unit card of its deck (an order above it skipped) gets +1+1; it follows the card through a shuffle, into the hand slot when drawn, onto the battlefield when deployed; hidden from the opponent', () => {
    const s = deckScenario(['himeji_regiment', 'bt7', 'from_the_people'], { front: ['magnificent_seventh'], support: [[], ['himeji_regiment']] });
    expect(s.sides[0].dmods).toBeUndefined();
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(s.sides[0].dmods).toEqual([0, PLUS(1), 0]);
    hiddenFrom(s, 0, 1);
    // Shuffled: the change stays with the bt7.
    for (let seed = 1; seed <= 5; seed++) {
      const t = cloneState(s);
      shuffleDeck(new Rng(seed), t.sides[0]);
      expect(changed(t, 0)).toEqual([['bt7', PLUS(1)]]);
    }
    // Drawn: the order first, then the bt7 with +1+1 in its hand slot (its owner sees plus1, the opponent nothing).
    draw(s, 0, 2, null);
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['from_the_people', 'bt7']);
    expect(s.sides[0].dmods).toEqual([0]);
    expect(marksOf(s, 0, 0)[1]).toEqual(['plus1']);
    expect(marksOf(s, 0, 1)[1]).toEqual([]);
    // Deployed: +1+1.
    act(s, { t: 'deploy', h: 1, tgt: NONE });
    const u = s.lines[0][s.lines[0].length - 1];
    expect([CARDS[u.card].id, u.atk, u.def]).toEqual(['bt7', printed('bt7').atk + 1, printed('bt7').def + 1]);
  });

  it('magnificent_seventh: a second attack (next turn) adds up on the same top unit; the +n+n stops at +3+3 as a hand slot\'s (K-R70n)', () => {
    const s = deckScenario(['himeji_regiment', 'bt7'], { front: ['magnificent_seventh'], support: [[], ['himeji_regiment', 'himeji_regiment', 'himeji_regiment', 'himeji_regiment']] });
    for (let k = 0; k < 4; k++) {
      const m7 = at(s, 2, 0);
      m7.def = 99;
      m7.attacks = 0;
      act(s, { t: 'attack', u: m7.uid, tgt: at(s, 1, 0).uid });
      expect(s.sides[0].dmods).toEqual([0, PLUS(Math.min(3, k + 1))]);
    }
  });

  it('f6f5_hellcat F6F-5 HELLCAT: attacking, it gets +1+1 and so does the top unit of its deck', () => {
    const s = deckScenario(['bt7', 'himeji_regiment'], { support: [['f6f5_hellcat'], ['himeji_regiment']] });
    const h = at(s, 0, 0), foe = at(s, 1, 0);
    act(s, { t: 'attack', u: h.uid, tgt: foe.uid });
    expect(h.atk).toBe(printed('f6f5_hellcat').atk + 1);
    expect(changed(s, 0)).toEqual([['himeji_regiment', PLUS(1)]]);
    hiddenFrom(s, 0, 1);
  });

  it('uss_the_sullivans USS THE SULLIVANS: the target unit and the top unit of the deck get +1+1, then the card drawn is that unit, its hand slot +1+1', () => {
    const s = deckScenario(['himeji_regiment', 'bt7'], { hands: [['uss_the_sullivans'], []], support: [['bt7'], []] });
    const mine = at(s, 0, 0);
    const ev = actEv(s, { t: 'give', h: 0, tgt: mine.uid });
    expect([mine.atk, mine.def]).toEqual([printed('bt7').atk + 1, printed('bt7').def + 1]);
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['bt7']);
    expect(s.sides[0].mods[0]).toBe(PLUS(1));
    expect(s.sides[0].dmods).toEqual([0]);
    // The opponent is told a card was drawn, not which, nor its change.
    for (const e of ev.filter((x) => x.to !== 'all' && Array.isArray(x.to) && x.to.includes(1))) expect(JSON.stringify(e.data)).not.toMatch(/bt7|plus|mods/);
    expect(marksOf(s, 0, 1)[0]).toEqual([]);
    expect(marksOf(s, 0, 0)[0]).toEqual(['plus1']);
  });

  it('the record: absent in every game until a card sets it (the state JSON unchanged); copied by clone and cloneInto; the bot\'s determinization keeps its own and drops the opponent\'s', () => {
    const plain = deckScenario(['bt7', 'himeji_regiment'], {});
    expect('dmods' in cloneState(plain).sides[0]).toBe(false);
    expect(JSON.stringify(plain)).not.toContain('dmods');
    const s = deckScenario(['bt7', 'himeji_regiment'], { support: [['f6f5_hellcat'], ['himeji_regiment']] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    expect(cloneState(s).sides[0].dmods).toEqual([0, PLUS(1)]);
    const d = cloneInto(cloneState(plain), s);
    expect(d.sides[0].dmods).toEqual([0, PLUS(1)]);
    expect(d.sides[0].dmods).not.toBe(s.sides[0].dmods);
    // cloneInto over a state with a record from one without: the record goes.
    const back = cloneInto(cloneState(s), plain);
    expect('dmods' in back.sides[0]).toBe(false);
    // Determinized for seat 1 (the opponent): no record of seat 0's deck; for seat 0: its own record still with its card.
    expect(determinize(s, 1, new Rng(3)).sides[0].dmods).toBeUndefined();
    for (let seed = 1; seed <= 4; seed++) expect(changed(determinize(s, 0, new Rng(seed)), 0)).toEqual([['himeji_regiment', PLUS(1)]]);
  });

  it('a deck that moved without its record drops the record as a whole (never a change on another card)', () => {
    const s = deckScenario(['bt7', 'himeji_regiment'], { support: [['f6f5_hellcat'], ['himeji_regiment']] });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 1, 0).uid });
    s.sides[0].deck.pop();
    draw(s, 0, 1, null);
    expect(s.sides[0].dmods).toBeUndefined();
    expect(s.sides[0].mods[s.sides[0].mods.length - 1]).toBe(0);
    expect(costAt(s, 0, s.sides[0].hand.length - 1)).toBe(printed('bt7').cost);
  });
});

describe('K-R70x "All your Soviet tanks in hand and deck cost 1 less to deploy." (175th MOTORIZED)', () => {
  it('175th_motorized 175th MOTORIZED: destroyed, each Soviet tank card in its owner\'s hand and deck costs 1 less (other nations and orders not); the deck\'s keep it when drawn; hidden from the opponent', () => {
    const s = scenario({ active: 1, decks: [['t70', 'himeji_regiment', 'ot34'], FILL], hands: [['bt7', 'panzer_iia', 'from_the_people'], []], support: [['175th_motorized'], ['gladiator_mk_i']] });
    at(s, 0, 0).def = 1;
    act(s, { t: 'attack', u: at(s, 1, 0).uid, tgt: at(s, 0, 0).uid });
    expect(s.lines[0].length).toBe(0);
    expect([costAt(s, 0, 0), costAt(s, 0, 1), costAt(s, 0, 2)]).toEqual([printed('bt7').cost - 1, printed('panzer_iia').cost, printed('from_the_people').cost]);
    expect(changed(s, 0).map(([c]) => c)).toEqual(['t70', 'ot34']);
    hiddenFrom(s, 0, 1);
    act(s, { t: 'end' });
    // Seat 0's turn: its draw takes the ot34 with its cost change; deployed for 1 less.
    const h = s.sides[0].hand.length - 1;
    expect(CARDS[s.sides[0].hand[h]].id).toBe('ot34');
    expect(costAt(s, 0, h)).toBe(printed('ot34').cost - 1);
    const k = s.sides[0].kredits;
    act(s, { t: 'deploy', h, tgt: NONE });
    expect(k - s.sides[0].kredits).toBe(printed('ot34').cost - 1);
    expect(changed(s, 0).map(([c]) => c)).toEqual(['t70']);
  });
});

describe('K-R70y "Choose an order in hand. Set its cost to 0 and put it on top of your deck." (GORDON HIGHLANDERS)', () => {
  it('gordon_highlanders GORDON HIGHLANDERS: the order chosen goes on top of the deck with its cost 0 kept in the deck record; drawn, it costs 0; the opponent learns that a card went back, not which nor its cost', () => {
    const s = deckScenario(['bt7', 'bt7'], { hands: [['gordon_highlanders', 'from_the_people', 'himeji_regiment'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const ev = actEv(s, { t: 'pick', h: 0 });
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['himeji_regiment']);
    expect(CARDS[s.sides[0].deck[s.sides[0].deck.length - 1]].id).toBe('from_the_people');
    expect(changed(s, 0)).toEqual([['from_the_people', -printed('from_the_people').cost << 16]]);
    hiddenFrom(s, 0, 1);
    for (const e of ev.filter((x) => x.to === 'all' || (Array.isArray(x.to) && x.to.includes(1)))) expect(JSON.stringify(e.data)).not.toContain('from_the_people');
    draw(s, 0, 1, null);
    expect(costAt(s, 0, 1)).toBe(0);
    const k = s.sides[0].kredits;
    act(s, { t: 'give', h: 1, tgt: 0 });
    expect(s.sides[0].kredits).toBe(k);
  });

  it('gordon_highlanders: the deck shuffled afterwards, the cost 0 stays with the order', () => {
    const s = deckScenario(['bt7', 'bt7', 'bt7'], { hands: [['gordon_highlanders', 'from_the_people'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'pick', h: 0 });
    shuffleDeck(new Rng(9), s.sides[0]);
    expect(changed(s, 0)).toEqual([['from_the_people', -printed('from_the_people').cost << 16]]);
  });
});

describe('K-R70z "Reduce the cost of cards with Bond in hand by 1. Then your Bond units everywhere get +1+1." (YOUR COURAGE)', () => {
  it('your_courage YOUR COURAGE: Bond cards in hand cost 1 less; Bond units on the battlefield +1+1, Bond unit cards in hand and deck +1+1 when deployed (the deck\'s kept when drawn); cards without Bond untouched; hidden from the opponent', () => {
    const s = deckScenario(['himeji_regiment', '211th_tokyo', 'bt7'], { hands: [['your_courage', 'the_polar_bears', 'himeji_regiment'], []], support: [['valentine_mk_ii', 'himeji_regiment'], []] });
    const v = at(s, 0, 0), hi = at(s, 0, 1);
    expect(v.kw & KW.bond).toBe(KW.bond);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([v.atk, v.def, hi.atk, hi.def]).toEqual([printed('valentine_mk_ii').atk + 1, printed('valentine_mk_ii').def + 1, printed('himeji_regiment').atk, printed('himeji_regiment').def]);
    expect([costAt(s, 0, 0), costAt(s, 0, 1)]).toEqual([printed('the_polar_bears').cost - 1, printed('himeji_regiment').cost]);
    expect([s.sides[0].mods[0] & ~0xffff, s.sides[0].mods[0] & 0xffff, s.sides[0].mods[1]]).toEqual([-1 << 16, PLUS(1), 0]);
    expect(changed(s, 0)).toEqual([['211th_tokyo', PLUS(1)]]);
    expect(marksOf(s, 0, 1)[0]).toEqual([]);
    expect(marksOf(s, 0, 0)[0]).toEqual(['plus1']);
    hiddenFrom(s, 0, 1);
    // The polar bears deployed: +1+1.
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const pb = s.lines[0][s.lines[0].length - 1];
    expect([CARDS[pb.card].id, pb.atk, pb.def]).toEqual(['the_polar_bears', printed('the_polar_bears').atk + 1, printed('the_polar_bears').def + 1]);
    // The 211th TOKYO drawn (under the bt7) keeps its +1+1; deployed with it.
    draw(s, 0, 2, null);
    const h = s.sides[0].hand.length - 1;
    expect(CARDS[s.sides[0].hand[h]].id).toBe('211th_tokyo');
    act(s, { t: 'deploy', h, tgt: NONE });
    const tk = s.lines[0][s.lines[0].length - 1];
    expect([tk.atk, tk.def]).toEqual([printed('211th_tokyo').atk + 1, printed('211th_tokyo').def + 1]);
  });
});

/** Pairs (card id, STAT) of seat's deck cards with stat changes. */
const statted = (s: KardsState, seat: number): [string, number][] => {
  const p = s.sides[seat];
  return p.deck.flatMap((c, i) => ((p.dstat?.[i] ?? 0) !== 0 ? [[CARDS[c].id, p.dstat![i]] as [string, number]] : []));
};

describe('K-R70w2 stat and keyword changes of deck cards (the STAT record beside the deck and the hand)', () => {
  it('p38h_lightning P-38H LIGHTNING: destroyed, the top unit of its deck gets +3 attack and Blitz; drawn, the hand slot keeps it (Side.hstat); deployed, it has them; hidden from the opponent', () => {
    const s = scenario({ active: 1, decks: [['bt7', 'himeji_regiment', 'from_the_people'], FILL], support: [['p38h_lightning'], ['gladiator_mk_i']] });
    at(s, 0, 0).def = 1;
    act(s, { t: 'attack', u: at(s, 1, 0).uid, tgt: at(s, 0, 0).uid });
    expect(s.lines[0].length).toBe(0);
    expect(statted(s, 0)).toEqual([['himeji_regiment', statOf(3, 0, KW.blitz)]]);
    hiddenFrom(s, 0, 1);
    for (let seed = 1; seed <= 3; seed++) { const t = cloneState(s); shuffleDeck(new Rng(seed), t.sides[0]); expect(statted(t, 0)).toEqual([['himeji_regiment', statOf(3, 0, KW.blitz)]]); }
    draw(s, 0, 2, null);
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['from_the_people', 'himeji_regiment']);
    expect(s.sides[0].hstat).toEqual([0, statOf(3, 0, KW.blitz)]);
    hiddenFrom(s, 0, 1);
    expect(determinize(s, 1, new Rng(2)).sides[0].hstat).toEqual([0, 0]);
    act(s, { t: 'end' });
    const h = s.sides[0].hand.indexOf(cardIndex('himeji_regiment'));
    act(s, { t: 'deploy', h, tgt: NONE });
    const u = s.lines[0][s.lines[0].length - 1];
    expect([CARDS[u.card].id, u.atk, u.def, u.kw & KW.blitz]).toEqual(['himeji_regiment', printed('himeji_regiment').atk + 3, printed('himeji_regiment').def, KW.blitz]);
  });

  it('surging_power SURGING POWER: the top four units of the deck (orders passed over) +1+1, +2+2, +3+3 and +4+4 in that order from the top', () => {
    const s = deckScenario(['bt7', 't70', 'from_the_people', 'ot34', 'himeji_regiment'], { hands: [['surging_power'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(statted(s, 0)).toEqual([['bt7', statOf(4, 4, 0)], ['t70', statOf(3, 3, 0)], ['ot34', statOf(2, 2, 0)], ['himeji_regiment', statOf(1, 1, 0)]]);
    hiddenFrom(s, 0, 1);
  });

  it('the_professionals THE PROFESSIONALS: destroyed, every unit card of its deck gets +2+3 and one random combat keyword (orders not)', () => {
    const s = scenario({ active: 1, decks: [['bt7', 'from_the_people', 'himeji_regiment'], FILL], support: [['the_professionals'], ['gladiator_mk_i']] });
    at(s, 0, 0).def = 1;
    at(s, 0, 0).kw &= ~KW.smokescreen;
    act(s, { t: 'attack', u: at(s, 1, 0).uid, tgt: at(s, 0, 0).uid });
    const st = statted(s, 0);
    expect(st.map(([c]) => c)).toEqual(['bt7', 'himeji_regiment']);
    for (const [, x] of st) {
      expect([x & 255, (x >> 8) & 255]).toEqual([2, 3]);
      const kw = x >>> 16;
      expect(kw & ~COMBAT_KW).toBe(0);
      expect(kw !== 0 && (kw & (kw - 1)) === 0).toBe(true);
    }
  });

  it('swift_victory SWIFT VICTORY: 3 damage, then every unit card in the enemy deck +3 attack (its owner\'s record); the caster learns nothing of where they lie', () => {
    const s = scenario({ decks: [FILL, ['bt7', 'from_the_people', 'himeji_regiment']], hands: [['swift_victory'], []], support: [[], ['gordon_highlanders']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(printed('gordon_highlanders').def - 3);
    expect(statted(s, 1)).toEqual([['bt7', statOf(3, 0, 0)], ['himeji_regiment', statOf(3, 0, 0)]]);
    expect(s.sides[0].dstat).toBeUndefined();
    hiddenFrom(s, 1, 0);
  });

  it('m3_lee M3 LEE: moving into the frontline, every unit card in its deck gets +1 attack', () => {
    const s = deckScenario(['bt7', 'from_the_people', 'himeji_regiment'], { support: [['m3_lee'], []] });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect(statted(s, 0)).toEqual([['bt7', statOf(1, 0, 0)], ['himeji_regiment', statOf(1, 0, 0)]]);
  });

  it('kettenkrad KETTENKRAD: a friendly unit sent to hand, then German units everywhere +1 attack — on the battlefield, unit cards in hand (the one sent too), in the deck; others not; the hand record follows its slots', () => {
    const s = deckScenario(['panzer_iia', 'bt7'], { hands: [['kettenkrad', 'panzer_iia', 'bt7'], []], support: [['sd_kfz_222', 'panzer_iia', 'bt7'], []] });
    const pz = at(s, 0, 1), bt = at(s, 0, 2);
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect([pz.atk, bt.atk]).toEqual([printed('panzer_iia').atk + 1, printed('bt7').atk]);
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['panzer_iia', 'bt7', 'sd_kfz_222']);
    expect(s.sides[0].hstat).toEqual([statOf(1, 0, 0), 0, statOf(1, 0, 0)]);
    expect(statted(s, 0)).toEqual([['panzer_iia', statOf(1, 0, 0)]]);
    hiddenFrom(s, 0, 1);
    act(s, { t: 'deploy', h: 1, tgt: NONE });
    expect(s.sides[0].hstat).toEqual([statOf(1, 0, 0), statOf(1, 0, 0)]);
    act(s, { t: 'deploy', h: 1, tgt: NONE });
    const u = s.lines[0][s.lines[0].length - 1];
    expect([CARDS[u.card].id, u.atk]).toEqual(['sd_kfz_222', printed('sd_kfz_222').atk + 1]);
  });
});

describe('K-R70w3 "For each British card in your deck, give it +2 defense if a unit, otherwise reduce the cost by 1." (NATIONAL SERVICE)', () => {
  it('national_service NATIONAL SERVICE: British unit cards in the deck +2 defense when deployed (STAT), British orders in the deck 1 less (the record\'s cost); other nations and the hand untouched; drawn, the order costs 1 less', () => {
    const s = deckScenario(['bt7', 'gordon_highlanders', 'your_courage'], { hands: [['national_service', 'your_courage'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(statted(s, 0)).toEqual([['gordon_highlanders', statOf(0, 2, 0)]]);
    expect(changed(s, 0)).toEqual([['your_courage', -1 << 16]]);
    expect(costAt(s, 0, 0)).toBe(printed('your_courage').cost);
    hiddenFrom(s, 0, 1);
    draw(s, 0, 2, null);
    expect(s.sides[0].hand.map((c) => CARDS[c].id)).toEqual(['your_courage', 'your_courage', 'gordon_highlanders']);
    expect([costAt(s, 0, 0), costAt(s, 0, 1)]).toEqual([printed('your_courage').cost, printed('your_courage').cost - 1]);
    expect(s.sides[0].hstat).toEqual([0, 0, statOf(0, 2, 0)]);
    act(s, { t: 'deploy', h: 2, tgt: NONE });
    const u = s.lines[0][s.lines[0].length - 1];
    expect([CARDS[u.card].id, u.atk, u.def]).toEqual(['gordon_highlanders', printed('gordon_highlanders').atk, printed('gordon_highlanders').def + 2]);
  });
});
