// The blueprints board renders a real view: the 61 labelled cells of the virtual ground, the bases,
// your own lines face up and another's face down, and the blocker prompt when blocks are owed.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Match } from '../../../../src/engine/index.js';
import { blueprints } from '../../../../src/games/blueprints/index.js';
import type { ActionChoice, Json } from '../../../../src/protocol/types.js';
import { BlueprintsBoard } from './BlueprintsBoard.js';
import { tags, tagsTitle } from './names.js';

function choices(m: Match<unknown, never, unknown>, seat: number): ActionChoice[] {
  return m.legalChoices(seat).map((c) => ({ action: c.action as Json, key: c.key, label: c.label }));
}

describe('blueprints board', () => {
  it('draws the polar ground with the seed\'s labels and each player\'s lines', () => {
    const m = Match.create(blueprints, { decks: ['engineer', 'gunner', 'raider'] }, 4, 3) as unknown as Match<unknown, never, unknown>;
    const seat = m.toMove()[0];
    const html = renderToStaticMarkup(<BlueprintsBoard view={m.view(seat)} seat={seat} actions={choices(m, seat)} log={[]} lang="zh" onPick={() => {}} />);
    expect(html.match(/data-cell=/g)).toHaveLength(61);
    for (const label of ['(01,04)', '(09,04)', '(17,04)', '(24,04)', '(01,01)', '>0<']) expect(html).toContain(label);
    expect(html).toContain('工程師');
    expect(html).toContain('砲手');
    expect(html.match(/data-seat=/g)).toHaveLength(3);
  });

  it('shows the blocker prompt while an attack waits for your blocks (en)', () => {
    const m = Match.create(blueprints, {}, 9, 2) as unknown as Match<unknown, never, unknown>;
    // Play until someone owes a block (random play, deterministic seed); then render that seat's board.
    let guard = 0;
    while (!m.isOver() && guard++ < 5000) {
      const seat = m.toMove()[0];
      const legal = m.legalActions(seat) as readonly { t: string }[];
      if (legal.some((a) => a.t === 'done')) {
        const html = renderToStaticMarkup(<BlueprintsBoard view={m.view(seat)} seat={seat} actions={choices(m, seat)} log={[]} lang="en" onPick={() => {}} />);
        expect(html).toContain('Choose your blockers');
        expect(html).toContain('No more blockers');
        return;
      }
      const pick = legal.find((a) => a.t === 'attack' || a.t === 'aim' || a.t === 'fire') ?? legal[(guard * 7) % legal.length];
      m.apply(seat, pick as never);
    }
    throw new Error('no block owed in this game');
  });
  it('explains the seed\'s terse tags on hover ({G} [g] [p] A v r)', () => {
    expect(tags('lance')).toBe('{G} [g] [p] A7 v0 r2');
    expect(tagsTitle('lance', 'en')).toBe('Ground weapon [p], r2. · {G} ground space · [g] may use the ground · [p] may be carried off the base · A7 attack · v0 speed · r2 range');
    expect(tagsTitle('lance', 'zh')).toContain('[p] 可攜離基地');
    expect(tagsTitle(null, 'en')).toBe('');
  });
});

describe('blueprints end-screen names', () => {
  it('the summary names decks and blueprints once the board has loaded, and the base\'s and "You"\'s W', async () => {
    const { blueprintsBoard } = await import('./index.js');
    await import('./BlueprintsBoard.js');
    const name = blueprintsBoard.contentName!;
    expect(name('deck:engineer')).toEqual({ zh: '工程師', en: 'Engineer' });
    expect(name('missile')).toEqual({ zh: '導彈', en: 'Missile' });
    expect(name('base 7')).toEqual({ zh: '基地 7 W', en: 'base 7 W' });
    expect(name('you 3').en).toBe('"You" 3 W');
    expect(name('no-such')).toEqual({ zh: 'no-such', en: 'no-such' });
  });
});
