// Blueprint names, tags and ranges by id, from the game's own data table (only this lazily loaded
// board imports it).
import { BLUEPRINTS, DECKS, type Blueprint } from '../../../../src/games/blueprints/data.js';
import type { Label } from '../../../../src/protocol/types.js';

const BY_ID = new Map<string, Blueprint>(BLUEPRINTS.map((b) => [b.id, b]));

export const blueprintOf = (id: string | null): Blueprint | undefined => (id === null ? undefined : BY_ID.get(id));

export function blueprintName(id: string | null): Label {
  if (id === null) return { zh: '蓋著的物件', en: 'face-down object' };
  return BY_ID.get(id)?.name ?? { zh: id, en: id };
}

/** A deck (`deck:<id>`) or blueprint as the end screen's summary names it; undefined if unknown. */
export function summaryName(n: string): Label | undefined {
  if (n.startsWith('deck:')) return DECKS.find((d) => `deck:${d.id}` === n)?.name;
  return BY_ID.get(n)?.name;
}

/** Printed tags as the seed writes them: {G} [g] [p] v r. */
export function tags(id: string | null): string {
  const b = blueprintOf(id);
  if (!b) return '';
  const out = [b.space === 'G' ? '{G}' : '', b.g || b.space === 'G' ? '[g]' : '', b.p ? '[p]' : '', b.a > 0 ? `A${b.a}` : '', `v${b.v}`, `r${b.r}`];
  return out.filter((x) => x !== '').join(' ');
}

/** What the printed tags mean, for a tooltip: the seed's notation is terse ({G} [g] [p] A v r). */
export function tagsTitle(id: string | null, lang: 'zh' | 'en'): string {
  const b = blueprintOf(id);
  if (!b) return '';
  const zh = lang === 'zh';
  const out = [b.text[lang]];
  if (b.space === 'G') out.push(zh ? '{G} 屬地面空間' : '{G} ground space');
  if (b.g || b.space === 'G') out.push(zh ? '[g] 可使用地面' : '[g] may use the ground');
  if (b.p) out.push(zh ? '[p] 可攜離基地' : '[p] may be carried off the base');
  if (b.a > 0) out.push(zh ? `A${b.a} 攻擊力` : `A${b.a} attack`);
  out.push(zh ? `v${b.v} 速度` : `v${b.v} speed`, zh ? `r${b.r} 範圍` : `r${b.r} range`);
  return out.join(' · ');
}

export const SEAT_COLOURS = ['#d9534f', '#337ab7', '#5cb85c', '#f0ad4e', '#8e44ad', '#16a085'];
