// The printed card, as data (seed 2024-03-23 reply: cost top-left, name, colour hex with the range on
// its six sides, damage box / non-damage cross / talent switch, text). zod rejects a misspelt field at
// load, so a bad card fails when the module loads, not when it is played.
import { z } from 'zod';

export const label = z.object({ zh: z.string().min(1), en: z.string().min(1) });

/** 色系: colourless cards are shared by every character. */
export const colour = z.enum(['none', 'blue', 'red', 'green', 'gold']);
export type Colour = z.infer<typeof colour>;

/** 元素结晶-风/火/水/土. */
export const element = z.enum(['wind', 'fire', 'water', 'earth']);
export type Element = z.infer<typeof element>;

/**
 * One side of the range hex, as printed: '' blank (no damage that way), 'N' area (every character at
 * 1..N), '[X]' sniper (only distance exactly X), '(N)' impact (②③④: the nearest character up to N).
 */
export const rangeSide = z.string().regex(/^$|^[1-9]$|^\[[1-9]\]$|^\([1-9]\)$/, 'range side: "", "N", "[X]" or "(N)"');

/**
 * The moments of the seed: 打出前/打出/打出后, 连击 (at 打出前), 连击打出 (at 打出), 响应, 展示中 triggers,
 * 回合开始时, and 起动 (activated by the owner in the action phase from the face-up display; AR-23).
 */
export const when = z.enum(['pre', 'play', 'after', 'combo', 'comboPlay', 'response', 'hurt', 'hit', 'shown', 'turnStart', 'activate']);
export type When = z.infer<typeof when>;

/** 反制 conditions: the damage to the holder is made void when the attack is… */
export const counterIf = z.enum(['near', 'far', 'mad', 'locked']);
export type CounterIf = z.infer<typeof counterIf>;

const n = z.number().int().min(0).max(9);
/** The composable effect verbs (one small function each in effects/). */
export const effect = z.discriminatedUnion('do', [
  z.object({ when, do: z.literal('draw'), n }),
  z.object({ when, do: z.literal('feed'), n }),
  z.object({ when, do: z.literal('heal'), n }),
  z.object({ when, do: z.literal('backlash'), n }),
  z.object({ when, do: z.literal('move'), dir: z.number().int().min(0).max(5), n }),
  z.object({ when, do: z.literal('knockback'), n }),
  /** 识破 n face-down display cards (0 = all). */
  z.object({ when, do: z.literal('expose'), n }),
  z.object({ when, do: z.literal('reveal'), n }),
  z.object({ when, do: z.literal('discard'), n }),
  z.object({ when, do: z.literal('recycle') }),
  z.object({ when, do: z.literal('exhaust'), n }),
  z.object({ when, do: z.literal('strike'), n }),
  z.object({ when, do: z.literal('power'), n }),
  z.object({ when, do: z.literal('bonus'), n }),
  z.object({ when, do: z.literal('sharpen'), n }),
  z.object({ when, do: z.literal('guard'), n }),
  z.object({ when, do: z.literal('counter'), if: counterIf }),
  /** 特殊宣言胜利: the owner's side wins at once if every enemy still standing has at most n life (AR-24). */
  z.object({ when, do: z.literal('declare'), n }),
]);
export type Effect = z.infer<typeof effect>;
export type Verb = Effect['do'];

export const keywords = z
  .object({
    /** 锁定: one character or one direction. */
    lock: z.boolean().default(false),
    /** 固定伤害. */
    fixed: z.boolean().default(false),
    /** 无差别伤害: hits teammates too, never yourself. */
    wild: z.boolean().default(false),
    /** 永久展示中. */
    permanent: z.boolean().default(false),
    /** 元素结晶. */
    crystal: element.nullable().default(null),
    /** 元素爆发 X ('X' printed as a letter: any number). */
    burst: z.union([z.number().int().min(1).max(4), z.literal('X')]).nullable().default(null),
    /** 维持: at the owner's turn start, run these and stay, or be exhausted. */
    upkeep: z.array(effect).nullable().default(null),
  })
  .prefault({});

export const cardSchema = z
  .object({
    id: z.string().regex(/^[a-z]-[a-z]+$/),
    name: label,
    colour,
    cost: z.number().int().min(0).max(6),
    type: z.enum(['damage', 'utility']),
    /** Base damage (damage cards; 0 is still a damage card). */
    dmg: z.number().int().min(0).max(9).default(0),
    range: z.array(rangeSide).length(6).default(['', '', '', '', '', '']),
    kw: keywords,
    fx: z.array(effect).default([]),
  })
  .refine((c) => c.type === 'damage' || c.range.every((x) => x === ''), { message: 'a non-damage card has no range' })
  .refine((c) => c.type === 'utility' || c.range.some((x) => x !== ''), { message: 'a damage card has a range' });
export type Card = z.infer<typeof cardSchema>;

export const talentSchema = z.object({
  id: z.string().regex(/^t-[a-z]+$/),
  name: label,
  /** Life cards dealt changes by this much (生命值…会根据天赋改变). */
  life: z.number().int().min(-6).max(6).default(0),
  fx: z.array(effect).default([]),
});
export type Talent = z.infer<typeof talentSchema>;

export const characterSchema = z.object({
  id: z.string().regex(/^[a-z]+$/),
  name: label,
  colour,
  style: label,
  /** Colour card ids (12 kinds), each with `copies` copies, plus the shared colourless kinds. */
  cards: z.array(z.string()).length(12),
  talents: z.array(z.string()).min(1),
});
export type Character = z.infer<typeof characterSchema>;
