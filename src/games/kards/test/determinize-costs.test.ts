// A bot's determinized state keeps nothing of the opponent's hidden hand cards that its view does not show: the view
// gives the costs of a seat's own hand only, and a cost change that only some cards get (27. FÜSILIERS K-R70u, 175th
// MOTORIZED K-R70x, YOUR COURAGE K-R70z) would tell the bot what the hidden card is.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/index.js';
import { costAt } from '../costs.js';
import { MOD_COST_UNIT } from '../hand.js';
import { kards } from '../index.js';
import { scenario } from './scenario.js';

describe('K-R70u determinization drops the cost changes of the opponent\'s hidden hand cards', () => {
  it('a hidden card 1 cheaper (as a German unit under 27. FÜSILIERS) looks to the bot like its other hidden cards; a shown one keeps its change', () => {
    const spec = { hands: [['panzer_ivg', 'la5', 'bt7'], []] as [string[], string[]] };
    const plain = scenario(spec);
    const changed = scenario(spec);
    changed.sides[0].mods[0] -= MOD_COST_UNIT;
    changed.sides[0].mods[2] -= MOD_COST_UNIT;
    changed.sides[0].shown[2] = true;
    plain.sides[0].shown[2] = true;
    expect(costAt(changed, 0, 0)).toBe(costAt(plain, 0, 0) - 1);
    for (let k = 1; k <= 8; k++) {
      const a = kards.determinize(changed, 1, new Rng(k));
      const b = kards.determinize(plain, 1, new Rng(k));
      // The hidden slots: the same samples, no change left; the shown slot keeps its change.
      expect(a.sides[0].hand).toEqual(b.sides[0].hand);
      expect([a.sides[0].mods[0], a.sides[0].mods[1]]).toEqual([b.sides[0].mods[0], b.sides[0].mods[1]]);
      expect(a.sides[0].mods[2]).toBe(b.sides[0].mods[2] - MOD_COST_UNIT);
    }
    // Its owner's own determinization keeps the change.
    expect(kards.determinize(changed, 0, new Rng(1)).sides[0].mods[0]).toBe(changed.sides[0].mods[0]);
  });
});
