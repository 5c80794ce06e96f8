// The catalog's keyword Salvage is the seed's 收缴 (§3.3.8, K-R68a): a unit with it that destroys a
// unit in a fight puts that card in its owner's hand as a 1/1 with its text, marked 被收缴 ("Salvaged").
import { describe, expect, it } from 'vitest';
import { CARDS, cardIndex } from '../cards.js';
import { KW } from '../effects/lang.js';
import { MOD } from '../hand.js';
import { kwOf } from '../units.js';
import { act, at, scenario } from './scenario.js';
import { cardText } from '../card-text.js';
import { costAt } from '../costs.js';

const NONE = -1;

describe('K-R68a Salvage is 收缴 (capture)', () => {
  it('118th_mixed_regiment 118th MIXED REGIMENT (Blitz, Salvage) destroys AKITA REGIMENT and takes it to hand as a 1/1 marked Salvaged', () => {
    const s = scenario({ support: [[], ['akita_regiment']], front: ['118th_mixed_regiment'], frontOwner: 0 });
    const me = at(s, 2, 0);
    expect(kwOf(s, me) & (KW.capture | KW.blitz)).toBe(KW.capture | KW.blitz);
    act(s, { t: 'attack', u: me.uid, tgt: at(s, 1, 0).uid });
    const p = s.sides[0];
    expect([p.hand, p.shown, p.mods]).toEqual([[cardIndex('akita_regiment')], [true], [MOD.captured]]);
  });

  it('infantry_regiment_11 INFANTRY REGIMENT 11 (Salvage, no text) defends: its counter-damage kill salvages the attacker', () => {
    const s = scenario({ support: [[], ['infantry_regiment_11']], front: ['bt7'], frontOwner: 0 });
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect([s.sides[1].hand, s.sides[1].mods]).toEqual([[cardIndex('bt7')], [MOD.captured]]);
  });

  it('ox_and_bucks OX AND BUCKS, detached_battalion_4 DETACHED BATTALION 4: Salvage beside their deployment effects', () => {
    for (const id of ['ox_and_bucks', 'detached_battalion_4']) expect(CARDS[cardIndex(id)].script.ok, id).toBe(true);
    const s = scenario({ hands: [['ox_and_bucks'], []], support: [[], ['akita_regiment']], kredits: 5 });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    const ox = s.lines[0].find((u) => u.card === cardIndex('ox_and_bucks'))!;
    expect(kwOf(s, ox) & KW.capture).toBe(KW.capture);
    expect(s.lines[1]).toEqual([]);
    const d = scenario({ hands: [['detached_battalion_4'], []], support: [[], ['akita_regiment', 'kv1_1939']], kredits: 4 });
    act(d, { t: 'deploy', h: 0, tgt: at(d, 1, 0).uid });
    expect(d.lines[1].map((u) => CARDS[u.card].id)).toEqual(['kv1_1939']);
  });
});

describe('K-R68b Salvaged units you deploy', () => {
  it('infantry_regiment_61 INFANTRY REGIMENT 61: a Salvaged card deploys as a 1/1 and gets +3+3; a card not Salvaged gets nothing', () => {
    const s = scenario({ hands: [['akita_regiment', 'akita_regiment'], []], support: [['infantry_regiment_61'], []], kredits: 12 });
    const p = s.sides[0];
    p.mods = [MOD.captured, 0];
    p.shown = [true, false];
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const salvaged = s.lines[0][1];
    expect([salvaged.card, salvaged.cap, salvaged.atk, salvaged.def]).toEqual([cardIndex('akita_regiment'), true, 4, 4]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const plain = s.lines[0][2];
    expect([plain.cap, plain.atk, plain.def]).toEqual([undefined, CARDS[cardIndex('akita_regiment')].atk, CARDS[cardIndex('akita_regiment')].def]);
    expect(cardText(cardIndex('infantry_regiment_61')).en.toLowerCase()).toContain('when you deploy a salvaged unit');
  });
});

describe('K-R68c Salvaged units cost less', () => {
  it('3rd_canadian_division 3rd CANADIAN DIVISION: your Salvaged cards cost 2 less while it stands; others and the enemy\'s do not', () => {
    const s = scenario({ hands: [['t34_1942', 't34_1942'], ['t34_1942']], support: [['3rd_canadian_division'], []], kredits: 12 });
    s.sides[0].mods = [MOD.captured, 0];
    s.sides[1].mods = [MOD.captured];
    const printed = CARDS[cardIndex('t34_1942')].cost;
    expect([costAt(s, 0, 0), costAt(s, 0, 1), costAt(s, 1, 0)]).toEqual([printed - 2, printed, printed]);
    const bare = scenario({ hands: [['t34_1942'], []], kredits: 12 });
    bare.sides[0].mods = [MOD.captured];
    expect(costAt(bare, 0, 0)).toBe(printed);
    expect(cardText(cardIndex('3rd_canadian_division')).en).toContain('Salvaged units cost 2 less');
  });
});
