// Arena options: the numbers of the seed (each with its phrase) and the switch of every ruling in
// docs/rules/arena.md (AR-…).
import { z } from 'zod';
import { CHARACTERS } from './data/cards.js';

const charId = z.enum(CHARACTERS.map((c) => c.id) as [string, ...string[]]);

export const arenaOptionsSchema = z.object({
  /** 地图: a hexagon of this radius, 方位点 at its six corners (AR-R1). */
  radius: z.number().int().min(2).max(8).default(4),
  /** 生命值区初始标准 18 张牌. */
  life: z.number().int().min(1).max(30).default(18),
  /** 每种同名卡2张. */
  copies: z.number().int().min(1).max(4).default(2),
  /** AR-R2: deck of the card reply (32 = 16 kinds × 2) or of the rules text (36: one more copy of each colourless kind). */
  deck: z.enum(['reply32', 'rules36']).default('reply32'),
  /** 抓牌步骤: 将手牌补充至 3 张; 回合结束: 弃牌直到手牌只剩三张. */
  handSize: z.number().int().min(1).max(6).default(3),
  /** 回合结束 ①: 下个回合玩家手牌抽到 6 张及以上. */
  nextHandEnds: z.number().int().min(2).max(12).default(6),
  /** 6 players: two factions of 3 (seated alternately) or three teams of 2. */
  teams6: z.enum(['two', 'three']).default('two'),
  /** Characters by seat (cycled); empty = drawn at random for each match. */
  characters: z.array(charId).default([]),
  /** AR-R3: 失控 in 4/6 players: closer to at least one enemy, or to the nearest enemy. */
  madRule: z.enum(['anyEnemy', 'nearestEnemy']).default('anyEnemy'),
  /** AR-R4: every side at 0 in the same action: a draw, or the side whose turn it is loses. */
  simultaneousZero: z.enum(['draw', 'activeLoses']).default('draw'),
  /** AR-R5: a card's own 展示中 effects apply to its own play (off: never during its own resolution). */
  ownShownApplies: z.boolean().default(false),
  /** AR-R6: a player who can neither play nor move exhausts the hand (耗竭), discards it (弃牌, face down), or just ends the turn. */
  stuck: z.enum(['exhaustHand', 'discardHand', 'endTurn']).default('exhaustHand'),
  /** A draw after this many rounds (a round = one turn of every player). */
  roundCap: z.number().int().min(2).max(500).default(40),
});

export type ArenaOptions = z.infer<typeof arenaOptionsSchema>;
