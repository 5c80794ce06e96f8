// The arena board renders a real view: the hex arena with every cell and piece, each player's zones,
// your hand as printed cards, and the prompt when a decision is owed.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Match } from '../../../../src/engine/index.js';
import { arena } from '../../../../src/games/arena/index.js';
import type { ActionChoice, Json } from '../../../../src/protocol/types.js';
import { ArenaBoard } from './ArenaBoard.js';
import { rangeCells } from './view.js';
import { scenario } from '../../../../src/games/arena/test/scenario.js';

function choices(m: Match<unknown, never, unknown>, seat: number): ActionChoice[] {
  return m.legalChoices(seat).map((c) => ({ action: c.action as Json, key: c.key, label: c.label }));
}

describe('arena board', () => {
  it('draws 61 cells, the pieces, the zones and the hand as cards (zh)', () => {
    const m = Match.create(arena, { characters: ['hawkeye', 'warden'] }, 4, 2) as unknown as Match<unknown, never, unknown>;
    m.apply(0, { t: 'talent', k: 0 } as never);
    m.apply(1, { t: 'talent', k: 0 } as never);
    const seat = m.toMove()[0];
    const html = renderToStaticMarkup(<ArenaBoard view={m.view(seat)} seat={seat} actions={choices(m, seat)} log={[]} lang="zh" onPick={() => {}} />);
    expect(html.match(/data-cell=/g)).toHaveLength(61);
    expect(html.match(/data-seat=/g)).toHaveLength(2);
    expect(html.match(/data-card=/g)).toHaveLength(3);
    expect(html.match(/生命 \d+/g)).toHaveLength(2);
  });

  it('shows the decision prompt for a talent (en), and range previews follow facing', () => {
    const m = Match.create(arena, {}, 4, 4) as unknown as Match<unknown, never, unknown>;
    const html = renderToStaticMarkup(<ArenaBoard view={m.view(0)} seat={0} actions={choices(m, 0)} log={[]} lang="en" onPick={() => {}} />);
    expect(html).toContain('Your decision');
    expect(rangeCells(0, 0, 0, ['[2]', '', '', '1', '', ''], 4).sort()).toEqual(['-1,0', '2,0']);
  });

  it('offers 起动 on my face-up display card as a button (AR-23)', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab'], disp: ['h-eye'] }, { at: [-3, 0] }] });
    const actions: ActionChoice[] = arena.legalActions(s, 0).map((a) => ({ action: a as unknown as Json, key: arena.actionKey(a), label: arena.describeAction(s, 0, a) }));
    const html = renderToStaticMarkup(<ArenaBoard view={arena.view(s, 0)} seat={0} actions={actions} log={[]} lang="zh" onPick={() => {}} />);
    expect(html).toContain('data-activate="h-eye"');
    expect(html).toContain('鹰眼凝视 · 起动');
    const other = renderToStaticMarkup(<ArenaBoard view={arena.view(s, 1)} seat={1} actions={[]} log={[]} lang="en" onPick={() => {}} />);
    expect(other).not.toContain('data-activate');
  });
});

describe('arena end-screen names', () => {
  it('the summary names characters and talents, and a standing character with its life, once the board has loaded', async () => {
    const { arenaBoard } = await import('./index.js');
    await import('./ArenaBoard.js');
    const name = arenaBoard.contentName!;
    expect(name('character:hawkeye').zh).not.toBe('character:hawkeye');
    expect(name('character:hawkeye 3').en).toMatch(/ \(life 3\)$/);
    expect(name('character:hawkeye 3').zh).toMatch(/（生命 3）$/);
    expect(name('talent:t-ironbody').en).not.toBe('talent:t-ironbody');
    expect(name('character:nobody')).toEqual({ zh: 'character:nobody', en: 'character:nobody' });
  });
});
