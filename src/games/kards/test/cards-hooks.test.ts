// The last Base cards, part 2: name families, copies and duplicates, hand-slot changes (cost, end-of-turn
// discard, a buff when deployed), and triggers and statics on events the language did not hear before
// (discards, kills, being sent to hand, units entering, HQ gains, damage redirection). Each test plays the
// card and checks its effect on the state; ruling ids are named where the text is silent.
import { describe, expect, it } from 'vitest';
import { settle } from '../../../engine/queue.js';
import { cardIndex, CARDS, type Card } from '../cards.js';
import { costAt } from '../costs.js';
import { hqRef } from '../effects/select.js';
import { toHand } from '../effects/verbs.js';
import { STEPS } from '../steps.js';
import type { KardsState, Unit } from '../state.js';
import { attackOf, isPinned, kwOf } from '../units.js';
import { act, keys, scenario } from './scenario.js';

const unitOf = (s: KardsState, card: string): Unit => {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.card === cardIndex(card)) return u;
  throw new Error(`no ${card} on the battlefield`);
};
const count = (s: KardsState, card: string): number => s.lines.reduce((n, l) => n + l.filter((u) => u.card === cardIndex(card)).length, 0);
const handIds = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
const effects = (c: Card) => (c.script.ok ? c.script.abilities.flatMap((a) => a.effects) : []);
/** An order that makes the enemy discard a random card, nothing else. */
const DISCARD_ORDER = { id: 'u375' } as const;

describe('Base cards: name families and copies', () => {
  it('frontal_assault FRONTAL ASSAULT: your LIGHT INFANTRY +1+2; with none, two LIGHT INFANTRY to hand', () => {
    const s = scenario({ hands: [['frontal_assault'], []], support: [['light_infantry', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    const li = unitOf(s, 'light_infantry');
    expect([li.atk, li.def]).toEqual([2, 3]);
    expect(unitOf(s, 'bt7').atk).toBe(2);
    expect(handIds(s, 0)).toEqual([]);
    const t = scenario({ hands: [['frontal_assault'], []], support: [['bt7'], []] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(t, 0)).toEqual(['light_infantry', 'light_infantry']);
  });

  it('workers_unite WORKERS UNITE!: the LIGHT INFANTRY cards of your hand are discarded; a kredit and a card for each', () => {
    const s = scenario({ hands: [['workers_unite', 'light_infantry', 'bt7', 'light_infantry'], []], decks: [['t70', 't70', 't70'], []], kredits: 5 });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(s, 0)).toEqual(['bt7', 't70', 't70']);
    expect(s.sides[0].kredits).toBe(5 - 2 + 2);
  });

  it('bp43_armored_train BP-43 ARMORED TRAIN: at the end of your turn a LIGHT INFANTRY joins its own line (K-R33s)', () => {
    const s = scenario({ support: [['bp43_armored_train'], []] });
    act(s, { t: 'end' });
    expect(s.lines[0].map((u) => CARDS[u.card].id)).toEqual(['bp43_armored_train', 'light_infantry']);
    const t = scenario({ front: ['bp43_armored_train'] });
    act(t, { t: 'end' });
    expect(t.lines[2].map((u) => CARDS[u.card].id)).toEqual(['bp43_armored_train', 'light_infantry']);
  });

  it('panzerzug_61_bp42 PANZERZUG 61 BP42: two 59. PANZERGRENADIER with Blitz to your support line', () => {
    const s = scenario({ hands: [['panzerzug_61_bp42'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    const pg = s.lines[0].filter((u) => u.card === cardIndex('59_panzergrenadier'));
    expect(pg).toHaveLength(2);
    expect(pg.every((u) => (kwOf(s, u) & 16) !== 0)).toBe(true);
  });

  it('encirclement ENCIRCLEMENT: a copy of a friendly frontline unit costing 3 or less, as it stands, with Blitz (K-R34d)', () => {
    const s = scenario({ hands: [['encirclement'], []], front: ['bt7', 't34_1942'] });
    const bt = unitOf(s, 'bt7');
    bt.atk = 4;
    // T-34 costs 5: not a legal target.
    expect(keys(s)).toEqual(expect.arrayContaining([`give:0:${bt.uid}`]));
    expect(keys(s)).not.toContain(`give:0:${unitOf(s, 't34_1942').uid}`);
    act(s, { t: 'give', h: 0, tgt: bt.uid });
    const copy = s.lines[2][2];
    expect(CARDS[copy.card].id).toBe('bt7');
    expect(copy.atk).toBe(4);
    expect(kwOf(s, copy) & 16).toBe(16);
  });

  it('seaborne_invasion SEABORNE INVASION: enemy frontline units retreat, two US infantry of total attack 6 take the frontline', () => {
    const s = scenario({ hands: [['seaborne_invasion'], []], front: ['bt7', 't70'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.lines[1].map((u) => CARDS[u.card].id)).toEqual(['bt7', 't70']);
    const front = s.lines[2];
    expect(front).toHaveLength(2);
    expect(front.every((u) => u.owner === 0 && CARDS[u.card].nation === 'USA' && CARDS[u.card].type === 'infantry')).toBe(true);
    expect(front[0].atk + front[1].atk).toBe(6);
  });

  it('night_raid NIGHT RAID: a shown copy of a random order of the enemy deck, and a No. 10 COMMANDO', () => {
    const s = scenario({ hands: [['night_raid'], []], decks: [[], ['bt7', 'tactical_strike', 't70']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(s, 0)).toEqual(['tactical_strike']);
    expect(s.sides[0].shown).toEqual([true]);
    expect(s.sides[1].deck).toHaveLength(3);
    expect(count(s, 'no_10_commando')).toBe(1);
  });

  it('radar_alert RADAR ALERT: the enemy deploys; a random British air unit of cost within 1 joins your support line (K-R35c)', () => {
    const s = scenario({ hands: [['30th_regiment'], []], cms: [[], ['radar_alert']] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(s.lines[1]).toHaveLength(1);
    const c = CARDS[s.lines[1][0].card];
    expect(c.nation).toBe('Britain');
    expect(c.cls & 24).not.toBe(0);
    expect(Math.abs(c.cost - 3)).toBeLessThanOrEqual(1);
  });

  it('radar_alert with similarCost 0 (K-R35c the other way): a British air unit of exactly that cost', () => {
    const s = scenario({ hands: [['30th_regiment'], []], cms: [[], ['radar_alert']], options: { similarCost: 0 } });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(CARDS[s.lines[1][0].card].cost).toBe(3);
  });

  it('sendai_regiment SENDAI REGIMENT: the enemy unit leaves until SENDAI does, then comes back as it was (K-R38r)', () => {
    const s = scenario({ hands: [['sendai_regiment'], []], support: [[], ['panzer_ivg', 'bt7']] });
    const foe = unitOf(s, 'panzer_ivg');
    foe.def = 3;
    act(s, { t: 'deploy', h: 0, tgt: foe.uid });
    expect(s.lines[1].map((u) => CARDS[u.card].id)).toEqual(['bt7']);
    expect(s.limbo).toEqual([foe]);
    unitOf(s, 'sendai_regiment').dead = true;
    act(s, { t: 'end' });
    // Destroyed by the next DEATHS batch: the end of the turn runs one.
    expect(s.lines[1].map((u) => CARDS[u.card].id)).toEqual(['bt7', 'panzer_ivg']);
    expect(unitOf(s, 'panzer_ivg').def).toBe(3);
    expect(s.limbo).toEqual([]);
    // Back to a full support line: to its owner's hand, shown.
    const t = scenario({ hands: [['sendai_regiment'], []], support: [['iosef_stalin_ii'], ['panzer_ivg', 'bt7', 'bt7', 'bt7']] });
    act(t, { t: 'deploy', h: 0, tgt: unitOf(t, 'panzer_ivg').uid });
    t.lines[1].push(t.lines[0][0]);
    t.lines[0].splice(0, 1);
    toHand(t, t.q, unitOf(t, 'sendai_regiment'), null);
    settle(t, t.q, STEPS, null);
    expect(handIds(t, 1)).toEqual(['panzer_ivg']);
    expect(t.sides[1].shown).toEqual([true]);
  });

  it('iosef_stalin_ii IOSEF STALIN II: sent to hand, a copy joins your support line', () => {
    const s = scenario({ support: [['iosef_stalin_ii'], []] });
    toHand(s, s.q, unitOf(s, 'iosef_stalin_ii'), null);
    settle(s, s.q, STEPS, null);
    expect(handIds(s, 0)).toEqual(['iosef_stalin_ii']);
    expect(count(s, 'iosef_stalin_ii')).toBe(1);
  });

  it('m36_jackson M36 JACKSON: discarded from your hand by the enemy, it goes to the battlefield instead (added, K-R40a)', () => {
    const s = scenario({ hands: [[DISCARD_ORDER.id], ['m36_jackson']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(s, 1)).toEqual([]);
    expect(s.lines[1].map((u) => CARDS[u.card].id)).toEqual(['m36_jackson']);
  });

  it('supply_chain SUPPLY CHAIN: draws a card; discarded, two copies come to hand costing 1', () => {
    const s = scenario({ hands: [['supply_chain'], []], decks: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(s, 0)).toEqual(['bt7']);
    const t = scenario({ hands: [[DISCARD_ORDER.id], ['supply_chain']] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(t, 1)).toEqual(['supply_chain', 'supply_chain']);
    expect([costAt(t, 1, 0), costAt(t, 1, 1)]).toEqual([1, 1]);
  });
});

describe('Base cards: hand-slot changes', () => {
  it('lancaster_b_iii LANCASTER B.III: when it damages a HQ, the cards then in the enemy hand cost +1 (a hand-slot change, K-R39h)', () => {
    const s = scenario({ support: [['lancaster_b_iii'], []], hands: [[], ['bt7', 't34_1942']] });
    act(s, { t: 'attack', u: unitOf(s, 'lancaster_b_iii').uid, tgt: hqRef(1) });
    expect([costAt(s, 1, 0), costAt(s, 1, 1)]).toEqual([3, 6]);
  });

  it('mobilization MOBILIZATION: draws 2 units of your deck, discarded at the end of the turn if still in hand', () => {
    const s = scenario({ hands: [['mobilization', 'tactical_strike'], []], decks: [['bt7', 'tactical_strike', 't70', 'tactical_strike'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(s, 0)).toEqual(['tactical_strike', 't70', 'bt7']);
    act(s, { t: 'deploy', h: 1, tgt: -1 });
    act(s, { t: 'end' });
    expect(handIds(s, 0)).toEqual(['tactical_strike']);
  });

  it('zhukov ZHUKOV: draws a random Soviet infantry of your deck; deployed, it gets +1+1 and Blitz', () => {
    const s = scenario({ hands: [['zhukov'], []], decks: [['bt7', 'light_infantry', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(s, 0)).toEqual(['light_infantry']);
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    const li = unitOf(s, 'light_infantry');
    expect([li.atk, li.def, kwOf(s, li) & 16]).toEqual([2, 2, 16]);
  });
});

describe('Base cards: triggers and statics on new events', () => {
  it('b5n_kate B5N KATE: when you discard a card, 1 damage to all enemies (HQ included), whoever made you discard (K-R43d)', () => {
    const s = scenario({ hands: [[DISCARD_ORDER.id], ['bt7']], support: [['panzer_ivg'], ['b5n_kate']] });
    s.sides[0].hq = 20;
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.sides[0].hq).toBe(19);
    expect(unitOf(s, 'panzer_ivg').def).toBe(5);
  });

  it('marder_iii_h MARDER III H: when a friendly unit destroys an enemy unit, draw a random unit (a kill in a fight, K-R41k)', () => {
    const s = scenario({ front: ['t34_1942'], support: [['marder_iii_h'], ['1_infantry_regiment']], decks: [['tactical_strike', 'bt7', 'tactical_strike'], []] });
    act(s, { t: 'attack', u: unitOf(s, 't34_1942').uid, tgt: unitOf(s, '1_infantry_regiment').uid });
    expect(handIds(s, 0)).toEqual(['bt7']);
  });

  it('jade_division JADE DIVISION: +1+1 when you deploy a Japanese card (giving one is heard alike, K-R28j); Guard at 10 attack', () => {
    const s = scenario({ hands: [['himeji_regiment', 'bt7', 'himeji_regiment', 'himeji_regiment', 'himeji_regiment'], []], support: [['jade_division'], []], kredits: 24 });
    const jade = unitOf(s, 'jade_division');
    // Deploy hand card 0, then clear the support line for the next one.
    const deploy = (): void => {
      act(s, { t: 'deploy', h: 0, tgt: -1 });
      s.lines[0].length = 1;
    };
    deploy();
    expect([jade.atk, jade.def]).toEqual([7, 7]);
    deploy();
    expect(jade.atk).toBe(7);
    deploy();
    deploy();
    expect(jade.atk).toBe(9);
    expect(kwOf(s, jade) & 1).toBe(0);
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(jade.atk).toBe(10);
    expect(kwOf(s, jade) & 1).toBe(1);
  });

  it('argyllshire_highlanders ARGYLLSHIRE HIGHLANDERS: +1+1 when you deploy or add a Guard unit', () => {
    const guard = CARDS.find((c) => c.set === 'Base' && c.cls === 1 && c.script.ok && (c.script.kw & 1) !== 0 && c.script.abilities.length === 0)!;
    const s = scenario({ hands: [[guard.id, '30th_regiment'], []], support: [['argyllshire_highlanders'], []] });
    const a = unitOf(s, 'argyllshire_highlanders');
    act(s, { t: 'deploy', h: 1, tgt: -1 });
    expect([a.atk, a.def]).toEqual([1, 6]);
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect([a.atk, a.def]).toEqual([2, 7]);
  });

  it('type_89_chiro TYPE 89 Chi-Ro: an HQ that would gain defense takes that much damage instead', () => {
    const gain = CARDS.find((c) => c.type === 'order' && c.set === 'Base' && c.script.ok && effects(c).length === 1 && effects(c)[0].do === 'hq')!;
    const s = scenario({ hands: [[gain.id], []], support: [[], ['type_89_chiro']] });
    s.sides[0].hq = 15;
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.sides[0].hq).toBeLessThan(15);
  });

  it('type_96_aa_gun TYPE 96 AA GUN: enemy air units enter with defense 1; ground units do not', () => {
    const s = scenario({ hands: [['la5', 'bt7'], []], support: [[], ['type_96_aa_gun']] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(unitOf(s, 'la5').def).toBe(1);
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(unitOf(s, 'bt7').def).toBe(2);
  });

  it('wirbelwind WIRBELWIND: while it is in the frontline, enemy air units enter pinned', () => {
    const s = scenario({ hands: [['la5'], []], front: ['wirbelwind'], frontOwner: 1 });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    s.turn += 2;
    expect(isPinned(s, unitOf(s, 'la5'))).toBe(true);
    const t = scenario({ hands: [['la5'], []], support: [[], ['wirbelwind']] });
    act(t, { t: 'deploy', h: 0, tgt: -1 });
    t.turn += 2;
    expect(isPinned(t, unitOf(t, 'la5'))).toBe(false);
  });

  it('75mm_field_artillery 75mm FIELD ARTILLERY: the units next to its target take 1 damage', () => {
    const s = scenario({ support: [['75mm_field_artillery'], ['bt7', 'panzer_ivg', 't34_1942', 't70']] });
    act(s, { t: 'attack', u: unitOf(s, '75mm_field_artillery').uid, tgt: unitOf(s, 'panzer_ivg').uid });
    expect([unitOf(s, 't34_1942').def, unitOf(s, 'panzer_ivg').def, unitOf(s, 't70').def]).toEqual([4, 3, 2]);
    expect(s.lines[1].some((u) => u.card === cardIndex('bt7') && u.def === 1)).toBe(true);
  });

  it('463rd_battalion 463rd BATTALION: attacking, 1 damage to a random enemy unit in its target\'s line (K-R36f)', () => {
    const s = scenario({ front: ['463rd_battalion'], support: [[], ['panzer_ivg', 't34_1942']] });
    act(s, { t: 'attack', u: unitOf(s, '463rd_battalion').uid, tgt: unitOf(s, 'panzer_ivg').uid });
    const lost = 6 - unitOf(s, 'panzer_ivg').def + (5 - unitOf(s, 't34_1942').def);
    // The fight's 1 to the target, and the battalion's 1 to one of the two.
    expect(lost).toBe(2);
  });

  it('b26_marauder B-26 MARAUDER: your deployment effects without a chosen target run twice (K-R37b)', () => {
    const drawer = CARDS.find((c) => c.set === 'Base' && c.cls !== 0 && c.script.ok && c.script.abilities.length === 1 && c.script.abilities[0].when === 'deploy' && c.script.abilities[0].cond === 'none' && effects(c).length === 1 && effects(c)[0].do === 'draw')!;
    const s = scenario({ hands: [[drawer.id], []], support: [['b26_marauder'], []], decks: [['bt7', 'bt7', 'bt7', 'bt7'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    const once = scenario({ hands: [[drawer.id], []], decks: [['bt7', 'bt7', 'bt7', 'bt7'], []] });
    act(once, { t: 'deploy', h: 0, tgt: -1 });
    expect(s.sides[0].hand.length).toBe(2 * once.sides[0].hand.length);
  });

  it('stirling_mk_i_s3 STIRLING Mk I S3 / gladiator_escort GLADIATOR ESCORT: the escort arrives and takes the damage to the Stirling', () => {
    const s = scenario({ hands: [['stirling_mk_i_s3', 'tactical_strike'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    const esc = unitOf(s, 'gladiator_escort');
    const st = unitOf(s, 'stirling_mk_i_s3');
    act(s, { t: 'end' });
    s.active = 1;
    s.sides[1].hand = [cardIndex('tactical_strike')];
    s.sides[1].shown = [false];
    s.sides[1].mods = [0];
    act(s, { t: 'give', h: 0, tgt: st.uid }, 1);
    expect(st.def).toBe(4);
    expect(s.lines[0].includes(esc)).toBe(false);
  });

  it('blockade BLOCKADE: 2 damage to each enemy unit, 3 if a Navy card is on top of your deck (K-R27n)', () => {
    const navy = CARDS.find((c) => c.set === 'NavalWarfare' && c.nation === 'Britain')!;
    const s = scenario({ hands: [['blockade'], []], support: [[], ['panzer_ivg']], decks: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(unitOf(s, 'panzer_ivg').def).toBe(4);
    const t = scenario({ hands: [['blockade'], []], support: [[], ['panzer_ivg']], decks: [[navy.id], []] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    expect(unitOf(t, 'panzer_ivg').def).toBe(3);
  });

  it('type_98_keni and dive_bombing read attack as it stands (attackOf), not the printed value', () => {
    const s = scenario({ support: [['bt7'], []] });
    expect(attackOf(s, unitOf(s, 'bt7'))).toBe(2);
  });
});
