// A unit's keywords as marks with their names (tooltips), from the engine's keyword bits and armor.
import { KW } from '../../../../src/games/kards/effects/lang.js';
import { KEYWORD } from '../../decks/labels.js';

const BITS: [number, string][] = [
  [KW.guard, 'guard'], [KW.smokescreen, 'smokescreen'], [KW.fury, 'fury'], [KW.ambush, 'ambush'],
  [KW.blitz, 'blitz'], [KW.immune, 'immune'], [KW.mobilize, 'mobilize'], [KW.alpine, 'alpine'], [KW.shock, 'shock'],
  [KW.bond, 'bond'],
];

export interface Mark {
  readonly key: string;
  readonly mark: string;
  readonly name: string;
}

export function unitMarks(kw: number, armor: number, lang: 'zh' | 'en'): Mark[] {
  const out: Mark[] = BITS.filter(([b]) => (kw & b) !== 0).map(([, k]) => ({ key: k, mark: KEYWORD[k].mark, name: KEYWORD[k].label[lang] }));
  if (armor > 0) out.push({ key: `heavyArmor${armor}`, mark: `◈${armor}`, name: lang === 'zh' ? `重甲 ${armor}` : `Heavy armor ${armor}` });
  return out;
}

/** A card's printed keywords (catalog names: guard, heavyArmor1, intel2 …) as marks. */
export function cardMarks(abilities: readonly string[], lang: 'zh' | 'en'): Mark[] {
  return abilities.map((k) => ({ key: k, mark: KEYWORD[k]?.mark ?? k, name: KEYWORD[k]?.label[lang] ?? k }));
}
