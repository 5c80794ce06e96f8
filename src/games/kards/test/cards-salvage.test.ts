// The catalog's keyword Salvage is the seed's 收缴 (§3.3.8, K-R68a): a unit with it that destroys a
// unit in a fight puts that card in its owner's hand as a 1/1 with its text, marked 被收缴 ("Salvaged").
import { describe, expect, it } from 'vitest';
import { CARDS, cardIndex } from '../cards.js';
import { KW } from '../effects/lang.js';
import { MOD } from '../hand.js';
import { kwOf } from '../units.js';
import { act, at, scenario } from './scenario.js';

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
    const s = scenario({ hands: [['ox_and_bucks'], []], support: [[], ['akita_regiment']], kredits: [5, 0] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    const ox = s.lines[0].find((u) => u.card === cardIndex('ox_and_bucks'))!;
    expect(kwOf(s, ox) & KW.capture).toBe(KW.capture);
    expect(s.lines[1]).toEqual([]);
    const d = scenario({ hands: [['detached_battalion_4'], []], support: [[], ['akita_regiment', 'kv1_1939']], kredits: [4, 0] });
    act(d, { t: 'deploy', h: 0, tgt: at(d, 1, 0).uid });
    expect(d.lines[1].map((u) => CARDS[u.card].id)).toEqual(['kv1_1939']);
  });
});
