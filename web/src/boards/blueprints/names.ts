// Blueprint names, tags and ranges by id, from the game's own data table (only this lazily loaded
// board imports it).
import { BLUEPRINTS, type Blueprint } from '../../../../src/games/blueprints/data.js';
import type { Label } from '../../../../src/protocol/types.js';

const BY_ID = new Map<string, Blueprint>(BLUEPRINTS.map((b) => [b.id, b]));

export const blueprintOf = (id: string | null): Blueprint | undefined => (id === null ? undefined : BY_ID.get(id));

export function blueprintName(id: string | null): Label {
  if (id === null) return { zh: '蓋著的物件', en: 'face-down object' };
  return BY_ID.get(id)?.name ?? { zh: id, en: id };
}

/** Printed tags as the seed writes them: {G} [g] [p] v r. */
export function tags(id: string | null): string {
  const b = blueprintOf(id);
  if (!b) return '';
  const out = [b.space === 'G' ? '{G}' : '', b.g || b.space === 'G' ? '[g]' : '', b.p ? '[p]' : '', b.a > 0 ? `A${b.a}` : '', `v${b.v}`, `r${b.r}`];
  return out.filter((x) => x !== '').join(' ');
}

export const SEAT_COLOURS = ['#d9534f', '#337ab7', '#5cb85c', '#f0ad4e', '#8e44ad', '#16a085'];
