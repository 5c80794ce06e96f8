// Cards of the five nations' other sets that change or choose cards in a hand: cost changes of every card in a
// hand (per hand slot, Side.mods), and "choose a card in hand" (a HOLD decision of the owner on the resolution
// queue: the card stays hidden from the opponent, then the rest of the text acts on it). Each test plays the card.
import { describe, expect, it } from 'vitest';
import { Rng, type GameEvent } from '../../../engine/index.js';
import { cardIndex, CARDS } from '../cards.js';
import { kards } from '../index.js';
import { peek } from '../../../engine/queue.js';
import { offered } from '../effects/develop.js';
import { hqRef as hqOf } from '../effects/select.js';
import { costAt } from '../costs.js';
import { cloneState, type KardsState } from '../state.js';
import { cloneInto } from '../copy.js';
import { act, keys, scenario } from './scenario.js';

const handIds = (s: KardsState, seat: number): string[] => s.sides[seat].hand.map((c) => CARDS[c].id);
const costs = (s: KardsState, seat: number): number[] => s.sides[seat].hand.map((_c, h) => costAt(s, seat, h));
const printed = (id: string): number => CARDS[cardIndex(id)].cost;
/** The candidates of the DEVELOP on top of the queue. */
const onOffer = (s: KardsState): number[] => {
  const st = peek(s.q);
  return st ? offered(s, st.by, st.d) : [];
};

describe('cost changes of the cards in a hand (per hand slot)', () => {
  it('mikawa_regiment MIKAWA REGIMENT: deployment raises the cost of every card then in your hand by 1', () => {
    const s = scenario({ hands: [['mikawa_regiment', 'fortification', 'monty'], ['cup_of_tea']] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(costs(s, 0)).toEqual([printed('fortification') + 1, printed('monty') + 1]);
    expect(costs(s, 1)).toEqual([printed('cup_of_tea')]);
  });

  it('40th_cavalry_regiment 40th CAVALRY REGIMENT: destroyed, it lowers the cost of the cards in your hand by 1 (not below 0)', () => {
    const s = scenario({ hands: [['40th_cavalry_regiment', 'unexpected_resistance', 'fortification'], ['the_desert_rats']], active: 0 });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    const u = s.lines[0][0];
    s.active = 1;
    u.def = 1;
    act(s, { t: 'give', h: 0, tgt: u.uid }, 1);
    expect(s.lines[0]).toHaveLength(0);
    // 0 stays 0; 3 becomes 2.
    expect(costs(s, 0)).toEqual([0, printed('fortification') - 1]);
  });

  it('active_sonar ACTIVE SONAR: every card in the enemy hand costs 3 more', () => {
    const s = scenario({ hands: [['active_sonar'], ['cup_of_tea', 'monty']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(costs(s, 1)).toEqual([printed('cup_of_tea') + 3, printed('monty') + 3]);
    expect(handIds(s, 1)).toEqual(['cup_of_tea', 'monty']);
  });
});

describe('choose a card in hand: a HOLD decision of the owner, answered with a hand slot', () => {
  it('observer_corps OBSERVER CORPS: only cards costing 5 or more are offered; the chosen one costs 2 less', () => {
    const s = scenario({ hands: [['observer_corps', 'monty', 'carpet_bombing', 'the_commonwealth'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    // The hand is now monty (1), carpet_bombing (7), the_commonwealth (12): slots 1 and 2 fit.
    expect(keys(s)).toEqual(['pick:1', 'pick:2']);
    act(s, { t: 'pick', h: 1 });
    expect(costs(s, 0)).toEqual([1, 5, 12]);
    expect(s.q).toHaveLength(0);
  });

  it('observer_corps OBSERVER CORPS: with no card that fits, it is given and nothing is asked (K-R63h)', () => {
    const s = scenario({ hands: [['observer_corps', 'monty'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.q).toHaveLength(0);
    expect(costs(s, 0)).toEqual([1]);
  });

  it('4_fallschirmjger 4. FALLSCHIRMJÄGER: a unit in hand costing 2 or less now costs 0', () => {
    const s = scenario({ hands: [['4_fallschirmjger', 'bt7', 'monty', 'panzer_ivg'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    // bt7 (a 2-cost tank) fits; the order and the 4-cost tank do not.
    expect(keys(s)).toEqual(['pick:0']);
    act(s, { t: 'pick', h: 0 });
    expect(costs(s, 0)[0]).toBe(0);
    expect(handIds(s, 0)).toEqual(['bt7', 'monty', 'panzer_ivg']);
  });

  it('women_at_work WOMEN AT WORK: a US unit in hand costs less by its operation cost', () => {
    const s = scenario({ hands: [['women_at_work', 'panzer_ivg', '30th_regiment'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(keys(s)).toEqual(['pick:1']);
    act(s, { t: 'pick', h: 1 });
    const c = CARDS[cardIndex('30th_regiment')];
    expect(costs(s, 0)).toEqual([printed('panzer_ivg'), Math.max(0, c.cost - c.op)]);
  });

  it('175th_infantry_regiment 175th INFANTRY REGIMENT: the chosen card goes on top of your deck (the next draw)', () => {
    const s = scenario({ hands: [['175th_infantry_regiment', 'monty', 'fortification'], []], decks: [['bt7', 'bt7'], ['bt7']] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    act(s, { t: 'pick', h: 1 });
    expect(handIds(s, 0)).toEqual(['monty']);
    const d = s.sides[0].deck;
    expect(CARDS[d[d.length - 1]].id).toBe('fortification');
  });

  it('night_patrol NIGHT PATROL and thunderbolt THUNDERBOLT: draw 2, then a card of the hand (the drawn ones too) goes on top of the deck', () => {
    for (const [card, how] of [['night_patrol', 'give'], ['thunderbolt', 'deploy']] as const) {
      const s = scenario({ hands: [[card, 'monty'], []], decks: [['bt7', 'fortification', 'cup_of_tea'], []] });
      act(s, { t: how, h: 0, tgt: -1 });
      expect(handIds(s, 0)).toEqual(['monty', 'cup_of_tea', 'fortification']);
      expect(keys(s)).toEqual(['pick:0', 'pick:1', 'pick:2']);
      act(s, { t: 'pick', h: 2 });
      expect(handIds(s, 0)).toEqual(['monty', 'cup_of_tea']);
      expect(s.sides[0].deck.map((c) => CARDS[c].id)).toEqual(['bt7', 'fortification']);
    }
  });

  it('reorganize REORGANIZE and 10th_recon 10th RECON: the chosen card is shuffled into the deck, then a card is drawn', () => {
    for (const [card, how] of [['reorganize', 'give'], ['10th_recon', 'deploy']] as const) {
      const s = scenario({ hands: [[card, 'the_commonwealth'], ['monty']], decks: [['bt7', 'bt7', 'bt7'], ['bt7']] });
      act(s, { t: how, h: 0, tgt: -1 });
      act(s, { t: 'pick', h: 0 });
      expect(s.sides[0].hand).toHaveLength(1);
      // Four cards were in play between hand and deck; one came back, one was drawn.
      expect(s.sides[0].deck.length).toBe(3);
      expect([...s.sides[0].hand, ...s.sides[0].deck].map((c) => CARDS[c].id).sort()).toEqual(['bt7', 'bt7', 'bt7', 'the_commonwealth']);
    }
  });

  it('336th_guards_naval 336th GUARDS NAVAL: a copy of a unit in hand costing 3 or less joins your support line; the card stays in hand', () => {
    const s = scenario({ hands: [['336th_guards_naval', 'bt7', 'panzer_ivg'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(keys(s)).toEqual(['pick:0']);
    act(s, { t: 'pick', h: 0 });
    expect(s.lines[0].map((u) => CARDS[u.card].id)).toEqual(['336th_guards_naval', 'bt7']);
    expect(handIds(s, 0)).toEqual(['bt7', 'panzer_ivg']);
  });

  it('ilyushin_il2 ILYUSHIN IL-2 and special_assignment SPECIAL ASSIGNMENT: the chosen unit leaves the hand and is put into play (增加)', () => {
    const s = scenario({ hands: [['ilyushin_il2', 'bt7', 'panzer_ivg'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(keys(s)).toEqual(['pick:0']);
    act(s, { t: 'pick', h: 0 });
    expect(s.lines[0].map((u) => CARDS[u.card].id)).toEqual(['ilyushin_il2', 'bt7']);
    expect(handIds(s, 0)).toEqual(['panzer_ivg']);
    // Added, not deployed: it has no Blitz, so it cannot act this turn (§4.1.9.1).
    expect(s.lines[0][1].fresh).toBe(true);
    const t = scenario({ hands: [['special_assignment', 'monty', 'panzer_ivg'], []] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    expect(keys(t)).toEqual(['pick:1']);
    act(t, { t: 'pick', h: 1 });
    expect(t.lines[0].map((u) => CARDS[u.card].id)).toEqual(['panzer_ivg']);
    expect(handIds(t, 0)).toEqual(['monty']);
  });

  it('ilyushin_il2 ILYUSHIN IL-2 with B-26 MARAUDER (deployment effects twice): the second choice is asked only if a card still fits (K-R63h)', () => {
    const s = scenario({ hands: [['ilyushin_il2', 'bt7', 'monty'], []], support: [['b26_marauder'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(keys(s)).toEqual(['pick:0']);
    act(s, { t: 'pick', h: 0 });
    // The only unit costing 3 or less went into play: nothing is left to choose, so nothing is asked.
    expect(s.q).toHaveLength(0);
    expect(s.lines[0].map((u) => CARDS[u.card].id)).toEqual(['b26_marauder', 'ilyushin_il2', 'bt7']);
    const t = scenario({ hands: [['ilyushin_il2', 'bt7', 'bt7'], []], support: [['b26_marauder'], []] });
    act(t, { t: 'deploy', h: 0, tgt: -1 });
    act(t, { t: 'pick', h: 0 });
    expect(keys(t)).toEqual(['pick:0']);
    act(t, { t: 'pick', h: 0 });
    expect(t.lines[0].map((u) => CARDS[u.card].id)).toEqual(['b26_marauder', 'ilyushin_il2', 'bt7', 'bt7']);
  });

  it('K-R63h the chosen card is never shown to the opponent: its view, the events it gets and the action label hide it', () => {
    const s = scenario({ hands: [['175th_infantry_regiment', 'monty', 'fortification'], ['cup_of_tea']], decks: [['bt7'], ['bt7']] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    // While the HOLD is owed, the opponent's view lists the hand as hidden cards and no options.
    const v1 = JSON.stringify(kards.view(s, 1));
    expect(v1).not.toContain('fortification');
    expect(v1).not.toContain('monty');
    expect(kards.legalActions(s, 1)).toEqual([]);
    expect(kards.describeAction(s, 0, { t: 'pick', h: 1 }).en).toBe('choose FORTIFICATION in hand');
    const ev: GameEvent[] = [];
    kards.apply(s, 0, { t: 'pick', h: 1 }, ev);
    const toOpp = ev.filter((e) => e.to === 'all' || (Array.isArray(e.to) && e.to.includes(1)));
    expect(JSON.stringify(toOpp)).not.toContain('fortification');
    expect(ev.some((e) => e.type === 'held' && Array.isArray(e.to) && e.to.length === 1 && e.to[0] === 0)).toBe(true);
    expect(JSON.stringify(kards.view(s, 1))).not.toContain('fortification');
  });
});

describe('K-R63d Develop: choose 1 of 3 random cards to add to your hand (a DEVELOP decision; the candidates hidden from the opponent)', () => {
  /** Give or deploy card h 0 of seat 0, then check the candidates and take candidate `take`. */
  function develop(card: string, how: 'give' | 'deploy', fits: (id: string) => boolean, take = 0, extra: Partial<Parameters<typeof scenario>[0]> = {}): KardsState {
    const s = scenario({ hands: [[card], ['cup_of_tea']], ...extra });
    act(s, { t: how, h: 0, tgt: -1 });
    const dev = onOffer(s).map((c) => CARDS[c].id);
    expect(dev.length).toBeGreaterThan(0);
    expect(dev.length).toBeLessThanOrEqual(3);
    expect(new Set(dev).size).toBe(dev.length);
    for (const id of dev) expect(fits(id), id).toBe(true);
    expect(keys(s)).toEqual(dev.map((_d, i) => `choose:${i}`));
    const before = s.sides[0].hand.length;
    act(s, { t: 'choose', i: take });
    expect(s.sides[0].hand.length).toBe(before + 1);
    expect(CARDS[s.sides[0].hand[before]].id).toBe(dev[take]);
    // From outside the deck: 明牌 (§4.1.9), as every card added to a hand.
    expect(s.sides[0].shown[before]).toBe(true);
    return s;
  }
  const c = (id: string) => CARDS[cardIndex(id)];

  it('his_majestys_chosen HIS MAJESTY\'S CHOSEN, afrika_korps AFRIKA KORPS, soul_of_old_japan SOUL OF OLD JAPAN, heroes_of_the_soviet_union HEROES OF THE SOVIET UNION, a_few_good_men A FEW GOOD MEN: elite units of the nation', () => {
    for (const [card, nation] of [['his_majestys_chosen', 'Britain'], ['afrika_korps', 'Germany'], ['soul_of_old_japan', 'Japan'], ['heroes_of_the_soviet_union', 'Soviet'], ['a_few_good_men', 'USA']]) {
      const s = develop(card, 'give', (id) => c(id).nation === nation && c(id).rarity === 'Elite' && c(id).cls !== 0 && c(id).script.ok);
      expect(s.sides[0].dev).toBeUndefined();
      expect(s.q).toHaveLength(0);
    }
  });

  it('ingenuity INGENUITY: a British or US bomber; 15_aufklrung 15. AUFKLÄRUNG: a German countermeasure', () => {
    develop('ingenuity', 'give', (id) => ['Britain', 'USA'].includes(c(id).nation) && c(id).type === 'bomber', 2);
    develop('15_aufklrung', 'deploy', (id) => c(id).nation === 'Germany' && c(id).type === 'countermeasure', 1);
  });

  it('bomber_mafia BOMBER MAFIA: a US bomber; 2 damage to all enemy units only with 5 or more unspent kredits', () => {
    const s = develop('bomber_mafia', 'give', (id) => c(id).nation === 'USA' && c(id).type === 'bomber', 0, { support: [[], ['panzer_ivg']], kredits: 9 });
    expect(s.lines[1][0].def).toBe(c('panzer_ivg').def - 2);
    const t = develop('bomber_mafia', 'give', (id) => c(id).nation === 'USA' && c(id).type === 'bomber', 0, { support: [[], ['panzer_ivg']], kredits: 8 });
    expect(t.lines[1][0].def).toBe(c('panzer_ivg').def);
  });

  it('outrage OUTRAGE and retribution_g RETRIBUTION: RETRIBUTIONs (twice for the second); furor FUROR and 121st_infantry_regiment 121st INFANTRY REGIMENT add an OUTRAGE', () => {
    develop('outrage', 'give', (id) => c(id).name.en === 'RETRIBUTION');
    const s = scenario({ hands: [['retribution_g'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 0 });
    expect(keys(s).length).toBeGreaterThan(0);
    act(s, { t: 'choose', i: 1 });
    expect(s.q).toHaveLength(0);
    expect(s.sides[0].hand.map((x) => CARDS[x].name.en)).toEqual(['RETRIBUTION', 'RETRIBUTION']);
    const f = scenario({ hands: [['furor'], []], support: [['bt7'], []] });
    f.lines[0][0].def = 1;
    f.lines[0][0].hurt = true;
    act(f, { t: 'give', h: 0, tgt: f.lines[0][0].uid });
    expect([f.lines[0][0].def, handIds(f, 0)]).toEqual([c('bt7').def, ['outrage']]);
    const g = scenario({ hands: [['121st_infantry_regiment'], ['the_desert_rats']] });
    act(g, { t: 'deploy', h: 0, tgt: -1 });
    g.lines[0][0].def = 1;
    g.active = 1;
    act(g, { t: 'give', h: 0, tgt: g.lines[0][0].uid }, 1);
    expect(handIds(g, 0)).toEqual(['outrage']);
  });

  it('15_aufklrung 15. AUFKLÄRUNG with B-26 MARAUDER (deployment effects twice): two DEVELOPs wait at once, each with its own candidates (K-R63d)', () => {
    const s = scenario({ hands: [['15_aufklrung'], []], support: [['b26_marauder'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    const first = onOffer(s);
    expect(first.length).toBeGreaterThan(0);
    act(s, { t: 'choose', i: 0 });
    const second = onOffer(s);
    expect(second.length).toBeGreaterThan(0);
    act(s, { t: 'choose', i: 0 });
    expect(s.q).toHaveLength(0);
    expect(s.sides[0].dev).toBeUndefined();
    expect(s.sides[0].hand.map((x) => CARDS[x].type)).toEqual(['countermeasure', 'countermeasure']);
    expect(s.sides[0].hand).toContain(first[0]);
    expect(s.sides[0].hand).toContain(second[0]);
  });

  it('K-R63d the candidates are shown to their owner only, and a bot of the other seat redraws them', () => {
    const s = scenario({ hands: [['his_majestys_chosen'], ['cup_of_tea']], seed: 5 });
    act(s, { t: 'give', h: 0, tgt: -1 });
    const dev = onOffer(s).map((x) => CARDS[x].id);
    const own = kards.view(s, 0) as { sides: { develop: string[] | null }[] };
    expect(own.sides[0].develop).toEqual(dev);
    const opp = kards.view(s, 1) as { sides: { develop: string[] | null }[] };
    expect(opp.sides[0].develop).toBeNull();
    for (const id of dev) expect(JSON.stringify(opp)).not.toContain(id);
    expect(kards.describeAction(s, 0, { t: 'choose', i: 0 }).en).toBe(`develop: ${CARDS[onOffer(s)[0]].name.en}`);
    // Two states that differ only in the candidates give the other seat the same view.
    const t = kards.clone(s);
    t.sides[0].dev = [t.sides[0].dev![0], t.sides[0].dev![1], 1, cardIndex('cup_of_tea')];
    expect(JSON.stringify(kards.view(t, 1))).toBe(JSON.stringify(kards.view(s, 1)));
    // Determinized for seat 1, the candidates are fresh draws from the same pool (elite British units).
    const seen = new Set<string>();
    for (let k = 1; k <= 12; k++) {
      const d = kards.determinize(s, 1, new Rng(k));
      for (const x of onOffer(d)) {
        expect([c(CARDS[x].id).nation, c(CARDS[x].id).rarity]).toEqual(['Britain', 'Elite']);
        seen.add(CARDS[x].id);
      }
    }
    expect(seen.size).toBeGreaterThan(3);
  });
});

describe('random play with the hand-choice and Develop cards', () => {
  it('games finish without exception, every decision is offered to its owner only, copies equal clones', () => {
    const C = ['observer_corps', 'night_patrol', 'ilyushin_il2', '336th_guards_naval', 'reorganize', 'his_majestys_chosen', 'retribution_g', 'outrage', 'bomber_mafia', '15_aufklrung', 'mikawa_regiment', '40th_cavalry_regiment', 'spoils_of_war', 'panzer_iiih', 'cheshire_regiment', '5th_sasebo_snlf', 'thunderbolt', 'b26_marauder'];
    const PLAIN = ['t34_1942', 'himeji_regiment', '30th_regiment', 'panzer_ivg', 'bt7'];
    let decisions = 0;
    for (let seed = 1; seed <= 25; seed++) {
      const deck = (n: number) => Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? C[(i + n) % C.length] : PLAIN[i % 5]));
      const s = scenario({ seed, hands: [C.slice(0, 5), C.slice(5, 10)], decks: [deck(seed), deck(seed + 1)], support: [['t34_1942'], ['30th_regiment']] });
      const rng = new Rng(seed);
      for (let k = 0; k < 500 && s.phase !== 'over'; k++) {
        const seat = kards.legalActions(s, 0).length > 0 ? 0 : 1;
        const legal = kards.legalActions(s, seat);
        expect(kards.legalActions(s, 1 - seat)).toEqual([]);
        if (s.q.length > 0) decisions++;
        kards.apply(s, seat, legal[rng.int(legal.length)], []);
        // The other seat never sees a candidate of a Develop.
        const other = kards.view(s, 1 - seat) as { sides: { develop: string[] | null }[] };
        expect(other.sides[seat].develop).toBeNull();
        expect(JSON.stringify(cloneInto(kards.setup(s.o, 2, new Rng(2)), s))).toBe(JSON.stringify(cloneState(s)));
      }
      expect(s.phase).toBe('over');
    }
    expect(decisions).toBeGreaterThan(20);
  });
});

describe('phrasings of known verbs: two named cards, random Elite or exact-cost units, copies of itself, "choose one" options written short', () => {
  const c = (id: string) => CARDS[cardIndex(id)];

  it('protected_convoy PROTECTED CONVOY and 20_panzergrenadier 20. PANZERGRENADIER: two named cards to your hand', () => {
    const s = scenario({ hands: [['protected_convoy'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(s, 0)).toEqual(['production', 'plan']);
    const t = scenario({ hands: [['20_panzergrenadier'], []] });
    act(t, { t: 'deploy', h: 0, tgt: -1 });
    expect(handIds(t, 0)).toEqual(['panzer_35t', 'combined_arms']);
  });

  it('partnership PARTNERSHIP: a random US Elite unit to your support line; c47_skytrain C-47 SKYTRAIN: a random 1-cost US infantry at the end of your turn', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const s = scenario({ hands: [['partnership'], []], seed });
      act(s, { t: 'give', h: 0, tgt: -1 });
      const u = c(CARDS[s.lines[0][0].card].id);
      expect([u.nation, u.rarity]).toEqual(['USA', 'Elite']);
      const t = scenario({ support: [['c47_skytrain'], []], seed });
      act(t, { t: 'end' });
      const v = c(CARDS[t.lines[0][1].card].id);
      expect([v.nation, v.type, v.cost]).toEqual(['USA', 'infantry', 1]);
    }
  });

  it('experimental_flight EXPERIMENTAL FLIGHT: discard a card, then a random Japanese Elite air unit to your hand', () => {
    const s = scenario({ hands: [['experimental_flight', 'monty'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'pick', h: 0 });
    const got = c(handIds(s, 0)[0]);
    expect([got.nation, got.rarity, (got.cls & 24) !== 0]).toEqual(['Japan', 'Elite', true]);
  });

  it('442nd_infantry_regiment 442nd INFANTRY REGIMENT: destroyed in the enemy turn, a copy to your hand; 179th_tomahawks 179th TOMAHAWKS: a Veteran copy to your support line', () => {
    const s = scenario({ support: [['442nd_infantry_regiment'], []], hands: [[], ['the_desert_rats']], active: 1 });
    s.lines[0][0].def = 1;
    act(s, { t: 'give', h: 0, tgt: s.lines[0][0].uid }, 1);
    expect(handIds(s, 0)).toEqual(['442nd_infantry_regiment']);
    // In its own turn (an order of its owner's own), no copy.
    const t = scenario({ support: [['442nd_infantry_regiment'], []], hands: [['daylight_bombing'], []] });
    t.lines[0][0].def = 1;
    act(t, { t: 'give', h: 0, tgt: t.lines[0][0].uid });
    expect([t.lines[0], handIds(t, 0)]).toEqual([[], []]);
    const u = scenario({ support: [['179th_tomahawks'], []], hands: [[], ['the_desert_rats']], active: 1 });
    u.lines[0][0].def = 1;
    act(u, { t: 'give', h: 0, tgt: u.lines[0][0].uid }, 1);
    expect(u.lines[0].map((x) => [CARDS[x.card].id, x.vet])).toEqual([['179th_tomahawks_vet', false]]);
  });

  it('strategic_focus STRATEGIC FOCUS: 5 damage to all ground units, or to all air units', () => {
    const s = scenario({ hands: [['strategic_focus'], []], support: [['panzer_ivg'], ['la5']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 1 });
    expect(s.lines[1]).toHaveLength(0);
    expect(s.lines[0][0].def).toBe(c('panzer_ivg').def);
    const t = scenario({ hands: [['strategic_focus'], []], support: [['panzer_ivg'], ['la5']] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    act(t, { t: 'choose', i: 0 });
    expect(t.lines[1]).toHaveLength(1);
    expect(t.lines[0][0].def).toBe(c('panzer_ivg').def - 5);
  });

  it('veteran_pilots VETERAN PILOTS: a Soviet air unit gets +1+2, or is immune this turn', () => {
    const s = scenario({ hands: [['veteran_pilots'], []], support: [['la5'], []] });
    const u = s.lines[0][0];
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 0 });
    act(s, { t: 'target', r: u.uid });
    expect([u.atk, u.def]).toEqual([c('la5').atk + 1, c('la5').def + 2]);
    const t = scenario({ hands: [['veteran_pilots'], []], support: [['la5'], []] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    act(t, { t: 'choose', i: 1 });
    act(t, { t: 'target', r: t.lines[0][0].uid });
    expect(t.lines[0][0].tmpKw & 32).toBe(32);
  });

  it('5th_rangers 5th RANGERS: deployed, 0 operation cost or +4+4', () => {
    const s = scenario({ hands: [['5th_rangers'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 0 });
    expect(s.lines[0][0].op).toBe(0);
    const t = scenario({ hands: [['5th_rangers'], []] });
    act(t, { t: 'deploy', h: 0, tgt: -1 });
    act(t, { t: 'choose', i: 1 });
    expect([t.lines[0][0].atk, t.lines[0][0].def, t.lines[0][0].op]).toEqual([c('5th_rangers').atk + 4, c('5th_rangers').def + 4, c('5th_rangers').op]);
  });

  it('men_of_steel MEN OF STEEL: your units get +1 heavy armor, or THE HAMMER to your hand', () => {
    const s = scenario({ hands: [['men_of_steel'], []], support: [['panzer_ivg', 'bt7'], ['la5']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 0 });
    expect(s.lines[0].map((u) => u.armor)).toEqual([1, 1]);
    expect(s.lines[1][0].armor).toBe(0);
    const t = scenario({ hands: [['men_of_steel'], []] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    act(t, { t: 'choose', i: 1 });
    expect(handIds(t, 0)).toEqual(['the_hammer']);
  });
});

describe('"when you play a Navy card / a card with Intel" (deploying such a unit or giving such an order) and "if this unit was not attacked last turn"', () => {
  const c = (id: string) => CARDS[cardIndex(id)];

  it('5th_sasebo_snlf 5th SASEBO SNLF: +1+1 per Navy card played (K-R63p, K-R27n: the NavalWarfare set), not for others; destroyed, the deck is shuffled and a card drawn', () => {
    const s = scenario({ hands: [['protected_convoy', '957_volksgrenadier', 'monty'], []], support: [['5th_sasebo_snlf'], []] });
    const u = s.lines[0][0];
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect([u.atk, u.def]).toEqual([2, 2]);
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect([u.atk, u.def]).toEqual([3, 3]);
    // MONTY is a Base order: not a Navy card.
    const m = s.sides[0].hand.indexOf(cardIndex('monty'));
    act(s, { t: 'give', h: m, tgt: s.lines[0][1].uid });
    expect([u.atk, u.def]).toEqual([3, 3]);
    const t = scenario({ support: [['5th_sasebo_snlf'], []], hands: [[], ['the_desert_rats']], decks: [['bt7', 'monty'], []], active: 1 });
    act(t, { t: 'give', h: 0, tgt: t.lines[0][0].uid }, 1);
    expect(t.lines[0]).toHaveLength(0);
    expect(t.sides[0].hand).toHaveLength(1);
  });

  it('2_marine_division 2. MARINE DIVISION, fw_189 FW 189, gifu_regiment GIFU REGIMENT: once per turn on a Navy card', () => {
    const s = scenario({ hands: [['protected_convoy', 'old_hares'], []], support: [['2_marine_division', 'fw_189', 'gifu_regiment'], []], decks: [['bt7', 'bt7'], []] });
    const hq = s.sides[1].hq;
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.sides[1].hq).toBe(hq - 3);
    // PRODUCTION and PLAN (the order's cards), a PRODUCTION (FW 189) and a drawn card (GIFU REGIMENT).
    expect(handIds(s, 0).filter((x) => x === 'production')).toHaveLength(2);
    expect(s.sides[0].hand).toHaveLength(5);
    expect((s.lines[0][2].kw & 512) !== 0).toBe(true);
    // The second Navy card this turn: nothing more.
    act(s, { t: 'give', h: 0, tgt: s.lines[0][0].uid });
    expect(s.sides[1].hq).toBe(hq - 3);
    expect(s.sides[0].hand).toHaveLength(4);
  });

  it('nakajima_b5n2 NAKAJIMA B5N2 and thunder_division THUNDER DIVISION: a card with Intel played', () => {
    const s = scenario({ hands: [['long_range_recon', 'monty'], ['bt7']], support: [['nakajima_b5n2', 'thunder_division', 'bt7'], []] });
    const [b5n, , bt] = s.lines[0];
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect([b5n.atk, b5n.def]).toEqual([c('nakajima_b5n2').atk + 3, c('nakajima_b5n2').def + 3]);
    expect([bt.atk, bt.def]).toEqual([c('bt7').atk + 2, c('bt7').def + 2]);
    act(s, { t: 'give', h: 0, tgt: bt.uid });
    expect(bt.atk).toBe(c('bt7').atk + 2);
  });

  it('garrison GARRISON, cheshire_regiment CHESHIRE REGIMENT, 70th_brigade 70th BRIGADE: at the start of your turn, only if not attacked in the enemy turn before (K-R63a)', () => {
    for (const attacked of [false, true]) {
      const s = scenario({ support: [['garrison', 'cheshire_regiment', '70th_brigade'], []], front: ['t34_1942'], frontOwner: 1, active: 1, decks: [['bt7', 'bt7'], ['bt7']] });
      const hq0 = s.sides[0].hq, hq1 = s.sides[1].hq, hand = s.sides[0].hand.length;
      if (attacked) for (const u of s.lines[0].slice()) u.hit = s.turn;
      act(s, { t: 'end' }, 1);
      expect(s.active).toBe(0);
      // The turn's draw, plus 70th BRIGADE's.
      expect([s.sides[1].hq, s.sides[0].hq, s.sides[0].hand.length]).toEqual(attacked ? [hq1, hq0, hand + 1] : [hq1 - 3, hq0 + 2, hand + 2]);
    }
  });

  it('garrison GARRISON: an attack on it in the enemy turn is remembered (only for units that ask); home_guard HOME GUARD and middlesex_regiment MIDDLESEX REGIMENT add one', () => {
    const s = scenario({ support: [['garrison', 'bt7'], []], front: ['t34_1942'], frontOwner: 1, active: 1 });
    const [g, b] = s.lines[0];
    act(s, { t: 'attack', u: s.lines[2][0].uid, tgt: g.uid }, 1);
    expect([g.hit, b.hit]).toEqual([s.turn, undefined]);
    const t = scenario({ hands: [['home_guard', 'middlesex_regiment'], []], support: [[], ['panzer_ivg']] });
    act(t, { t: 'give', h: 0, tgt: t.lines[1][0].uid });
    act(t, { t: 'deploy', h: 0, tgt: -1 });
    expect(handIds(t, 0)).toEqual(['garrison', 'garrison']);
  });
});

describe('K-R63d choose and draw a card from the top 3 of your deck (the same decision, its candidates the deck\'s top cards)', () => {
  it('spoils_of_war SPOILS OF WAR and panzer_iiih PANZER III-H: one of the top 3 is drawn (hidden), the rest go to the bottom', () => {
    for (const [card, how] of [['spoils_of_war', 'give'], ['panzer_iiih', 'deploy']] as const) {
      const s = scenario({ hands: [[card], ['cup_of_tea']], decks: [['bt7', 'monty', 'fortification', 'cup_of_tea', 'la5'], []] });
      act(s, { t: how, h: 0, tgt: -1 });
      expect(onOffer(s).map((x) => CARDS[x].id)).toEqual(['la5', 'cup_of_tea', 'fortification']);
      expect(kards.describeAction(s, 0, { t: 'choose', i: 1 }).en).toBe('draw: CUP OF TEA');
      expect(JSON.stringify(kards.view(s, 1))).not.toContain('fortification');
      act(s, { t: 'choose', i: 1 });
      expect(handIds(s, 0)).toEqual(['cup_of_tea']);
      expect(s.sides[0].shown).toEqual([false]);
      // Put under the deck one by one, the top one first (index 0 is the bottom).
      expect(s.sides[0].deck.map((x) => CARDS[x].id)).toEqual(['fortification', 'la5', 'bt7', 'monty']);
      expect(s.sides[0].dev).toBeUndefined();
    }
  });

  it('heinkel_he_115 HEINKEL HE 115: when it attacks, a SPOILS OF WAR to your hand; determinized for the other seat, the top cards on offer are resampled from the unseen cards', () => {
    const s = scenario({ front: ['heinkel_he_115'], frontOwner: 0, support: [[], ['bt7']] });
    s.lines[2][0].fresh = false;
    act(s, { t: 'attack', u: s.lines[2][0].uid, tgt: hqOf(1) });
    expect(handIds(s, 0)).toEqual(['spoils_of_war']);
    const t = scenario({ hands: [['spoils_of_war'], []], decks: [['bt7', 'monty', 'fortification', 'cup_of_tea', 'la5', 't34_1942', 'panzer_ivg'], []] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    const all = [...t.sides[0].deck, ...onOffer(t)].sort();
    let moved = 0;
    for (let k = 1; k <= 10; k++) {
      const d = kards.determinize(t, 1, new Rng(k));
      expect([...d.sides[0].deck, ...onOffer(d)].sort()).toEqual(all);
      if (onOffer(d).join() !== onOffer(t).join()) moved++;
    }
    expect(moved).toBeGreaterThan(5);
  });
});

describe('the REICH RESEARCH chain: a kredit per unit destroyed, kredits and a draw next turn', () => {
  it('uranprojekt URANPROJEKT: destroy all enemy units, gain 1 kredit for each', () => {
    const s = scenario({ hands: [['uranprojekt'], []], support: [['bt7'], ['bt7', 'panzer_ivg', 'la5']], kredits: 12 });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.lines[1]).toHaveLength(0);
    expect(s.lines[0]).toHaveLength(1);
    expect(s.sides[0].kredits).toBe(3);
  });

  it('synthetic_oil SYNTHETIC OIL: 10 more kredits and one more card at the start of your next turn (K-R63o)', () => {
    const s = scenario({ hands: [['synthetic_oil'], []], decks: [['bt7', 'bt7', 'bt7'], ['bt7', 'bt7']], kredits: 5 });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.sides[0].kredits).toBe(5);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(s.active).toBe(0);
    expect(s.sides[0].hand).toHaveLength(2);
    expect(s.sides[0].kredits).toBe(Math.min(24, s.sides[0].slots + 10));
  });

  it('reich_research REICH RESEARCH, expanded_reich_rd EXPANDED REICH R&D, advanced_reich_rd ADVANCED REICH R&D: each adds the next step or its prize', () => {
    const s = scenario({ hands: [['reich_research'], []], kredits: 20 });
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 1 });
    expect(handIds(s, 0)).toEqual(['expanded_reich_rd']);
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 1 });
    expect(handIds(s, 0)).toEqual(['advanced_reich_rd']);
    s.sides[0].kredits = 20;
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 1 });
    expect(handIds(s, 0)).toEqual(['uranprojekt']);
    const t = scenario({ hands: [['expanded_reich_rd'], []] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    act(t, { t: 'choose', i: 0 });
    expect(handIds(t, 0)).toEqual(['synthetic_oil']);
  });
});

describe('phrasings: a card back on top of its owner\'s deck, "draw a card if it is a tank / the HQ", a count of other friendly air units', () => {
  const c = (id: string) => CARDS[cardIndex(id)];

  it('grounded GROUNDED, queens_own QUEEN\'S OWN: the unit leaves the battlefield for the top of its owner\'s deck (not destroyed); sherwood_foresters SHERWOOD FORESTERS: a copy, the unit stays', () => {
    const s = scenario({ hands: [['grounded'], []], support: [[], ['panzer_ivg']], decks: [['bt7'], ['bt7']] });
    const u = s.lines[1][0];
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect(s.lines[1]).toHaveLength(0);
    expect(s.sides[1].deck.map((x) => CARDS[x].id)).toEqual(['bt7', 'panzer_ivg']);
    expect(s.sides[1].removed).toEqual([]);
    const t = scenario({ hands: [['queens_own'], []], support: [[], ['la5']], decks: [[], []] });
    act(t, { t: 'deploy', h: 0, tgt: t.lines[1][0].uid });
    expect([t.lines[1].length, t.sides[1].deck.map((x) => CARDS[x].id)]).toEqual([0, ['la5']]);
    const v = scenario({ hands: [['sherwood_foresters'], []], support: [[], ['la5']], decks: [[], []] });
    act(v, { t: 'deploy', h: 0, tgt: v.lines[1][0].uid });
    expect([v.lines[1].length, v.sides[1].deck.map((x) => CARDS[x].id)]).toEqual([1, ['la5']]);
  });

  it('pak_40 PAK 40: destroy an enemy unit costing 2 or less, draw a card if it was a tank; buzz_bomb BUZZ BOMB: 1 damage, draw a card if it hit the HQ', () => {
    const s = scenario({ hands: [['pak_40', 'pak_40'], []], support: [[], ['bt7', 'himeji_regiment']], decks: [['monty', 'monty'], []] });
    act(s, { t: 'deploy', h: 0, tgt: s.lines[1][0].uid });
    expect(handIds(s, 0)).toEqual(['pak_40', 'monty']);
    const inf = s.lines[1].find((x) => CARDS[x.card].id === 'himeji_regiment')!;
    expect(c('himeji_regiment').cost).toBeLessThanOrEqual(2);
    act(s, { t: 'deploy', h: 0, tgt: inf.uid });
    expect(handIds(s, 0)).toEqual(['monty']);
    const t = scenario({ hands: [['buzz_bomb', 'buzz_bomb'], []], support: [[], ['panzer_ivg']], decks: [['monty', 'monty'], []] });
    const hq = t.sides[1].hq;
    act(t, { t: 'give', h: 0, tgt: hqOf(1) });
    expect([t.sides[1].hq, handIds(t, 0)]).toEqual([hq - 1, ['buzz_bomb', 'monty']]);
    act(t, { t: 'give', h: 0, tgt: t.lines[1][0].uid });
    expect(handIds(t, 0)).toEqual(['monty']);
  });

  it('u16 U-16: retreat a unit; draw a card only if a Navy card is on top of your deck', () => {
    for (const [top, draws] of [['old_hares', 1], ['monty', 0]] as const) {
      const s = scenario({ hands: [['u16'], []], front: ['panzer_ivg'], frontOwner: 1, decks: [['bt7', top], []] });
      act(s, { t: 'give', h: 0, tgt: s.lines[2][0].uid });
      expect([s.lines[2].length, s.lines[1].length, s.sides[0].hand.length]).toEqual([0, 1, draws]);
    }
  });

  it('shark_mk_iii SHARK Mk III: damage to an enemy equal to your other air units', () => {
    const s = scenario({ hands: [['shark_mk_iii'], []], support: [['la5', 'petlyakov_pe2', 'bt7'], []] });
    const hq = s.sides[1].hq;
    act(s, { t: 'deploy', h: 0, tgt: hqOf(1) });
    expect(s.sides[1].hq).toBe(hq - 2);
  });
});

describe('K-R63w a card in hand that grows cheaper each time something happens', () => {
  it('wellington WELLINGTON: 2 less per order you give while it is in your hand (K-R63w)', () => {
    const s = scenario({ hands: [['wellington', 'monty', 'cup_of_tea'], ['monty']], support: [[], ['bt7']] });
    expect(costs(s, 0)[0]).toBe(7);
    act(s, { t: 'give', h: 2, tgt: -1 });
    expect(costs(s, 0)[0]).toBe(5);
    act(s, { t: 'give', h: 1, tgt: s.lines[1][0].uid });
    expect(costs(s, 0)[0]).toBe(3);
    // The enemy's orders do not count.
    s.active = 1;
    act(s, { t: 'give', h: 0, tgt: s.lines[1][0].uid }, 1);
    expect(costs(s, 0)[0]).toBe(3);
  });

  it('sturmbrigade_rhodos STURMBRIGADE RHODOS (your countermeasure fires) and mig_3 MIG-3 (an enemy countermeasure fires)', () => {
    const s = scenario({ hands: [['sturmbrigade_rhodos'], ['bt7', 'mig_3']], cms: [['radar_alert'], []], active: 1 });
    act(s, { t: 'deploy', h: 0, tgt: -1 }, 1);
    expect(s.sides[0].cms).toHaveLength(0);
    expect(costs(s, 0)).toEqual([5]);
    expect(costs(s, 1)).toEqual([2]);
  });
});

describe('hands shuffled into decks, named cards shuffled in', () => {
  it('shifting_doctrine SHIFTING DOCTRINE: a random card of your hand into your deck, then draw 2', () => {
    const s = scenario({ hands: [['shifting_doctrine', 'the_commonwealth'], []], decks: [['bt7', 'bt7', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.sides[0].hand).toHaveLength(2);
    expect(s.sides[0].deck).toHaveLength(2);
    expect([...s.sides[0].hand, ...s.sides[0].deck].map((x) => CARDS[x].id).sort()).toEqual(['bt7', 'bt7', 'bt7', 'the_commonwealth']);
  });

  it('double_strength DOUBLE STRENGTH: a copy of a random order of your hand into your deck (units are not chosen)', () => {
    const s = scenario({ hands: [['double_strength', 'bt7', 'fortification'], []], decks: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(handIds(s, 0)).toEqual(['bt7', 'fortification']);
    expect(s.sides[0].deck.map((x) => CARDS[x].id).sort()).toEqual(['bt7', 'fortification']);
  });

  it('redeployment REDEPLOYMENT: the whole hand into the deck, then that many cards plus one; take_liberty TAKE LIBERTY: each player, then 4 cards each', () => {
    const s = scenario({ hands: [['redeployment', 'monty', 'fortification'], ['cup_of_tea']], decks: [['bt7', 'bt7', 'bt7', 'bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    expect(s.sides[0].hand).toHaveLength(3);
    expect(s.sides[0].deck).toHaveLength(3);
    const t = scenario({ hands: [['take_liberty', 'monty'], ['cup_of_tea', 'monty']], decks: [['bt7', 'bt7', 'bt7', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7', 'bt7']] });
    act(t, { t: 'give', h: 0, tgt: -1 });
    expect([t.sides[0].hand.length, t.sides[0].deck.length, t.sides[1].hand.length, t.sides[1].deck.length]).toEqual([4, 2, 4, 2]);
  });

  it('dug_in DUG IN: 1 damage and SHIFTING DOCTRINE shuffled in; 97th_rifles 97th RIFLES and 414th_rifles 414th RIFLES shuffle each other in when destroyed', () => {
    const s = scenario({ hands: [['dug_in'], []], support: [[], ['panzer_ivg']], decks: [[], []] });
    act(s, { t: 'give', h: 0, tgt: s.lines[1][0].uid });
    expect(s.lines[1][0].def).toBe(CARDS[cardIndex('panzer_ivg')].def - 1);
    expect(s.sides[0].deck.map((x) => CARDS[x].id)).toEqual(['shifting_doctrine']);
    const t = scenario({ support: [['97th_rifles', '414th_rifles'], []], hands: [[], ['carpet_bombing']], decks: [['bt7', 'bt7', 'bt7', 'bt7', 'bt7'], []], active: 1 });
    const hq = t.sides[0].hq;
    for (const u of t.lines[0]) u.def = 1;
    act(t, { t: 'give', h: 0, tgt: -1 }, 1);
    expect(t.lines[0]).toHaveLength(0);
    // One card drawn, then three more; each shuffled the other in; 414th RIFLES hurt its own HQ.
    expect(t.sides[0].hand).toHaveLength(4);
    expect([...t.sides[0].hand, ...t.sides[0].deck].map((x) => CARDS[x].id).filter((x) => x !== 'bt7').sort()).toEqual(['414th_rifles', '97th_rifles']);
    expect(t.sides[0].hq).toBe(hq - 3);
  });
});

describe('kredits lost next turn, units of a cost drawn from the deck', () => {
  it('99th_kholm 99th KHOLM and extended_barrage EXTENDED BARRAGE: kredits lost at the start of your next turn (never below 0)', () => {
    for (const [card, how, lose] of [['99th_kholm', 'deploy', 1], ['extended_barrage', 'give', 2]] as const) {
      const s = scenario({ hands: [[card], []], support: [[], ['panzer_ivg']], decks: [['bt7', 'bt7'], ['bt7', 'bt7']], kredits: 5 });
      act(s, { t: how, h: 0, tgt: how === 'give' ? s.lines[1][0].uid : -1 });
      act(s, { t: 'end' });
      act(s, { t: 'end' }, 1);
      expect(s.active).toBe(0);
      expect(s.sides[0].kredits).toBe(s.sides[0].slots - lose);
    }
  });

  it('ki46_dinah_iii KI-46 DINAH III: two random 1-cost units from your deck', () => {
    const s = scenario({ hands: [['ki46_dinah_iii'], []], decks: [['panzer_ivg', 'himeji_regiment', 'monty', 'unexpected_resistance', 'himeji_regiment'], []] });
    act(s, { t: 'deploy', h: 0, tgt: -1 });
    expect(handIds(s, 0).sort()).toEqual(['himeji_regiment', 'himeji_regiment']);
  });
});

describe('"choose one" with a shared subject written out', () => {
  it('magic MAGIC: a unit is fully repaired, or it loses Guard, Ambush and Smokescreen', () => {
    const s = scenario({ hands: [['magic'], []], support: [[], ['panzer_ivg']] });
    const u = s.lines[1][0];
    u.kw |= 1 | 8 | 2;
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'choose', i: 1 });
    act(s, { t: 'target', r: u.uid });
    expect(u.kw & (1 | 8 | 2)).toBe(0);
    const t = scenario({ hands: [['magic'], []], support: [['panzer_ivg'], []] });
    const v = t.lines[0][0];
    v.def = 1;
    v.hurt = true;
    act(t, { t: 'give', h: 0, tgt: -1 });
    act(t, { t: 'choose', i: 0 });
    act(t, { t: 'target', r: v.uid });
    expect([v.def, v.hurt]).toEqual([CARDS[cardIndex('panzer_ivg')].def, false]);
  });
});
