// The card pool as the issue asks for it: 4 characters × (4 colourless + 12 colour kinds) × 2, talents,
// zh/en names, and every keyword and range kind of the seed on at least two cards.
import { describe, expect, it } from 'vitest';
import { CARDS, CHARACTERS, COLOURLESS, RANGES, TALENTS } from '../data/cards.js';
import { arenaOptionsSchema } from '../options.js';
import { deckKinds } from '../setup.js';
import type { Card } from '../data/schema.js';

const has = (pred: (c: Card, i: number) => boolean) => CARDS.filter(pred).length;
const fx = (verb: string) => (c: Card) => c.fx.some((e) => e.do === verb) || (c.kw.upkeep ?? []).some((e) => e.do === verb);
const when = (w: string) => (c: Card) => c.fx.some((e) => e.when === w);

describe('arena card pool', () => {
  it('CONTENT-1 at least 4 characters, each a 32-card deck of 4 colourless and 12 colour kinds, with talents', () => {
    const o = arenaOptionsSchema.parse({});
    expect(CHARACTERS.length).toBeGreaterThanOrEqual(4);
    expect(COLOURLESS.length).toBe(4);
    CHARACTERS.forEach((_, i) => expect(deckKinds(o, i).length).toBe(32));
    for (const ch of CHARACTERS) expect(ch.talents.length).toBeGreaterThanOrEqual(1);
    for (const x of [...CARDS, ...TALENTS, ...CHARACTERS]) expect(x.name.zh.length * x.name.en.length).toBeGreaterThan(0);
  });

  it('CONTENT-2 every keyword and every range kind is on at least two cards', () => {
    const checks: Record<string, number> = {
      锁定: has((c) => c.kw.lock),
      打出前: has(when('pre')),
      打出: has(when('play')),
      打出后: has(when('after')),
      展示中: has(when('shown')) + has(when('hurt')),
      展示: has(fx('reveal')),
      永久展示中: has((c) => c.kw.permanent),
      弃牌: has(fx('discard')),
      回收: has(fx('recycle')),
      耗竭: has(fx('exhaust')),
      固定伤害: has((c) => c.kw.fixed),
      响应: has(when('response')),
      反制: has(fx('counter')),
      回复: has(fx('heal')),
      识破: has(fx('expose')),
      反噬: has(fx('backlash')),
      击退: has(fx('knockback')),
      无差别伤害: has((c) => c.kw.wild),
      维持: has((c) => c.kw.upkeep !== null),
      连击: has(when('combo')),
      连击打出: has(when('comboPlay')),
      元素结晶: has((c) => c.kw.crystal !== null),
      元素爆发: has((c) => c.kw.burst !== null),
      起动: has(when('activate')),
      特殊宣言胜利: has(fx('declare')),
      area: has((_, i) => RANGES[i].some((r) => r.k === 'area')),
      sniper: has((_, i) => RANGES[i].some((r) => r.k === 'snipe')),
      impact: has((_, i) => RANGES[i].some((r) => r.k === 'impact')),
      初始天赋: TALENTS.length,
      damage0: has((c) => c.type === 'damage' && c.dmg === 0),
    };
    for (const [k, n] of Object.entries(checks)) expect(n, k).toBeGreaterThanOrEqual(2);
    for (const el of ['wind', 'fire', 'water', 'earth']) expect(has((c) => c.kw.crystal === el), el).toBeGreaterThanOrEqual(1);
  });
});

describe('arena card text', () => {
  it('CONTENT-3 every card and talent has rules text in Chinese and English, composed from its data', async () => {
    const { cardText, talentText } = await import('../card-text.js');
    expect(cardText(CARDS.find((c) => c.id === 'i-hook')!)).toEqual({ zh: '打出后: 击退 1', en: 'After play: knockback 1' });
    expect(cardText(CARDS.find((c) => c.id === 'w-smite')!)).toEqual({ zh: '锁定。固定伤害', en: 'Lock. Fixed damage' });
    for (const c of CARDS) if (c.fx.length > 0 || c.kw.lock) expect(cardText(c).zh.length * cardText(c).en.length).toBeGreaterThan(0);
    for (const t of TALENTS) expect(talentText(t).en.length).toBeGreaterThan(0);
  });
});
