// More cards of the other sets (issue 15's stretch, fourth part, 2026-12-02 afternoon): your last destroyed unit
// (K-R66a), … Each test plays the card and checks its effect; the test names the card.
import { describe, expect, it } from 'vitest';
import { cardIndex, CARDS } from '../cards.js';
import { costAt } from '../costs.js';
import { KW } from '../effects/lang.js';
import type { KardsState, Unit } from '../state.js';
import { kwOf, opOf } from '../units.js';
import { damageHq } from '../effects/verbs.js';
import { act, at, keys, scenario } from './scenario.js';

const unitOf = (s: KardsState, card: string): Unit => {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.card === cardIndex(card)) return u;
  throw new Error(`no ${card} on the battlefield`);
};
const ids = (s: KardsState, l: number): string[] => s.lines[l].map((u) => CARDS[u.card].id);
const hand = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
const NONE = -1;
void unitOf;

describe('K-R66a your last destroyed unit', () => {
  // Destroyed: T-34 1942, then (discarded) BT-7, then LA-5: the last destroyed unit is the LA-5, the last ground one the T-34.
  const lost = (s: KardsState): void => { s.sides[0].removed = [cardIndex('t34_1942'), ~cardIndex('bt7'), cardIndex('la5')]; };

  it('special_reinforcements SPECIAL REINFORCEMENTS: a copy of your last destroyed unit to hand (a discard is not a destruction)', () => {
    const s = scenario({ hands: [['special_reinforcements'], []] });
    lost(s);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(hand(s, 0)).toEqual(['la5']);
    expect(s.sides[0].shown).toEqual([true]);
    const t = scenario({ hands: [['special_reinforcements'], []] });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect(hand(t, 0)).toEqual([]);
  });

  it('ilyushin_il10 ILYUSHIN IL-10: destroyed, your last destroyed ground unit joins your support line', () => {
    const s = scenario({ support: [['ilyushin_il10'], []], hands: [['bt7'], []] });
    lost(s);
    at(s, 0, 0).dead = true;
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual(['t34_1942']);
  });

  it('honorifics HONORIFICS: a friendly unit becomes your last destroyed unit', () => {
    const s = scenario({ hands: [['honorifics'], []], support: [['t70'], []] });
    lost(s);
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(ids(s, 0)).toEqual(['la5']);
  });

  it('kv85 KV-85: deployed, a card in hand becomes your last destroyed unit (a random one, K-R66a); 2 kredits fewer next turn', () => {
    const s = scenario({ hands: [['kv85', 'bt7'], []], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    lost(s);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(hand(s, 0)).toEqual(['la5']);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(s.sides[0].kredits).toBe(s.sides[0].slots - 2);
  });
});

describe('K-R66b Veteran while a state holds', () => {
  it('119_grenadier 119. GRENADIER: Veteran when deployed beside a 35. GRENADIER, and the 35. becomes one when it arrives', () => {
    const s = scenario({ hands: [['119_grenadier'], []], support: [['35_grenadier'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['35_grenadier_vet', '119_grenadier_vet']);
    const t = scenario({ hands: [['119_grenadier'], []], support: [['t70'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(t, 0)).toEqual(['t70', '119_grenadier']);
  });

  it('35_grenadier 35. GRENADIER: Veteran once a 119. GRENADIER joins you (its own arrival checks too)', () => {
    const s = scenario({ hands: [['35_grenadier', '119_grenadier'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['35_grenadier']);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['35_grenadier_vet', '119_grenadier_vet']);
  });

  it('cedar_division CEDAR DIVISION: Veteran with 4 or less kredit slots — when deployed, at your turn start, when a slot is lost', () => {
    const s = scenario({ hands: [['cedar_division'], []], kredits: 6 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['cedar_division']);
    // 3 slots: your next turn starts with 4 (kredits first, K-R1), then it becomes Veteran.
    const t = scenario({ hands: [['cedar_division'], []], kredits: 7 });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    t.sides[0].slots = 3;
    act(t, { t: 'end' });
    act(t, { t: 'end' });
    expect(ids(t, 0)).toEqual(['cedar_division_vet']);
    const u = scenario({ hands: [['cedar_division'], []], kredits: 6 });
    u.sides[0].slots = 4;
    act(u, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(u, 0)).toEqual(['cedar_division_vet']);
  });

  it('ki45_dragon_slayer Ki-45 DRAGON SLAYER: the first one you deploy this battle becomes Veteran, the second does not', () => {
    const s = scenario({ hands: [['ki45_dragon_slayer', 'ki45_dragon_slayer'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['ki45_dragon_slayer_vet', 'ki45_dragon_slayer']);
  });
});

describe('K-R66c keyword auras on attack or a printed name', () => {
  it('panzer_ivh_vet PANZER IV/H (Veteran): your ground units with 4 or more attack have Blitz (not a 3-attack one, not a fighter)', () => {
    const s = scenario({ support: [['panzer_ivh_vet', 't70', 'panzer_ivg', 'la5'], ['kv1_1939']] });
    const [, t70, pz, la5] = s.lines[0];
    expect([kwOf(s, t70) & KW.blitz, kwOf(s, pz) & KW.blitz, kwOf(s, la5) & KW.blitz, kwOf(s, at(s, 1, 0)) & KW.blitz]).toEqual([0, KW.blitz, 0, 0]);
    t70.atk = 4;
    expect(kwOf(s, t70) & KW.blitz).toBe(KW.blitz);
  });

  it('panzer_ivh PANZER IV/H: deployed, it fights an enemy unit and becomes Veteran if that unit is destroyed', () => {
    const s = scenario({ hands: [['panzer_ivh'], []], support: [[], ['bt7']] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    expect([ids(s, 0), ids(s, 1)]).toEqual([['panzer_ivh_vet'], []]);
  });

  it('m2a4 M2A4: has Blitz only while it has 3 or more attack', () => {
    const s = scenario({ support: [['m2a4'], []] });
    const u = at(s, 0, 0);
    expect(kwOf(s, u) & KW.blitz).toBe(0);
    u.tmpAtk = 1;
    expect(kwOf(s, u) & KW.blitz).toBe(KW.blitz);
  });

  it('67th_baranovichi 67th BARANOVICHI: your LIGHT INFANTRY units have Alpine (not other infantry, not the enemy\'s)', () => {
    const s = scenario({ support: [['67th_baranovichi', 'light_infantry', 't70'], ['light_infantry']] });
    const [self, li, t70] = s.lines[0];
    expect([kwOf(s, self) & KW.alpine, kwOf(s, li) & KW.alpine, kwOf(s, t70) & KW.alpine, kwOf(s, at(s, 1, 0)) & KW.alpine]).toEqual([0, KW.alpine, 0, 0]);
  });
});

describe('K-R66d cost changes for this turn only', () => {
  it('timely_supplies TIMELY SUPPLIES: the card drawn costs 2 less this turn; its cost is back at the end of the turn', () => {
    const s = scenario({ hands: [['timely_supplies'], []], decks: [['kv1_1939', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hand(s, 0), costAt(s, 0, 0)]).toEqual([['bt7'], 0]);
    act(s, { t: 'end' });
    expect(costAt(s, 0, 0)).toBe(CARDS[cardIndex('bt7')].cost);
  });

  it('shifting_attack SHIFTING ATTACK: the friendly unit sent to hand costs 0 to deploy this turn, its cost after', () => {
    const s = scenario({ hands: [['shifting_attack'], []], support: [['kv1_1939'], []], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect([hand(s, 0), costAt(s, 0, 0)]).toEqual([['kv1_1939'], 0]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([ids(s, 0), s.sides[0].kredits]).toEqual([['kv1_1939'], 12 - CARDS[cardIndex('shifting_attack')].cost]);
    const t = scenario({ hands: [['shifting_attack'], []], support: [['kv1_1939'], []], decks: [['bt7'], ['bt7']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 0, 0).uid });
    act(t, { t: 'end' });
    expect(costAt(t, 0, 0)).toBe(CARDS[cardIndex('kv1_1939')].cost);
  });

  it('ijn_akagi IJN AKAGI: the hand is shuffled in, 3 cards drawn, each costing 2 less this turn', () => {
    const s = scenario({ hands: [['ijn_akagi', 'la5', 'la5'], []], decks: [['kv1_1939', 'kv1_1939', 'kv1_1939'], ['bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].hand.length).toBe(3);
    expect(s.sides[0].deck.length).toBe(2);
    for (let h = 0; h < 3; h++) expect(costAt(s, 0, h)).toBe(CARDS[s.sides[0].hand[h]].cost - 2);
  });
});

describe('K-R66e an order\'s delayed ability: "at the end of turn", "at the start of your next turn"', () => {
  it('ijn_mikura IJN MIKURA: pins a unit; at the end of turn another IJN MIKURA is drawn from your deck (once)', () => {
    const s = scenario({ hands: [['ijn_mikura'], []], support: [[], ['bt7']], decks: [['bt7', 'ijn_mikura', 'bt7'], ['bt7', 'bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).pinned).toBeGreaterThan(0);
    expect(hand(s, 0)).toEqual([]);
    act(s, { t: 'end' });
    expect(hand(s, 0)).toEqual(['ijn_mikura']);
    expect(s.sides[0].later).toBeUndefined();
    act(s, { t: 'end' });
    expect(hand(s, 0)).toEqual(['ijn_mikura', 'bt7']);
  });

  it('n1k1_kyofu N1K1 KYOFU: deployed, an IJN MIKURA is shuffled into your deck', () => {
    const s = scenario({ hands: [['n1k1_kyofu'], []], decks: [['bt7'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[0].deck.map((c) => CARDS[c].id).sort()).toEqual(['bt7', 'ijn_mikura']);
  });

  it('edge_of_the_empire EDGE OF THE EMPIRE: your hand is shuffled into your deck; 3 cards drawn at the end of turn', () => {
    const s = scenario({ hands: [['edge_of_the_empire', 'la5', 'la5'], []], decks: [['bt7', 'bt7', 'bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].hand.length, s.sides[0].deck.length]).toEqual([0, 5]);
    act(s, { t: 'end' });
    expect([s.sides[0].hand.length, s.sides[0].deck.length]).toEqual([3, 2]);
  });

  it('shadow_strike SHADOW STRIKE: a friendly unit gets Shock; at the end of turn it gets Smokescreen', () => {
    const s = scenario({ hands: [['shadow_strike'], []], support: [['bt7', 't70'], []], decks: [['bt7'], ['bt7']] });
    const u = at(s, 0, 1);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.kw & KW.shock, u.kw & KW.smokescreen]).toEqual([KW.shock, 0]);
    act(s, { t: 'end' });
    expect(u.kw & KW.smokescreen).toBe(KW.smokescreen);
    expect(at(s, 0, 0).kw & KW.smokescreen).toBe(0);
  });

  it('vystrel_course VYSTREL COURSE: the friendly tank or infantry targeted gets +3+3 at the start of your next turn', () => {
    const s = scenario({ hands: [['vystrel_course'], []], support: [['bt7'], []], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.def]).toEqual([2, 2]);
    act(s, { t: 'end' });
    expect([u.atk, u.def]).toEqual([2, 2]);
    act(s, { t: 'end' });
    expect([u.atk, u.def]).toEqual([5, 5]);
  });
});

describe('K-R66f one-card mechanics: drawn costs, copies purged, same names, deck units into play, slots matched, gambits, replacements', () => {
  it('me_410_hornisse ME 410 HORNISSE: at your turn start it draws a card and deals its cost to the enemy HQ', () => {
    const s = scenario({ support: [['me_410_hornisse'], []], decks: [['bt7', 'kv1_1939'], ['bt7', 'bt7']], active: 1 });
    const hq = s.sides[1].hq;
    act(s, { t: 'end' });
    // The turn's own draw comes after the turn-start abilities (K-R1): KV-1 first, then the BT-7.
    expect(hand(s, 0)).toEqual(['kv1_1939', 'bt7']);
    expect(s.sides[1].hq).toBe(hq - CARDS[cardIndex('kv1_1939')].cost);
  });

  it('sneak_attack SNEAK ATTACK: destroys a unit and removes its copies from its owner\'s hand and deck', () => {
    const s = scenario({ hands: [['sneak_attack'], ['t70', 'bt7', 't70']], support: [[], ['t70']], decks: [[], ['t70', 'bt7', 't70']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([ids(s, 1), hand(s, 1), s.sides[1].deck.map((c) => CARDS[c].id)]).toEqual([[], ['bt7'], ['bt7']]);
  });

  it('overpower OVERPOWER: a unit with 2 or less attack and every other unit of its name, either side\'s, are destroyed', () => {
    const s = scenario({ hands: [['overpower'], []], support: [['bt7', 't70'], ['bt7', 'kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([ids(s, 0), ids(s, 1)]).toEqual([['t70'], ['kv1_1939']]);
  });

  it('line_of_engagement LINE OF ENGAGEMENT: two LIGHT INFANTRY, one in the frontline if possible', () => {
    const s = scenario({ hands: [['line_of_engagement'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([ids(s, 0), ids(s, 2)]).toEqual([['light_infantry'], ['light_infantry']]);
    const t = scenario({ hands: [['line_of_engagement'], []], front: ['bt7'], frontOwner: 1 });
    act(t, { t: 'give', h: 0, tgt: NONE });
    expect(ids(t, 0)).toEqual(['light_infantry', 'light_infantry']);
  });

  it('machines_of_war MACHINES OF WAR: the topmost Soviet infantry of your deck joins your support line', () => {
    const s = scenario({ hands: [['machines_of_war'], []], decks: [['128th_rifles', '146th_infantry_regiment', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['146th_infantry_regiment']);
    expect(s.sides[0].deck.map((c) => CARDS[c].id)).toEqual(['128th_rifles', 'bt7']);
  });

  it('motherland_calls MOTHERLAND CALLS: a Soviet unit with Destruction from your deck, with Blitz, destroyed at the end of turn', () => {
    const s = scenario({ hands: [['motherland_calls'], []], decks: [['bt7', '1st_rifles', 'bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const u = at(s, 0, 0);
    expect([ids(s, 0), u.kw & KW.blitz]).toEqual([['1st_rifles'], KW.blitz]);
    act(s, { t: 'end' });
    expect(ids(s, 0)).not.toContain('1st_rifles');
  });

  it('34th_infantry_regiment 34th INFANTRY REGIMENT: at the end of your turn the top card of your deck is drawn and discarded', () => {
    const s = scenario({ support: [['34th_infantry_regiment'], []], decks: [['t70', 'bt7'], ['bt7']] });
    act(s, { t: 'end' });
    expect([hand(s, 0), s.sides[0].deck.length, s.sides[0].removed]).toEqual([[], 1, [~cardIndex('bt7')]]);
  });

  it('atlantic_command ATLANTIC COMMAND: two random Navy cards of your deck move to its top', () => {
    const s = scenario({ hands: [['atlantic_command'], []], decks: [['dilemma', 'bt7', 'protected_convoy', 't70', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const d = s.sides[0].deck.map((c) => CARDS[c].id);
    expect(d.slice(3).sort()).toEqual(['dilemma', 'protected_convoy']);
    expect(d.slice(0, 3)).toEqual(['bt7', 't70', 'bt7']);
  });

  it('the_great_expanse THE GREAT EXPANSE: your kredit slots become the enemy\'s; your units get +1 attack per slot gained', () => {
    const s = scenario({ hands: [['the_great_expanse'], []], support: [['bt7'], []] });
    s.sides[0].slots = 5;
    s.sides[1].slots = 8;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].slots, at(s, 0, 0).atk]).toEqual([8, 5]);
  });

  it('maus MAUS: deployed, destroys every unit costing 3 or less, then 2 damage to an enemy for each', () => {
    const s = scenario({ hands: [['maus'], []], support: [['bt7'], ['t70', 'bt7', 'kv1_1939']], kredits: 12 });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 2).uid });
    expect([ids(s, 0), ids(s, 1)]).toEqual([['maus'], ['kv1_1939']]);
    expect(at(s, 1, 0).def).toBe(7 - 6);
  });

  it('gambit GAMBIT: each player adds the unit of highest cost in hand to their support line', () => {
    const s = scenario({ hands: [['gambit', 'bt7', 'kv1_1939'], ['t70', 'la5', 'sneak_attack']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([ids(s, 0), ids(s, 1), hand(s, 0), hand(s, 1)]).toEqual([['kv1_1939'], ['la5'], ['bt7'], ['t70', 'sneak_attack']]);
  });

  it('depths_of_winter DEPTHS OF WINTER: every unit is removed and a LIGHT INFANTRY of its owner takes its place', () => {
    const s = scenario({ hands: [['depths_of_winter'], []], support: [['kv1_1939'], ['t70', 'bt7']], front: ['la5'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([ids(s, 0), ids(s, 1), ids(s, 2)]).toEqual([['light_infantry'], ['light_infantry', 'light_infantry'], ['light_infantry']]);
    expect([s.lines[1][0].owner, s.lines[2][0].owner]).toEqual([1, 1]);
  });

  it('bypass BYPASS: damage to a chosen HQ equal to the total cost of your German tanks in the frontline', () => {
    const s = scenario({ hands: [['bypass'], []], front: ['panzer_ivg', 'la5'], frontOwner: 0 });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: -3 });
    expect(s.sides[1].hq).toBe(hq - CARDS[cardIndex('panzer_ivg')].cost);
  });
});

describe('K-R66g kredit slots lost this battle, cost rules, longer pins, Shock attacks', () => {
  it('144th_infantry_regiment 144th INFANTRY REGIMENT: destroyed, damage to the enemy HQ equal to the kredit slots you have lost this battle', () => {
    const s = scenario({ support: [['144th_infantry_regiment'], []], hands: [['bt7'], []] });
    s.sides[0].slotsLost = 3;
    const hq = s.sides[1].hq;
    at(s, 0, 0).dead = true;
    act(s, { t: 'end' });
    expect(s.sides[1].hq).toBe(hq - 3);
  });

  it('one_roof ONE ROOF: draws 2; 4 kredits more once you have lost 2 or more kredit slots this battle', () => {
    const s = scenario({ hands: [['one_roof'], []], decks: [['bt7', 'bt7'], []], kredits: 10 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].hand.length, s.sides[0].kredits]).toEqual([2, 10 - 4]);
    const u = scenario({ hands: [['one_roof'], []], decks: [['bt7', 'bt7'], []], kredits: 10 });
    u.sides[0].slotsLost = 2;
    act(u, { t: 'give', h: 0, tgt: NONE });
    expect(u.sides[0].kredits).toBe(10 - 4 + 4);
  });

  it('a6m3_zeke A6M3 ZEKE: enemy countermeasures cost 2 more (its own and other cards do not)', () => {
    const s = scenario({ support: [['a6m3_zeke'], []], hands: [['radar_alert'], ['radar_alert', 'bt7']] });
    const cm = CARDS[cardIndex('radar_alert')].cost;
    expect([costAt(s, 0, 0), costAt(s, 1, 0), costAt(s, 1, 1)]).toEqual([cm, cm + 2, CARDS[cardIndex('bt7')].cost]);
  });

  it('big_red_one BIG RED ONE: cards in your hand cost 4 kredits (not the enemy\'s)', () => {
    const s = scenario({ support: [['big_red_one'], []], hands: [['bt7', 'kv1_1939', 'radar_alert'], ['bt7']] });
    expect([costAt(s, 0, 0), costAt(s, 0, 1), costAt(s, 0, 2), costAt(s, 1, 0)]).toEqual([4, 4, 4, CARDS[cardIndex('bt7')].cost]);
  });

  it('raid RAID: cards in the enemy hand cost 2 more through its next turn, as printed after it', () => {
    const s = scenario({ hands: [['raid'], ['bt7']], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    const bt = CARDS[cardIndex('bt7')].cost;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(costAt(s, 1, 0)).toBe(bt + 2);
    act(s, { t: 'end' });
    // The enemy's turn: the card it held costs 2 more, the card it drew does not.
    expect([costAt(s, 1, 0), costAt(s, 1, 1)]).toEqual([bt + 2, bt]);
    act(s, { t: 'end' });
    expect(costAt(s, 1, 0)).toBe(bt);
  });

  it('forced_surrender FORCED SURRENDER: pins a unit; enemy units already pinned stay pinned a turn longer', () => {
    const s = scenario({ hands: [['forced_surrender'], []], support: [['bt7'], ['bt7', 't70', 'kv1_1939']] });
    const [a, b, c] = s.lines[1];
    b.pinned = s.turn + 1;
    act(s, { t: 'give', h: 0, tgt: a.uid });
    expect([a.pinned, b.pinned, c.pinned]).toEqual([s.turn + 3, s.turn + 3, 0]);
  });

  it('airdrop AIRDROP: an enemy unit in the frontline retreats; the frontline empty, two 2nd PARACHUTE are added to it', () => {
    const s = scenario({ hands: [['airdrop'], []], front: ['bt7'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect([ids(s, 1), ids(s, 2), s.lines[2].map((u) => u.owner)]).toEqual([['bt7'], ['2nd_parachute', '2nd_parachute'], [0, 0]]);
    const t = scenario({ hands: [['airdrop'], []], front: ['bt7', 't70'], frontOwner: 1 });
    act(t, { t: 'give', h: 0, tgt: at(t, 2, 0).uid });
    expect(ids(t, 2)).toEqual(['t70']);
  });

  it('1st_cavalry_troop 1st CAVALRY TROOP: each unit you deploy adds its operation cost to its attack', () => {
    const s = scenario({ hands: [['kv1_1939'], []], support: [['1st_cavalry_troop'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(at(s, 0, 0).atk).toBe(1 + CARDS[cardIndex('kv1_1939')].op);
  });

  it('matilda_mk_iv MATILDA Mk IV: becomes Veteran when it attacks with Shock', () => {
    const s = scenario({ front: ['matilda_mk_iv'], frontOwner: 0, support: [[], ['bt7']], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(ids(s, 2)).toEqual(['matilda_mk_iv_vet']);
  });

  it('511th_airborne 511th AIRBORNE: its operation cost drops by 3 when it attacks with Shock, not without', () => {
    const s = scenario({ front: ['511th_airborne'], frontOwner: 0, support: [[], ['kv1_1939']] });
    const u = at(s, 2, 0);
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    expect(u.op).toBe(0);
    const t = scenario({ front: ['511th_airborne'], frontOwner: 0 });
    const v = at(t, 2, 0);
    v.kw &= ~KW.shock;
    act(t, { t: 'attack', u: v.uid, tgt: -3 });
    expect(v.op).toBe(3);
  });
});

describe('K-R66h delayed repairs and deaths, either-or bonuses, copies, HQ shields per unit', () => {
  it('campaign_trail CAMPAIGN TRAIL: your units operate for 2 less this turn and are fully repaired at its end', () => {
    const s = scenario({ hands: [['campaign_trail'], []], support: [['kv1_1939'], []], decks: [['bt7'], ['bt7']] });
    const u = at(s, 0, 0);
    u.def = 3;
    u.hurt = true;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(opOf(s, u)).toBe(0);
    act(s, { t: 'end' });
    expect(u.def).toBe(7);
  });

  it('mobile_defense MOBILE DEFENSE: two T-70 join your support line and are destroyed at the end of your next turn', () => {
    const s = scenario({ hands: [['mobile_defense'], []], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['t70', 't70']);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual(['t70', 't70']);
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual([]);
  });

  it('bf_109e7_trop BF 109 E-7 TROP: deployed, +1+1 with a tank or an infantry, +3+3 (instead) with both', () => {
    const one = scenario({ hands: [['bf_109e7_trop'], []], support: [['bt7'], []] });
    act(one, { t: 'deploy', h: 0, tgt: NONE });
    const both = scenario({ hands: [['bf_109e7_trop'], []], support: [['bt7', '128th_rifles'], []] });
    act(both, { t: 'deploy', h: 0, tgt: NONE });
    const none = scenario({ hands: [['bf_109e7_trop'], []] });
    act(none, { t: 'deploy', h: 0, tgt: NONE });
    expect([at(one, 0, 1).atk, at(both, 0, 2).atk, at(none, 0, 0).atk]).toEqual([4, 6, 3]);
  });

  it('manpower MANPOWER: a damaged friendly unit is fully repaired, and a copy of it joins your support line', () => {
    const s = scenario({ hands: [['manpower'], []], support: [['kv1_1939'], []] });
    const u = at(s, 0, 0);
    u.def = 2;
    u.hurt = true;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.def, ids(s, 0), at(s, 0, 1).def]).toEqual([7, ['kv1_1939', 'kv1_1939'], 7]);
  });

  it('m6 M6: your HQ takes 1 less damage for each of your units with 4 or more attack', () => {
    // M6 (7) and PANZER IV-G (5): 2 less; BT-7 (2) does not count.
    const s = scenario({ support: [['m6', 'panzer_ivg', 'bt7'], []] });
    const hq = s.sides[0].hq;
    damageHq(s, 0, 5, null);
    expect(s.sides[0].hq).toBe(hq - 3);
  });
});

describe('K-R66i cards out of the deck counted, repeated damage, operation costs cut, an HQ\'s turn-start ability', () => {
  it('flight_to_oblivion FLIGHT TO OBLIVION: the top air unit of your deck is removed; its attack is distributed among enemies', () => {
    const s = scenario({ hands: [['flight_to_oblivion'], []], support: [[], ['kv1_1939']], decks: [['la5', 'bt7'], []] });
    s.lines[1][0].def = 50;
    const before = s.sides[1].hq + 50;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].deck.map((c) => CARDS[c].id)).toEqual(['bt7']);
    expect(before - (s.sides[1].hq + at(s, 1, 0).def)).toBe(CARDS[cardIndex('la5')].atk);
  });

  it('jet_prototype JET PROTOTYPE: deployed, 6 cards leave your deck; -1 operation cost for each with an even cost', () => {
    // The top 6 (the deck's end): BT-7 (2), KV-1 (6), LA-5 (4), T-70 (2) even; PANZER IV-G (5), 128th RIFLES (1) odd: 4.
    const s = scenario({ hands: [['jet_prototype'], []], decks: [['bt7', '128th_rifles', 'panzer_ivg', 't70', 'la5', 'kv1_1939', 'bt7'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].deck.length, at(s, 0, 0).op]).toEqual([1, Math.max(0, CARDS[cardIndex('jet_prototype')].op - 4)]);
  });

  it('crossfire CROSSFIRE: 1 damage to each enemy unit, again while a round destroys one', () => {
    const s = scenario({ hands: [['crossfire'], []], support: [['bt7'], ['light_infantry', 't70', 'kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    // Round 1: LIGHT INFANTRY dies; round 2: T-70 (2 defense) dies; round 3: nothing dies. KV-1: 3 damage.
    expect([ids(s, 1), at(s, 1, 0).def, at(s, 0, 0).def]).toEqual([['kv1_1939'], 7 - 3, 2]);
  });

  it('victory_march VICTORY MARCH: your units operate for 0; your HQ gains the operation cost taken off', () => {
    const s = scenario({ hands: [['victory_march'], []], support: [['kv1_1939', 'bt7', 't70'], []] });
    const hq = s.sides[0].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.lines[0].map((u) => u.op)).toEqual([0, 0, 0]);
    expect(s.sides[0].hq).toBe(hq + 2 + 0 + 1);
  });

  it('front_formation FRONT FORMATION: at the start of each of your turns your HQ takes 1 and a T-34 1942 arrives, destroyed at that turn\'s end', () => {
    const s = scenario({ hands: [['front_formation'], []], decks: [['bt7', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual([]);
    const hq = s.sides[0].hq;
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect([ids(s, 0), s.sides[0].hq]).toEqual([['t34_1942'], hq - 1]);
    act(s, { t: 'end' });
    expect(ids(s, 0)).toEqual([]);
    act(s, { t: 'end' });
    expect([ids(s, 0), s.sides[0].hq]).toEqual([['t34_1942'], hq - 2]);
  });
});

describe('K-R66j units that leave and return, copies to the deck, counts per unit and per frontline', () => {
  it('fog_of_war FOG OF WAR: the unit is removed and two copies go on top of its owner\'s deck', () => {
    const s = scenario({ hands: [['fog_of_war'], []], support: [[], ['kv1_1939']], decks: [[], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([ids(s, 1), s.sides[1].deck.map((c) => CARDS[c].id)]).toEqual([[], ['bt7', 'kv1_1939', 'kv1_1939']]);
  });

  it('spearhead SPEARHEAD: a friendly unit and its neighbours are destroyed; your other units get +X+X, X the units destroyed', () => {
    const s = scenario({ hands: [['spearhead'], []], support: [['bt7', 't70', 'bt7', 'kv1_1939'], []] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 1).uid });
    expect(ids(s, 0)).toEqual(['kv1_1939']);
    expect([at(s, 0, 0).atk, at(s, 0, 0).def]).toEqual([5 + 3, 7 + 3]);
  });

  it('the_big_three THE BIG THREE: each friendly unit gets +1+1 for each other friendly unit of another nation', () => {
    const s = scenario({ hands: [['the_big_three'], []], support: [['bt7', 't70', '30th_regiment', 'churchill_mk_iv'], []] });
    const before = s.lines[0].map((u) => u.atk);
    act(s, { t: 'give', h: 0, tgt: NONE });
    // Soviet, Soviet, US, British: 2, 2, 3, 3 others of another nation.
    expect(s.lines[0].map((u, i) => u.atk - before[i])).toEqual([2, 2, 3, 3]);
  });

  it('15th_engineers 15th ENGINEERS: deployed, a kredit slot per unit in the frontline, and that much attack to your units', () => {
    const s = scenario({ hands: [['15th_engineers'], []], support: [['bt7'], []], front: ['t70', 'kv1_1939'], frontOwner: 0, kredits: 8 });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[0].slots, at(s, 0, 0).atk, at(s, 0, 1).atk, at(s, 2, 0).atk]).toEqual([10, 4, 1 + 2, 3 + 2]);
  });

  it('rapid_engagement RAPID ENGAGEMENT: a friendly unit leaves and returns as printed, with Blitz (it may attack)', () => {
    const s = scenario({ hands: [['rapid_engagement'], []], support: [['kv1_1939'], []] });
    const u = at(s, 0, 0);
    u.def = 3;
    u.attacks = 1;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    const v = at(s, 0, 0);
    expect([v.uid !== u.uid, v.def, v.kw & KW.blitz, v.attacks]).toEqual([true, 7, KW.blitz, 0]);
  });

  it('night_attack NIGHT ATTACK: a unit leaves and returns with Blitz and Shock; it goes to its owner\'s hand at the end of turn', () => {
    const s = scenario({ hands: [['night_attack'], []], support: [['kv1_1939'], []], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(at(s, 0, 0).kw & (KW.blitz | KW.shock)).toBe(KW.blitz | KW.shock);
    act(s, { t: 'end' });
    expect([ids(s, 0), hand(s, 0)]).toEqual([[], ['kv1_1939']]);
  });
});

describe('K-R66k a skipped draw, a random card back on the deck, distributed attack, hands filled, a keyword with a given text', () => {
  it('panther_a PANTHER A: moving into the frontline, the enemy does not draw its turn\'s card next turn (its slot still comes)', () => {
    const s = scenario({ support: [['panther_a'], []], decks: [['bt7', 'bt7'], ['bt7', 'bt7']], kredits: 5 });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    const slots = s.sides[1].slots;
    act(s, { t: 'end' });
    expect([s.sides[1].hand.length, s.sides[1].slots]).toEqual([0, slots + 1]);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(s.sides[1].hand.length).toBe(1);
  });

  it('pby_catalina PBY CATALINA: at your turn start, draw 2, then a random card of your hand goes on top of your deck', () => {
    const s = scenario({ support: [['pby_catalina'], []], decks: [['bt7', 'bt7', 'bt7', 'bt7'], ['bt7']], active: 1 });
    act(s, { t: 'end' });
    // 2 drawn, 1 back on top, then the turn's own draw.
    expect([s.sides[0].hand.length, s.sides[0].deck.length]).toEqual([2, 2]);
  });

  it('retribution_c RETRIBUTION (C): a friendly unit\'s attack is distributed as damage among all enemies', () => {
    const s = scenario({ hands: [['retribution_c'], []], support: [['kv1_1939'], ['t70']] });
    at(s, 1, 0).def = 50;
    const before = s.sides[1].hq + 50;
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(before - (s.sides[1].hq + at(s, 1, 0).def)).toBe(5);
  });

  it('out_with_the_old OUT WITH THE OLD: a damaged Soviet air unit\'s 亡计 triggers, then it becomes a YAK 9', () => {
    const s = scenario({ hands: [['out_with_the_old'], []], support: [['i15_chaika'], []] });
    const u = at(s, 0, 0);
    u.def -= 1;
    u.hurt = true;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect(ids(s, 0)).toEqual(['yak_9', 'i16_ishak']);
  });

  it('the_peoples_army THE PEOPLE\'S ARMY: your hand and support line are filled with LIGHT INFANTRY; those on the battlefield get Blitz', () => {
    const s = scenario({ hands: [['the_peoples_army', 'bt7'], []], support: [['kv1_1939'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(hand(s, 0)).toEqual(['bt7', ...Array.from({ length: s.o.handLimit - 1 }, () => 'light_infantry')]);
    expect(ids(s, 0)).toEqual(['kv1_1939', ...Array.from({ length: s.o.supportSize - 1 }, () => 'light_infantry')]);
    expect(s.lines[0].slice(1).every((u) => (u.kw & KW.blitz) !== 0)).toBe(true);
  });

  it('strong_bond STRONG BOND: a friendly ground unit gets Guard and "at the start of your turn, add a random US 3-cost unit"', () => {
    const s = scenario({ hands: [['strong_bond'], []], support: [['bt7'], []], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 0, 0).uid });
    expect(at(s, 0, 0).kw & KW.guard).toBe(KW.guard);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    const added = s.lines[0][1];
    expect([CARDS[added.card].nation, CARDS[added.card].cost]).toEqual(['USA', 3]);
  });
});

describe('K-R66l the event unit\'s attack, your strongest air unit', () => {
  it('halifax_b_mk_i HALIFAX B Mk I: deployed, and each bomber you deploy after, deal their attack to a random enemy', () => {
    const s = scenario({ hands: [['halifax_b_mk_i', 'halifax_b_mk_i'], []], support: [[], ['kv1_1939']], kredits: 20 });
    at(s, 1, 0).def = 50;
    const total = (): number => s.sides[1].hq + at(s, 1, 0).def;
    const t0 = total();
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(t0 - total()).toBe(5);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    // The second HALIFAX: its own 5, and the first one hears it: 5 more.
    expect(t0 - total()).toBe(15);
  });

  it('claim_the_skies CLAIM THE SKIES: your air unit with the highest attack gets +1+1, then fights the enemy unit chosen', () => {
    const s = scenario({ hands: [['claim_the_skies'], []], support: [['i15_chaika', 'la5', 'kv1_1939'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    const la5 = at(s, 0, 1);
    expect([la5.atk, ids(s, 1), la5.def]).toEqual([5, [], 6 - 2]);
  });
});

describe('K-R66m every cheap enemy card back on its deck, and the research chain that leads to it', () => {
  it('bletchley_park BLETCHLEY PARK: every enemy card of cost 5 or less, in hand and on the battlefield, goes on top of the enemy deck', () => {
    const s = scenario({ hands: [['bletchley_park'], ['bt7', 'kv1_1939', 'tactical_strike']], support: [['bt7'], ['t70', 'kv1_1939']], front: ['panzer_ivg'], frontOwner: 1, kredits: 12, decks: [[], ['la5']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([hand(s, 1), ids(s, 1), ids(s, 2), ids(s, 0)]).toEqual([['kv1_1939'], ['kv1_1939'], [], ['bt7']]);
    expect(s.sides[1].deck.map((c) => CARDS[c].id).slice(1).sort()).toEqual(['bt7', 'panzer_ivg', 't70', 'tactical_strike'].sort());
  });

  it('advanced_royal_research ADVANCED ROYAL RESEARCH: choose ACTIVE SONAR or BLETCHLEY PARK to hand', () => {
    const s = scenario({ hands: [['advanced_royal_research'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 1 });
    expect(hand(s, 0)).toEqual(['bletchley_park']);
  });

  it('expanded_royal_research EXPANDED ROYAL RESEARCH: choose SYNTHETIC RUBBER or ADVANCED ROYAL RESEARCH to hand', () => {
    const s = scenario({ hands: [['expanded_royal_research'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 1 });
    expect(hand(s, 0)).toEqual(['advanced_royal_research']);
  });

  it('royal_research ROYAL RESEARCH: choose RADAR or EXPANDED ROYAL RESEARCH to hand', () => {
    const s = scenario({ hands: [['royal_research'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    act(s, { t: 'choose', i: 1 });
    expect(hand(s, 0)).toEqual(['expanded_royal_research']);
  });
});

describe('K-R66n a countermeasure on the enemy\'s second order', () => {
  it('lure LURE: the enemy\'s first order of the turn resolves; its second is countered', () => {
    const s = scenario({ hands: [['tactical_strike', 'tactical_strike'], []], support: [[], ['kv1_1939']], cms: [[], ['lure']] });
    const u = at(s, 1, 0);
    const def = u.def;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    const after1 = u.def;
    expect([after1 < def, s.sides[1].cms.length]).toEqual([true, 1]);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.def, s.sides[1].cms.length]).toEqual([after1, 0]);
  });
});

describe('K-R66o rules for everyone while a unit stands: one order a turn, no deployment effects', () => {
  it('60th_cavalry_regiment 60th CAVALRY REGIMENT: while it stands, each player gives at most one order a turn', () => {
    const s = scenario({ hands: [['tactical_strike', 'tactical_strike'], []], support: [[], ['60th_cavalry_regiment', 'kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    expect(keys(s).some((k) => k.startsWith('give:'))).toBe(false);
    const t = scenario({ hands: [['tactical_strike', 'tactical_strike'], []], support: [[], ['kv1_1939']] });
    act(t, { t: 'give', h: 0, tgt: at(t, 1, 0).uid });
    expect(keys(t).some((k) => k.startsWith('give:'))).toBe(true);
  });

  it('petlyakov_pe2ft PETLYAKOV PE-2FT: while it stands, deployment effects (either player\'s) do not trigger', () => {
    const s = scenario({ hands: [['ki45_dragon_slayer'], []], support: [[], ['petlyakov_pe2ft']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(s, 0)).toEqual(['ki45_dragon_slayer']);
    const t = scenario({ hands: [['ki45_dragon_slayer'], []] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(ids(t, 0)).toEqual(['ki45_dragon_slayer_vet']);
  });
});

describe('K-R66p a support line the enemy cannot target', () => {
  it('king_tiger KING TIGER: the enemy\'s orders and deployment effects cannot target your support line (your frontline units they can)', () => {
    const s = scenario({ hands: [['tactical_strike', 'panzer_ivh'], []], support: [['bt7'], ['king_tiger', 't70']], front: ['kv1_1939'], frontOwner: 1, kredits: 12 });
    const [kt, t70] = s.lines[1];
    const k = keys(s);
    expect([k.includes(`give:0:${kt.uid}`), k.includes(`give:0:${t70.uid}`), k.includes(`give:0:${at(s, 2, 0).uid}`), k.includes(`give:0:${at(s, 0, 0).uid}`)]).toEqual([false, false, true, true]);
    expect([k.includes(`deploy:1:${t70.uid}`), k.includes(`deploy:1:${at(s, 2, 0).uid}`)]).toEqual([false, true]);
  });
});

describe('K-R66q a countermeasure inside lethal damage', () => {
  it('hms_talbot HMS TALBOT: on the enemy turn, damage that would destroy your HQ meets +6 defense first; smaller damage does not fire it', () => {
    const s = scenario({ front: ['kv1_1939'], frontOwner: 1, cms: [['hms_talbot'], []], active: 1 });
    s.sides[0].hq = 7;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: -2 });
    expect([s.sides[0].hq, s.sides[0].cms.length]).toEqual([7 - 5, 1]);
    const t = scenario({ front: ['kv1_1939'], frontOwner: 1, cms: [['hms_talbot'], []], active: 1 });
    t.sides[0].hq = 4;
    act(t, { t: 'attack', u: at(t, 2, 0).uid, tgt: -2 });
    expect([t.sides[0].hq, t.sides[0].cms.length, t.phase]).toEqual([4 + 6 - 5, 0, 'play']);
  });
});

describe('K-R66r Intel counted: the excess, the enemy cards known', () => {
  it('7th_scottish_borderers 7th SCOTTISH BORDERERS: deployed, Intel 3; 1 damage to the enemy HQ for each Intel that found no hidden card', () => {
    const s = scenario({ hands: [['7th_scottish_borderers'], ['bt7']] });
    const hq = s.sides[1].hq;
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([s.sides[1].shown, s.sides[1].hq]).toEqual([[true], hq - 2]);
    const t = scenario({ hands: [['7th_scottish_borderers'], ['bt7', 'bt7', 'bt7', 'bt7']] });
    act(t, { t: 'deploy', h: 0, tgt: NONE });
    expect(t.sides[1].hq).toBe(hq);
  });

  it('infiltrate INFILTRATE: each friendly Commando deals damage to a random enemy equal to the enemy cards known (K-R66r: its own Intel 2 comes after)', () => {
    const s = scenario({ hands: [['infiltrate'], ['bt7', 'bt7', 'bt7']], support: [['no_1_commando', 'bt7'], []] });
    s.sides[1].shown = [true, true, false];
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: NONE });
    // 2 known when it deals; its own Intel then reveals the last one.
    expect([s.sides[1].hq, s.sides[1].shown]).toEqual([hq - 2, [true, true, true]]);
  });
});

describe('K-R66s random units of any nation with a keyword', () => {
  it('mountain_offensive MOUNTAIN OFFENSIVE: a random 1-cost, 2-cost and 3-cost unit with Alpine join your support line', () => {
    const s = scenario({ hands: [['mountain_offensive'], []], seed: 5 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const cards = s.lines[0].map((u) => CARDS[u.card]);
    expect(cards.map((c) => c.cost)).toEqual([1, 2, 3]);
    expect(cards.every((c) => (c.script.kw & KW.alpine) !== 0)).toBe(true);
  });
});

describe('K-R66t a hand shuffled in and drawn again, its Navy cards counted', () => {
  it('the_tide_turns THE TIDE TURNS: your hand goes into your deck, as many cards are drawn, and every unit takes 1 per Navy card shuffled in', () => {
    const s = scenario({ hands: [['the_tide_turns', 'dilemma', 'protected_convoy', 'bt7'], []], support: [['kv1_1939'], ['kv1_1939']], decks: [[], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([s.sides[0].hand.length, s.sides[0].deck.length]).toEqual([3, 0]);
    expect([at(s, 0, 0).def, at(s, 1, 0).def]).toEqual([7 - 2, 7 - 2]);
  });
});

describe('K-R66u countermeasures at the end of the enemy turn', () => {
  it('first_responders FIRST RESPONDERS: at the end of the enemy turn a 5th BRIGADE joins your support line, +3+3 if the enemy has 3 or more units', () => {
    const s = scenario({ cms: [[], ['first_responders']], support: [['bt7', 'bt7', 'bt7'], []], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'end' });
    const u = at(s, 1, 0);
    expect([ids(s, 1), u.atk, u.def, s.sides[1].cms.length]).toEqual([['5th_brigade'], 1 + 3, 5 + 3, 0]);
    const t = scenario({ cms: [[], ['first_responders']], support: [['bt7'], []], decks: [['bt7'], ['bt7']] });
    act(t, { t: 'end' });
    expect([at(t, 1, 0).atk, at(t, 1, 0).def]).toEqual([1, 5]);
  });

  it('a_bridge_too_far A BRIDGE TOO FAR: at the end of the enemy turn a PANZER III-J joins the frontline if possible; otherwise every unit there is destroyed', () => {
    const s = scenario({ cms: [[], ['a_bridge_too_far']], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'end' });
    expect([ids(s, 2), s.lines[2][0].owner]).toEqual([['panzer_iiij'], 1]);
    const t = scenario({ cms: [[], ['a_bridge_too_far']], front: ['bt7', 't70'], frontOwner: 0, decks: [['bt7'], ['bt7']] });
    act(t, { t: 'end' });
    expect(ids(t, 2)).toEqual([]);
  });
});

describe('K-R66v a countermeasure on an order aimed at a friendly unit, that unit named', () => {
  it('secret_operatives SECRET OPERATIVES: counters an enemy order aimed at a friendly unit, which gets +2 defense; an order at the HQ does not fire it', () => {
    const s = scenario({ hands: [['tactical_strike'], []], support: [[], ['t70']], cms: [[], ['secret_operatives']] });
    const u = at(s, 1, 0);
    const def = u.def;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.def, s.sides[1].cms.length]).toEqual([def + 2, 0]);
    // BYPASS aims at an HQ: SECRET OPERATIVES stays set.
    const t = scenario({ hands: [['bypass'], []], support: [[], ['t70']], front: ['panzer_ivg'], frontOwner: 0, cms: [[], ['secret_operatives']] });
    const hq = t.sides[1].hq;
    act(t, { t: 'give', h: 0, tgt: -3 });
    expect([t.sides[1].hq < hq, t.sides[1].cms.length]).toEqual([true, 1]);
  });
});
