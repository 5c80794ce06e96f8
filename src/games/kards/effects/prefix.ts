// The literal text every match of an anchored pattern must start (and end) with: the compiler tries a
// sentence against hundreds of patterns in order (180 rewrites on every sentence, then the verbs,
// statics, moments and conditions), and a `startsWith` or `endsWith` that fails skips a pattern that
// could not have matched, so every card compiles exactly as before in a fraction of the time.

const QUANTIFIERS = '?*+{';
const SPECIAL = '\\^$.|?*+()[]{}';
/** Escapes that stand for a class, a boundary or a back-reference, not for their own character. */
const CLASS_ESCAPES = 'dDwWsSbBnrtfv0123456789cxuUpPk';

/**
 * The literal text at the start of every match of `re` ('' when none can be read off): the characters
 * after a leading `^` up to the first one that is special or quantified. '' for a pattern with an
 * alternation at its top level (`^a|b`) and for flags that change what `^` or a letter matches.
 */
export function literalPrefix(re: RegExp): string {
  const src = re.source;
  if (!src.startsWith('^') || /[imy]/.test(re.flags) || topLevelAlternation(src)) return '';
  let out = '';
  for (let i = 1; i < src.length; ) {
    let ch = src[i];
    let width = 1;
    if (ch === '\\') {
      const next = src[i + 1];
      if (next === undefined || CLASS_ESCAPES.includes(next)) break;
      ch = next;
      width = 2;
    } else if (SPECIAL.includes(ch)) break;
    // A character made optional or repeated is not part of every match.
    const after = src[i + width];
    if (after !== undefined && QUANTIFIERS.includes(after)) break;
    out += ch;
    i += width;
  }
  return out;
}

function topLevelAlternation(src: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) return true;
  }
  return false;
}

/**
 * The literal text at the end of every match of `re` ('' when none can be read off): the characters
 * before a trailing `$` back to the first one that is special or quantified, under the same conditions.
 */
export function literalSuffix(re: RegExp): string {
  const src = re.source;
  if (!src.endsWith('$') || escaped(src, src.length - 1) || /[imy]/.test(re.flags) || topLevelAlternation(src)) return '';
  let out = '';
  for (let i = src.length - 2; i >= 0; ) {
    const ch = src[i];
    if (escaped(src, i)) {
      if (CLASS_ESCAPES.includes(ch)) break;
      out = ch + out;
      i -= 2;
    } else if (SPECIAL.includes(ch)) break;
    else {
      out = ch + out;
      i -= 1;
    }
  }
  return out;
}

/** Is src[i] escaped (an odd number of backslashes before it)? */
function escaped(src: string, i: number): boolean {
  let n = 0;
  for (let j = i - 1; j >= 0 && src[j] === '\\'; j--) n++;
  return n % 2 === 1;
}

/** What every match of a table's pattern starts and ends with. */
export interface Affix {
  readonly pre: string;
  readonly suf: string;
}

/** Each row's pattern's affixes, by row. */
export function affixes(rows: readonly (readonly [RegExp, ...unknown[]])[]): readonly Affix[] {
  return rows.map((row) => ({ pre: literalPrefix(row[0]), suf: literalSuffix(row[0]) }));
}

/** Could a pattern with these affixes match `s`? (false: it cannot; true: try it) */
export function fits(a: Affix, s: string): boolean {
  return s.startsWith(a.pre) && s.endsWith(a.suf);
}
