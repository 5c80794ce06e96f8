// The five HQs (not in the card catalog): 总部拥有起始20的血量 (§1.1); the HP is the `hq` option.
import type { Label } from '../../engine/index.js';
import type { Nation } from './cards.js';

export interface Hq {
  readonly nation: Nation;
  readonly name: Label;
}

export const HQS: readonly Hq[] = [
  { nation: 'Germany', name: { zh: '柏林', en: 'Berlin' } },
  { nation: 'Soviet', name: { zh: '莫斯科', en: 'Moscow' } },
  { nation: 'USA', name: { zh: '华盛顿', en: 'Washington' } },
  { nation: 'Britain', name: { zh: '伦敦', en: 'London' } },
  { nation: 'Japan', name: { zh: '东京', en: 'Tokyo' } },
];

export function hqOf(nation: string): Hq | null {
  return HQS.find((h) => h.nation === nation) ?? null;
}
