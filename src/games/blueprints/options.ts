// Blueprints options: the base game's (ours, design BG-…) numbers and the switch of every ruling in
// docs/rules/blueprints.md (BR-…). Defaults are what the rules doc states.
import { z } from 'zod';
import { DECK_IDS } from './data.js';

export const blueprintsOptionsSchema = z
  .object({
    /** BG-1: general (一般基地) and ground (地面基地) production lines per base. */
    generalLines: z.number().int().min(1).max(4).default(2),
    groundLines: z.number().int().min(1).max(4).default(2),
    /** BG-1 variant: a general base and a ground base on one cell sharing one pool (true), or one base with both kinds of lines. */
    twoBases: z.boolean().default(false),
    /** BG-2: the base pool starts at 20 W and gains `income` W at its owner's turn start while the base stands (the design's 2, measured: 1 makes most games end before the cap). */
    startPool: z.number().int().min(2).max(99).default(20),
    income: z.number().int().min(0).max(10).default(1),
    /** BG-4: starting hand; 1 blueprint drawn at turn end. */
    hand: z.number().int().min(0).max(10).default(3),
    draw: z.number().int().min(0).max(3).default(1),
    /** BG-6: "You" costs 5, v 2, its own line of 2 slots; at most this many W moved onto it at completion. */
    youCost: z.number().int().min(0).max(20).default(5),
    youV: z.number().int().min(0).max(4).default(2),
    youSlots: z.number().int().min(0).max(4).default(2),
    youMaxK: z.number().int().min(1).max(40).default(20),
    /** BG-10: the virtual ground's distance — hex (ordinary hex distance) or sector (ring difference + sector steps). */
    geometry: z.enum(['hex', 'sector']).default('hex'),
    /** BG-11: coordinate-token pairs in the pool. */
    tokenPairs: z.number().int().min(0).max(40).default(10),
    /** BR-9 (BG-9): USE windows for the other seats at the attack's boundaries; false = own turn only. */
    useWindows: z.boolean().default(true),
    /** BR-15: line switches (carry or place) per object per turn — 攜離 is 任意, but a turn must end. */
    switchesPerTurn: z.number().int().min(1).max(10).default(2),
    /** BR-10: a character whose base pool would drop to 0 by its own production may not produce (true), or may (false). */
    keepLastW: z.boolean().default(true),
    /** Each seat's character deck (by id), or random. */
    decks: z.array(z.enum(DECK_IDS)).max(6).optional(),
    /** BG-14 (base game, ours): W a separated "You" loses at its turn start once its base is destroyed (no energy source); 0 = never. */
    baselessDrain: z.number().int().min(0).max(20).default(2),
    /** BG-15 (base game, ours): a destroyed object's blueprint is shuffled back into its owner's pile (false: each blueprint is made once per game). */
    recycle: z.boolean().default(true),
    /** BR-17: production after separation may draw on "You"'s W once the pool runs short (true), or the pool only (false, BR-8). */
    youPays: z.boolean().default(false),
    /** BR-13: `repair` may restore W to "You" (true) or repairs objects only (false: "You" gains W only from the pool). */
    repairYou: z.boolean().default(false),
    /** BR-12: rounds after which the game ends; the highest total W (base + "You") wins, ties draw. */
    maxRounds: z.number().int().min(1).max(1000).default(40),
  })
  .strict();

export type BlueprintsOptions = z.infer<typeof blueprintsOptionsSchema>;
