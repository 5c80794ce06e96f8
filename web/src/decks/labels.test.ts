// The keyword marks a unit shows: symbols common fonts carry, not emoji (BOARD-2's icons showed as empty
// boxes in a Chromium with no emoji font), and a name in both languages for every catalog keyword.
import { describe, expect, it } from 'vitest';
import { KEYWORD } from './labels.js';
import { unitMarks } from '../boards/kards/marks.js';
import { MARK_NAMES, markWords } from '../boards/kards/states.js';
import { CARDS } from '../../../src/games/kards/cards.js';
import { KW } from '../../../src/games/kards/effects/lang.js';
import { HAND_MARK_NAMES } from '../../../src/games/kards/view.js';

describe('keyword marks', () => {
  it('every mark is a Basic Multilingual Plane symbol outside the emoji-only blocks (U+26E0–26FF, U+2316)', () => {
    const marks = [...Object.values(KEYWORD).map((k) => k.mark), ...unitMarks(0, 2, 'en').map((m) => m.mark)];
    expect(marks.length).toBeGreaterThan(10);
    for (const m of marks) {
      for (const ch of m) {
        const cp = ch.codePointAt(0)!;
        expect(cp, `${m}: U+${cp.toString(16)}`).toBeLessThan(0x10000);
        expect(cp >= 0x26e0 && cp <= 0x26ff, `${m}: U+${cp.toString(16)}`).toBe(false);
        expect(cp, m).not.toBe(0x2316);
      }
    }
  });

  it('every keyword id of the catalog has a zh and an en name', () => {
    const ids = new Set(CARDS.flatMap((c) => c.abilities));
    expect(ids.size).toBeGreaterThan(10);
    for (const k of ids) {
      expect(KEYWORD[k]?.label.zh, k).toMatch(/\S/);
      expect(KEYWORD[k]?.label.en, k).toMatch(/\S/);
    }
  });

  it('a unit with Bond (K-R70j) shows its mark and name in both languages', () => {
    expect(unitMarks(KW.bond | KW.guard, 0, 'zh').map((m) => m.name)).toEqual(['守护', '羁绊']);
    expect(unitMarks(KW.bond, 0, 'en')).toEqual([{ key: 'bond', mark: KEYWORD.bond.mark, name: 'Bond' }]);
  });

  it('every hand-slot mark a KARDS view may carry has words in zh and en, not its raw name (K-R65v, K-R70n)', () => {
    expect(HAND_MARK_NAMES.length).toBeGreaterThan(10);
    for (const m of HAND_MARK_NAMES) {
      expect(MARK_NAMES, m).toContain(m);
      expect(markWords([m], 'zh'), m).toMatch(/[\u4e00-\u9fff]/);
      expect(markWords([m], 'en'), m).toMatch(/\S/);
    }
  });
});
