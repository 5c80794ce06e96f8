// What a player reads on a card, in Chinese and English: an implemented card's text rendered from its
// compiled effects (effects/render.ts), so it says what the engine plays; an unsupported card keeps its
// printed English text, marked 未实现 in Chinese. Computed once per card, on first use.
import type { Label } from '../../engine/index.js';
import { CARDS, cardByName, cardIndex, type Card } from './cards.js';
import { choiceText, renderScript, type NameOf } from './effects/render.js';

/** Card names by id or printed name, as the texts name them. */
export const nameOf: NameOf = (x) => {
  const i = cardIndex(x) >= 0 ? cardIndex(x) : cardByName(x);
  // A name family ("each other AICHI D3A") names no one card: its printed words.
  return i >= 0 ? CARDS[i].name : { zh: x.toUpperCase(), en: x.toUpperCase() };
};

/** The zh note before an unsupported card's printed text. */
export const UNSUPPORTED_NOTE = '【未实现】';

function textOf(c: Card): Label {
  const r = renderScript(c.script, nameOf);
  if (r) return r;
  return c.text === '' ? { zh: UNSUPPORTED_NOTE, en: '' } : { zh: `${UNSUPPORTED_NOTE}${c.text}`, en: c.text };
}

const TEXTS: (Label | undefined)[] = [];

/** The card's text by card index. */
export function cardText(i: number): Label {
  return (TEXTS[i] ??= textOf(CARDS[i]));
}

/** Option i of card i's "choose one", as the engine plays it; null if the card has none. */
export function cardChoiceText(card: number, i: number): Label | null {
  const c = CARDS[card];
  return c && (i === 0 || i === 1) ? choiceText(c.script, i, nameOf) : null;
}
