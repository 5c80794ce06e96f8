// Mecha options: the numbers of the rules (flat where the rulebook states them), the card-number
// groups, and the switch of every ruling in docs/rules/mecha.md (MR-…).
import { z } from 'zod';
import { captainNumbers, mechCardNumbers, shipCardNumbers, weatherNumbers } from './data.js';

export const mechaOptionsSchema = z
  .object({
    /** MR-20: the later cards of the *-latest.md files whose numbers are complete. */
    extendedPool: z.boolean().default(true),
    /** MR-1: the die of every judgement (命中/回避) and chance; a p% chance succeeds on ≤ p·die/100. */
    die: z.number().int().min(2).max(100).default(20),
    /** MR-2: zones are adjacent orthogonally (range = moves) or also diagonally. */
    adjacency: z.enum(['orthogonal', 'king']).default('orthogonal'),
    /** MR-8: each mech carries one of its listed weapons (chosen in fleet building) or all of them. */
    mechWeapons: z.enum(['one', 'both']).default('one'),
    /** MR-12: AOE1 = every enemy mech within this distance of the target zone. */
    aoeRadius: z.number().int().min(0).max(4).default(1),
    /** 2 点行动点. */
    actionPoints: z.number().int().min(1).default(2),
    /** 军备竞赛: judged at the end of this turn (turns count each player's turn: MR-4). */
    armsRaceTurn: z.number().int().min(1).default(20),
    /** MR-5: the game is a draw at the end of this turn. */
    turnCap: z.number().int().min(2).max(2000).default(80),
    /** 副武器库: ship / mech sub-weapon cards (一共有 20 张; 战舰副武器 10), copies per card (最多两张). */
    libraryShipCards: z.number().int().min(0).default(10),
    libraryMechCards: z.number().int().min(0).default(10),
    maxCopies: z.number().int().min(1).default(2),
    /** Opening hand: 2 张战舰副武器及 3 张战甲副武器; 补充: 抽至手牌上有三张战甲副武器. */
    openingShipCards: z.number().int().min(0).default(2),
    openingMechCards: z.number().int().min(0).default(3),
    mechHandTarget: z.number().int().min(1).default(3),
    /** 获得一点能量指示物 (高级能源管理: 两点). */
    gatherEnergy: z.number().int().min(0).default(1),
    gatherEnergyManaged: z.number().int().min(0).default(2),
    /** 分离式外装甲: 生命降到5或者以下时，回避增加5点. */
    outerArmourAt: z.number().int().default(5),
    outerArmourEvade: z.number().int().default(5),
    /** MR-6: reaction windows open whenever the opponent could hold a reaction ('public', no leak), or only when the seat really holds one ('held', leaks). */
    windows: z.enum(['public', 'held']).default('public'),
    /** MR-15: 自律火炮 stays and fires once in each of your turns, or fires once and is discarded. */
    autoTurret: z.enum(['persistent', 'once']).default('persistent'),
    /** MR-17: a mech recovered to the ship is repaired to full HP, or keeps its damage. */
    recoverRepairs: z.boolean().default(false),
    /** MR-26: every count judged, then the windows, then the damage ('volley'), or count by count ('perShot'). */
    shots: z.enum(['volley', 'perShot']).default('volley'),
    /** MR-27: "N 回合" put on a unit in the other side's turn counts from its owner's next turn, or includes the turn in progress. */
    durations: z.enum(['ownTurns', 'includeCurrent']).default('ownTurns'),
    /** MR-28: a level 军备竞赛 ends the game in a draw, or play goes on while another chosen condition remains. */
    armsRaceTie: z.enum(['draw', 'playOn']).default('draw'),
    /** MR-29: each event card drawn from all six ('replace'), or the deck drawn without replacement until reshuffled ('deck'). */
    eventDeck: z.enum(['replace', 'deck']).default('replace'),
    /** MR-30: the seed's pilot talents, or the designer's later rewrites (剑圣, 敏捷, 杀意, 捕杀, 狡诈) for the same pilots. */
    pilotTalents: z.enum(['seed', 'latest']).default('seed'),
    /** MR-31: 朱庇特's X (充能护盾 5X, 延伸护盾 / 超负荷指挥 10X HP); 0 leaves the ship out of the pool. */
    jupiterX: z.number().int().min(0).max(4).default(0),
    /** MR-31: [L] 分离式舰体补给's 冷却时间 in own turns (the seed has none). */
    resupplyCooldown: z.number().int().min(0).default(0),
    captains: captainNumbers.prefault({}),
    cards: shipCardNumbers.prefault({}),
    gear: mechCardNumbers.prefault({}),
    weather: weatherNumbers.prefault({}),
  })
  .refine((o) => o.libraryShipCards <= 9 * o.maxCopies && o.libraryMechCards <= 8 * o.maxCopies, {
    message: 'library larger than the card pool allows at this copy limit',
  });

export type MechaOptions = z.infer<typeof mechaOptionsSchema>;
