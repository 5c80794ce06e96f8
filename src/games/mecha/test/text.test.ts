// The log and the action buttons in words (issue 17): units named by side and card, dice with the
// number needed, the land chance and the costs of an action before it is chosen — from what the
// acting seat sees only.
import { describe, expect, it } from 'vitest';
import { hashState } from '../../../engine/index.js';
import { actionCost } from '../preview.js';
import { describeAction, describeEvent } from '../text.js';
import { play, scenario, Z } from './scenario.js';

const duel = (dice: number[]) => scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07A' }, ap: 4, dice });

describe('mecha log in words', () => {
  it('M-23 a shot names both units and explains each roll against the number needed', () => {
    const ev = play(duel([10, 11]), 0, { t: 'fire', g: 0, u: 1 });
    const fire = describeEvent(ev.find((e) => e.type === 'fire')!);
    expect(fire.en).toBe('Red FA-07A Hummingbird fires Focused Heat Ray at Blue FA-07A Hummingbird');
    expect(fire.zh).toBe('红方FA-07A 蜂雀 使用 集束热能射线 攻击 蓝方FA-07A 蜂雀');
    const shot = describeEvent(ev.find((e) => e.type === 'shot')!);
    expect(shot.en).toBe('Red FA-07A Hummingbird → Blue FA-07A Hummingbird: hit: needs ≤ 15, rolled 10 — hits; evade: needs ≤ 10, rolled 11 — fails; the attack lands');
    expect(shot.zh).toBe('红方FA-07A 蜂雀 → 蓝方FA-07A 蜂雀：命中判定 需要 ≤ 15，掷出 10：命中；回避判定 需要 ≤ 10，掷出 11：回避失败，攻击命中');
    const damage = describeEvent(ev.find((e) => e.type === 'damage')!);
    expect(damage.en).toMatch(/^Blue FA-07A Hummingbird takes 3 damage/);
  });

  it('a miss says so, and an event recorded before units were named still reads (by id)', () => {
    const ev = play(duel([16]), 0, { t: 'fire', g: 0, u: 1 });
    expect(describeEvent(ev.find((e) => e.type === 'shot')!).en).toMatch(/hit: needs ≤ 15, rolled 16 — misses$/);
    const old = describeEvent({ type: 'damage', to: 'all', data: { u: 3, owner: 1, amount: 2, hp: 1, cause: 'attack' } });
    expect(old.en).toBe('Blue #3 takes 2 damage (attack), 1 HP left');
  });

  it('mechs are named by their card, with the side, everywhere the log names a unit', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: Z(2, 1), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01B', zone: Z(2, 1), pilot: 'john-snow' },
      ],
      ap: 2,
      dice: [20, 20], // both counts of 突击镭射步枪 miss
    });
    play(s, 0, { t: 'op', m: 2 });
    const ev = play(s, 0, { t: 'attack', m: 2, g: 0, u: 3 });
    const text = ev.map((e) => describeEvent(e).en).join('\n');
    expect(text).toContain('Red URA-01A "Sword" (prototype) → Blue URA-01B "Hammer" (prototype): hit');
    expect(text).not.toMatch(/#\d/);
    // Names are public: the events carry card ids only, never a face-down pilot.
    expect(JSON.stringify(ev)).not.toContain('john-snow');
  });
});

describe('mecha action previews', () => {
  it('M-13 M-23 a weapon button shows its AP cost and its land chance from the dice thresholds', () => {
    const s = duel([]);
    // 命中 15 on a d20 (75%), then not evaded against 回避 10 (50%): 37.5% per count.
    const l = describeAction(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(l.zh).toMatch(/（行动点 2 · 命中率 38%）$/);
    expect(l.en).toMatch(/ \(2 AP · hit chance 38%\)$/);
  });

  it('the chance counts only what the acting seat sees: a face-down card of the target is left out', () => {
    const spec = (shown: boolean) => {
      const s = scenario({
        red: { ship: 'FA-07A' },
        blue: { ship: 'FA-07A' },
        mechs: [
          { owner: 0, mech: 'URA-01A', zone: Z(2, 1), pilot: 'hans-zimmers' },
          { owner: 1, mech: 'URA-01A', zone: Z(2, 1), pilot: 'jack-thunder', gear: ['attitude-jets'] },
        ],
      });
      s.units[3].gear[0].shown = shown;
      return s;
    };
    const hidden = spec(false);
    const before = hashState(hidden);
    // 命中 15 (75%) against 回避 5 (25% evades): 56%; 关节姿态喷口 (+3) only once it is face-up: 45%.
    expect(describeAction(hidden, 0, { t: 'attack', m: 2, g: 0, u: 3 }).en).toMatch(/hit chance 56%\)$/);
    expect(describeAction(spec(true), 0, { t: 'attack', m: 2, g: 0, u: 3 }).en).toMatch(/hit chance 45%\)$/);
    expect(hashState(hidden)).toBe(before); // the preview turned nothing face-up
    expect(hidden.units[3].gear[0].shown).toBe(false);
  });

  it('M-12 … M-19 every action with a cost in the rules shows it', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['twin-laser', 'siege-laser'], energy: 2 },
      blue: { ship: 'FA-07A' },
      mechs: [{ owner: 0, mech: 'URA-01A', zone: Z(0, 0), pilot: 'hans-zimmers' }],
      ap: 2,
    });
    expect(actionCost(s, 0, { t: 'gather' })).toEqual({ ap: 2, energy: 0, hp: 0 });
    expect(actionCost(s, 0, { t: 'opAll' }).ap).toBe(2);
    expect(actionCost(s, 0, { t: 'op', m: 2 }).ap).toBe(1);
    expect(actionCost(s, 0, { t: 'recover', m: 2 }).ap).toBe(1);
    // FA-07A 快速武装切换: the first draw of the turn is free (M-32).
    expect(actionCost(s, 0, { t: 'draw', pile: 0 }).ap).toBe(0);
    expect(describeAction(s, 0, { t: 'draw', pile: 0 }).en).toBe('draw a ship sub-weapon (free)');
    s.sides[0].freeDraw = true;
    expect(actionCost(s, 0, { t: 'draw', pile: 0 }).ap).toBe(1);
    expect(describeAction(s, 0, { t: 'fire', g: 0, u: 1 }).en).toMatch(/\(2 AP · 1 energy · hit chance \d+%\)$/);
    expect(describeAction(s, 0, { t: 'fire', g: 1, u: 1 }).zh).toMatch(/（行动点 2 · 全部能量 · 命中率 \d+%）$/);
    expect(describeAction(s, 0, { t: 'end' })).toEqual({ zh: '结束回合', en: 'end the turn' });
  });
});
