// The readable log: unit events name the unit's card and owner in both languages (the log is read in
// the browser and the CLI, where unit numbers mean nothing to a player).
import { describe, expect, it } from 'vitest';
import type { GameEvent, Label } from '../../../engine/index.js';
import { CARDS } from '../cards.js';
import { hqRef } from '../effects/select.js';
import { kards } from '../index.js';
import { at, scenario } from './scenario.js';

const texts = (ev: readonly GameEvent[], lang: keyof Label): string[] => ev.map((e) => kards.describeEvent(e)[lang]);

describe('kards log', () => {
  it('an attack on a unit names attacker, target, owners, damage and deaths (zh and en)', () => {
    // A settled T-34 of seat 0 on the frontline attacks Player 2's BT-7 in its support line.
    const s = scenario({ front: ['t34_1942'], support: [[], ['bt7']] });
    const t34 = at(s, 2, 0);
    const bt7 = at(s, 1, 0);
    const ev: GameEvent[] = [];
    kards.apply(s, 0, { t: 'attack', u: t34.uid, tgt: bt7.uid }, ev);
    const a = CARDS[t34.card].name;
    const b = CARDS[bt7.card].name;
    const en = texts(ev, 'en');
    const zh = texts(ev, 'zh');
    expect(en[0]).toBe(`Player 1's ${a.en} attacks Player 2's ${b.en}`);
    expect(zh[0]).toBe(`1号玩家的 ${a.zh} 攻击 2号玩家的 ${b.zh}`);
    expect(en).toContain(`Player 2's ${b.en} takes ${CARDS[t34.card].atk} damage`);
    if (bt7.dead) expect(en).toContain(`Player 2's ${b.en} is destroyed`);
    // No unit numbers left in what a player reads.
    for (const line of [...en, ...zh]) expect(line).not.toMatch(/#\d/);
  });

  it('an attack on the HQ and a move to the frontline say whose', () => {
    const s = scenario({ support: [['t34_1942'], []] });
    const t34 = at(s, 0, 0);
    const name = CARDS[t34.card].name;
    const ev: GameEvent[] = [];
    kards.apply(s, 0, { t: 'move', u: t34.uid }, ev);
    expect(texts(ev, 'en')).toContain(`Player 1's ${name.en} moves to the frontline`);
    const s2 = scenario({ front: ['t34_1942'] });
    const ev2: GameEvent[] = [];
    kards.apply(s2, 0, { t: 'attack', u: at(s2, 2, 0).uid, tgt: hqRef(1) }, ev2);
    expect(texts(ev2, 'en')[0]).toBe(`Player 1's ${name.en} attacks the HQ of Player 2`);
    expect(texts(ev2, 'zh')[0]).toBe(`1号玩家的 ${name.zh} 攻击 2号玩家的总部`);
  });

  it('an event recorded before events carried the card still reads, by unit number', () => {
    expect(kards.describeEvent({ type: 'damage', to: 'all', data: { uid: 7, n: 2 } })).toEqual({ zh: '单位 #7 受到 2 伤害', en: 'unit #7 takes 2 damage' });
    expect(kards.describeEvent({ type: 'attack', to: 'all', data: { uid: 7, target: 9 } }).en).toBe('unit #7 attacks unit #9');
  });
});
