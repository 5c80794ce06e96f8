// More cards of the other sets (issue 15's stretch, ninth part, 2026-12-03 afternoon): the Homefront keyword 羁绊 Bond
// (K-R70j–l) and the cards that name it (K-R70k, m, n …). Each test plays the card and checks its effect; the test names the
// ruling and the card.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/index.js';
import { cardIndex, CARDS } from '../cards.js';
import { kards } from '../index.js';
import type { KardsAction } from '../actions.js';
import type { KardsState } from '../state.js';
import { HAND_MOD, HAND_PLUS_MASK, KW } from '../effects/lang.js';
import { determinize } from '../determinize.js';
import { BOND } from '../bond.js';
import { Rng } from '../../../engine/index.js';
import { describeEvent } from '../text.js';
import { costAt } from '../costs.js';
import { attackOf } from '../units.js';
import { act, at, keys, scenario, type Spec } from './scenario.js';

const hand = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
const printed = (id: string) => CARDS[cardIndex(id)];
const NONE = -1;
const FILL: [string[], string[]] = [['bt7', 'bt7', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7', 'bt7']];

/** The hand-slot marks of seat's hand in viewer's view. */
const marksOf = (s: KardsState, seat: number, viewer: number): string[][] => (kards.view(s, viewer) as unknown as { sides: { marks: string[][] }[] }).sides[seat].marks;
/** Apply an action (seat to move) and return its events. */
function actEv(s: KardsState, a: KardsAction): GameEvent[] {
  const ev: GameEvent[] = [];
  kards.apply(s, s.active, a, ev as never);
  return ev;
}
/** Seat 0 ends its turn, seat 1 ends its turn: seat 0's next turn has begun (its start recorded). */
function round(s: KardsState): void {
  act(s, { t: 'end' });
  act(s, { t: 'end' });
}
const bondScenario = (sp: Spec): KardsState => scenario({ decks: FILL, ...sp });

describe('K-R70j 羁绊 Bond: "When you play a Bond card from your hand, your HQ takes Morale Damage — unless you controlled a unit of that same nation at the start of your turn."', () => {
  it('211th_tokyo 211th TOKYO: deployed without a Japanese unit, the HQ takes the next fatigue step (the counter advances), shown in the log; with one, nothing', () => {
    const s = bondScenario({ hands: [['211th_tokyo', '211th_tokyo'], []], support: [['bt7'], []] });
    s.sides[0].fatigue = 2;
    const ev = actEv(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].hq, s.sides[0].fatigue]).toEqual([17, 3]);
    const m = ev.find((e) => e.type === 'morale');
    expect(m?.data).toEqual({ seat: 0, n: 3, card: '211th_tokyo' });
    expect(m?.to).toBe('all');
    expect(describeEvent(m as GameEvent).zh).toContain('士气伤害 3');
    // The second copy: the first one arrived this turn, so it does not count either (K-R70l); the counter goes on.
    actEv(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].hq, s.sides[0].fatigue]).toEqual([13, 4]);
    // A Japanese unit that was there as the turn began: no morale damage, the counter untouched.
    const t = bondScenario({ hands: [['211th_tokyo'], []], support: [['himeji_regiment'], []] });
    const ev2 = actEv(t, { t: 'deploy', h: 0, tgt: NONE });
    expect([t.sides[0].hq, t.sides[0].fatigue, ev2.some((e) => e.type === 'morale')]).toEqual([20, 0, false]);
    expect(at(t, 0, 1).kw & KW.bond).toBe(KW.bond);
  });

  it('option bondMorale \'one\': 1 morale damage each time, the fatigue counter untouched (the deck still fatigues 1, 2, 3 …)', () => {
    const s = bondScenario({ hands: [['211th_tokyo', '211th_tokyo'], []], options: { bondMorale: 'one' } });
    s.sides[0].fatigue = 2;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].hq, s.sides[0].fatigue]).toEqual([18, 2]);
  });

  it('"that same nation" is the Bond card\'s own: a Japanese unit does not spare an Italian Bond card (9th BERSAGLIERI), an Italian one does', () => {
    const s = bondScenario({ hands: [['9th_bersaglieri'], []], support: [['himeji_regiment'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hq).toBe(19);
    const t = bondScenario({ hands: [['9th_bersaglieri'], []], support: [['5th_bersaglieri'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(t.sides[0].hq).toBe(20);
  });

  it('the HQ judged with the whole action (K-1.1c): morale damage to 0 or below loses, unless the same action raises it again (THE POMPADOURS in hand)', () => {
    const s = bondScenario({ hands: [['211th_tokyo'], []] });
    s.sides[0].hq = 3;
    s.sides[0].fatigue = 2;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].hq, s.phase, s.winner]).toEqual([0, 'over', 1]);
    const t = bondScenario({ hands: [['211th_tokyo', 'the_pompadours'], []] });
    t.sides[0].hq = 3;
    t.sides[0].fatigue = 2;
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect([t.sides[0].hq, t.phase]).toEqual([1, 'play']);
  });

  it('as it is played, before anything answers it: the morale damage comes before LONDON IRISH RIFLES hears the Bond card', () => {
    const s = bondScenario({ hands: [['211th_tokyo'], []], support: [['london_irish_rifles'], []] });
    const ev = actEv(s, { t: 'deploy', h: 0, tgt: NONE });
    const types = ev.map((e) => e.type);
    expect(types.indexOf('deployed')).toBeLessThan(types.indexOf('morale'));
    expect(types.indexOf('morale')).toBeLessThan(types.indexOf('hqDamage'));
    expect([s.sides[0].hq, s.sides[1].hq]).toEqual([19, 19]);
  });
});

describe('K-R70l Bond: "controlled a unit at the start of your turn" — the side\'s units on the battlefield as its turn began (Side.bondAt)', () => {
  it('a Japanese unit there at the turn start and destroyed since still counts; one deployed this turn does not; the record is kept only for a side holding a Bond card', () => {
    const s = bondScenario({ hands: [['from_the_people', '211th_tokyo'], []], support: [['himeji_regiment'], []], decks: [['bt7', 'bt7', '211th_tokyo'], ['bt7', 'bt7', 'bt7']] });
    round(s);
    expect(s.active).toBe(0);
    const jp = 1 << ['Germany', 'Soviet', 'USA', 'Britain', 'Japan'].indexOf('Japan');
    expect(s.sides[0].bondAt).toBe(jp);
    // The enemy holds no Bond card: nothing recorded, its state as before Bond.
    expect(s.sides[1].bondAt).toBeUndefined();
    const h = at(s, 0, 0);
    act(s, { t: 'give', h: hand(s, 0).indexOf('from_the_people'), tgt: h.uid });
    expect(s.lines[0].length).toBe(0);
    act(s, { t: 'deploy', h: hand(s, 0).indexOf('211th_tokyo'), tgt: NONE });
    expect(s.sides[0].hq).toBe(20);
    // The next turn: nothing Japanese stood as it began but the 211th deployed last turn — which now counts.
    round(s);
    expect(s.sides[0].bondAt).toBe(jp);
    // A turn that begins with no Japanese unit: a Japanese unit deployed first does not spare the Bond card.
    const t = bondScenario({ hands: [['himeji_regiment', '211th_tokyo'], []], decks: [['bt7', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7']] });
    round(t);
    expect(t.sides[0].bondAt).toBe(0);
    act(t, { t: 'deploy', h: hand(t, 0).indexOf('himeji_regiment'), tgt: NONE });
    act(t, { t: 'deploy', h: hand(t, 0).indexOf('211th_tokyo'), tgt: NONE });
    expect(t.sides[0].hq).toBe(20 - 1);
  });
});

describe('K-R70k "when you play a card with Bond" (a unit deployed with Bond, an order given with it)', () => {
  it('the_bleeders THE BLEEDERS: +1+1 for each Bond card played, none for a card without Bond', () => {
    const s = bondScenario({ hands: [['211th_tokyo', 'himeji_regiment', '9th_bersaglieri'], []], support: [['the_bleeders'], []] });
    const b = at(s, 0, 0);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([b.atk, b.def]).toEqual([printed('the_bleeders').atk + 1, printed('the_bleeders').def + 1]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([b.atk, b.def]).toEqual([printed('the_bleeders').atk + 2, printed('the_bleeders').def + 2]);
  });

  it('london_irish_rifles LONDON IRISH RIFLES: 1 damage to the enemy HQ per Bond card played; the enemy\'s Bond cards do not count', () => {
    const s = bondScenario({ hands: [['211th_tokyo', 'himeji_regiment'], ['211th_tokyo']], support: [['london_irish_rifles', 'himeji_regiment'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[1].hq).toBe(19);
    act(s, { t: 'end' });
    act(s, { t: 'deploy', h: hand(s, 1).indexOf('211th_tokyo'), tgt: NONE });
    expect([s.sides[1].hq, s.sides[0].hq]).toEqual([19 - 1, 20]);
  });
});

describe('K-R70m "While in hand, your HQ gets +1 defense each time you play a card with Bond."', () => {
  it('the_pompadours THE POMPADOURS: in hand, +1 to its owner\'s HQ per Bond card played (each copy); on the battlefield, nothing', () => {
    const s = bondScenario({ hands: [['211th_tokyo', 'the_pompadours', 'the_pompadours', 'himeji_regiment'], []], support: [['himeji_regiment'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hq).toBe(22);
    act(s, { t: 'deploy', h: hand(s, 0).indexOf('himeji_regiment'), tgt: NONE });
    expect(s.sides[0].hq).toBe(22);
    const t = bondScenario({ hands: [['211th_tokyo'], []], support: [['the_pompadours', 'himeji_regiment'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(t.sides[0].hq).toBe(20);
  });
});

describe('K-R70j Bond units whose other text the language already spoke', () => {
  it('the_polar_bears valentine_mk_ii THE POLAR BEARS, VALENTINE Mk II: Bond (no British unit at the turn start) and their deployment after a British infantry last turn', () => {
    const s = bondScenario({ hands: [['the_polar_bears', 'valentine_mk_ii'], []] });
    s.sides[0].brInf = [-1, s.turn - 2];
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const [pb, va] = [at(s, 0, 0), at(s, 0, 1)];
    expect([pb.atk, pb.def]).toEqual([printed('the_polar_bears').atk + 1, printed('the_polar_bears').def + 1]);
    expect(va.kw & KW.blitz).toBe(KW.blitz);
    expect([pb.kw & KW.bond, s.sides[0].hq]).toEqual([KW.bond, 20 - 1 - 2]);
  });

  it('9th_bersaglieri 5th_bersaglieri 18th_bersaglieri BERSAGLIERI: destroyed, 18th BERSAGLIERI shuffled into the deck; the 18th deployed shuffles the 9th in', () => {
    for (const id of ['9th_bersaglieri', '5th_bersaglieri']) {
      const s = bondScenario({ hands: [['from_the_people', 'from_the_people'], []], support: [[id], []] });
      const u = at(s, 0, 0);
      act(s, { t: 'give', h: 0, tgt: u.uid });
      if (s.lines[0].length > 0) act(s, { t: 'give', h: 0, tgt: u.uid });
      expect(s.lines[0].length).toBe(0);
      expect(s.sides[0].deck.map((c) => CARDS[c].id).filter((c) => c === '18th_bersaglieri')).toEqual(['18th_bersaglieri']);
    }
    const t = bondScenario({ hands: [['18th_bersaglieri'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(t.sides[0].deck.map((c) => CARDS[c].id)).toContain('9th_bersaglieri');
    expect(t.sides[0].hq).toBe(19);
  });

  it('kfu_regiment 9th_guards_regiment ki61itei KŌFU REGIMENT, 9th GUARDS REGIMENT, Ki-61-I-TEI: destroyed, damage to the enemy HQ and defense to yours', () => {
    for (const [id, n] of [['kfu_regiment', 1], ['9th_guards_regiment', 2], ['ki61itei', 2]] as const) {
      const s = bondScenario({ hands: [[id, 'from_the_people', 'from_the_people'], []], support: [['himeji_regiment'], []], kredits: 24 });
      act(s, { t: 'deploy', h: 0, tgt: NONE });
      expect(s.sides[0].hq).toBe(20);
      const u = at(s, 0, 1);
      while (s.lines[0].includes(u)) act(s, { t: 'give', h: hand(s, 0).indexOf('from_the_people'), tgt: u.uid });
      expect([s.sides[1].hq, s.sides[0].hq], id).toEqual([20 - n, 20 + n]);
    }
  });

  it('573rd_rifles 573rd RIFLES: Bond, and destroyed, two 16th RIFLES in its support line', () => {
    const s = bondScenario({ hands: [['573rd_rifles', 'from_the_people'], []], support: [['bt7'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].hq).toBe(20);
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 1).uid });
    expect(s.lines[0].map((u) => CARDS[u.card].id)).toEqual(['bt7', '16th_rifles', '16th_rifles']);
  });
});

describe('K-R70o "Deployment: Develop A, B or C." (the Homefront regiments)', () => {
  it('hampshire_regiment 92_infantry_regiment 151st_infantry_regiment 740th_rifle_regiment 41st_infantry_regiment: the three named cards offered in their printed order, the one chosen to hand, shown', () => {
    const CASES: [string, string[]][] = [
      ['hampshire_regiment', ['convoy_hx_175', 'fortification', 'interception']],
      ['92_infantry_regiment', ['eagle_claws', 'sky_barons', 'tactical_strike']],
      ['151st_infantry_regiment', ['amphibious_assault', 'expansion', 'for_prosperity']],
      ['740th_rifle_regiment', ['arctic_convoy', 'burning_sky', 'the_hammer']],
      ['41st_infantry_regiment', ['death_from_above', 'unity_is_strength', 'we_can_do_it']],
    ];
    for (const [id, offers] of CASES) {
      const s = bondScenario({ hands: [[id], []] });
      act(s, { t: 'deploy', h: 0, tgt: NONE });
      expect(keys(s), id).toEqual(['choose:0', 'choose:1', 'choose:2']);
      expect(offers.map((_o, i) => kards.describeAction(s, 0, { t: 'choose', i }).en), id).toEqual(offers.map((o) => `develop: ${printed(o).name.en}`));
      act(s, { t: 'choose', i: 1 });
      expect([hand(s, 0), s.sides[0].shown], id).toEqual([[offers[1]], [true]]);
      // And its Bond: no unit of its nation at the turn start.
      expect(s.sides[0].hq, id).toBe(19);
    }
  });
});

describe('K-R70q "Gets +1+1 when you deploy or add a British or US unit."', () => {
  it('199th_rifle_regiment 199th RIFLE REGIMENT: +1+1 per British or US unit deployed or added (two SWORDFISH added: +2+2), none for a Japanese one', () => {
    const s = bondScenario({ hands: [['gladiator_mk_i', 'himeji_regiment', 'hms_illustrious'], []], support: [['199th_rifle_regiment'], []], kredits: 24 });
    const r = at(s, 0, 0), p = printed('199th_rifle_regiment');
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([r.atk, r.def]).toEqual([p.atk + 1, p.def + 1]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([r.atk, r.def]).toEqual([p.atk + 1, p.def + 1]);
    act(s, { t: 'give', h: 0, tgt: NONE });
    // One SWORDFISH fits the support line (4 units): one buff more.
    expect(s.lines[0].map((u) => CARDS[u.card].id)).toEqual(['199th_rifle_regiment', 'gladiator_mk_i', 'himeji_regiment', 'swordfish_mk_i']);
    expect([r.atk, r.def]).toEqual([p.atk + 2, p.def + 2]);
    // With room, two SWORDFISH: +2+2.
    const t = bondScenario({ hands: [['hms_illustrious'], []], support: [['199th_rifle_regiment'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect([at(t, 0, 0).atk, at(t, 0, 0).def]).toEqual([p.atk + 2, p.def + 2]);
  });
});

describe('K-R70p "Your non-British cards cost +N." and WHIRLWIND\'s "when the enemy targets or attacks" (K-R64w2)', () => {
  it('layforce LAYFORCE: your non-British cards cost 1 more, British ones and the enemy\'s do not; +1+1 when an enemy unit attacks it (after the fight)', () => {
    const s = bondScenario({ hands: [['himeji_regiment', 'hms_illustrious'], ['himeji_regiment']], support: [['layforce'], ['gladiator_mk_i']] });
    expect([costAt(s, 0, 0), costAt(s, 0, 1), costAt(s, 1, 0)]).toEqual([printed('himeji_regiment').cost + 1, printed('hms_illustrious').cost, printed('himeji_regiment').cost]);
    const lf = at(s, 0, 0);
    act(s, { t: 'end' });
    act(s, { t: 'attack', u: at(s, 1, 0).uid, tgt: lf.uid });
    expect([lf.atk, lf.def]).toEqual([printed('layforce').atk + 1, printed('layforce').def - 1 + 1]);
  });

  it('raf_mustang RAF MUSTANG: non-British cards cost 2 more; a card drawn when an enemy order targets it (before the order resolves)', () => {
    const s = bondScenario({ hands: [['himeji_regiment'], ['from_the_people']], support: [['raf_mustang'], []] });
    expect(costAt(s, 0, 0)).toBe(printed('himeji_regiment').cost + 2);
    act(s, { t: 'end' });
    const n = s.sides[0].hand.length;
    act(s, { t: 'give', h: hand(s, 1).indexOf('from_the_people'), tgt: at(s, 0, 0).uid });
    expect([s.sides[0].hand.length, at(s, 0, 0).def]).toEqual([n + 1, printed('raf_mustang').def - 3]);
  });
});

describe('K-R70r the Homefront German regiments: a move by a deployment, "if you do", "if it is friendly"', () => {
  it('18_infantry_regiment 18. INFANTRY REGIMENT: deployed, it moves into the frontline if possible (K-R67a); with the enemy holding it, it stays', () => {
    const s = bondScenario({ hands: [['18_infantry_regiment'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.lines[0].length, s.lines[2].map((u) => CARDS[u.card].id)]).toEqual([0, ['18_infantry_regiment']]);
    const t = bondScenario({ hands: [['18_infantry_regiment'], []], front: ['bt7'], frontOwner: 1 });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect([t.lines[0].map((u) => CARDS[u.card].id), t.lines[2].length]).toEqual([['18_infantry_regiment'], 1]);
  });

  it('74_panzergrenadier 74. PANZERGRENADIER: a friendly unit sent to hand, then +1+1; with no friendly unit to send, no buff', () => {
    const s = bondScenario({ hands: [['74_panzergrenadier'], []], support: [['bt7'], ['t70']] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 0, 0).uid });
    const u = at(s, 0, 0), p = printed('74_panzergrenadier');
    expect([hand(s, 0), CARDS[u.card].id, u.atk, u.def]).toEqual([['bt7'], '74_panzergrenadier', p.atk + 1, p.def + 1]);
    const t = bondScenario({ hands: [['74_panzergrenadier'], []], support: [[], ['t70']] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect([at(t, 0, 0).atk, at(t, 0, 0).def, hand(t, 1)]).toEqual([p.atk, p.def, []]);
  });

  it('40_panzergrenadier 40. PANZERGRENADIER: a unit sent to its owner\'s hand; its player draws a card only if it was friendly', () => {
    const s = bondScenario({ hands: [['40_panzergrenadier', '40_panzergrenadier'], []], support: [['bt7'], ['t70']], kredits: 24 });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    expect([hand(s, 0), hand(s, 1)]).toEqual([['40_panzergrenadier'], ['t70']]);
    act(s, { t: 'deploy', h: 0, tgt: at(s, 0, 0).uid });
    expect(hand(s, 0)).toEqual(['bt7', 'bt7']);
    expect(s.sides[0].deck.length).toBe(FILL[0].length - 1);
  });
});

describe('K-R70s conditions of the Homefront units: a British infantry last turn (Side.brInf) on your turn; a US unit in the frontline', () => {
  it('defiant_mk_i DEFIANT Mk I: +2 attack on its owner\'s turn after a British infantry deployed in that player\'s previous turn; not on the enemy turn, not without one; the record kept for a side holding it', () => {
    const s = bondScenario({ hands: [['gladiator_mk_i'], []], support: [['defiant_mk_i'], []], decks: [['defiant_mk_i', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7']] });
    const d = at(s, 0, 0), p = printed('defiant_mk_i');
    expect(attackOf(s, d)).toBe(p.atk);
    s.sides[0].brInf = [-1, s.turn - 2];
    expect(attackOf(s, d)).toBe(p.atk + 2);
    act(s, { t: 'end' });
    expect(attackOf(s, d)).toBe(p.atk);
    // A British infantry deployed now (THE POLAR BEARS) is remembered for a side holding DEFIANT; next turn, +2.
    const t = bondScenario({ hands: [['the_polar_bears'], []], decks: [['defiant_mk_i', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7']], support: [['defiant_mk_i'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(t.sides[0].brInf).toEqual([-1, t.turn]);
    round(t);
    expect(attackOf(t, at(t, 0, 0))).toBe(p.atk + 2);
    round(t);
    expect(attackOf(t, at(t, 0, 0))).toBe(p.atk);
  });

  it('1st_defense_battalion 1st DEFENSE BATTALION: deployed, +1 attack if its player has a US unit in the frontline', () => {
    const s = bondScenario({ hands: [['1st_defense_battalion'], []], front: ['30th_regiment'], frontOwner: 0 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const p = printed('1st_defense_battalion');
    expect([at(s, 0, 0).atk, s.sides[0].hq]).toEqual([p.atk + 1, 20]);
    const t = bondScenario({ hands: [['1st_defense_battalion'], []], front: ['himeji_regiment'], frontOwner: 0 });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect([at(t, 0, 0).atk, t.sides[0].hq]).toEqual([p.atk, 19]);
  });
});

describe('K-R70n Bond given or removed in hand (hand-slot marks of unit cards)', () => {
  it('kings_african_rifles KING\'S AFRICAN RIFLES: the unit chosen in hand gets Bond and +1+1 when deployed (+3+3 if it had Bond); deployed, it plays with Bond (THE BLEEDERS hears it)', () => {
    const s = bondScenario({ hands: [['kings_african_rifles', 'himeji_regiment', 'from_the_people'], []], support: [['the_bleeders'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(keys(s)).toEqual(['pick:0']);
    act(s, { t: 'pick', h: 0 });
    expect(marksOf(s, 0, 0)[0]).toEqual(['bond', 'plus1']);
    expect(marksOf(s, 0, 1)[0]).toEqual([]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = at(s, 0, 2), p = printed('himeji_regiment');
    expect([CARDS[u.card].id, u.atk, u.def, u.kw & KW.bond]).toEqual(['himeji_regiment', p.atk + 1, p.def + 1, KW.bond]);
    expect([s.sides[0].hq, at(s, 0, 0).atk]).toEqual([19, printed('the_bleeders').atk + 1]);
    // A card printed with Bond: +3+3.
    const t = bondScenario({ hands: [['kings_african_rifles', '211th_tokyo'], []], support: [['himeji_regiment'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    act(t, { t: 'pick', h: 0 });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    const v = at(t, 0, 2), q = printed('211th_tokyo');
    expect([v.atk, v.def, t.sides[0].hq]).toEqual([q.atk + 3, q.def + 3, 20]);
  });

  it('rationing RATIONING: choose one — the Bond of the cards in your hand removed (deployed later: no morale damage, no Bond), or +4 to your HQ', () => {
    const s = bondScenario({ hands: [['rationing', '211th_tokyo', 'himeji_regiment'], []], support: [['london_irish_rifles'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 0 });
    expect(marksOf(s, 0, 0)).toEqual([['noBond'], []]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].hq, s.sides[1].hq, at(s, 0, 1).kw & KW.bond]).toEqual([20, 20, 0]);
    const t = bondScenario({ hands: [['rationing', '211th_tokyo'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    act(t, { t: 'choose', i: 1 });
    expect(t.sides[0].hq).toBe(24);
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(t.sides[0].hq).toBe(23);
  });
});

describe('K-R70t "draw the top card of your deck if it has even cost"; "Draw a card. Your HQ gains defense equal to its cost."', () => {
  it('43_infantry_regiment 43. INFANTRY REGIMENT: at its owner\'s turn end, the top card drawn if its cost is even; an odd one stays', () => {
    const s = bondScenario({ support: [['43_infantry_regiment'], []], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'end' });
    expect([hand(s, 0), s.sides[0].deck.length]).toEqual([['bt7'], 1]);
    const t = bondScenario({ support: [['43_infantry_regiment'], []], decks: [['bt7', 'from_the_people'], ['bt7', 'bt7']] });
    act(t, { t: 'end' });
    expect([hand(t, 0), t.sides[0].deck.length]).toEqual([[], 2]);
  });

  it('289th_gatchina 289th GATCHINA: destroyed, its player draws a card and the HQ gains that card\'s printed cost', () => {
    const s = bondScenario({ hands: [['from_the_people'], []], support: [['289th_gatchina'], []], decks: [['bt7', 'from_the_people'], ['bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect([s.lines[0].length, hand(s, 0), s.sides[0].hq]).toEqual([0, ['from_the_people'], 20 + printed('from_the_people').cost]);
  });
});

describe('K-R70u "When a German unit enters your hand, reduce its cost by 1, to a minimum of 1."', () => {
  it('27_fsiliers 27. FÜSILIERS: a German unit drawn or returned to hand costs 1 less (not below 1); other cards, and the enemy\'s, do not', () => {
    const s = bondScenario({ support: [['27_fsiliers'], []], decks: [['bt7', '74_panzergrenadier'], ['74_panzergrenadier', '74_panzergrenadier']] });
    round(s);
    expect(hand(s, 0)).toEqual(['74_panzergrenadier']);
    expect(costAt(s, 0, 0)).toBe(printed('74_panzergrenadier').cost - 1);
    expect(costAt(s, 1, 0)).toBe(printed('74_panzergrenadier').cost);
    round(s);
    expect(hand(s, 0)).toEqual(['74_panzergrenadier', 'bt7']);
    expect(costAt(s, 0, 1)).toBe(printed('bt7').cost);
    // A 1-cost German unit stays at 1; a German unit returned to hand (74. PANZERGRENADIER sends 18.) gets it too.
    const t = bondScenario({ hands: [['74_panzergrenadier'], []], support: [['27_fsiliers', '40_panzergrenadier'], []] });
    act(t, { t: 'deploy', h: 0, tgt: at(t, 0, 1).uid });
    expect([hand(t, 0), costAt(t, 0, 0)]).toEqual([['40_panzergrenadier'], printed('40_panzergrenadier').cost - 1]);
    const u = bondScenario({ hands: [['74_panzergrenadier'], []], support: [['27_fsiliers', '18_infantry_regiment'], []] });
    act(u, { t: 'deploy', h: 0, tgt: at(u, 0, 1).uid });
    expect([hand(u, 0), costAt(u, 0, 0)]).toEqual([['18_infantry_regiment'], 1]);
  });
});

describe('K-R70n the marks of a hidden card are as hidden as the card', () => {
  it('kings_african_rifles determinization for the opponent drops the Bond and +n+n marks of a hidden hand card (the owner\'s own sample keeps them)', () => {
    const s = bondScenario({ hands: [['kings_african_rifles', 'himeji_regiment'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'pick', h: 0 });
    const m = s.sides[0].mods[0];
    expect(m & (HAND_MOD.bondGiven | HAND_PLUS_MASK)).not.toBe(0);
    expect(determinize(s, 1, new Rng(3)).sides[0].mods[0] & (HAND_MOD.bondGiven | HAND_PLUS_MASK)).toBe(0);
    expect(determinize(s, 0, new Rng(3)).sides[0].mods[0]).toBe(m);
  });
});

describe('K-R70j Bond: "play from hand" is a deploy or an order given from hand; a unit added by an effect is not played', () => {
  it('an order with Bond given from hand deals morale damage as it is announced and is heard as a card with Bond (no order of the catalog is marked so: THE LAND GIRLS marked for the test)', () => {
    const i = cardIndex('the_land_girls');
    BOND[i] = 1;
    try {
      const s = bondScenario({ hands: [['the_land_girls'], []], support: [['himeji_regiment'], []] });
      const ev = actEv(s, { t: 'give', h: 0, tgt: NONE });
      const types = ev.map((e) => e.type);
      expect(types.indexOf('order')).toBe(0);
      expect(types.indexOf('morale')).toBe(1);
      expect(types.indexOf('drew')).toBe(2);
      expect([s.sides[0].hq, s.sides[0].fatigue]).toEqual([19, 1]);
      // A British unit at the turn start spares it; THE BLEEDERS hears an order with Bond.
      const t = bondScenario({ hands: [['the_land_girls'], []], support: [['the_bleeders'], []] });
      act(t, { t: 'give', h: 0, tgt: NONE });
      expect([t.sides[0].hq, at(t, 0, 0).atk]).toEqual([20, printed('the_bleeders').atk + 1]);
    } finally {
      BOND[i] = 0;
    }
    const u = bondScenario({ hands: [['the_land_girls'], []] });
    act(u, { t: 'give', h: 0, tgt: NONE });
    expect(u.sides[0].hq).toBe(20);
  });

  it('exiled_forces a Bond unit added by an effect (EXILED FORCES copies the enemy\'s 211th TOKYO into your support line) deals no morale damage', () => {
    const s = bondScenario({ hands: [['exiled_forces'], []], support: [[], ['211th_tokyo']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([s.lines[0].map((u) => CARDS[u.card].id), s.sides[0].hq, s.sides[0].fatigue]).toEqual([['211th_tokyo'], 20, 0]);
  });
});

describe('K-R70v "Destruction: Add two 42nd RIFLES. Give one Guard, the other Shock."', () => {
  it('is_ii_1944_early IS II 1944 EARLY: destroyed, two 42nd RIFLES added to its support line (增加, as RED BANNER\'s "add"), the first with Guard, the second with Shock; room for one: it gets Guard', () => {
    const s = bondScenario({ hands: [['from_the_people', 'from_the_people', 'from_the_people'], []], support: [['is_ii_1944_early'], []], kredits: 24 });
    const u = at(s, 0, 0);
    while (s.lines[0].includes(u)) act(s, { t: 'give', h: 0, tgt: u.uid });
    expect(s.lines[0].map((v) => CARDS[v.card].id)).toEqual(['42nd_rifles', '42nd_rifles']);
    expect([at(s, 0, 0).kw & (KW.guard | KW.shock), at(s, 0, 1).kw & (KW.guard | KW.shock)]).toEqual([KW.guard, KW.shock]);
    expect([at(s, 0, 0).fresh, hand(s, 0)]).toEqual([true, []]);
    const t = bondScenario({ hands: [['from_the_people', 'from_the_people', 'from_the_people'], []], support: [['is_ii_1944_early', 'bt7', 'bt7', 'bt7'], []], kredits: 24 });
    const w = at(t, 0, 0);
    while (t.lines[0].includes(w)) act(t, { t: 'give', h: 0, tgt: w.uid });
    expect(t.lines[0].map((v) => CARDS[v.card].id)).toEqual(['bt7', 'bt7', 'bt7', '42nd_rifles']);
    expect(at(t, 0, 3).kw & (KW.guard | KW.shock)).toBe(KW.guard);
  });
});

describe('K-R70l the record is kept for a side with a Bond unit on the battlefield (it may go back to hand and be played again)', () => {
  it('211th_tokyo 74_panzergrenadier a Bond unit there at the turn start, none in deck or hand: recorded; sent back to hand and played again, its nation there at the start spares it', () => {
    const s = bondScenario({ hands: [['from_the_people'], []], support: [['211th_tokyo'], []] });
    round(s);
    const jp = 1 << ['Germany', 'Soviet', 'USA', 'Britain', 'Japan'].indexOf('Japan');
    expect(s.sides[0].bondAt).toBe(jp);
    // Without the record the fallback (units there before this turn) would find no Japanese unit once the 211th left.
    s.sides[0].hand.push(cardIndex('74_panzergrenadier'));
    s.sides[0].shown.push(false);
    s.sides[0].mods.push(0);
    act(s, { t: 'deploy', h: hand(s, 0).indexOf('74_panzergrenadier'), tgt: at(s, 0, 0).uid });
    const hq = s.sides[0].hq;
    act(s, { t: 'deploy', h: hand(s, 0).indexOf('211th_tokyo'), tgt: NONE });
    expect(s.sides[0].hq).toBe(hq);
    const t = bondScenario({ support: [['bt7'], []] });
    round(t);
    expect(t.sides[0].bondAt).toBeUndefined();
  });
});
