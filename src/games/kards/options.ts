// Options with their rulebook phrases; every ruling the rulebook leaves open is a switch here.
import { z } from 'zod';

export const kardsOptionsSchema = z
  .object({
    /** 总部拥有起始20的血量 (§1.1). */
    hq: z.number().int().min(1).max(99).default(20),
    /** 先攻起始为4,后攻起始为5 (§1.3). */
    handFirst: z.number().int().min(0).max(9).default(4),
    handSecond: z.number().int().min(0).max(9).default(5),
    /** 手牌上限为9张 (§1.3). */
    handLimit: z.number().int().min(1).max(20).default(9),
    /** 支援阵线可以容纳总部外的四个单位 / 前线可以容纳五个单位 (§1.2). */
    supportSize: z.number().int().min(1).max(8).default(4),
    frontSize: z.number().int().min(1).max(8).default(5),
    /** 自然增长的指挥点槽最高为12点 / 最高增加至24点 (§2.1). */
    slotCap: z.number().int().min(1).max(24).default(12),
    kreditCap: z.number().int().min(1).max(99).default(24),
    /** Ruling K-R3: 守护 protects the HQ when the guard stands in the HQ's support line (official reading); false: adjacent units only. */
    guardProtectsHq: z.boolean().default(true),
    /** Ruling K-R4: 烟幕 ends when the unit moves or attacks (official reading); false: it lasts. */
    smokeEndsOnAction: z.boolean().default(true),
    /** Ruling K-R5: how many countermeasures one event can fire (official: 1). */
    cmPerEvent: z.number().int().min(1).max(9).default(1),
    /** Ruling K-R13p: "its third turn on the battlefield" counts the turn it arrived as the first (official); false: from its owner's next turn. */
    arrivalTurnCounts: z.boolean().default(true),
    /** Ruling K-R14c: cost changes of "orders" also change countermeasures (§4: 指令有普通指令和反制指令之分); false: only orders given. */
    cmsAreOrders: z.boolean().default(true),
    /** Ruling K-R35c: "a random unit of similar cost" reaches this far from the cost (RADAR ALERT); 0: the same cost. */
    similarCost: z.number().int().min(0).max(9).default(1),
    /**
     * Ruling K-R61c: 收缴 "可以" put the destroyed card in your hand: taken automatically ('auto', absent = auto: a 1/1
     * copy in hand never costs its owner anything); 'never' switches the keyword off. Optional, so states' JSON is unchanged.
     */
    capture: z.enum(['auto', 'never']).optional(),
    /** Ruling K-R60s: 抑制 leaves a pin (a state of the unit, §3.8, not an effect on it); true: suppression also ends the pin. */
    suppressClearsPin: z.boolean().optional(),
    /** Ruling K-R62a: a unit taken (§4.1.5) may act in the taker's turn (absent = true); false: only with Blitz, like a unit just added. */
    takenActs: z.boolean().optional(),
    /** Ruling K-R62t: "spent N turns in your deck" (§3.4.6) counts its owner's turns (absent = 'own'); 'all': every game turn. */
    deckTurns: z.enum(['own', 'all']).optional(),
    /**
     * Ruling K-R69l: a +defense buff on a 受伤 unit (§3.7.2 "再次提升过，即可视为未受伤"): absent = the seed's reading, the unit is
     * no longer 受伤 once its defense is back at its reference (a raise that leaves it below stays 受伤, §3.7.1); true: the
     * raise adds to its defense and to what a full repair restores alike and 受伤 stays until a repair.
     */
    buffKeepsDamage: z.boolean().optional(),
    /**
     * Ruling K-R70j: the morale damage a Bond card deals its player's HQ when played without a unit of its nation at the turn's
     * start — absent = 'fatigue': the next step of the fatigue counter (§1.4, 1, 2, 3…, which it advances: Homefront renamed
     * fatigue damage morale damage); 'one': 1 each time, the counter untouched.
     */
    bondMorale: z.enum(['fatigue', 'one']).optional(),
    /**
     * Ruling K-R71h: AIR, LAND & SEA "Develop a card in your deck" — absent = 'copy': a Develop among the deck's different cards,
     * the one chosen a new card in hand (明牌), the deck untouched; 'tutor': the one chosen is drawn from the deck (hidden, with its
     * deck records; the copy nearest the top), the other candidates stay there.
     */
    developFromDeck: z.enum(['copy', 'tutor']).optional(),
    /**
     * Ruling K-R71l: EAGLE DAY "Put a German air unit into play with Blitz" — absent = 'hand': one chosen in its player's hand;
     * 'random': a new random German fighter or bomber of the catalog's supported cards. Either goes back to hand as the turn ends.
     */
    eagleDay: z.enum(['hand', 'random']).optional(),
    /**
     * Ruling K-R71o: "Also counts as a tank" (SAVOIA CAVALLERIA) — absent = false: a tank for card texts only, its type's class (an
     * infantry) for the rulebook's movement and combat rules; true: it also moves and attacks as a tank (§3.1.2, §3.3.3: it may
     * attack after moving and move after attacking).
     */
    alsoClassRules: z.boolean().optional(),
    /** Ruling K-R71n: FRIENDLY FIRE's "random other enemy" — absent = true: another unit of the attacker's side or its HQ; false: units only. */
    friendlyFireHq: z.boolean().optional(),
    /** Starter deck per seat (nation name), or a deck given with --deck. */
    decks: z.tuple([z.string(), z.string()]).default(['Germany', 'Soviet']),
    /** Turn cap: the game is a draw after this many turns (bots only; no real game gets near it). */
    turnCap: z.number().int().min(2).max(1000).default(80),
  })
  .strict();
export type KardsOptions = z.infer<typeof kardsOptionsSchema>;
