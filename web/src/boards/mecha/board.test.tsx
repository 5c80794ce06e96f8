// The mecha board in words: a unit's details (stats, card text, its rule's link) on hover or tap, the
// pilot cards beside it, the later view fields (杀意, 狡诈, cooldowns, event cards left) — from a real
// view, in zh and en, with the opponent's face-down pilot kept a card back.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../../src/games/mecha/legal.js';
import { describeAction } from '../../../../src/games/mecha/text.js';
import { scenario, Z } from '../../../../src/games/mecha/test/scenario.js';
import { mechaView } from '../../../../src/games/mecha/view.js';
import type { ActionChoice, Json } from '../../../../src/protocol/types.js';
import { PilotDetails, UnitDetails } from './Details.js';
import { MechaBoard } from './MechaBoard.js';
import { asMechaView } from './view.js';

function position() {
  return scenario({
    red: { ship: 'FA-07A', guns: ['heat-ray'], pilots: ['zack-fair'] },
    blue: { ship: 'FA-07C' },
    mechs: [
      { owner: 0, mech: 'URA-01A', zone: Z(2, 1), pilot: 'hans-zimmers', gear: ['aiming-aid'] },
      { owner: 1, mech: 'URA-01B', zone: Z(2, 1), pilot: 'john-snow', gear: ['radar'] },
    ],
  });
}

const viewOf = (s: ReturnType<typeof position>, seat: number) => asMechaView(mechaView(s, seat))!;

function choices(s: ReturnType<typeof position>, seat: number): ActionChoice[] {
  return legalActions(s, seat).map((a) => ({ action: a as unknown as Json, key: JSON.stringify(a), label: describeAction(s, seat, a) }));
}

describe('mecha board', () => {
  it('every unit offers its details (ⓘ for touch screens); the board renders in zh and en', () => {
    const s = position();
    for (const lang of ['zh', 'en'] as const) {
      const html = renderToStaticMarkup(<MechaBoard view={mechaView(s, 0) as Json} seat={0} actions={choices(s, 0)} log={[]} lang={lang} onPick={() => {}} />);
      expect(html.match(/data-testid="unit-info"/g)).toHaveLength(4); // two ships, two mechs
      expect(html).toContain(lang === 'zh' ? '利剑' : 'Sword');
      expect(html).toContain('data-pilot="hans-zimmers"'); // own pilots can be looked at
      expect(html).not.toContain('john-snow'); // the enemy pilot is face-down
    }
  });

  it('a mech shows its stats, traits, weapon, pilot and cards, each linked to its rule', () => {
    const v = viewOf(position(), 0);
    const own = v.units.find((u) => u.card === 'URA-01A')!;
    const en = renderToStaticMarkup(<UnitDetails unit={own} lang="en" />);
    expect(en).toContain('HP 4/4 · Hit 15 · Evade 5');
    expect(en).toContain('Traits: Warp Thruster, Off-colour Armour (Red)');
    expect(en).toMatch(/Assault Laser Rifle: laser · range 0–1 · 2 × 1 damage · ammo unlimited/);
    expect(en).toContain('href="#/rules/mecha/M-73"'); // the mech
    expect(en).toContain('href="#/rules/mecha/M-97"'); // Hans Zimmers
    expect(en).toContain('href="#/rules/mecha/M-112"'); // 辅助瞄准器
    expect(en).toContain('Talent: Bloody Reaper · Recovery: 4 turns');
    const zh = renderToStaticMarkup(<UnitDetails unit={own} lang="zh" />);
    expect(zh).toContain('生命 4/4 · 命中 15 · 回避 5');
    expect(zh).toContain('天赋: 血腥死神');
  });

  it('an enemy mech shows its face-down pilot and card as card backs only', () => {
    const v = viewOf(position(), 0);
    const foe = v.units.find((u) => u.card === 'URA-01B')!;
    const html = renderToStaticMarkup(<UnitDetails unit={foe} lang="en" />);
    expect(html).toContain('href="#/rules/mecha/M-75"');
    expect(html).not.toMatch(/john-snow|John Snow|M-101|radar|Radar/);
    expect(html.match(/\(face down\)/g)).toHaveLength(2);
  });

  it('a ship shows its skills and weapons; a pilot card its talent and rule', () => {
    const v = viewOf(position(), 0);
    const html = renderToStaticMarkup(<UnitDetails unit={v.units[0]} lang="en" />);
    expect(html).toContain('Ship skills: Quick Arms Switch, Separable Outer Armour');
    expect(html).toContain('href="#/rules/mecha/M-31"');
    expect(html).toContain('href="#/rules/mecha/M-51"'); // 集束热能射线
    const pilot = renderToStaticMarkup(<PilotDetails pilot="zack-fair" lang="zh" />);
    expect(pilot).toContain('天赋: 觉醒');
    expect(pilot).toContain('href="#/rules/mecha/M-98"');
  });

  it('draws 杀意, 狡诈, the ship-skill cooldowns and the event cards left', () => {
    const s = position();
    s.units[3].intentTurn = s.turn;
    s.units[3].muteTurn = s.turn;
    s.sides[0].cool = [0, 0, 2];
    s.deck = [1, 4]; // MR-29: 闪电 and 电磁脉冲 still to come
    for (const lang of ['zh', 'en'] as const) {
      const html = renderToStaticMarkup(<MechaBoard view={mechaView(s, 0) as Json} seat={0} actions={[]} log={[]} lang={lang} onPick={null} />);
      expect(html).toContain(lang === 'zh' ? '杀意（回避 −5）' : 'killing intent (evade −5)');
      expect(html).toContain(lang === 'zh' ? '天赋被封（狡诈）' : 'talent silenced (cunning)');
      expect(html).toContain(lang === 'zh' ? '超负荷指挥 2' : 'Overload Command 2');
      expect(html).toContain('data-testid="events-left"');
      expect(html).toContain(lang === 'zh' ? '事件牌剩余 (2): 闪电、电磁脉冲' : 'Event cards left (2): Lightning, EMP Storm');
    }
  });
});
