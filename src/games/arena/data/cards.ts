// The card pool: 4 colourless kinds shared by all, 12 kinds per character (each ×2 in a deck), and the
// talents. Designed for Sandtable (the designer's 100 kinds are not public); every keyword and every
// range kind of the seed is on at least two cards (checked by data.test.ts).
import { z } from 'zod';
import { cardSchema, characterSchema, talentSchema, type Card, type Character, type Talent } from './schema.js';

const RAW_CARDS: z.input<typeof cardSchema>[] = [
  // —— colourless (无色) ——
  { id: 'c-jab', name: { zh: '直拳', en: 'Jab' }, colour: 'none', cost: 1, type: 'damage', dmg: 1, range: ['1', '', '', '', '', ''] },
  { id: 'c-dash', name: { zh: '疾步', en: 'Dash' }, colour: 'none', cost: 1, type: 'utility', fx: [{ when: 'play', do: 'move', dir: 0, n: 2 }] },
  { id: 'c-breath', name: { zh: '调息', en: 'Breath' }, colour: 'none', cost: 1, type: 'utility', fx: [{ when: 'play', do: 'heal', n: 1 }, { when: 'response', do: 'heal', n: 1 }] },
  { id: 'c-feint', name: { zh: '虚招', en: 'Feint' }, colour: 'none', cost: 1, type: 'damage', dmg: 0, range: ['(2)', '', '', '', '', '(2)'], fx: [{ when: 'after', do: 'expose', n: 1 }] },
  // —— 鹰眼 Hawkeye (blue, sniper) ——
  { id: 'h-longshot', name: { zh: '远射', en: 'Long Shot' }, colour: 'blue', cost: 1, type: 'damage', dmg: 2, range: ['[3]', '', '', '', '', ''], kw: { lock: true } },
  { id: 'h-pierce', name: { zh: '贯穿箭', en: 'Piercing Arrow' }, colour: 'blue', cost: 3, type: 'damage', dmg: 2, range: ['3', '', '', '', '', ''], kw: { fixed: true }, fx: [{ when: 'after', do: 'exhaust', n: 1 }] },
  { id: 'h-volley', name: { zh: '散射', en: 'Volley' }, colour: 'blue', cost: 2, type: 'damage', dmg: 1, range: ['[2]', '[2]', '', '', '', '[2]'] },
  { id: 'h-mark', name: { zh: '标记', en: 'Mark' }, colour: 'blue', cost: 2, type: 'utility', fx: [{ when: 'play', do: 'expose', n: 2 }] },
  { id: 'h-eye', name: { zh: '鹰眼凝视', en: 'Hawk Gaze' }, colour: 'blue', cost: 2, type: 'utility', kw: { permanent: true }, fx: [{ when: 'shown', do: 'sharpen', n: 1 }, { when: 'activate', do: 'draw', n: 2 }] },
  { id: 'h-retreat', name: { zh: '后撤步', en: 'Backstep' }, colour: 'blue', cost: 1, type: 'utility', fx: [{ when: 'play', do: 'move', dir: 3, n: 2 }, { when: 'comboPlay', do: 'draw', n: 1 }, { when: 'after', do: 'recycle' }] },
  { id: 'h-deadeye', name: { zh: '狙杀', en: 'Deadeye' }, colour: 'blue', cost: 2, type: 'damage', dmg: 2, range: ['[4]', '', '', '', '', ''], kw: { lock: true }, fx: [{ when: 'combo', do: 'bonus', n: 1 }, { when: 'after', do: 'declare', n: 2 }] },
  { id: 'h-trap', name: { zh: '绊索', en: 'Tripwire' }, colour: 'blue', cost: 1, type: 'utility', fx: [{ when: 'play', do: 'draw', n: 1 }, { when: 'response', do: 'strike', n: 1 }] },
  { id: 'h-wind', name: { zh: '风之羽', en: 'Wind Feather' }, colour: 'blue', cost: 1, type: 'utility', kw: { crystal: 'wind' } },
  { id: 'h-rain', name: { zh: '箭雨', en: 'Arrow Rain' }, colour: 'blue', cost: 2, type: 'damage', dmg: 1, range: ['2', '1', '', '', '', '1'], kw: { wild: true } },
  { id: 'h-foresight', name: { zh: '预判', en: 'Foresight' }, colour: 'blue', cost: 1, type: 'utility', fx: [{ when: 'shown', do: 'counter', if: 'mad' }] },
  { id: 'h-scout', name: { zh: '侦察', en: 'Scout' }, colour: 'blue', cost: 2, type: 'utility', fx: [{ when: 'play', do: 'reveal', n: 1 }] },
  // —— 铁拳 Ironfist (red, brawler) ——
  { id: 'i-hook', name: { zh: '勾拳', en: 'Hook' }, colour: 'red', cost: 1, type: 'damage', dmg: 2, range: ['(2)', '', '', '', '', ''], fx: [{ when: 'after', do: 'knockback', n: 1 }] },
  { id: 'i-charge', name: { zh: '冲锋', en: 'Charge' }, colour: 'red', cost: 2, type: 'damage', dmg: 2, range: ['(3)', '', '', '', '', ''], fx: [{ when: 'pre', do: 'move', dir: 0, n: 1 }] },
  { id: 'i-uppercut', name: { zh: '上勾拳', en: 'Uppercut' }, colour: 'red', cost: 1, type: 'damage', dmg: 3, range: ['1', '', '', '', '', ''], kw: { lock: true }, fx: [{ when: 'combo', do: 'bonus', n: 1 }] },
  { id: 'i-whirl', name: { zh: '旋风腿', en: 'Whirlwind' }, colour: 'red', cost: 2, type: 'damage', dmg: 2, range: ['1', '1', '1', '1', '1', '1'], kw: { wild: true }, fx: [{ when: 'after', do: 'backlash', n: 1 }] },
  { id: 'i-shove', name: { zh: '推掌', en: 'Palm Shove' }, colour: 'red', cost: 2, type: 'damage', dmg: 1, range: ['(2)', '(2)', '', '', '', '(2)'], fx: [{ when: 'after', do: 'knockback', n: 2 }] },
  { id: 'i-rage', name: { zh: '狂怒', en: 'Rage' }, colour: 'red', cost: 1, type: 'utility', fx: [{ when: 'play', do: 'power', n: 1 }, { when: 'play', do: 'backlash', n: 1 }] },
  { id: 'i-flurry', name: { zh: '连打', en: 'Flurry' }, colour: 'red', cost: 1, type: 'damage', dmg: 1, range: ['1', '', '', '', '', ''], fx: [{ when: 'comboPlay', do: 'draw', n: 1 }] },
  { id: 'i-ironskin', name: { zh: '铁布衫', en: 'Iron Skin' }, colour: 'red', cost: 2, type: 'utility', kw: { upkeep: [{ when: 'turnStart', do: 'discard', n: 1 }] }, fx: [{ when: 'shown', do: 'guard', n: 1 }] },
  { id: 'i-ember', name: { zh: '火之心', en: 'Ember Heart' }, colour: 'red', cost: 1, type: 'utility', kw: { crystal: 'fire' } },
  { id: 'i-grapple', name: { zh: '擒拿', en: 'Grapple' }, colour: 'red', cost: 2, type: 'damage', dmg: 2, range: ['1', '', '', '', '', ''], kw: { lock: true, fixed: true }, fx: [{ when: 'after', do: 'exhaust', n: 1 }, { when: 'after', do: 'declare', n: 2 }] },
  { id: 'i-roar', name: { zh: '怒吼', en: 'Roar' }, colour: 'red', cost: 1, type: 'utility', fx: [{ when: 'play', do: 'draw', n: 1 }, { when: 'after', do: 'recycle' }] },
  { id: 'i-counter', name: { zh: '反击拳', en: 'Counterpunch' }, colour: 'red', cost: 2, type: 'damage', dmg: 2, range: ['1', '', '', '', '', ''], fx: [{ when: 'response', do: 'strike', n: 2 }] },
  // —— 元素使 Elementalist (green, crystals) ——
  { id: 'e-wind', name: { zh: '风晶', en: 'Wind Crystal' }, colour: 'green', cost: 2, type: 'damage', dmg: 1, range: ['[2]', '', '', '', '', ''], kw: { crystal: 'wind' } },
  { id: 'e-fire', name: { zh: '火晶', en: 'Fire Crystal' }, colour: 'green', cost: 2, type: 'damage', dmg: 1, range: ['1', '', '', '', '', ''], kw: { crystal: 'fire' } },
  { id: 'e-water', name: { zh: '水晶', en: 'Water Crystal' }, colour: 'green', cost: 2, type: 'damage', dmg: 1, range: ['(2)', '', '', '', '', ''], kw: { crystal: 'water' } },
  { id: 'e-earth', name: { zh: '土晶', en: 'Earth Crystal' }, colour: 'green', cost: 2, type: 'damage', dmg: 1, range: ['1', '', '', '', '', ''], kw: { crystal: 'earth' } },
  { id: 'e-bolt', name: { zh: '元素弹', en: 'Elemental Bolt' }, colour: 'green', cost: 3, type: 'damage', dmg: 3, range: ['[3]', '', '', '', '', ''], kw: { burst: 'X' } },
  { id: 'e-flame', name: { zh: '烈焰', en: 'Flame Burst' }, colour: 'green', cost: 3, type: 'damage', dmg: 4, range: ['3', '', '', '', '', ''], kw: { burst: 2 } },
  { id: 'e-wave', name: { zh: '潮汐', en: 'Tidal Wave' }, colour: 'green', cost: 3, type: 'damage', dmg: 2, range: ['(3)', '(3)', '', '', '', '(3)'], kw: { burst: 1 }, fx: [{ when: 'after', do: 'knockback', n: 1 }] },
  { id: 'e-quake', name: { zh: '地裂', en: 'Quake' }, colour: 'green', cost: 3, type: 'damage', dmg: 2, range: ['1', '1', '1', '1', '1', '1'], kw: { wild: true, burst: 'X' } },
  { id: 'e-shield', name: { zh: '元素护盾', en: 'Element Shield' }, colour: 'green', cost: 3, type: 'utility', kw: { upkeep: [{ when: 'turnStart', do: 'discard', n: 1 }] }, fx: [{ when: 'shown', do: 'guard', n: 1 }] },
  { id: 'e-channel', name: { zh: '引导', en: 'Channel' }, colour: 'green', cost: 2, type: 'utility', fx: [{ when: 'play', do: 'reveal', n: 2 }] },
  { id: 'e-surge', name: { zh: '涌流', en: 'Surge' }, colour: 'green', cost: 2, type: 'damage', dmg: 2, range: ['3', '', '', '', '', ''], fx: [{ when: 'comboPlay', do: 'draw', n: 1 }] },
  { id: 'e-backfire', name: { zh: '逆流', en: 'Backfire' }, colour: 'green', cost: 3, type: 'damage', dmg: 3, range: ['[3]', '', '', '', '', ''], kw: { burst: 1 }, fx: [{ when: 'after', do: 'backlash', n: 1 }] },
  // —— 守卫 Warden (gold, defender) ——
  { id: 'w-bash', name: { zh: '盾击', en: 'Shield Bash' }, colour: 'gold', cost: 2, type: 'damage', dmg: 2, range: ['(2)', '', '', '', '', ''], fx: [{ when: 'pre', do: 'move', dir: 0, n: 1 }, { when: 'after', do: 'knockback', n: 1 }] },
  { id: 'w-bulwark', name: { zh: '壁垒', en: 'Bulwark' }, colour: 'gold', cost: 3, type: 'utility', kw: { permanent: true }, fx: [{ when: 'shown', do: 'guard', n: 1 }, { when: 'activate', do: 'heal', n: 2 }] },
  { id: 'w-parry', name: { zh: '格挡', en: 'Parry' }, colour: 'gold', cost: 3, type: 'damage', dmg: 1, range: ['1', '', '', '', '', ''], fx: [{ when: 'shown', do: 'counter', if: 'near' }, { when: 'response', do: 'heal', n: 1 }] },
  { id: 'w-riposte', name: { zh: '反刺', en: 'Riposte' }, colour: 'gold', cost: 3, type: 'damage', dmg: 3, range: ['1', '', '', '', '', '1'], fx: [{ when: 'response', do: 'strike', n: 1 }] },
  { id: 'w-mend', name: { zh: '治愈', en: 'Mend' }, colour: 'gold', cost: 3, type: 'utility', kw: { upkeep: [{ when: 'turnStart', do: 'heal', n: 1 }, { when: 'turnStart', do: 'feed', n: 1 }] }, fx: [{ when: 'play', do: 'heal', n: 3 }] },
  { id: 'w-vow', name: { zh: '誓约', en: 'Vow' }, colour: 'gold', cost: 3, type: 'damage', dmg: 2, range: ['1', '1', '', '', '', '1'], fx: [{ when: 'play', do: 'draw', n: 1 }, { when: 'response', do: 'heal', n: 2 }] },
  { id: 'w-smite', name: { zh: '审判', en: 'Smite' }, colour: 'gold', cost: 3, type: 'damage', dmg: 4, range: ['2', '', '', '', '', ''], kw: { lock: true, fixed: true } },
  { id: 'w-aegis', name: { zh: '反制之盾', en: 'Aegis' }, colour: 'gold', cost: 3, type: 'utility', fx: [{ when: 'shown', do: 'counter', if: 'locked' }] },
  { id: 'w-stone', name: { zh: '磐石', en: 'Bedrock' }, colour: 'gold', cost: 1, type: 'utility', kw: { crystal: 'earth' }, fx: [{ when: 'play', do: 'feed', n: 1 }] },
  { id: 'w-sweep', name: { zh: '横扫', en: 'Sweep' }, colour: 'gold', cost: 3, type: 'damage', dmg: 2, range: ['2', '1', '', '', '', '1'], fx: [{ when: 'comboPlay', do: 'heal', n: 1 }] },
  { id: 'w-sentinel', name: { zh: '哨戒', en: 'Sentinel' }, colour: 'gold', cost: 3, type: 'utility', fx: [{ when: 'hurt', do: 'strike', n: 1 }] },
  { id: 'w-taunt', name: { zh: '挑衅', en: 'Provoke' }, colour: 'gold', cost: 3, type: 'damage', dmg: 0, range: ['3', '', '', '', '', ''], fx: [{ when: 'combo', do: 'bonus', n: 1 }, { when: 'after', do: 'expose', n: 0 }] },
];

const RAW_TALENTS: z.input<typeof talentSchema>[] = [
  { id: 't-falcon', name: { zh: '鹰隼', en: 'Falcon' }, life: -3, fx: [{ when: 'shown', do: 'sharpen', n: 1 }] },
  { id: 't-stealth', name: { zh: '隐匿', en: 'Stealth' }, life: -1, fx: [{ when: 'shown', do: 'counter', if: 'far' }] },
  { id: 't-ironbody', name: { zh: '钢筋铁骨', en: 'Iron Body' }, life: 2 },
  { id: 't-spirit', name: { zh: '斗志', en: 'Fighting Spirit' }, life: -2, fx: [{ when: 'turnStart', do: 'power', n: 1 }] },
  { id: 't-affinity', name: { zh: '元素亲和', en: 'Affinity' }, life: -3, fx: [{ when: 'shown', do: 'guard', n: 1 }] },
  { id: 't-wellspring', name: { zh: '法力泉涌', en: 'Wellspring' }, life: -4, fx: [{ when: 'shown', do: 'sharpen', n: 1 }] },
  { id: 't-hold', name: { zh: '坚守', en: 'Hold Fast' }, life: -3, fx: [{ when: 'shown', do: 'guard', n: 1 }] },
  { id: 't-unyielding', name: { zh: '不屈', en: 'Unyielding' }, life: -1, fx: [{ when: 'hurt', do: 'strike', n: 1 }] },
];

const RAW_CHARACTERS: z.input<typeof characterSchema>[] = [
  {
    id: 'hawkeye', name: { zh: '鹰眼', en: 'Hawkeye' }, colour: 'blue', style: { zh: '狙击', en: 'sniper' },
    cards: ['h-longshot', 'h-pierce', 'h-volley', 'h-mark', 'h-eye', 'h-retreat', 'h-deadeye', 'h-trap', 'h-wind', 'h-rain', 'h-foresight', 'h-scout'],
    talents: ['t-falcon', 't-stealth'],
  },
  {
    id: 'ironfist', name: { zh: '铁拳', en: 'Ironfist' }, colour: 'red', style: { zh: '近战击退', en: 'brawler with knockback' },
    cards: ['i-hook', 'i-charge', 'i-uppercut', 'i-whirl', 'i-shove', 'i-rage', 'i-flurry', 'i-ironskin', 'i-ember', 'i-grapple', 'i-roar', 'i-counter'],
    talents: ['t-ironbody', 't-spirit'],
  },
  {
    id: 'elementalist', name: { zh: '元素使', en: 'Elementalist' }, colour: 'green', style: { zh: '元素结晶', en: 'elemental with crystals' },
    cards: ['e-wind', 'e-fire', 'e-water', 'e-earth', 'e-bolt', 'e-flame', 'e-wave', 'e-quake', 'e-shield', 'e-channel', 'e-surge', 'e-backfire'],
    talents: ['t-affinity', 't-wellspring'],
  },
  {
    id: 'warden', name: { zh: '守卫', en: 'Warden' }, colour: 'gold', style: { zh: '防守响应', en: 'defender with responses' },
    cards: ['w-bash', 'w-bulwark', 'w-parry', 'w-riposte', 'w-mend', 'w-vow', 'w-smite', 'w-aegis', 'w-stone', 'w-sweep', 'w-sentinel', 'w-taunt'],
    talents: ['t-hold', 't-unyielding'],
  },
];

export const CARDS: readonly Card[] = RAW_CARDS.map((c) => cardSchema.parse(c));
export const TALENTS: readonly Talent[] = RAW_TALENTS.map((t) => talentSchema.parse(t));
export const CHARACTERS: readonly Character[] = RAW_CHARACTERS.map((c) => characterSchema.parse(c));
/** The colourless kinds every deck holds. */
export const COLOURLESS: readonly string[] = CARDS.filter((c) => c.colour === 'none').map((c) => c.id);

export const CARD_INDEX: Readonly<Record<string, number>> = Object.fromEntries(CARDS.map((c, i) => [c.id, i]));
export const TALENT_INDEX: Readonly<Record<string, number>> = Object.fromEntries(TALENTS.map((t, i) => [t.id, i]));
export const CHARACTER_INDEX: Readonly<Record<string, number>> = Object.fromEntries(CHARACTERS.map((c, i) => [c.id, i]));

for (const ch of CHARACTERS) {
  for (const id of [...ch.cards, ...ch.talents]) if (CARD_INDEX[id] === undefined && TALENT_INDEX[id] === undefined) throw new Error(`character ${ch.id}: unknown card ${id}`);
  for (const id of ch.cards) if (CARDS[CARD_INDEX[id]].colour !== ch.colour) throw new Error(`character ${ch.id}: ${id} is not of its colour`);
}

/** A parsed range side. */
export type Side = { readonly k: 'none' } | { readonly k: 'area' | 'snipe' | 'impact'; readonly n: number };

function parseSide(x: string): Side {
  if (x === '') return { k: 'none' };
  if (x.startsWith('[')) return { k: 'snipe', n: Number(x[1]) };
  if (x.startsWith('(')) return { k: 'impact', n: Number(x[1]) };
  return { k: 'area', n: Number(x) };
}
/** Each card's six sides parsed once. */
export const RANGES: readonly (readonly Side[])[] = CARDS.map((c) => c.range.map(parseSide));
