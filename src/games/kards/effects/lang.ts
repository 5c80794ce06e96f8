// The effect language: card text as data. A card is a list of abilities; an ability says WHEN (a closed
// list of the rulebook's moments), IF (a condition) and WHAT (effects: a verb, a target, amounts).
// The engine interprets it (effects/index.ts: one Record<verb, run>).

/** Which side a selector looks at, from the card owner's point of view. */
export type Side = 'enemy' | 'friendly' | 'any';

/** A set of units: side, class bits (0 = any), line, and a few filters the Base set uses. */
export interface Sel {
  readonly side: Side;
  readonly cls: number;
  readonly line: 'any' | 'front' | 'support';
  /** Exclude the source unit ("other"). */
  readonly other: boolean;
  readonly maxCost: number;
  readonly maxAtk: number;
  /** Other sets: at least this much attack (absent = any). */
  readonly minAtk?: number;
  readonly damaged: boolean;
  /** Printed nation of the unit ('' = any). */
  readonly nation: string;
  /** At least this much defense (0 = any). */
  readonly minDef: number;
  /** Only units of this printed name, lower case ('' = any): "your LIGHT INFANTRY units". */
  readonly named: string;
  /** Other sets: only units with (kw) / without (noKw) these keyword bits, Veteran or not (vet), of Elite rarity. */
  readonly kw?: number;
  readonly noKw?: number;
  readonly vet?: boolean;
  readonly elite?: boolean;
  /** Other sets: how many combat keywords (COMBAT_KW, K-R65k) the unit has now, at least / at most. */
  readonly minCkw?: number;
  readonly maxCkw?: number;
  /** Other sets: attack below its defense; attack at most its owner's kredit slots (the card owner's). */
  readonly atkLtDef?: boolean;
  readonly atkSlots?: boolean;
  /** Other sets: operation cost 0 as it stands. */
  readonly op0?: boolean;
  /** Other sets: a name family ("your Shermans"; inFamily, K-R65f). */
  readonly family?: string;
  /** Other sets: a living unit stands on each side of it in its line ("with two adjacent units"). */
  readonly flanked?: boolean;
  /** Other sets (K-R67q): not damaged (受伤, §3.7). */
  readonly undamaged?: boolean;
  /** Other sets (K-R67w): a unit whose card has a deployment effect without a chosen target. */
  readonly plainDeploy?: boolean;
  /** Other sets (K-R67u): at most this much defense; suppressed or pinned. */
  readonly maxDef?: number;
  readonly stalled?: boolean;
  /** Other sets (K-R68e): the least attack on the battlefield (ties: each). */
  readonly lowAtk?: boolean;
  /** Other sets (K-R68i): its pincer (钳制, §3.3.6) is formed ("with an active Pincer"). */
  /** Other sets (K-R69v, TARGET ACQUIRED): attacked this game turn (Unit.hit). */
  readonly hitNow?: boolean;
  readonly pincer?: boolean;
}

export type Target =
  /** Chosen when the card is played; may include HQs ("target"/"an enemy"). */
  | { readonly k: 'chosen'; readonly sel: Sel; readonly hq: boolean; readonly units: boolean }
  | { readonly k: 'all'; readonly sel: Sel; readonly hq: boolean }
  | { readonly k: 'random'; readonly sel: Sel; readonly hq: boolean }
  | { readonly k: 'hq'; readonly side: 'enemy' | 'friendly' }
  /** The source unit itself. */
  | { readonly k: 'self' }
  /** The unit an event is about (the deployed unit a countermeasure answers, the chosen target again). */
  | { readonly k: 'it' }
  /** What the phrase before resolved to, even in a listener (3rd MAIZURU SNLF: "deal 1 damage to a random enemy. Pin it"). */
  | { readonly k: 'prev' }
  /** The units next to "it" in its line (§3.3.1's adjacency). */
  | { readonly k: 'adjacent'; readonly damaged?: boolean }
  /** The units next to the source unit (a unit's own "adjacent units" with nothing named before). */
  | { readonly k: 'adjSelf'; readonly cls?: number }
  /** The unit the source remembered ("pin that unit again"). */
  | { readonly k: 'mem' }
  /** The target of the source's attack, the units next to it, or a random enemy unit in its line. */
  | { readonly k: 'foe' }
  | { readonly k: 'adjFoe' }
  | { readonly k: 'foeLine' };

/** Keywords effects give; `moveAttack` ("can both move and attack") is a rule change, not a printed keyword. */
export type Kw = 'guard' | 'smokescreen' | 'fury' | 'ambush' | 'blitz' | 'immune' | 'moveAttack' | 'shock' | 'mobilize'
  /** Other sets (K-R68e): Salvage (收缴, §3.3.8) given by an effect. */
  | 'capture'
  /** Other sets (K-R67q): its attacks' excess damage goes to the enemy HQ; its attacks deal damage equal to its defense (rules for this turn, never printed). */
  | 'excess' | 'defDmg';

/**
 * A condition on what "it" refers to (the chosen target, the event's unit): the effect runs only if it holds,
 * on the refs that satisfy it. Compiles "… If it is X, Y instead" and "If this destroys it, …".
 */
export type ItIs = 'pinned' | 'unpinned' | 'blitz' | 'noBlitz' | 'air' | 'notAir' | 'dead' | 'support' | 'notSupport' | 'damaged' | 'undamaged' | 'atk4' | 'cost3' | 'none' | 'tank' | 'hq'
  /** Other sets: Veteran; no unit next to it / some; Alpine / not (an HQ is not); operation cost 0 / not (an HQ counts as not). */
  | 'vet' | 'alone' | 'notAlone' | 'alpine' | 'notAlpine' | 'op0' | 'notOp0'
  /** Other sets: it has 2 or more combat keywords (K-R65k). */
  | 'ckw2'
  /** Other sets: it has Smokescreen. */
  | 'smoke'
  /** Other sets: it is the card owner's unit / the enemy's (an HQ: whose HQ). */
  | 'friendly' | 'enemy'
  /** Other sets: it is a unit (not an HQ); a Sherman (K-R65f). */
  | 'unit' | 'sherman'
  /** Other sets (K-R66u): the card owner's enemy controls 3 or more units (a condition on the board, checked as "it" is given). */
  | 'foes3'
  /** Other sets (K-R67u): the card owner controls a unit with Mobilize; the unit is in the frontline... (see index.ts). */
  | 'haveMob'
  /** Other sets (K-R67v): it has the single highest attack on the battlefield. */
  | 'topAtk'
  /** Other sets (K-R67x): the card owner's enemy controls no living unit now. */
  | 'noFoes'
  /** Other sets (K-R67m): it is a ground unit, destroyed or not (the unit a kill is about). */
  | 'ground'
  /** Other sets (K-R68n): the card owner controls a unit with 4 or more attack (a condition on the board). */
  | 'haveAtk4'
  /** Other sets (K-R70r): the previous effect reached a unit ("if you do": a unit was sent; it need not be on the battlefield now). */
  | 'sent';

/** An amount that counts: N + per × (how many friendly units match cls; 'types': unit classes you control; 'kredits': your unspent kredits). */
export interface Count { readonly per: number; readonly of: 'units' | 'types' | 'kredits' | 'allUnits' | 'itAtk' | 'handGap' | 'arrived' | 'sameLine' | 'replays' | 'lastN' | 'foes' | 'lastRefs' | 'damagedUnits' | 'repairedN' | 'foesFront' | 'enemyHand' | 'enemySupport' | 'atk4Units' | 'airAtk' | 'hqLead' | 'unitLead'
  /** Other sets (K-R65k): your units with 2+ combat keywords; the combat keywords "it" has. */
  | 'ckw2Units' | 'itCkw'
  /** Other sets: the operation cost of each unit it is given to ("equal to its operation cost"). */
  | 'itOp'
  /** Other sets: your units with 0 operation cost. */
  | 'op0Units'
  /** Other sets (K-R66f): the printed costs of the cards the last draw brought; units in the frontline (either side's); the printed costs of your units of `cls` (and `nation`) in the frontline. */
  | 'drawnCost' | 'frontUnits' | 'frontCost' | 'slotsGained'
  /** Other sets (K-R66g): the kredit slots you have lost this battle (Side.slotsLost); the operation cost of the event's unit ("it"). */
  | 'slotsLost' | 'evOp'
  /** Other sets (K-R66i), what the verb before counted (Run.n): the attack of the card removed, the cards of even cost removed, the operation cost taken off. */
  | 'lastAtk' | 'evens' | 'opCut'
  /** Other sets (K-R66j): per unit buffed, your other units not of its printed nation. */
  | 'otherNation'
  /** Other sets (K-R66k): the room left in your hand (its limit minus its cards). */
  | 'handRoom'
  /** Other sets (K-R66l): the attack of the event's unit ("it"), else of the source. */
  | 'evAtk'
  /** Other sets (K-R66r): Intel the last intel verb could not use (no hidden card left); the enemy hand cards revealed (明牌). */
  | 'intelExcess' | 'known'
  /** Other sets (K-R67n): the source unit's attack as it stood when it was destroyed (a destruction effect), else as it stands. */
  | 'deadAtk'
  /** Other sets (K-R67p): the printed cost of the card the event is about (`picked`: the order a countermeasure answers). */
  | 'pickedCost'
  /** Other sets (K-R67q): per unit buffed, the classes other than tank of your units in its line. */
  | 'lineTypes'
  /** Other sets (K-R69p, ANCESTRAL CALL): per unit buffed, the other living units of its line (either side's in the frontline). */
  | 'lineOthers'
  /** Other sets (K-R69w, PUSH): the damage your HQ has taken this turn (Side.hqTaken, kept once a card that reads it is held). */
  | 'hqTakenNow'
  /** Other sets (K-R69x): how many times the order being given had "all numericals one higher" (its hand slot's steps). */
  | 'steps'
  /** Other sets (K-R67s): your units of `nation` ('!France': not French). */
  | 'nationUnits'
  /** Other sets (K-R67u): your units with Mobilize. */
  | 'mobUnits'
  /** Other sets (K-R67v): Polish units destroyed this battle (both sides' records); the unit cards with 4+ printed attack the last draw brought; friendly units of a printed name (`nation` holds it). */
  | 'polishLost' | 'drawnAtk4' | 'namedUnits'
  /** Other sets (K-R67w): the damage the HQ just received (HEARTLAND DEFENSE). */
  | 'hitN'; readonly base?: number; readonly cls: number; readonly other: boolean; readonly nation?: string }

export type Effect = (
  | { readonly do: 'damage'; readonly n: number; readonly to: Target; readonly count?: Count; readonly excessHq?: boolean; readonly excessRand?: boolean; readonly excessN?: boolean; readonly upTo?: boolean }
  | { readonly do: 'destroy'; readonly to: Target }
  | { readonly do: 'pin'; readonly to: Target }
  /** 控制权交换 (§4.1.5): the owner takes control of the unit for good, until the end of the turn, or until then and then it goes to its owner's hand. */
  | { readonly do: 'control'; readonly to: Target; readonly until: 'ever' | 'eot' | 'eotHand' }
  /** 抑制 (§4.1.12): the unit's text and gained effects are switched off, its stats and operation cost reset. */
  | { readonly do: 'suppress'; readonly to: Target }
  | { readonly do: 'buff'; readonly atk: number; readonly def: number; readonly to: Target; readonly count?: Count }
  | { readonly do: 'grant'; readonly kw: Kw; readonly to: Target }
  /** The keyword is removed ("Smokescreen is removed"). */
  | { readonly do: 'ungrant'; readonly kw: Kw; readonly to: Target }
  /** The keyword until the end of the turn ("Fury this turn"). */
  | { readonly do: 'tempGrant'; readonly kw: Kw; readonly to: Target }
  /** A random combat keyword (K-R65k); `missing`: one it does not have (none left: nothing). */
  | { readonly do: 'grantRandom'; readonly to: Target; readonly missing: boolean }
  /** Operation cost: +n (set = false) or set to n (set = true), for good; `temp`: this turn only (-1 "operate for one less"). */
  | { readonly do: 'op'; readonly n: number; readonly set: boolean; readonly temp: boolean; readonly to: Target; readonly count?: Count }
  /** The unit may act again this turn (moved and attacked cleared). */
  | { readonly do: 'refresh'; readonly to: Target }
  /** Its attack becomes its defense. */
  | { readonly do: 'atkToDef'; readonly to: Target }
  /** Set an HQ's defense. */
  | { readonly do: 'setHq'; readonly n: number; readonly side: 'enemy' | 'friendly' | 'both' }
  /** A random card of a side's hand goes on top of its deck. */
  | { readonly do: 'handToDeck'; readonly side: 'enemy' | 'friendly' }
  /** The enemy's face-down countermeasures are discarded. */
  | { readonly do: 'clearCms' }
  /**
   * Draw n cards of a kind/class/nation from your deck (random among those; §4.1.4 targeted draws): units of the
   * classes in `cls`, orders, or any card ("a random Soviet card": units, orders and countermeasures alike).
   */
  | { readonly do: 'drawOf'; readonly n: number; readonly kind: 'unit' | 'order' | 'card' | 'cm'; readonly cls: number; readonly nation: string; readonly cost?: number; readonly navy?: boolean; readonly family?: string }
  /** This turn, units you deploy cost n less and have Blitz. */
  | { readonly do: 'deployBoost'; readonly n: number }
  /** Next turn of the owner: more kredits, more draws, no orders; or the enemy's next turn: no slot, no draw. */
  /** Attack and defense doubled. */
  | { readonly do: 'double'; readonly to: Target; readonly atkOnly?: boolean }
  /** Heavy armor +n (重甲, at most 3). */
  | { readonly do: 'armor'; readonly n: number; readonly to: Target }
  | { readonly do: 'delayed'; readonly kredits: number; readonly draws: number; readonly noOrders: boolean; readonly enemySkip: boolean; readonly discards?: number; readonly enemyNoOrders?: boolean; readonly enemyNoDeploy?: boolean; readonly enemyKredits?: number; readonly enemyNoDraw?: boolean }
  /** Destroyed at the end of its owner's turn. */
  | { readonly do: 'doom'; readonly to: Target }
  /** +N attack until end of turn. */
  /** +N attack until end of turn; `upTo`: a random 0..N. */
  | { readonly do: 'tempAtk'; readonly n: number; readonly to: Target; readonly upTo?: boolean }
  /** A copy of a random unit card of your hand joins it (明牌: it comes from outside the deck). */
  | { readonly do: 'dupInHand' }
  /** A random card from outside the deck (the catalog's deckable, implemented cards) matching a filter. */
  /** `kw` (other sets, K-R66s): printed with these keyword bits; nation '' (other sets): any nation. */
  | { readonly do: 'spawnRandom'; readonly nation: string; readonly cls: number; readonly maxCost: number; readonly where: 'support' | 'hand'; readonly elite?: boolean; readonly minCost?: number; readonly kw?: number; readonly keep?: boolean
    /** Other sets (K-R69r): of a name family ("a Sherman"); the card added gets these hand-slot marks. */
    readonly family?: string; readonly mod?: number }
  | { readonly do: 'repair'; readonly to: Target }
  | { readonly do: 'retreat'; readonly to: Target }
  | { readonly do: 'toHand'; readonly to: Target
    /** Other sets (K-R70r, 40. PANZERGRENADIER): then draw a card if a unit sent was the card owner's ("Draw a card if it is friendly"). */
    readonly drawIfOwn?: boolean }
  | { readonly do: 'draw'; readonly n: number; readonly count?: Count; readonly side?: 'enemy' | 'itOwner' }
  /** The unit leaves the battlefield for good without being destroyed (no 亡计; other sets, K-R52r). */
  | { readonly do: 'remove'; readonly to: Target }
  /** Its pin (压制) ends now. */
  | { readonly do: 'unpin'; readonly to: Target }
  /** Set a unit's defense (not damage: it is not 受伤, §3.7.1 Tips). */
  | { readonly do: 'setDef'; readonly n: number; readonly to: Target }
  | { readonly do: 'hq'; readonly n: number; readonly side: 'enemy' | 'friendly'; readonly count?: Count }
  | { readonly do: 'kredits'; readonly n: number; readonly count?: Count }
  | { readonly do: 'slots'; readonly n: number; readonly side: 'enemy' | 'friendly'; readonly count?: Count }
  /** `same`: the line the source stands in (its support line when the frontline is full or not its own). */
  | { readonly do: 'spawn'; readonly card: string; readonly n: number; readonly where: 'support' | 'hand' | 'front' | 'same' | 'frontOr'; readonly count?: Count; readonly mod?: number }
  /** N copies of a named card shuffled into your deck. */
  | { readonly do: 'shuffleIn'; readonly card: string; readonly n: number; readonly count?: Count
    /** Other sets (K-R69s, AIR STRIPS): put on top of your deck, not shuffled in. */
    readonly top?: boolean }
  /** A random deckable unit of the nation of "it" costing `delta` more than it, to your support line. */
  | { readonly do: 'spawnLike'; readonly delta: number; readonly cls?: number; readonly nation?: string }
  /** A random card of a hand (of a class / up to a cost), or every order of it (`allOrders`). */
  | { readonly do: 'discard'; readonly side: 'enemy' | 'friendly'; readonly cls?: number; readonly maxCost?: number; readonly allOrders?: boolean; readonly allNamed?: string; readonly all?: boolean }
  /** Draw a card of that name from your deck (§4.1.4). */
  | { readonly do: 'drawNamed'; readonly card: string }
  /** Cancel the order a countermeasure answers (§4.2). */
  | { readonly do: 'counter' }
  /** 情报 N (§4.1.14): N random unrevealed cards of the enemy hand become revealed. */
  | { readonly do: 'intel'; readonly n: number; readonly count?: Count }
  /** The source remembers "it" (its first ref) for a later ability (target `mem`). */
  | { readonly do: 'remember'; readonly to: Target }
  /** Attack 0 until the start of the owner's next turn ("set its attack to 0 until your next turn"). */
  | { readonly do: 'zeroAtk'; readonly to: Target }
  /** The keyword is lost until the end of the turn. */
  | { readonly do: 'loseKw'; readonly kw: Kw; readonly to: Target }
  /** A copy (明牌) of each friendly unit of a nation destroyed this turn, to your hand. */
  | { readonly do: 'copyLost'; readonly nation: string }
  /** A copy (明牌) of a random order of the enemy deck, to your hand. */
  | { readonly do: 'copyEnemyOrder' }
  /** n copies (明牌) of the card the event is about (a destroyed unit), to your hand. */
  | { readonly do: 'copyCard'; readonly n: number }
  /** A copy of the unit as it stands, in its line if there is room, else your support line. */
  | { readonly do: 'duplicate'; readonly to: Target }
  /** Two random deckable units of a nation and class whose printed attacks add up to `total`, to the frontline. */
  | { readonly do: 'spawnPair'; readonly nation: string; readonly cls: number; readonly total: number }
  /** A random deckable unit of a nation and class costing within `span` of "it", to your support line. */
  | { readonly do: 'spawnNear'; readonly nation: string; readonly cls: number }
  /** The source gets Guard if its attack is at least n. */
  | { readonly do: 'guardAt'; readonly n: number }
  /** A decision on the queue: the owner discards a card of these classes from hand; the card's `picked` ability follows. */
  | { readonly do: 'pick'; readonly cls: number }
  /** "Choose one - A or B": a decision on the queue; the option's ability (choice0, choice1) follows, its target asked then. */
  | { readonly do: 'choose'; readonly n: number }
  /** Other sets (K-R68v): the unit's deployment choice of which doubling applies (kept in Unit.mem; Statics.vs with when 'pick0' / 'pick1'). */
  | { readonly do: 'vsPick'; readonly n: number }
  /** Other sets (K-R68x): the card whose text runs on top of its owner's deck (a destroyed unit's own card). */
  | { readonly do: 'cardToTop' }
  /** Other sets (K-R68y): the enemy's next turn ends as soon as it has begun (Side.endAt). */
  | { readonly do: 'endNextFoe' }
  /** The discarded (picked) card's printed attack and defense, given to the target. */
  | { readonly do: 'buffPicked'; readonly to: Target; readonly costAtk?: boolean }
  /** The unit leaves the battlefield until the source does (KardsState.limbo; the source remembers it). */
  | { readonly do: 'exile'; readonly to: Target }
  /** Every card now in a hand costs n more (a hand-slot change, Side.mods). */
  | { readonly do: 'handCost'; readonly n: number; readonly side: 'enemy' | 'friendly'; readonly eot?: boolean }
  /** Other sets (K-R66g): the side's pinned units stay pinned one turn longer. */
  | { readonly do: 'extendPin'; readonly side: 'enemy' | 'friendly' }
  /** The source unit (by 'it': the unit the phrase before named) fights the target (K-R50f), each in a random order if `shuffled`. */
  | { readonly do: 'fight'; readonly to: Target; readonly by?: 'it'; readonly shuffled?: boolean }
  /** The unit becomes its Veteran card now (§3.5), if it has an implemented one ("becomes Veteran if able"). */
  /** Other sets (K-R66b): only while its owner controls another unit of this printed name (lower case) / only on the first play of this card this battle. */
  | { readonly do: 'promote'; readonly to: Target; readonly ifCtl?: string; readonly first?: boolean }
  /** The cards the last verb drew get hand-slot bits (MOD: discard at end of turn, a buff when deployed). */
  | { readonly do: 'markDrawn'; readonly mod: number; readonly drew?: boolean; readonly cost?: number }
  /**
   * "Choose a card in hand": a HOLD decision of the owner on the queue (effects/hold.ts) among the hand cards of
   * these kinds (pick bits: unit classes, 32 orders, 64 countermeasures), of a nation ('' any), costing now between
   * minCost and maxCost; the card stays in hand, hidden, and the card's `held` ability acts on it.
   */
  | { readonly do: 'hold'; readonly kind: number; readonly nation: string; readonly minCost: number; readonly maxCost: number; readonly at?: boolean }
  /** Other sets (K-R69a): names the order's chosen target and does nothing else (SURVEIL: the HOLD after it reads it). */
  | { readonly do: 'aim'; readonly to: Target }
  /** Other sets (K-R69a): the card chosen in hand (HOLD) is converted into the card of the unit the HOLD was asked at (its source). */
  | { readonly do: 'heldInto' }
  /** Other sets (K-R69c): the unit card chosen in hand (HOLD) takes the place of the unit the HOLD was asked at, which goes to its owner's hand. */
  | { readonly do: 'heldSwap' }
  /** Other sets (K-R69d): a copy of the destroyed unit's card (the run's `picked`) to its owner's hand, shown. */
  | { readonly do: 'copyDead' }
  /** Other sets (K-R69e): the damage repaired that this unit heard of (its Unit.mem), distributed between random enemies, then cleared. */
  | { readonly do: 'spreadRepaired' }
  /** Other sets (K-R69h): n damage this source unit dealt, added to its tally (Unit.mem) toward Statics.vetDealt. */
  | { readonly do: 'tallyDealt'; readonly n: number }
  /** Other sets (K-R69k): marks the player's side (Side.mateHit): its units' given "if another of your units is attacked" is looked for. */
  | { readonly do: 'mateHitOn' }
  /** Other sets (K-R70a): marks the player's side (Side.taxGv): its units' given "it costs the enemy +N kredits to target or attack this unit" is looked for. */
  | { readonly do: 'taxGvOn' }
  /** Other sets (K-R69m): every card of this printed name (lower case) in your hand gets the hand-slot mark (DEEP OPERATION's Blitz). */
  | { readonly do: 'markHand'; readonly name: string; readonly mod: number }
  /** Other sets (K-R69n): the held card (HOLD) gets the hand-slot mark (HULL DOWN). */
  | { readonly do: 'heldMark'; readonly mod: number }
  /** Other sets (K-R70n, KING'S AFRICAN RIFLES): the unit card chosen in hand gets +n+n when deployed and Bond; +bond+bond instead if it has Bond already. */
  | { readonly do: 'heldBond'; readonly n: number; readonly bond: number }
  /** Other sets (K-R70n, RATIONING): the unit cards in its player's hand lose Bond. */
  | { readonly do: 'unbondHand' }
  /** Other sets (K-R70t): 43. INFANTRY REGIMENT, draw the top card of the deck if its printed cost is even; 289th GATCHINA, draw a card and the HQ gains its printed cost. */
  /** Other sets (K-R70v, IS II 1944 EARLY): the units the previous effect added get one keyword each, in order ("Give one Guard, the other Shock"). */
  | { readonly do: 'grantEach'; readonly kws: readonly Kw[] }
  | { readonly do: 'drawTopEven' }
  /** Other sets (K-R70w, deck-rec.ts): the top unit card of its player's deck gets +n+n when it is deployed (the deck record, then its hand slot; at most +3+3). */
  | { readonly do: 'deckTopPlus'; readonly n: number }
  /** Other sets (K-R70x): the unit cards of a class and nation in its player's hand and deck cost n more (negative: less). */
  /** deckOnly (K-R70w3): the deck's cards only; cls 0: the cards that are not units. */
  /** odd (K-R71b): every card of odd printed cost (cls ignored). */
  | { readonly do: 'deckCost'; readonly n: number; readonly cls: number; readonly nation: string; readonly deckOnly?: boolean; readonly odd?: boolean }
  /**
   * Other sets (K-R70w2, deck-rec.ts STAT): unit cards in a deck get +atk+def and keywords when deployed — the `top`-th unit from the top
   * (1 = the top unit), or every unit (top 0) of a nation ('' any); `side` whose deck; `randomKw`: each a random combat keyword besides;
   * `everywhere`: also the units on the battlefield and the unit cards in hand (K-R70z's "everywhere").
   */
  | { readonly do: 'deckStat'; readonly atk: number; readonly def: number; readonly kw: number; readonly top: number; readonly side: 'friendly' | 'enemy'; readonly nation: string; readonly randomKw?: boolean; readonly everywhere?: boolean }
  /** Other sets (K-R70z, YOUR COURAGE): the cards with Bond in its player's hand cost n more (negative: less). */
  | { readonly do: 'bondCost'; readonly n: number }
  /** Other sets (K-R70z): its player's Bond units everywhere get +n+n — on the battlefield, unit cards in hand (the slot's +n+n) and in the deck (the deck record). */
  | { readonly do: 'bondEverywhere'; readonly n: number }
  | { readonly do: 'drawGainCost' }
  /**
   * Other sets (K-R71f): the order's given text (its `given` abilities, K-R65t) to its player's unit cards of a printed nation — the units on the
   * battlefield, the unit cards in hand and in the deck (IJN YAMATO's "everywhere"), or those in the deck only (VICTORY GARDEN); a card's unit
   * carries it once deployed (deck-rec.ts gvStat).
   */
  | { readonly do: 'giveEverywhere'; readonly nation: string; readonly deckOnly?: boolean }
  /** Other sets (K-R71g, WAY OF SUBJECTS): every card of a printed nation in its player's deck gets Bond and the order's given text (a `playedGv` ability). */
  | { readonly do: 'deckBondText'; readonly nation: string }
  /** Other sets (K-R71i, 73rd INFANTRY REGIMENT): the destruction effects of its player's units destroyed since the start of its last turn (Side.lostAt) are triggered, in the order they were destroyed. */
  | { readonly do: 'lostDeaths' }
  /** Other sets (K-R71m, SUPPORT COLUMN): the order's statics hold an aura its given text carries; the board is watched from now (State.watch), so auras are read. */
  | { readonly do: 'watchOn' }
  /** Other sets (K-R71n, FRIENDLY FIRE): the attack "it" makes is stopped (spent) and its attack dealt to a random other unit of its side or its HQ. */
  | { readonly do: 'redirectAttack' }
  /** Other sets (K-R71e, BRYANSK IRREGULARS): n damage to each living unit that dealt damage to "it" (the destroyed unit) this turn (Unit.dlt). */
  | { readonly do: 'damageDealers'; readonly n: number }
  /** Other sets (K-R71a, SPARS): the top unit card of its player's deck (orders passed over) is drawn. */
  | { readonly do: 'drawTopUnit' }
  /**
   * Other sets (K-R70e): "Choose 1 of 3 cards in the enemy hand": up to three random cards of the enemy hand are revealed (明牌) and offered
   * as a DEVELOP decision (effects/develop.ts); then the one chosen is discarded and copied to your hand (`steal`, SABOTAGE), or becomes
   * PLAN and you get a PLAN (`plan`, HAPPY TIME); `none` until the next sentence says which.
   */
  | { readonly do: 'peekEnemy'; readonly then: 'none' | 'steal' | 'plan' }
  /** Other sets (K-R70c): the card (a printed name until cards.ts resolves it) added to your support line as the defender of the attack "it" (the attacking unit) makes. */
  | { readonly do: 'addDefender'; readonly card: string }
  /** Other sets (K-R69u, FROZEN ASSETS): the card (a printed name until cards.ts resolves it) added (增加) next to the unit chosen, in its line, if there is room; "it" is then the unit added. */
  | { readonly do: 'spawnBeside'; readonly card: string; readonly to: Target }
  /** Other sets (K-R69x): the card itself to the enemy's hand, shown, one step higher (its cost +1 and each of its numbers +1, HAND_STEP). */
  | { readonly do: 'giveEnemyHigher' }
  /** Other sets (K-R69w): from now on, the damage the player's HQ takes is tallied this turn (Side.hqTaken), if it was not already. */
  | { readonly do: 'tallyHq' }
  /** Other sets (K-R69q): the deployment effect waiting on the queue (DEPLOY_FX) is cancelled, as `counter` cancels an order's. */
  | { readonly do: 'counterDeploy' }
  /** The held card's cost: n less, set to n, or (byOp) less by its printed operation cost; a hand-slot change. */
  | { readonly do: 'heldCost'; readonly n: number; readonly set: boolean; readonly byOp?: boolean }
  /** The held card goes on top of your deck, is shuffled into it, or is put into play (增加, a unit to your support line). */
  /** `cm` (K-R68h): a countermeasure set face down, for free, now ("activate it at the end of your turn"). */
  /** keep (K-R70y): the card put on the deck keeps its hand slot's lasting changes (the deck record). */
  /** blitz (K-R71l, EAGLE DAY): the unit put into play gets Blitz, and is what a following effect's "it" names. */
  | { readonly do: 'heldTo'; readonly where: 'top' | 'shuffle' | 'play' | 'cm'; readonly keep?: boolean; readonly blitz?: boolean }
  /** A copy of the held unit card is added to your support line. */
  | { readonly do: 'heldCopy' }
  /** The owner's deck is shuffled. */
  | { readonly do: 'shuffleDeck' }
  /**
   * Cards of a hand shuffled into its deck: a random one of these kinds (pick bits), or all; `copy`: a copy, the card
   * stays; `both`: each player their own. How many went in is counted for a "that many" after it.
   */
  | { readonly do: 'handShuffle'; readonly all: boolean; readonly copy: boolean; readonly kind: number; readonly both?: boolean }
  /** The unit's card goes on top of its owner's deck (it leaves the battlefield, not destroyed), or (copy) a copy of it does. */
  | { readonly do: 'toDeck'; readonly to: Target; readonly copy: boolean }
  /**
   * Develop (K-R63d): n times, choose 1 of 3 random implemented cards (a DEVELOP decision, effects/develop.ts) to add
   * to your hand: of a printed name (lower case; tokens too), else deckable ones of nations ('Britain|USA', '' any),
   * kinds (pick bits) and Elite rarity. `deck`: instead, the top N cards of your deck; the one chosen is drawn, the rest
   * go to the bottom ("choose and draw a card from the top 3 of your deck").
   */
  /** Its attack and its operation cost (the unit's own, changes of this turn and auras aside) change places (K-R64x). */
  | { readonly do: 'swapAtkOp'; readonly to: Target }
  /** A copy (明牌) of each card the last verb drew, to your hand ("Draw a random unit from your deck. Duplicate it."). */
  | { readonly do: 'dupDrawn' }
  /** The attack a countermeasure answers does not happen ("retreat it instead"). */
  | { readonly do: 'stopAttack' }
  /** The enemy's unspent kredits are lost. */
  | { readonly do: 'drainKredits' }
  /** The unit's attack and defense become these (not damage: it is not 受伤, §3.7.1). */
  | { readonly do: 'setStats'; readonly atk: number; readonly def: number; readonly to: Target }
  /** Your HQ gains 烟幕 smokescreen until your next turn (K-R64h2). */
  | { readonly do: 'hqSmoke' }
  /** 1 damage at a time to a random enemy (a living enemy unit or the enemy HQ), as many times as counted ("distribute damage … equal to"). */
  | { readonly do: 'distribute'; readonly count: Count }
  /** Removed from the battlefield until the start of the owner's next turn, the end of this turn, or (hand) then to its owner's hand (K-R64r). */
  | { readonly do: 'banish'; readonly to: Target; readonly until: 'start' | 'end' | 'hand' | 'foeEndDup' }
  /** "The enemy HQ gets: '…'": the card's `hqFx` ability belongs to the enemy HQ from now on (K-R64q). */
  | { readonly do: 'hqGets' }
  /** The units get this card's given text (its `given` abilities and `grants`) for as long as they stand (K-R65t). */
  | { readonly do: 'giveText'; readonly to: Target }
  /** 转化 Convert (K-R65c): the units become the named card (printed stats, keywords and text; damage, buffs and given texts gone). */
  | { readonly do: 'convert'; readonly to: Target; readonly card: string }
  /** 转化 Convert (K-R65c): a random card of a hand becomes the named card, shown to both (明牌). */
  | { readonly do: 'convertHand'; readonly side: 'enemy' | 'friendly'; readonly card: string }
  /** 转化 Convert (K-R65c): n random cards of your deck become the named card (hidden, like the deck). */
  /** top (K-R71j, SEMPER FI): among the top `top` cards of the deck only. */
  | { readonly do: 'convertDeck'; readonly n: number; readonly card: string; readonly top?: number }
  /** Other sets (K-R65r): the top n cards of your deck are removed from the game (not discarded: unseen, no "if discarded"). */
  | { readonly do: 'mill'; readonly n: number; readonly count?: Count }
  /** Other sets: your remaining kredits are spent (counted for a "where X is kredits spent" after it). */
  | { readonly do: 'spendKredits' }
  /** Other sets: the unit's destruction effects (亡计: its own, then given ones) run now, the unit staying (K-R65t). */
  /** `mine` (K-R68g): run as the card owner's ("as if it was yours"). */
  | { readonly do: 'triggerDeath'; readonly to: Target; readonly mine?: boolean }
  /** Other sets (K-R68g): the unit loses its destruction effects (亡计), its own and given ones, for good (KW.noDeath). */
  | { readonly do: 'loseDeath'; readonly to: Target }
  /** Other sets: its attack back to its card's ("reset the attack"): buffs and this turn's changes to attack gone. */
  | { readonly do: 'resetAtk'; readonly to: Target }
  /** Other sets: the unit leaves the battlefield (not destroyed) and its card is shuffled into your deck. */
  | { readonly do: 'shuffleUnit'; readonly to: Target }
  /** 转化 Convert (K-R65c): the top card of a side's deck becomes the named card (hidden, like the deck). */
  | { readonly do: 'convertTop'; readonly side: 'enemy' | 'friendly'; readonly card: string }
  /** The turn ends once the action (and what it set off) has resolved (K-R65e). */
  | { readonly do: 'endTurn' }
  /**
   * Other sets (K-R66a): your last destroyed unit (of classes `cls`, 0 any; Side.removed): a copy of its card to your hand,
   * to your support line, or a random card of your hand converted into it; `lastLostUnit`: the units converted into it.
   */
  /** Other sets (K-R66e): the card's `later` ability fires at the end of this turn / the start of your next turn ("it": what the phrase before resolved to). */
  /** `survives` (K-R69z): a watch on "it" until the turn ends, fired when it survives a fight it was attacked in. */
  | { readonly do: 'later'; readonly at: 'end' | 'start' | 'nextEnd' | 'every' | 'thirdEnd' | 'unpin' | 'dies' | 'survives' }
  /** Other sets (K-R66i): the topmost unit of these classes leaves your deck (removed from the game; counted: its printed attack). */
  | { readonly do: 'deckOut'; readonly cls: number }
  /** Other sets (K-R66l): your unit of these classes with the highest attack (a random one of those), "it" after. */
  | { readonly do: 'bestOf'; readonly cls: number }
  /** Other sets (K-R66m): every enemy card of printed cost n or less in hand and on the battlefield goes on top of the enemy's deck. */
  | { readonly do: 'allToDeck'; readonly maxCost: number }
  /** Other sets (K-R66q): nothing when it runs; damageHq reads n, the defense given before lethal damage lands. */
  | { readonly do: 'lethalGuard'; readonly n: number }
  /** Other sets (K-R66u): "Otherwise, destroy all units there": every frontline unit is destroyed if the spawn before added none. */
  | { readonly do: 'elseClearFront' }
  /** Other sets (K-R66t): your hand is shuffled into your deck, as many cards drawn, then n damage to every unit per Navy card (K-R27n) shuffled in. */
  | { readonly do: 'tideTurns'; readonly n: number }
  /** Other sets (K-R66r): each friendly unit of a name family deals damage (counted) to a random enemy (unit or HQ). */
  | { readonly do: 'eachDeals'; readonly family: string; readonly count: Count }
  /** Other sets (K-R66j): the unit leaves the battlefield and its card comes back at once, added (增加) to its owner's support line as printed ("it" after). */
  | { readonly do: 'flicker'; readonly to: Target }
  /** Other sets: the top n cards of your deck are removed from the game (counted: those with an even cost). */
  | { readonly do: 'millEven'; readonly n: number }
  /** Other sets: n damage to each enemy unit, again while the last round destroyed any. */
  | { readonly do: 'crossfire'; readonly n: number }
  /** Other sets: the units' operation cost becomes 0 (counted: the operation cost taken off, as it stood). */
  | { readonly do: 'zeroOp'; readonly to: Target }
  /** Other sets (K-R66h): a copy of the card of "it" (a unit), to your support line. */
  | { readonly do: 'copyIt' }
  /** Other sets (K-R66f): copies of "it" (its card) leave its owner's hand and deck (removed from the game). */
  | { readonly do: 'purge' }
  /** Other sets: every other unit with the printed name of "it" is destroyed. */
  | { readonly do: 'destroyNamed' }
  /** Other sets: a unit card of your deck (the topmost of a nation and class, or a random one with a 亡计) is added to your support line. */
  | { readonly do: 'deckToPlay'; readonly nation: string; readonly cls: number; readonly death: boolean }
  /** Other sets: the top card of your deck is drawn and discarded (its "if discarded" runs). */
  | { readonly do: 'drawDiscard' }
  /** Other sets: n random Navy cards (K-R27n) of your deck move to its top. */
  | { readonly do: 'navyToTop'; readonly n: number }
  /** Other sets: your kredit slots become the enemy's (counted: the slots gained, 0 if none). */
  | { readonly do: 'matchSlots' }
  /** Other sets: each player (you first) adds the unit of highest cost in hand (a random one of those) to their support line. */
  | { readonly do: 'gambit' }
  /** Other sets: every unit leaves the battlefield (removed, not destroyed) and a unit of the named card takes its place, its owner's, in its line. */
  | { readonly do: 'replaceAll'; readonly card: string }
  /** Other sets (K-R67a): each unit moves from its owner's support line into the frontline if it may (room, not enemy-held); not an action of the unit. */
  | { readonly do: 'toFront'; readonly to: Target }
  /** Other sets (K-R67e): a unit of the card added (增加) on each side of the source in its line, while there is room. */
  | { readonly do: 'spawnSides'; readonly card: string }
  /** Other sets (K-R67f): a random countermeasure of your hand is set face down for free. */
  | { readonly do: 'activateCm' }
  /** Other sets (K-R67c): "Cannot attack the enemy HQ" until the end of this turn (Unit.nh). */
  | { readonly do: 'noHqTurn'; readonly to: Target }
  /** Other sets (K-R67c): "Ignore 'Cannot attack the enemy HQ'" on the unit for good (Unit.nh = -1). */
  | { readonly do: 'hqOk'; readonly to: Target }
  /** Other sets (K-R67g): the orders in your hand cost n less (a lasting hand-slot change), none below `min`. */
  | { readonly do: 'ordersCost'; readonly n: number; readonly min: number }
  /** Other sets (K-R67l): the card's listeners (its `onDeploy` abilities) hear for its player until the end of this turn, or for the rest of the battle. */
  | { readonly do: 'hearFor'; readonly battle: boolean; readonly next?: boolean }
  /** Other sets (K-R67l): +1+1, Blitz or Ambush, one at random, for each unit. */
  | { readonly do: 'randomBoon'; readonly to: Target }
  /** Other sets (K-R67m): a copy of the card of "it" (the unit this one destroyed) to your hand. */
  | { readonly do: 'copyItHand' }
  /** Other sets (K-R67p): a random card of your deck with a higher printed cost than the card discarded (`picked`) is drawn. */
  | { readonly do: 'drawAbove' }
  /** Other sets (K-R67p): the top card of your deck becomes the card chosen in hand (`picked`; hidden, like the deck). */
  | { readonly do: 'topToPicked' }
  /** Other sets (K-R67p): n damage, 1 at a time, each to a random one of the chosen unit and the living units next to it of its owner. */
  | { readonly do: 'distributeAt'; readonly n: number; readonly to: Target }
  /** Other sets (K-R67p): a random deckable implemented card of these nations, a unit (kind 31) or an order (32), of printed cost minCost or more, to your hand. */
  /** family (K-R71c, SPY RING): any card (kind 127, nation '') whose printed name is of the family ("a random Research card"). */
  | { readonly do: 'spawnRandomCard'; readonly nation: string; readonly kind: number; readonly minCost: number; readonly family?: string }
  /** Other sets (K-R67p): nothing when it runs; damageHq deals the damage back (RETALIATION). */
  | { readonly do: 'hitBack' }
  /** Other sets (K-R67q): the named card to the enemy's hand, shown (明牌). */
  | { readonly do: 'giveEnemy'; readonly card: string }
  /** Other sets (K-R67q): the unit goes on top of its owner's deck, then that deck is shuffled if a Navy card tops yours. */
  | { readonly do: 'toDeckNavy'; readonly to: Target }
  /** Other sets (K-R67q): the enemy units in each line change places at random. */
  | { readonly do: 'rearrange' }
  /** Other sets (K-R67q): every other unit of the owner of "it" becomes its card. */
  | { readonly do: 'convertOwnerAll' }
  /** Other sets (K-R67q): the source unit and the unit change places. */
  | { readonly do: 'swapPos'; readonly to: Target }
  /** Other sets (K-R67q): per friendly unit with minAtk or more attack, one at random: kredits, +atk+def, or a card. */
  | { readonly do: 'runBattlefield'; readonly minAtk: number; readonly kredits: number; readonly atk: number; readonly def: number }
  /** Other sets (K-R67q): sent to its owner's hand, then converted there into a random unit of the same printed cost if you have an air unit. */
  | { readonly do: 'toHandLike'; readonly to: Target }
  /** Other sets (K-R67r): every unit's combat damage is 1 until the start of your next turn (Side.oneDmg). */
  | { readonly do: 'oneDamage' }
  /** Other sets (K-R67y): the enemy's ground units cannot attack in its next turn (Side.mud). */
  | { readonly do: 'mud' }
  /** Other sets (K-R67z): your next damage order this turn deals 1 more damage (Side.decree). */
  | { readonly do: 'decree' }
  /** Other sets (K-R67q): n random deckable units of a nation whose printed costs add up to your kredit slots, to your support line. */
  | { readonly do: 'spawnSum'; readonly n: number; readonly nation: string }
  /** Other sets (K-R67l): the cards of a name family in your hand cost 0 this turn (a hand-slot change that ends with the turn, K-R66d). */
  | { readonly do: 'familyFree'; readonly family: string }
  /** Other sets (K-R67y): until your next turn, +n kredits for the enemy to target or attack your units (Side.grim). */
  | { readonly do: 'grimDay'; readonly n: number }
  /** Other sets (K-R67s): the card nearest the top of your deck of a nation ('!France') is drawn. */
  | { readonly do: 'drawTopOf'; readonly nation: string }
  /** Other sets (K-R67t): you lose n unspent kredits (not below 0). */
  | { readonly do: 'loseKredits'; readonly n: number }
  /** Other sets (K-R67t): n copies of the named card shuffled into the enemy's deck (counted: `lastN`, the excess of the damage before). */
  | { readonly do: 'shuffleInEnemy'; readonly card: string; readonly n: number; readonly count?: Count }
  /** Other sets (K-R67t): the card just drawn leaves its drawer's hand, played for free (its `drawn` ability is its text). */
  | { readonly do: 'playDrawn' }
  /** Other sets (K-R67u): n damage to every other unit with the printed name of "it". */
  | { readonly do: 'damageNamed'; readonly n: number }
  /** Other sets (K-R67u): each player, you first, draws until holding n cards. */
  | { readonly do: 'fillHands'; readonly n: number }
  /** Other sets (K-R67v): the source gets the combat keywords "it" has. */
  | { readonly do: 'copyKws'; readonly to: Target }
  /** Other sets (K-R67v): the source becomes the card of "it" (K-R65c). */
  | { readonly do: 'convertSelfTo'; readonly to: Target }
  /** Other sets (K-R67v): a copy of a random order of the enemy deck to your hand; your HQ gains its cost. */
  | { readonly do: 'copyEnemyOrderHq' }
  /** Other sets (K-R67v): a copy of a random known (明牌) card of the enemy hand to yours; or that card's cost +n. */
  | { readonly do: 'copyKnown' }
  | { readonly do: 'taxKnown'; readonly n: number }
  /** Other sets (K-R67v): the player with more unit cards in hand (none on a tie) draws n. */
  | { readonly do: 'mostUnitsDraw'; readonly n: number }
  /** Other sets (K-R67v): a unit card of your deck with this keyword, at random, is drawn. */
  | { readonly do: 'drawKw'; readonly kw: number }
  /** Other sets (K-R67v): its attack drops by 1, not below 1. */
  | { readonly do: 'weaken'; readonly to: Target }
  /** Other sets (K-R67v): pinned if a tank, suppressed if an infantry, destroyed if an artillery, retreats if an air unit. */
  | { readonly do: 'sally'; readonly to: Target }
  /** Other sets (K-R67v): the unit card nearest the top of your deck of printed operation cost n is drawn. */
  | { readonly do: 'drawOp'; readonly n: number }
  /** Other sets (K-R67v): a copy of the unit's card to your support line ("it" after: the copy). */
  | { readonly do: 'copyOf'; readonly to: Target }
  /** Other sets (K-R67w): the enemy discards a random card; you draw a card if it was known (明牌). */
  | { readonly do: 'punish' }
  /** Other sets (K-R67w): the source counts this ability's runs (Unit.mem) and is destroyed at the n-th. */
  | { readonly do: 'countDown'; readonly n: number }
  /** Other sets (K-R67w): the top card of the enemy deck joins your hand (a draw of yours), to be discarded at the end of the turn. */
  | { readonly do: 'stealTop' }
  /** Other sets (K-R67w): n rounds: both players draw a card, the lower printed cost of the two is discarded (none on a tie). */
  | { readonly do: 'pactOfSteel'; readonly n: number }
  /** Other sets (K-R67w): the units' deployment effects without a chosen target run again. */
  | { readonly do: 'redeploy'; readonly to: Target }
  /** Other sets (K-R68e): Salvage it (收缴 by an effect, §3.3.8): the unit's card to your hand as a Salvaged 1/1, shown (the unit stays). */
  | { readonly do: 'salvage'; readonly to: Target }
  /** Other sets (K-R68t): the destroyed unit's card (the run's `picked`) to your hand as a Salvaged card. */
  | { readonly do: 'salvageDead' }
  /** Other sets (K-R68j): the top card of your deck has the Navy type until the end of your next turn (Side.navyTop). */
  | { readonly do: 'navyTop' }
  /** Other sets (K-R68m): every unit's operation cost is 4 until the start of your next turn (Side.snow). */
  | { readonly do: 'snowstorm' }
  | { readonly do: 'lastLost'; readonly how: 'hand' | 'support' | 'convertHand'; readonly cls: number }
  | { readonly do: 'lastLostUnit'; readonly to: Target; readonly cls: number }
  | { readonly do: 'develop'; readonly n: number; readonly name: string; readonly nation: string; readonly kind: number; readonly elite: boolean; readonly deck?: number; readonly maxAtk?: number; readonly navy?: boolean
    /** Other sets (K-R69o, EXPLOIT THE GAP): among the top `deck` units of the deck (other cards stay); the card drawn gets these hand-slot marks and costs 0. */
    readonly deckUnits?: boolean; readonly mod?: number; readonly cost0?: boolean
    /** Other sets (K-R69y, PILOT ESCAPE): of its player's main nation (Side.nation); the card chosen costs `less` less (a hand-slot change). */
    readonly main?: boolean; readonly less?: number
    /** Other sets (K-R71h, AIR, LAND & SEA): among the different cards in its player's deck as it resolves (a copy is added; the deck is untouched). */
    readonly ownDeck?: boolean }
) & { readonly if?: ItIs };
export type Verb = Effect['do'];

/** When an ability fires: the rulebook's moments (§3.4, §4). */
export type When = 'deploy' | 'play' | 'destroyed' | 'turnStart' | 'turnEnd' | 'cm' | 'onDeploy' | 'onOrder' | 'onDestroyed' | 'onAttack' | 'onKill' | 'onHitHq' | 'promoted' | 'onMove' | 'discarded'
  | 'sentToHand' | 'discardedByEnemy' | 'onDiscard' | 'onFriendKill' | 'picked' | 'choice0' | 'choice1'
  /** After a HOLD: the chosen hand card is "it" (effects/hold.ts). */
  | 'held'
  /**
   * Other sets: this unit survives combat (K-R64s); a friendly unit does (a listener, "it" is that unit); a unit moves
   * into the frontline (a listener, "it" is the mover); you gain an extra kredit slot / lose one (K-R64k).
   */
  | 'onSurvive' | 'onFriendSurvive' | 'onMoveAny' | 'onSlot' | 'onSlotLost'
  /** Other sets: the ability an order gave the enemy HQ, when that HQ has taken 3+ damage this turn (K-R64q); a countermeasure fires (a listener: yours / the enemy's). */
  | 'hqFx' | 'onCm'
  /** Other sets: "Show when drawn: …" (K-R64w); "when you shuffle your deck" (a listener, K-R64f). */
  | 'drawn' | 'onShuffle'
  /** Other sets: a unit becomes Veteran (a listener, "it" is that unit); this unit / a friendly unit is fully repaired (K-R64p). */
  | 'onVet' | 'onRepaired' | 'onFriendRepaired'
  /** Other sets: this unit takes damage (K-R64h3); a friendly unit loses Smokescreen (a listener, "it" is that unit, K-R64s2). */
  | 'onHurt' | 'onSmokeLost'
  /** Other sets: after you attack with a unit (a listener, "it" is the attacker, K-R64a). */
  | 'onFriendAttack'
  /** Other sets: this unit is attacked (after the fight, K-R64w2); this unit loses 动员 Mobilize to damage (§3.3.9). */
  | 'onAttacked' | 'onMobLost'
  /** Other sets: you convert one or more cards (a listener, K-R65c). */
  | 'onConvert'
  /** Other sets: an undestroyed unit leaves the battlefield; a destruction effect (亡计) triggers (listeners, K-R65u). */
  | 'onLeave' | 'onDeathFx'
  /** Other sets: a unit retreats (a listener, "it" is that unit; K-R65u). */
  | 'onRetreat'
  /** Other sets: this unit attacked the enemy HQ (after the fight, whatever the damage; K-R65t). */
  | 'onAttackHq'
  /** Other sets: an order's delayed ability (K-R66e, effect `later`). */
  | 'later'
  /** Other sets (K-R67p): the card is in its owner's deck and the enemy makes its owner discard. */
  | 'inDeckDiscard'
  /** Other sets (K-R67q): this unit attacked and is still on the battlefield (after the fight). */
  | 'afterAttack'
  /** Other sets (K-R67t): the enemy draws a card of a printed name (a listener, `named`). */
  | 'onFoeDraw'
  /** Other sets (K-R68e): this unit Salvaged a unit (took its card by 收缴 after a fight, §3.3.8). */
  | 'onSalvage'
  /** Other sets (K-R68l): the end of each enemy turn (a unit's, while it stands). */
  | 'foeTurnEnd'
  /** Other sets (K-R71b): the card is in its owner's deck as its owner's fourth turn draws (FRONT AND HOMELAND, steps.ts drawStep). */
  | 'inDeckTurn4'
  /** Other sets (K-R71d, YANK): an order's battle-long listener — the first time its player Develops in a turn (effects/develop.ts). */
  | 'onDevelop'
  /** Other sets (K-R71g, WAY OF SUBJECTS): a given text's — the card carrying it is played from hand (its HQ gains; apply.ts, steps.ts PLACE). */
  | 'playedGv';

/** A unit's triggered ability (§3.4.3) listens for others' deploys, orders or destructions: whose, of what. */
export interface Listen {
  readonly who: Side;
  /** Class bits of the deployed unit (0 = any). */
  readonly cls: number;
  /** Nation of the order given ('' = any). */
  readonly nation: string;
  /** Only an order whose chosen target is this unit ("when the opponent targets this unit with an order"). */
  readonly me?: boolean;
  /** Only units printed with these keyword bits (0 = any); `adds`: added units (增加) are heard too. */
  readonly kw?: number;
  readonly adds?: boolean;
  /** Printed "another" (text only: a unit never hears its own deployment). */
  readonly other?: boolean;
  /** Only Navy cards (K-R27n) / only cards printed with Intel ("when you play a Navy card / a card with Intel"). */
  readonly navy?: boolean;
  readonly intel?: boolean;
  /** Other sets (K-R70k): only cards played with Bond (a unit deployed with it, its hand-slot marks counted; an order printed with it). */
  readonly bond?: boolean;
  /** Only units with heavy armor ("a friendly unit with Heavy Armor survives combat"). */
  readonly armor?: boolean;
  /** Other sets: only deployed units with at least this printed operation cost / this much attack as they stand (K-R65l). */
  readonly minOp?: number;
  readonly minAtk?: number;
  /** Only units deployed from a Salvaged (被收缴, §3.3.8) card: "Salvaged units you deploy" (K-R68b). */
  readonly salvaged?: boolean;
  /** Other sets: only the unit this one targeted when deployed ("draw a card when it is destroyed", K-R65m; Unit.mem). */
  readonly mem?: boolean;
  /** Other sets: only units of a printed name family, lower case ("when you attack with a Spitfire": names starting so). */
  readonly named?: string;
  /** Other sets (K-R67w): only units with more attack than this one (as both stand); attacking units with 2 or more combat keywords. */
  readonly higher?: boolean;
  readonly ckw2?: boolean;
}

/** What a countermeasure waits for (§4.2), each a public event in its owner's opponent's turn. */
export type CmTrigger = 'enemyDeploys' | 'movesFront' | 'enemyOrder' | 'frontCaptured' | 'enemyAttacks' | 'friendlyAttacked' | 'enemyOrderAtFriendly' | 'hqDamaged' | 'friendlyDestroyed'
  /** Other sets: an enemy unit attacks your HQ; an enemy order costing 4 or more (printed) is given. */
  | 'hqAttacked' | 'enemyOrder4'
  /** Other sets (K-R66n): the enemy gives its second order this turn. */
  | 'enemyOrder2'
  /** Other sets (K-R66q): your HQ is about to receive lethal damage (it fires inside the damage, verbs.ts damageHq). */
  | 'hqLethal'
  /** Other sets (K-R66u): the enemy's turn ends (it fires in that TURN_END, steps.ts). */
  | 'enemyTurnEnd'
  /** Other sets (K-R66v): an enemy order whose chosen target is a friendly unit ("it" is that unit). */
  | 'enemyOrderAtUnit'
  /** Other sets (K-R67p): your HQ has received damage (it fires inside the damage, after it lands, verbs.ts damageHq). */
  | 'hqHit'
  /** Other sets (K-R67w): your HQ is about to take damage (it fires inside the damage, before it lands). */
  | 'hqToTake'
  /** Other sets (K-R68q): the enemy draws a card beyond its turn's draw (it fires inside the draw, hand.ts). */
  | 'enemyDrawsExtra'
  /** Other sets (K-R69q): the enemy deploys a unit with a deployment effect, before it resolves (EVASIVE ACTION). */
  | 'enemyDeployFx'
  /** Other sets (K-R69q): an enemy order or deployment effect whose chosen target is a friendly unit, before it resolves (CLOSE CALL). */
  | 'unitTargeted';

export type Cond = 'none' | 'pincer' | 'slots13' | 'enemyNoVet' | 'selfFront' | 'haveTank' | 'enemyAir' | 'noEnemyAir' | 'haveGuard' | 'enemyBlitz' | 'gaveOrder' | 'otherAtk4' | 'controlFront' | 'haveAir' | 'noAir' | 'haveBomber' | 'haveInfantry' | 'hq30' | 'frontEmpty' | 'nonSovietUnit' | 'usFront' | 'japaneseFront' | 'fewerUnits' | 'enemyTurn' | 'hitHqThisTurn' | 'ownTurn' | 'navyTop' | 'noNavyTop' | 'hq25' | 'hq10' | 'kredits2' | 'kredits5' | 'notHit' | 'units3' | 'alone'
  /** 卡组内效果 (§3.4.6): the order spent 4+ turns in its owner's deck (deck-age.ts), or not. */
  | 'aged4' | 'notAged4'
  /** Other sets (K-R69t): the card just chosen and discarded (a PICK) was a Salvaged one. */
  | 'pickSalvaged'
  /** Other sets: you control more units than the enemy; the enemy controls no unit. */
  | 'moreUnits' | 'notMoreUnits' | 'enemyNoUnits' | 'otherAlpine' | 'hqAhead' | 'notHqAhead' | 'hqBehind' | 'hqAhead5' | 'mobilized'
  /** Other sets: you control a bomber with 5+ attack (or not); the order being given is your second this turn (or not, K-R65o). */
  | 'bomber5' | 'noBomber5' | 'order2' | 'notOrder2'
  /** Other sets: the USA is your deck's ally nation. */
  | 'allyUS' | 'notKredits5'
  /** Other sets: the source unit is in (at least) its second turn on the battlefield (Unit.turns). */
  | 'turns2'
  /** Other sets: your hand is empty. */
  | 'handEmpty'
  /** Other sets: you have 4 or less kredit slots (K-R66b). */
  | 'slots4'
  /** Other sets (K-R66g): you have lost 2 or more kredit slots this battle; the source unit has Shock now. */
  | 'lostSlots2' | 'selfShock'
  /** Other sets (K-R66h): you control a tank or an infantry but not both / both. */
  | 'tankXorInf' | 'tankAndInf'
  /** Other sets (K-R67q): the source unit has not attacked this turn. */
  | 'selfIdle'
  /** Other sets (K-R67u): no unit has been destroyed this turn. */
  | 'noneLost'
  /** Other sets (K-R67v): the order being given is your first this turn. */
  | 'order1'
  /** Other sets (K-R67x): 4 or more enemy units destroyed this battle (the enemy's public record). */
  | 'foesLost4'
  /** Other sets (K-R69r): you have deployed 2 or more Shermans this battle (Side.plays). */
  | 'shermans2'
  /** Other sets (K-R68d): the unit being deployed is the first of the turn (Side.arrived is 1); this source unit arrived this turn and is the only one. */
  | 'unit1' | 'onlyUnit'
  /** Other sets (K-R68l): the card owner's enemy deployed or added no unit this turn (Side.arrived 0). */
  | 'foeNoArrived'
  /** Other sets (K-R68o): the enemy HQ is 4 or more below its starting defense. */
  | 'foeHqDown4'
  /** Other sets (K-R68s): the card owner deployed a British infantry in its previous turn (Side.brInf). */
  | 'britInfLast'
  /** Other sets (K-R68x): "Pincer: When this unit is destroyed": the pincer was formed as it was destroyed (read in the DEATHS batch; live when triggered on a standing unit). */
  | 'pincerDied'
  /** Other sets (K-R68y): 4 or more of the card owner's units have their pincer formed. */
  | 'pincer4';

export interface Ability {
  readonly when: When;
  readonly cm: CmTrigger | null;
  readonly cond: Cond;
  readonly listen: Listen | null;
  readonly effects: readonly Effect[];
  /** Once per turn per source unit ("once per turn, …"). */
  readonly once?: boolean;
  /** Other sets: not this card's own ability but the text it gives units ("Your units get: '…'", K-R65t; Unit.gv). */
  readonly given?: boolean;
}

/** Bit of an HQ in a `Vs` mask (class bits are 1..16). */
export const HQ_BIT = 32;

/** Combat damage against targets of some classes (mask, HQ_BIT for the HQ) or keywords: (attack + add) × mul. */
export interface Vs {
  readonly mask: number; readonly kw: number; readonly add: number; readonly mul: number;
  /** Other sets (K-R65d): only while the frontline is empty / against a unit in the frontline / while a Navy card tops its owner's deck. */
  readonly when?: 'frontEmpty' | 'tgtFront' | 'navyTop' | 'higherAtk' | 'pick0' | 'pick1';
}

/** An aura (永续 on others, §3.4.2): while the source is on the battlefield, matching units get atk/op/keywords. */
export interface Aura {
  readonly atk: number;
  readonly op: number;
  readonly kw: number;
  readonly side: 'friendly' | 'enemy';
  /** Class bits of the units it reaches (0 = any). */
  readonly cls: number;
  readonly other: boolean;
  /** Only units with these keyword bits (0 = any). */
  readonly needKw: number;
  /** Only the units next to the source in its line. */
  readonly adjacent: boolean;
  /** Only while the source stands in the frontline. */
  readonly srcFront: boolean;
  /** Only units in a support line. */
  readonly support: boolean;
  /** Only the source itself ("has Ambush and Guard while in your support line"). */
  readonly selfOnly: boolean;
  /** Printed nation of the units it reaches ('' = any). */
  readonly nation: string;
  /** 钳制 (§3.3.6): only while the source's pincer is formed (K-R51p). */
  readonly pincer?: boolean;
  /** Other sets: only while this holds for the source (3+ friendly units, undamaged, an empty hand, a Guard beside it). */
  readonly cond?: 'units3' | 'undamaged' | 'emptyHand' | 'guarded' | 'ownTurn' | 'noMob';
  /** Other sets: only units of a name family ("your Sherman units have Blitz", K-R65f). */
  readonly family?: string;
  /** Other sets: only damaged units ("your damaged units have +2 attack"). */
  readonly hurt?: boolean;
  /** Other sets: heavy armor it gives (重甲, at most 3 in all, K-3.3.7b). */
  readonly armor?: number;
  /** Other sets: only units with this much attack or more as they stand (a keyword aura only: attack is read without it). */
  readonly minAtk?: number;
  /** Other sets (K-R68k): its attack counts once per Guard unit of the source's owner / per combat keyword of the unit reached (own bits, not auras'). */
  readonly per?: 'guards' | 'ckw';
}

/** A name family (K-R65f): a printed name that starts with it or has it as a later word ("M4 SHERMAN", "USAAF SPITFIRE IX"; not OT-34). */
export function inFamily(name: string, family: string): boolean {
  const n = name.toLowerCase();
  return n.startsWith(family) || n.includes(` ${family}`);
}

/** A change to what cards cost in a hand (§4: 费用可以因其他卡牌效果增长或降低). */
export interface CostMod {
  readonly side: 'friendly' | 'enemy';
  readonly orders: boolean;
  readonly n: number;
  /** Only the first order of each turn. */
  readonly firstOrder: boolean;
  /** Other sets: only units ("your units cost 2 less to deploy"); only units of a name family ("your Spitfires", K-R65f). */
  readonly units?: boolean;
  readonly family?: string;
  /** Other sets (K-R66g): only countermeasures; the cost becomes this (instead of changing by n). */
  readonly cms?: boolean;
  readonly set?: number;
  /** Other sets (K-R70p): only cards of this nation, or of any other ('!Britain': "your non-British cards"). */
  readonly nation?: string;
}

/** A card's own cost rule: −n per friendly unit of a nation; a fixed cost when a condition holds. */
export type SelfCost =
  | { readonly k: 'perUnit'; readonly nation: string; readonly n: number; readonly cls?: number; readonly named?: string }
  | { readonly k: 'if'; readonly when: 'enemyFront' | 'ownFront' | 'hq10' | 'lostThisTurn' | 'op3' | 'usUnit' | 'wentFirst'; readonly cost: number; readonly less: boolean }
  /** Other sets (K-R67v): n less per card in the enemy hand. */
  | { readonly k: 'perEnemyCard'; readonly n: number };

/** Continuous (永续) unit properties the Base set prints as text. */
export interface Statics {
  readonly vs: readonly Vs[];
  readonly noHq: boolean;
  readonly untargetable: boolean;
  readonly unpinnable: boolean;
  readonly cantAttack: boolean;
  readonly aura: Aura | null;
  readonly costMod: CostMod | null;
  readonly selfCost: SelfCost | null;
  /** Units this one deals combat damage to are pinned (class mask, 0 none), and their adjacent units too. */
  readonly pinsHit: number;
  readonly pinsAdjacent: boolean;
  /** Units this one damages get this much attack until end of turn (negative). */
  readonly hitAtk: number;
  /** Combat damage this unit deals is added to its owner's HQ. */
  readonly drain: boolean;
  /** Becomes Veteran (ruling 5) at the start of its N-th turn on the battlefield (0 = never). */
  readonly promoteAt: number;
  /** Moves and attacks in one turn, like a tank (§3.1.2). */
  readonly moveAttack: boolean;
  /** Units of these classes that attack it, or that it attacks, are pinned. */
  readonly pinsFoes: number;
  /** Ground units cannot attack it while it is in the support line. */
  readonly noGroundInSupport: boolean;
  /** Draws a card when it takes damage. */
  readonly drawOnDamage: boolean;
  /** Orders its owner gives deal this much more damage. */
  readonly orderDmg: number;
  /** Other sets (K-R66h): its owner's HQ takes n less damage for each of its owner's units with 4 or more attack. */
  readonly hqReducePer4?: number;
  /** Its owner's HQ: damage reduced by n; immune on the owner's turn; not below 1 while this unit is in the frontline. */
  readonly hqReduce: number;
  readonly hqImmuneOwnTurn: boolean;
  readonly hqFloorFront: boolean;
  /** Its own attack: +n per other friendly unit whose name starts with `named`, or per non-tank unit class you control. */
  readonly selfAtk: { readonly n: number; readonly named: string } | null;
  /** When it destroys a unit in a fight, the excess damage goes to the enemy HQ. */
  readonly excessToHq: boolean;
  /** Each card the enemy draws deals this much damage to the enemy HQ. */
  readonly onEnemyDraw: number;
  /** While it is on the battlefield no countermeasure fires. */
  readonly noCms: boolean;
  /** While it is on the battlefield an HQ that would gain defense takes that much damage instead. */
  readonly hqInvert: boolean;
  /** Damage to a friendly unit of this printed name (lower case) is dealt to this unit instead ('' none). */
  readonly redirectFrom: string;
  /** Enemy units of these classes enter the battlefield pinned and/or with defense 1 (while the source is in the frontline if `front`). */
  readonly entry: { readonly cls: number; readonly pin: boolean; readonly def1: boolean; readonly front: boolean } | null;
  /** +n attack if another friendly unit attacked this turn. */
  readonly atkIfOthers: number;
  /** +n attack while a condition holds, or per unit counted ("on the enemy turn", "if damaged", "for each adjacent unit"). */
  readonly atkIf: { readonly n: number; readonly when: AtkWhen } | null;
  /** Its owner's deployment effects without a chosen target run twice. */
  readonly deployTwice: boolean;
  /** Other sets: units of these classes it deals combat damage to are destroyed. */
  readonly killsHit?: number;
  /** Other sets: combat damage to this unit is at most n, multiplied by n, or n less from units of classes `cls`. */
  readonly takenCap?: number;
  readonly takenMul?: number;
  readonly takenLess?: { readonly n: number; readonly cls: number };
  /** "Cannot be suppressed" (§4.1.12), "cannot retreat" (§3.6); units it attacks are suppressed after the fight. */
  readonly unsuppressable?: boolean;
  readonly unretreatable?: boolean;
  readonly suppressesHit?: boolean;
  /** "If in your hand, this unit costs n less each time …" (HAND_ON bits: you give an order, your / an enemy countermeasure fires). */
  readonly handLess?: { readonly n: number; readonly on: number };
  /** Other sets: it costs the enemy n more kredits to target (an order's or a deployment's target) or attack this unit (K-R64t); only while its pincer is formed if `pincer`. */
  readonly tax?: { readonly n: number; readonly pincer: boolean };
  /** Other sets: each card its owner draws gives its owner's HQ this much defense / this unit this much attack until end of turn (K-R64d2). */
  readonly onOwnDraw?: { readonly hq: number; readonly atk: number };
  /** Other sets: it may attack the HQ only ("cannot attack units"). */
  readonly noUnits?: boolean;
  /** Other sets: its owner's HQ is immune to damage on the enemy's turns. */
  readonly hqImmuneEnemyTurn?: boolean;
  /** Other sets (K-R71o, SAVOIA CAVALLERIA "Also counts as a tank"): class bits the card has besides its type's, for texts (cards.ts `cls`), not for the rulebook's unit rules. */
  readonly alsoCls?: number;
  /** Other sets (K-R71p, ROYAL SCOTS): in hand or on the battlefield, random effects always choose it (units.ts scotsPick). */
  readonly randomMe?: boolean;
  /** Other sets: when this unit is dealt damage, its owner's HQ gains that much defense. */
  readonly hqOnDamage?: boolean;
  /** Other sets: when its owner's HQ takes damage (after reductions), this unit gets +atk+def and keywords (KW bits). */
  readonly hqHurt?: { readonly atk: number; readonly def: number; readonly kw: number; readonly vetAt?: number };
  /** Other sets: when its owner's HQ gains defense, this unit gets +atk+def; the HQ gains `extra` more. */
  readonly hqGain?: { readonly atk: number; readonly def: number; readonly extra: number };
  /** Other sets: the card is discarded from its owner's hand at the end of its owner's turn (K-R64d). */
  readonly discardEot?: boolean;
  /** Other sets, while the unit is on the battlefield (K-R65g): no HQ gains defense; no unit is repaired; no unit with this much attack or more attacks. */
  /** Other sets: the statics this card gives units with its text ("Give target unit: 'Cannot attack the enemy HQ.'", K-R65t). */
  readonly grants?: Grants;
  /** Other sets: its combat damage ignores heavy armor; it cannot lose Shock (K-R65o). */
  readonly pierce?: boolean;
  /** Other sets: "Pincer: Cannot be pinned" (while its pincer is formed, K-R51p). */
  readonly unpinnablePincer?: boolean;
  /** Other sets: "Pincer: Units dealt combat damage by this unit are destroyed" (while its pincer is formed). */
  readonly killsHitPincer?: boolean;
  readonly keepsShock?: boolean;
  readonly noHqGain?: boolean;
  readonly noRepair?: boolean;
  /** Other sets (K-R66o), while the unit is on the battlefield: each player gives at most one order a turn; no deployment effect runs. */
  readonly oneOrder?: boolean;
  /** Other sets (K-R66p): its owner's support line cannot be targeted by enemy orders or deployment effects. */
  readonly shieldsSupport?: boolean;
  readonly noDeployFx?: boolean;
  readonly atkBan?: number;
  /** Other sets (K-R67c): its owner's units ignore "Cannot attack the enemy HQ" while it stands. */
  readonly hqOkAll?: boolean;
  /** Other sets (K-R67d): its owner's other units' destruction effects trigger once more while it stands. */
  readonly deathTwiceAll?: boolean;
  /** Other sets (K-R67d, a given text): this unit's destruction effects trigger once more. */
  readonly deathTwice?: boolean;
  /** Other sets (K-R67o): when the enemy HQ gains defense, this unit gets that much attack. */
  readonly foeHqGainAtk?: boolean;
  /** Other sets (K-R67o): after a ground unit damages its owner's HQ by attacking it, n damage to the enemy HQ. */
  readonly hitByGround?: number;
  /** Other sets (K-R67o): its owner's HQ loses at most n defense in an enemy turn. */
  readonly hqTurnCap?: number;
  /** Other sets (K-R67o): damage to its owner's HQ is dealt to this unit instead. */
  readonly hqShield?: boolean;
  /** Other sets (K-R67o): a unit that attacks it takes n damage first. */
  readonly thorns?: number;
  /** Other sets (K-R67o): order damage to its owner's units is reduced by their heavy armor. */
  readonly orderArmor?: boolean;
  /** Other sets (K-R67o): damage to this unit is n less for each unit next to it. */
  readonly lessPerAdj?: number;
  /** Other sets (K-R67o): an enemy unit that is pinned is suppressed too. */
  readonly suppressPinned?: boolean;
  /** Other sets (K-R67o): its owner gains n kredits when operating a unit of operation cost `min` or more. */
  readonly opKredits?: { readonly n: number; readonly min: number };
  /** Other sets (K-R67o): the damage it deals to a unit it attacks is dealt to the enemy HQ too. */
  readonly echoHq?: boolean;
  /** Other sets (K-R67q): its owner's units' abilities deal n more damage (not orders, not combat). */
  readonly abilityDmg?: number;
  /** Other sets (K-R67q): when it is attacked it retreats before the fight (which does not happen). */
  readonly evades?: boolean;
  /** Other sets (K-R67r), while it stands, its owner's units' combat damage: 1 becomes n; doubled with Ambush; +n for a ground unit with 4+ attack. */
  readonly oneToN?: number;
  readonly ambushDouble?: boolean;
  readonly bigGroundPlus?: number;
  /** Other sets (K-R67r): when a unit of its owner deals exactly 1 combat damage, n damage to the enemy HQ. */
  readonly oneHitHq?: number;
  /** Other sets (K-R67v): when its owner's HQ gains defense, a random friendly unit is fully repaired / 1 damage to a random enemy. */
  readonly gainRepair?: boolean;
  readonly gainPing?: number;
  /** Other sets (K-R67v): it may be deployed only with this many kredit slots. */
  readonly minSlots?: number;
  /** Other sets (K-R68d): it may be deployed only while no unit of its owner arrived this turn (Side.arrived 0). */
  readonly firstOnly?: boolean;
  /** Other sets (K-R68j): its owner's top deck card has the Navy type while it stands. */
  readonly topNavy?: boolean;
  /** Other sets (K-R68o): it becomes Veteran once the enemy HQ is n or more below its starting defense. */
  readonly foeHqVet?: number;
  /** Other sets (K-R68p): the first card the enemy plays each turn costs double while it stands. */
  readonly firstDouble?: boolean;
  /** Other sets (K-R69h): it becomes Veteran once the damage it has dealt (its combat damage and its abilities' tallied damage, Unit.mem) reaches n. */
  readonly vetDealt?: number;
  /** Other sets (K-R69i): while its pincer is formed, damage to it is dealt to its pincer partner instead. */
  readonly toPartner?: boolean;
  /** Other sets (K-R69j): while it stands, the frontline holds at most n units. */
  readonly frontCap?: number;
  /** Other sets (K-R70i, 1st GRENADIER REGIMENT): while it stands, an enemy unit that deals combat damage to anything but it is destroyed. */
  readonly onlyMe?: boolean;
  /** Other sets (K-R70h, INFANTRY REGIMENT 2): while it stands, its owner's Salvaged units (Unit.cap) destroy any unit they deal combat damage to. */
  readonly salvagedKill?: boolean;
  /** Other sets (K-R70f, LUBLIN R-XIII): while it stands, each card its owner plays (deploys or gives) has Intel n (情报, §4.1.14). */
  readonly playIntel?: number;
  /** Other sets (K-R70u, 27. FÜSILIERS): while it stands, a unit card of that nation entering its owner's hand costs n less, not below min. */
  readonly enterLess?: { readonly nation: string; readonly n: number; readonly min: number };
  /** Other sets (K-R70m, THE POMPADOURS): while in its owner's hand, the HQ gains n defense each time its owner plays a card with Bond. */
  readonly handBondHq?: number;
  /** Other sets (K-R70d, FINNISH BOYS): while it stands, no card of its owner's hand can be discarded. */
  readonly noDiscard?: boolean;
  /** Other sets (K-R69s, B-26 GROUPE BRETAGNE): while it stands, the first order its owner gives each turn deals damage equal to its printed cost to the enemy HQ. */
  readonly firstOrderHits?: boolean;
  /** Other sets (K-R69k): it gets +atk+def when another unit of its owner is attacked (a given text's; Side.mateHit marks the side). */
  readonly mateHit?: { readonly atk: number; readonly def: number };
  /** Other sets (K-R69g): it gets +atk+def and keywords kw each time the unit its deployment targeted (Unit.mem) deals combat damage. */
  readonly markDeals?: { readonly atk: number; readonly def: number; readonly kw: number };
  /** Other sets (K-R69f): in its owner's hand at the end of an enemy turn, with n kredits unspent: n are spent and it is added to the support line. */
  readonly foeEndSpend?: number;
  /** Other sets (K-R68z): the card (by name) it is converted into when put from its owner's hand into the deck. */
  readonly deckAs?: string;
  /** Other sets (K-R68w): removed from its owner's deck by an effect, it is added to its owner's support line instead. */
  readonly deckEnters?: boolean;
  /** Other sets (K-R68u): combat damage this unit deals is dealt to its owner's HQ as well ("When this unit deals damage, deal equal damage to your HQ"). */
  readonly selfHit?: boolean;
  /** Other sets (K-R67y): it gets +atk+def when an order or a deployment effect targets it. */
  readonly buffTargeted?: { readonly atk: number; readonly def: number };
  /** Other sets (K-R67q): the enemy's cards deal n less damage (its orders' and units' damage effects, its units' combat damage). */
  readonly foeDmgLess?: number;
  /** Other sets (K-R67q): +n attack until end of turn when another card's effect raises its attack. */
  readonly pakBonus?: number;
  /** Other sets (K-R67w): when the enemy plays a known (明牌) card, n damage to the enemy HQ. */
  readonly knownPlayHit?: number;
  /** Other sets (K-R67z): in its owner's hand, it joins the frontline when its owner takes the frontline. */
  readonly joinOnCapture?: boolean;
  /** Other sets (K-R67x): it cannot move. */
  readonly noMove?: boolean;
  /** Other sets (K-R67w): when a unit of its owner is attacked, that unit gets +atk+def before the fight. */
  readonly guardBuff?: { readonly atk: number; readonly def: number };
  /** K-R68c, while it stands: its owner's Salvaged cards (被收缴, §3.3.8) in hand cost n less to deploy. */
  readonly salvagedLess?: number;
}

/** The statics a given text may carry (K-R65t): the ones read through staticsOf. */
export interface Grants { readonly tax?: { readonly n: number; readonly pincer: boolean }; readonly noHq?: boolean; readonly unretreatable?: boolean; readonly unsuppressable?: boolean; readonly killsHit?: number; readonly deathTwice?: boolean; readonly drain?: boolean; readonly selfHit?: boolean; readonly mateHit?: { readonly atk: number; readonly def: number } }

/** Events a card in hand answers (Statics.handLess). */
/** Other sets (K-R67p): you lose a kredit slot; your HQ takes damage in your own turn (friendly damage). */
/** Other sets (K-R68f): the enemy draws a card from its deck; you lose a unit (one of yours destroyed). */
export const HAND_ON = { order: 1, ownCm: 2, enemyCm: 4, slotLost: 8, hqSelf: 16, foeDraw: 32, lostUnit: 64 } as const;

export const NO_STATICS: Statics = {
  vs: [], noHq: false, untargetable: false, unpinnable: false, cantAttack: false, aura: null, costMod: null, selfCost: null,
  pinsHit: 0, pinsAdjacent: false, hitAtk: 0, drain: false, promoteAt: 0, moveAttack: false, pinsFoes: 0, noGroundInSupport: false,
  drawOnDamage: false, orderDmg: 0, hqReduce: 0, hqImmuneOwnTurn: false, hqFloorFront: false, selfAtk: null, excessToHq: false, onEnemyDraw: 0,
  noCms: false, hqInvert: false, redirectFrom: '', entry: null, atkIfOthers: 0, deployTwice: false, atkIf: null,
};

/** When a conditional attack bonus holds, or what it counts. */
export type AtkWhen = 'enemyTurn' | 'ownTurn' | 'haveTank' | 'damaged' | 'alone' | 'perAdjacent' | 'perFront'
  /** Other sets. */
  | 'perAdjacentJapanese' | 'perDamaged' | 'fewerCards' | 'ownTurnNoEnemyAir'
  /** Other sets (K-R70s, DEFIANT Mk I): on its owner's turn, if that player deployed a British infantry in its previous turn (Side.brInf). */
  | 'ownTurnBritInf';

export type CardScript =
  | { readonly ok: true; readonly abilities: readonly Ability[]; readonly statics: Statics; readonly kw: number; readonly armor: number }
  | { readonly ok: false; readonly reason: string; readonly kw: number; readonly armor: number };

/** Per hand slot bits (Side.mods): the cost is 1; discarded at the end of the turn; +1+1 and Blitz when deployed. */
/** captured: a 收缴 copy (§3.3.8), a 1/1 marked 被收缴 when it is deployed. */
/** aged: it spent 4+ turns in its owner's deck before it was drawn (§3.4.6; hidden, like the card). */
/** discardNext: discarded at the end of its owner's next turn (it becomes discardEot at the end of this one). */
/** deployBuff22: +2+2 when deployed (other sets). */
/** costEot: its cost change (the slot's delta) ends at the end of its owner's turn ("it costs 2 less this turn", K-R66d). */
/** Other sets (K-R69m, the marks widened to 16 bits): blitz: Blitz when deployed; op1: an operation cost of 1 when deployed; hullDown: +1+2 and a fight with a random enemy unit when deployed. */
/** opLess (K-R69y): it operates for 1 less once deployed. */
/**
 * Other sets (K-R70j, Bond): bondGiven: the unit card was given Bond in hand; bondLost: its Bond was removed in hand. Unit cards
 * only: bits 12–13 are an order's step count (HAND_STEP, K-R69x), which no unit card has.
 */
export const HAND_MOD = { cost1: 1, discardEot: 2, deployBuff: 4, captured: 8, aged: 16, discardNext: 32, deployBuff22: 64, costEot: 128, blitz: 256, op1: 512, hullDown: 1024, opLess: 2048, bondGiven: 4096, bondLost: 8192 } as const;
/** Other sets (K-R70n): bits 14–15 of a unit card's hand slot, n: +n+n when it is deployed (at most 3; unit cards only, as bondGiven). */
export const HAND_PLUS_SHIFT = 14;
export const HAND_PLUS_MASK = 3 << HAND_PLUS_SHIFT;
/** Other sets (K-R69x, TAKE INITIATIVE): bits 12–15 of a hand slot count how many times "all numericals one higher" was applied to its card. */
export const HAND_STEP_SHIFT = 12;
export const HAND_STEP_MASK = 15 << HAND_STEP_SHIFT;

/** 战斗关键字 combat keywords (other sets, K-R65k): the printed keywords that act in combat or on attacking. */
export const COMBAT_KWS = ['guard', 'smokescreen', 'fury', 'ambush', 'blitz', 'shock'] as const;

/** Keyword bits on units. */
/** `shock` (震撼): strikes first when it attacks (other sets; K-3.3.12). */
/** `noDeath` (other sets, K-R68g): it lost its destruction effects (亡计) — "loses Destruction"; never printed, shown nowhere. */
/** `bond` (羁绊, other sets, K-R70j): played from hand, its player's HQ takes morale damage unless a unit of the card's nation stood at the turn's start; a mark on a unit, read by "Bond units". */
export const KW = { guard: 1, smokescreen: 2, fury: 4, ambush: 8, blitz: 16, immune: 32, mobilize: 64, alpine: 128, moveAttack: 256, shock: 512, capture: 1024, excess: 2048, defDmg: 4096, noDeath: 8192, bond: 16384 } as const;

/** The combat keyword bits (COMBAT_KWS). */
export const COMBAT_KW = KW.guard | KW.smokescreen | KW.fury | KW.ambush | KW.blitz | KW.shock;
