// The KARDS board renders a real view: both support lines with their HQs, the frontline, kredits, the
// hand as cards; selecting a unit lights its legal targets.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Match } from '../../../../src/engine/index.js';
import { kards } from '../../../../src/games/kards/index.js';
import type { ActionChoice, Json } from '../../../../src/protocol/types.js';
import { KardsBoard } from './KardsBoard.js';

function choices(m: Match<unknown, never, unknown>, seat: number): ActionChoice[] {
  return m.legalChoices(seat).map((c) => ({ action: c.action as Json, key: c.key, label: c.label }));
}

describe('kards board', () => {
  it('draws the HQs, the lines, kredits and the hand (zh and en); the opponent hand stays hidden', () => {
    const m = Match.create(kards, {}, 4, 2) as unknown as Match<unknown, never, unknown>;
    for (const seat of [m.toMove()[0], m.toMove()[0] === 0 ? 1 : 0]) m.apply(seat, { t: 'mull', m: 0 } as never);
    const seat = m.toMove()[0];
    for (const lang of ['zh', 'en'] as const) {
      const html = renderToStaticMarkup(<KardsBoard view={m.view(seat)} seat={seat} actions={choices(m, seat)} log={[]} lang={lang} onPick={() => {}} />);
      expect(html.match(/data-hq=/g)).toHaveLength(2);
      expect(html).toContain('data-line="front"');
      expect(html.match(/data-card="[a-z0-9_]+"/g)?.length).toBe((m.view(seat) as { sides: { hand: unknown[] }[] }).sides[seat].hand.length);
      expect(html).toContain(lang === 'zh' ? '指挥点' : 'Kredits');
      expect(html).toContain('▮');
    }
  });
});
