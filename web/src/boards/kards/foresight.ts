// What the selected unit's attack on each of its targets would do, by target ref, in the reader's
// language: the server's preview of each attack choice (K-PV1), read off the legal choices.
import type { ActionChoice } from '../../../../src/protocol/types.js';

export function attackForesight(actions: readonly ActionChoice[], uid: number | null, lang: 'zh' | 'en'): Map<number, string> {
  const out = new Map<number, string>();
  if (uid === null) return out;
  for (const c of actions) {
    const a = c.action as { t?: string; u?: number; tgt?: number };
    if (a.t === 'attack' && a.u === uid && typeof a.tgt === 'number' && c.preview) out.set(a.tgt, c.preview[lang]);
  }
  return out;
}
