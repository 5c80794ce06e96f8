// Naval options: every number of the rules (flat, so `--set costLimit=15` works), the board layout,
// per-class stat overrides, and the switches for each ruling in docs/rules/naval.md.
import { z } from 'zod';
import { rulesSchema, shipStatsSchema, SHIP_CLASSES } from './data.js';

export const boardSchema = z
  .object({
    cols: z.number().int().min(5).max(31).default(11),
    rows: z.number().int().min(7).max(31).default(13),
    /** 部署区: hexes within this distance of your base (the base hex itself is land). */
    deployRadius: z.number().int().min(1).max(6).default(3),
    /** 双方中央的不属于任何一方的区域: this many middle rows. */
    neutralRows: z.number().int().min(1).max(9).default(3),
  })
  .refine((b) => b.rows >= 2 * b.deployRadius + b.neutralRows + 2, {
    message: 'rows too few for two deployment zones and the neutral zone',
  });

const shipOverride = shipStatsSchema.partial();

export const navalOptionsSchema = rulesSchema.extend({
  board: boardSchema.prefault({}),
  /** Override any stat of any class, e.g. `--set ships.BB.hp=12`. */
  ships: z.partialRecord(z.enum(SHIP_CLASSES), shipOverride).default({}),
  /** Turn cap: the game is a draw when it is reached (the rulebook has no limit). */
  turnCap: z.number().int().min(1).max(1000).default(40),
  /** Who acts first inside each phase: alternate by turn, or always seat 0 (红方). */
  firstPlayer: z.enum(['alternate', 'seat0']).default('alternate'),
  /** 双方选择完成后各掷六面骰子一次: one die per side for all its shots, or one per shot. */
  shellRoll: z.enum(['side', 'shot']).default('side'),
  /** Shelling damage floor after class correction (补正运算 can go below 0). */
  shellMinDamage: z.number().int().min(0).default(0),
  /** 若距离为1的格子经过连线…6点伤害: per adjacent hex on the line, only when the target is adjacent, or off. */
  pointBlank: z.enum(['adjacent', 'target', 'off']).default('adjacent'),
  /** Hexes the torpedo line only touches (edge/vertex) take half damage too. */
  torpedoTouchHalf: z.boolean().default(false),
  /** SS also fire in the 雷击战 phase (besides their own phase). */
  subsFireInTorpedoPhase: z.boolean().default(false),
  /** Aircraft may attack SS (the rulebook keeps SS out of recon and the shelling tiers). */
  airHitsSubs: z.boolean().default(false),
  /**
   * SS may be shelled (「其余船只不参与炮击战，但可以被攻击」), corrected as the lowest tier (ML/C/DD);
   * off: SS take no damage from shells (NR-13).
   */
  shellSubs: z.boolean().default(false),
  /** What a fighter zone shoots down: the whole sortie (its other hexes are cancelled) or the one attack into it (NR-11). */
  fighterDowns: z.enum(['sortie', 'attack']).default('sortie'),
  /** A mine that hits a ship is revealed to the ship's side and spectators; off: its owner alone still sees it (NR-7). */
  mineHitReveals: z.boolean().default(true),
  /** With pointBlank=adjacent, an adjacent hex the line only touches (runs along its edge) takes the 6 too (NR-16). */
  pointBlankTouch: z.boolean().default(false),
  /** A torpedo-bomber sortie may stop before striking all its hexes; off: it strikes every one unless shot down (NR-12). */
  sortieStopsEarly: z.boolean().default(true),
  /** A C/ML is removed when any unit ends in its hex ("若有单位与其重合"); false = enemy units only. */
  auxRemovedByFriends: z.boolean().default(true),
  /**
   * C/ML count as "ships" for the win conditions (a side with only C/ML left is not yet sunk; they keep
   * its deployment zone occupied). Off by default: one C may join every turn, so counting them would
   * make both win conditions unreachable against a side that keeps sending them.
   */
  auxiliariesCount: z.boolean().default(false),
  /** Each side sees the other's fleet list (classes, not positions) once both have deployed. */
  openRoster: z.boolean().default(true),
});

export type NavalOptions = z.infer<typeof navalOptionsSchema>;
