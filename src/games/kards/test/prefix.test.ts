// The compiler skips a pattern whose literal start or end a sentence lacks (effects/prefix.ts): the skip
// must never pass over a pattern that would have matched, or a card would compile differently.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { affixes, fits, literalPrefix, literalSuffix } from '../effects/prefix.js';

describe('literal affixes of the compiler\'s patterns', () => {
  it('reads the literal start after ^, stopping at a class, a group, a quantified character or an escape class', () => {
    expect(literalPrefix(/^deal (\d+) damage$/)).toBe('deal ');
    expect(literalPrefix(/^an? unit/)).toBe('a');
    expect(literalPrefix(/^gets \+1\+1 when/)).toBe('gets +1+1 when');
    expect(literalPrefix(/^x\d/)).toBe('x');
    expect(literalPrefix(/^x[ab]/)).toBe('x');
    expect(literalPrefix(/^costs{2}/)).toBe('cost');
  });

  it('reads nothing where a match need not start with the text: no ^, a top-level |, flags i, m, y', () => {
    expect(literalPrefix(/deal 1/)).toBe('');
    expect(literalPrefix(/^put it into play$|^add it/)).toBe('');
    expect(literalPrefix(/^deal/i)).toBe('');
    expect(literalPrefix(/^deal/m)).toBe('');
    expect(literalPrefix(/^deal/y)).toBe('');
    // An alternation inside a group or a class is no alternation of the whole.
    expect(literalPrefix(/^draw (a|one) card/)).toBe('draw ');
    expect(literalPrefix(/^draw [|] card/)).toBe('draw ');
  });

  it('reads the literal end before $, back to a group, a quantifier or an escape class', () => {
    expect(literalSuffix(/^(.+) if you control a tank$/)).toBe(' if you control a tank');
    expect(literalSuffix(/^deal (\d+) damage\.$/)).toBe(' damage.');
    expect(literalSuffix(/^x\d$/)).toBe('');
    expect(literalSuffix(/^xy?$/)).toBe('');
    expect(literalSuffix(/^x\$/)).toBe('');
    expect(literalSuffix(/^(a|b)$/)).toBe('');
    expect(literalSuffix(/^a$|^b$/)).toBe('');
  });

  it('never rules out a string the pattern matches (random strings against patterns of the same characters)', () => {
    const patterns = [
      /^ab(.+) b$/, /^a+b/, /^a?b c$/, /^(a|b) c$/, /^a\+b/, /^a\.b\.$/, /^ab$|^b/, /^a[b ]c/, /^(?:a|ab)c/, /b\\$/,
      /^a b{2}$/, /^(?!b)a. c$/, /^a(?= )/, /^\$a/, /^a\\\+$/, /c$/, /^(.+?)\. b$/,
    ];
    const af = affixes(patterns.map((re) => [re] as const));
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', '+', '.', '$', '\\'), maxLength: 10 }), (s) => {
        patterns.forEach((re, i) => {
          if (re.test(s)) expect(fits(af[i], s), `${re} matches ${JSON.stringify(s)}`).toBe(true);
        });
      }),
      { numRuns: 3000 },
    );
  });
});
