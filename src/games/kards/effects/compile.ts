// Card text → effect data. A closed list of sentence patterns (the Base set's phrasings) and one target
// phrase parser; a sentence nothing matches makes the card `unsupported` with that sentence as the reason,
// so a card is never half-implemented. Runs once per card at load.
export type { CardScript } from './lang.js';
import { HAND_MOD, HAND_ON, HQ_BIT, KW, NO_STATICS, type Grants, type AtkWhen, type Aura, type Listen, type Ability, type CardScript, type Cond, type Effect, type Kw, type Sel, type Statics, type Target, type When, type CmTrigger, type ItIs } from './lang.js';
import { affixes, fits } from './prefix.js';

const CLS_WORDS: Record<string, number> = {
  infantry: 1, tank: 2, tanks: 2, artillery: 4, fighter: 8, fighters: 8, bomber: 16, bombers: 16, air: 24, ground: 7,
};
const NATION_WORDS: Record<string, string> = { british: 'Britain', german: 'Germany', soviet: 'Soviet', japanese: 'Japan', us: 'USA', usa: 'USA' };
/** Other sets (K-R67s): the four small nations, read only by the patterns that name them. */
const MINOR_WORDS: Record<string, string> = { french: 'France', italian: 'Italy', polish: 'Poland', finnish: 'Finland' };
const NUMS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };
const num = (w: string): number => NUMS[w] ?? Number(w);

/** Printed names the Base set uses as a family of units ("your LIGHT INFANTRY units"). */
const NAME_FAMILIES = ['light infantry'] as const;

/** A target phrase ("an enemy tank", "all enemies", "target unit in the frontline") or null. */
export function parseTarget(phrase: string): Target | null {
  let p = ` ${phrase.toLowerCase().trim()} `;
  if (/^ (the enemy hq|enemy hq) $/.test(p)) return { k: 'hq', side: 'enemy' };
  if (/^ (your hq|your own hq) $/.test(p)) return { k: 'hq', side: 'friendly' };
  if (/^ (it|them|they) $/.test(p)) return { k: 'it' };
  p = p.replace(/ on the battlefield /, ' ');
  if (/^ your support line units $/.test(p)) return { k: 'all', sel: { ...sel('friendly', 0), line: 'support' }, hq: false };
  if (/^ this unit $/.test(p)) return { k: 'self' };
  if (/^ target hq $/.test(p)) return { k: 'chosen', sel: sel('any', 0), hq: true, units: false };
  if (/^ (all|each) $/.test(p)) return { k: 'all', sel: sel('any', 0), hq: true };
  let maxCost = 99, maxAtk = 99, minDef = 0, line: Sel['line'] = 'any';
  p = p.replace(/ with (\d+) or more defense /, (_m, n: string) => ((minDef = +n), ' '));
  p = p.replace(/ (?:that|which) costs? (\d+)(?: kredits?)? or less | with (?:a )?cost (?:of )?(\d+) or less /, (_m, n?: string, n2?: string) => ((maxCost = +(n ?? n2 ?? 99)), ' '));
  let named = '';
  for (const f of NAME_FAMILIES) p = p.replace(` ${f} `, () => ((named = f), ' units '));
  // Other sets: a name family ("your Shermans", "a Spitfire"; K-R65f).
  let family: string | undefined;
  p = p.replace(/ (sherman|spitfire|t-34)(s| units?)? /, (_m, f: string, pl?: string) => ((family = f), pl ? ' units ' : ' unit '));
  // Other sets: "with Guard", "non-Guard", "Veteran", "non-Veteran", "elite", "that is damaged".
  let kwNeed = 0, kwNot = 0, vet: boolean | undefined, elite = false, isDamaged = false;
  p = p.replace(/ with (guard|blitz|fury|ambush|smokescreen|shock) /, (_m, k: string) => ((kwNeed |= KEYWORDS[k]), ' '));
  p = p.replace(/ non-(guard|blitz|fury|ambush|smokescreen|shock) /, (_m, k: string) => ((kwNot |= KEYWORDS[k]), ' '));
  p = p.replace(/ (guard|blitz|fury|ambush|smokescreen|shock) (unit|units|infantry|tank|tanks) /, (_m, k: string, n: string) => ((kwNeed |= KEYWORDS[k]), ` ${n} `));
  p = p.replace(/ (non-)?veteran /, (_m, non?: string) => ((vet = !non), ' '));
  p = p.replace(/ elite /, () => ((elite = true), ' '));
  p = p.replace(/ that is damaged /, () => ((isDamaged = true), ' '));
  p = p.replace(/ (?:with attack (\d+) or less|that has (\d+) or less attack|with (\d+) or less attack|with (\d+) attack or less) /, (_m, a?: string, b?: string, c?: string, d?: string) => ((maxAtk = +(a ?? b ?? c ?? d ?? 99)), ' '));
  let minAtk = 0;
  p = p.replace(/ with (\d+) or more attack /, (_m, n: string) => ((minAtk = +n), ' '));
  // Other sets: "with two or more / 1 or fewer / no combat keywords" (K-R65k).
  let minCkw: number | undefined, maxCkw: number | undefined, atkLtDef = false, atkSlots = false;
  p = p.replace(/ with less attack than defense /, () => ((atkLtDef = true), ' '));
  let op0 = false, flanked = false;
  p = p.replace(/ with two adjacent units /, () => ((flanked = true), ' '));
  p = p.replace(/ with 0 operation cost /, () => ((op0 = true), ' '));
  p = p.replace(/ with attack equal or less than your kredit slots /, () => ((atkSlots = true), ' '));
  p = p.replace(/ with (no|one|two|three|\d+)(?: or (more|fewer))? combat keywords? /, (_m, n: string, more?: string) =>
    (n === 'no' ? (maxCkw = 0) : more === 'more' ? (minCkw = num(n)) : (maxCkw = num(n)), ' '));
  p = p.replace(/ (?:that is )?in the frontline /, () => ((line = 'front'), ' '));
  // Other sets (K-R68i): "with an active Pincer".
  let pincer = false;
  p = p.replace(/ with an active pincer /, () => ((pincer = true), ' '));
  // Other sets (K-R69v): "that was attacked this turn".
  let hitNow = false;
  p = p.replace(/ that was attacked this turn /, () => ((hitNow = true), ' '));
  let lineSide: Sel['side'] | null = null;
  p = p.replace(/ in (the enemy|a|your|the) support line /, (_m, w: string) => ((line = 'support'), (lineSide = w === 'the enemy' ? 'enemy' : w === 'your' ? 'friendly' : null), ' '));
  const words = p.trim().split(/\s+/);
  let k: Target['k'] = 'chosen', side: Sel['side'] = 'any', cls = 0, other = false, damaged = false, nation = '';
  let hq = false, units = false, plural = false;
  for (const w of words) {
    if (w === 'random') k = 'random';
    else if (w === 'all' || w === 'each') k = 'all';
    else if (w === 'target' || w === 'a' || w === 'an' || w === 'any') { /* chosen */ }
    else if (w === 'enemy') side = 'enemy';
    else if (w === 'enemies') { side = 'enemy'; hq = true; plural = true; }
    else if (w === 'friendly' || w === 'your') { side = 'friendly'; if (w === 'your') plural = true; }
    else if (w === 'other' || w === 'another') other = true;
    else if (w === 'damaged') damaged = true;
    else if (w === 'or' || w === 'and') { /* class union */ }
    else if (w === 'unit') units = true;
    else if (w === 'units') { units = true; plural = true; }
    else if (w === 'targets') { hq = true; units = true; plural = true; }
    else if (w in CLS_WORDS) { cls |= CLS_WORDS[w]; units = true; if (w.endsWith('s') && w !== 'infantry') plural = true; }
    // "your British and US units": several nations as 'Britain|USA'.
    else if (w in NATION_WORDS) nation = nation === '!' ? `!${NATION_WORDS[w]}` : nation === '' ? NATION_WORDS[w] : `${nation}|${NATION_WORDS[w]}`;
    else if (w === 'non') nation = '!';
    else return null;
  }
  // "an enemy" (a noun): a unit or the HQ; "target" alone: anything.
  if (isDamaged) damaged = true;
  const filtered = kwNeed !== 0 || kwNot !== 0 || vet !== undefined || elite || minAtk > 0 || minCkw !== undefined || maxCkw !== undefined || atkLtDef || atkSlots || op0 || family !== undefined || flanked || pincer || hitNow;
  if (!units && !hq) { units = true; hq = cls === 0 && !damaged && nation === '' && !other && !filtered; }
  if (cls === 7 && hq === false && /ground target/.test(phrase)) hq = true;
  if (plural && k === 'chosen') k = 'all';
  // "in the enemy support line" says whose units (and HQ) they are.
  if (lineSide !== null) side = lineSide;
  const s: Sel = { side, cls, line, other, maxCost, maxAtk, damaged, nation, minDef, named,
    ...(kwNeed ? { kw: kwNeed } : {}), ...(kwNot ? { noKw: kwNot } : {}), ...(vet !== undefined ? { vet } : {}), ...(elite ? { elite } : {}), ...(minAtk > 0 ? { minAtk } : {}),
    ...(minCkw !== undefined ? { minCkw } : {}), ...(maxCkw !== undefined ? { maxCkw } : {}), ...(atkLtDef ? { atkLtDef } : {}), ...(atkSlots ? { atkSlots } : {}), ...(op0 ? { op0 } : {}), ...(family !== undefined ? { family } : {}), ...(flanked ? { flanked } : {}), ...(pincer ? { pincer } : {}), ...(hitNow ? { hitNow } : {}) };
  if (k === 'chosen') return { k, sel: s, hq, units };
  return { k, sel: s, hq };
}

function sel(side: Sel['side'], cls: number): Sel {
  return { side, cls, line: 'any', other: false, maxCost: 99, maxAtk: 99, damaged: false, nation: '', minDef: 0, named: '' };
}

type Parse = (m: RegExpMatchArray) => Effect[] | null;
const t = (p: string): Target | null => parseTarget(p);
function withT(p: string, f: (to: Target) => Effect[]): Effect[] | null {
  const to = t(p);
  return to ? f(to) : null;
}

const IT: Target = { k: 'it' };
const SELF: Target = { k: 'self' };
const ADJ: Target = { k: 'adjacent' };
const ADJ_SELF: Target = { k: 'adjSelf' };

/** A spawned card named `<name> (veteran)` is that card's Veteran card (`<id>_vet`, resolved in cards.ts). */
export const VETERAN_SUFFIX = ' (veteran)';
const VET_COPY = 'thiscard (veteran)';

const MOD_COST1 = HAND_MOD.cost1, MOD_DISCARD_EOT = HAND_MOD.discardEot, MOD_DEPLOY_BUFF = HAND_MOD.deployBuff;

/** Sentence patterns → effects (lower-case, no final period). */
const VERBS: readonly [RegExp, Parse][] = [
  // Other sets (stretch, 2026-12-02 afternoon): sentences no earlier card has, so first (STRETCH4_VERBS).
  ...STRETCH4_VERBS(),
  // Copies of the card itself or of the event's card (before the general "add N X to …").
  [/^add a copy to your support line$|^put it on the battlefield instead$/, () => [{ do: 'spawn', card: 'thiscard', n: 1, where: 'support' }]],
  [/^add two copies of it to your hand$/, () => [{ do: 'copyCard', n: 2 }]],
  [/^add (2|two) copies to your hand with a cost of 1$/, (m) => [{ do: 'spawn', card: 'thiscard', n: num(m[1]), where: 'hand', mod: MOD_COST1 }]],
  // Counting amounts (§4.1.2): "equal to …", "for each …".
  [/^deal damage to (.+?) equal to (?:(\d+) plus )?the number of (bombers|fighters|tanks|infantry|artillery|units) you control$/, (m) =>
    withT(m[1], (to) => [{ do: 'damage', n: m[2] ? +m[2] : 0, to, count: { per: 1, of: 'units', cls: m[3] === 'units' ? 0 : CLS_WORDS[m[3]], other: false } }])],
  [/^deal damage to (.+?) equal to number of units you control$/, (m) => withT(m[1], (to) => [{ do: 'damage', n: 0, to, count: { per: 1, of: 'units', cls: 0, other: false } }])],
  [/^deal damage to (.+?) equal to your unspent kredits$/, (m) => withT(m[1], (to) => [{ do: 'damage', n: 0, to, count: { per: 1, of: 'kredits', cls: 0, other: false } }])],
  [/^give (.+?) \+(\d+)\+(\d+) for each (friendly infantry|friendly tank|unit type) (?:unit )?(?:on the battlefield|you control)$/, (m) => withT(m[1], (to) => [{
    do: 'buff', atk: +m[2], def: +m[3], to, count: m[4] === 'unit type' ? { per: 1, of: 'types', cls: 0, other: false } : { per: 1, of: 'units', cls: m[4] === 'friendly tank' ? 2 : 1, other: false },
  }])],
  // Adjacency.
  [/^pin (.+?) and adjacent units$/, (m) => withT(m[1], (to) => [{ do: 'pin', to }, { do: 'pin', to: ADJ }])],
  [/^(.+?) and its adjacent units get \+(\d+)\+(\d+)$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: +m[2], def: +m[3], to }, { do: 'buff', atk: +m[2], def: +m[3], to: ADJ }])],
  [/^deal (\d+) damage to (.+?) and (\d+) damage to adjacent targets$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to }, { do: 'damage', n: +m[3], to: ADJ }])],
  // Keywords now and this turn.
  [/^give (.+?) \+(\d+) defense and (blitz|guard|fury|ambush|smokescreen)$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: 0, def: +m[2], to }, { do: 'grant', kw: m[3] as Kw, to: IT }])],
  [/^(smokescreen|guard|ambush|fury|blitz) is removed$/, (m) => [{ do: 'ungrant', kw: m[1] as Kw, to: IT }]],
  [/^give (.+?) \+(\d+) attack and (blitz|guard|fury|ambush|smokescreen) this turn$/, (m) => withT(m[1], (to) => [{ do: 'tempAtk', n: +m[2], to }, { do: 'tempGrant', kw: m[3] as Kw, to: IT }])],
  [/^(?:it )?gets? (blitz|guard|fury|ambush|smokescreen) until end of turn$/, (m) => [{ do: 'tempGrant', kw: m[1] as Kw, to: SELF }]],
  [/^(?:it )?gets? (blitz|guard|fury|ambush|smokescreen)$/, (m) => [{ do: 'grant', kw: m[1] as Kw, to: SELF }]],
  [/^gains? \+(\d+) attack and (blitz|guard|fury|ambush|smokescreen|shock)$/, (m) => [{ do: 'buff', atk: +m[1], def: 0, to: SELF }, { do: 'grant', kw: m[2] as Kw, to: SELF }]],
  [/^give (.+?) (blitz|guard|fury|ambush|smokescreen)$/, (m) => withT(m[1], (to) => [{ do: 'grant', kw: m[2] as Kw, to }])],
  // Operation costs (§2.2).
  [/^(.+?) have \+(\d+) attack and operate for one less until end of turn$/, (m) => withT(m[1], (to) => [{ do: 'tempAtk', n: +m[2], to }, { do: 'op', n: -1, set: false, temp: true, to: IT }])],
  [/^(.+?) operate for (\d+) less this turn$/, (m) => withT(m[1], (to) => [{ do: 'op', n: -m[2], set: false, temp: true, to }])],
  [/^(?:reduce|set) the operation cost of (.+?) to (\d+)$/, (m) => withT(m[1], (to) => [{ do: 'op', n: +m[2], set: true, temp: false, to }])],
  [/^give (.+?) -(\d+) operation cost$/, (m) => withT(m[1], (to) => [{ do: 'op', n: -m[2], set: false, temp: false, to }])],
  [/^reduce operation cost by (\d+)$/, (m) => [{ do: 'op', n: -m[1], set: false, temp: false, to: SELF }]],
  [/^it can operate again this turn$/, () => [{ do: 'refresh', to: IT }]],
  [/^change the attack (?:on|of) (.+?) to be equal to its defense$/, (m) => withT(m[1], (to) => [{ do: 'atkToDef', to }])],
  // HQs, hands, decks, countermeasures.
  [/^set your hq's defense to (\d+)$/, (m) => [{ do: 'setHq', n: +m[1], side: 'friendly' }]],
  [/^set the defense of each hq to (\d+)$/, (m) => [{ do: 'setHq', n: +m[1], side: 'both' }]],
  [/^(?:give your units and hq|your units and hq gain) \+(\d+) defense$/, (m) => [{ do: 'buff', atk: 0, def: +m[1], to: { k: 'all', sel: { ...sel('friendly', 0) }, hq: false } }, { do: 'hq', n: +m[1], side: 'friendly' }]],
  [/^your enemy puts a random card in hand on top of their deck$/, () => [{ do: 'handToDeck', side: 'enemy' }]],
  [/^you draw a card$/, () => [{ do: 'draw', n: 1 }]],
  [/^discard all activated countermeasures$/, () => [{ do: 'clearCms' }]],
  [/^draw (a|an|one|two|three|\d+) (?:random )?(?:(british|german|soviet|japanese|us) )?(units?|orders?|cards?|infantry|tanks?|fighters?|bombers?|artillery|air units?)(?: from your deck)?$/, (m) => {
    const what = m[3].replace(/s$/, '');
    if (what === 'air unit') return [{ do: 'drawOf', n: num(m[1]), kind: 'unit', cls: 24, nation: m[2] ? NATION_WORDS[m[2]] : '' }];
    if (what === 'card' && !m[2]) return null;
    return [{ do: 'drawOf', n: num(m[1]), kind: what === 'order' ? 'order' : what === 'card' ? 'card' : 'unit', cls: what === 'unit' || what === 'card' ? 31 : what === 'order' ? 0 : CLS_WORDS[what], nation: m[2] ? NATION_WORDS[m[2]] : '' }];
  }],
  [/^next turn, you gain (\d+) additional kredits and cannot give orders$/, (m) => [{ do: 'delayed', kredits: +m[1], draws: 0, noOrders: true, enemySkip: false }]],
  [/^draw an additional card at the beginning of next turn$/, () => [{ do: 'delayed', kredits: 0, draws: 1, noOrders: false, enemySkip: false }]],
  [/^enemy does not gain a kredit slot or draw a card next turn$/, () => [{ do: 'delayed', kredits: 0, draws: 0, noOrders: false, enemySkip: true }]],
  [/^gain (\d+|two|three) extra kredit slots$/, (m) => [{ do: 'slots', n: num(m[1]), side: 'friendly' }]],
  [/^(?:give your hq|your hq gains|your hq gets) \+(\d+) defense$/, (m) => [{ do: 'hq', n: +m[1], side: 'friendly' }]],
  [/^the enemy hq gets \+(\d+) defense$/, (m) => [{ do: 'hq', n: +m[1], side: 'enemy' }]],
  [/^your hq takes (\d+) damage$/, (m) => [{ do: 'damage', n: +m[1], to: { k: 'hq', side: 'friendly' } }]],
  [/^destroy (two|three|\d+) random (.+)$/, (m) => withT(`random ${m[2]}`, (to) => Array.from({ length: num(m[1]) }, (): Effect => ({ do: 'destroy', to })))],
  [/^give (.+?) -(\d+) attack$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: -m[2], def: 0, to }])],
  [/^deal (\d+) damage to (.+?) and pin (?:it|them)$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to }, { do: 'pin', to: { k: 'it' } }])],
  [/^deal (\d+) damage to (.+?) and your hq$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to }, { do: 'damage', n: +m[1], to: { k: 'hq', side: 'friendly' } }])],
  [/^deal (\d+) damage to (.+)$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to }])],
  [/^(?:destroy|it is destroyed) (.+)$/, (m) => withT(m[1], (to) => [{ do: 'destroy', to }])],
  [/^pin (.+?) and draw a card$/, (m) => withT(m[1], (to) => [{ do: 'pin', to }, { do: 'draw', n: 1 }])],
  [/^pin (.+)$/, (m) => withT(m[1], (to) => [{ do: 'pin', to }])],
  // 抑制 (§4.1.12).
  [/^suppress (.+?), then destroy it if it costs 3 or less$/, (m) => withT(m[1], (to) => [{ do: 'suppress', to }, { do: 'destroy', to: IT, if: 'cost3' }])],
  // 控制权交换 (§4.1.5): for good, or "until end of turn".
  [/^take control of (.+?) until (?:the )?end of (?:the )?turn$/, (m) => withT(m[1], (to) => [{ do: 'control', to, until: 'eot' }])],
  [/^take control of (.+)$/, (m) => withT(m[1], (to) => [{ do: 'control', to, until: 'ever' }])],
  [/^suppress adjacent units$/, () => [{ do: 'suppress', to: ADJ }]],
  [/^suppress (.+?) and adjacent units$/, (m) => withT(m[1], (to) => [{ do: 'suppress', to }, { do: 'suppress', to: ADJ }])],
  [/^suppress (.+)$/, (m) => withT(m[1], (to) => [{ do: 'suppress', to }])],
  [/^(?:give )?(.+?) (?:gets? |gains? )?\+(\d+)\+(\d+)(?: and (blitz|guard|fury|ambush|smokescreen))?$/, (m) =>
    withT(m[1].replace(/^give /, ''), (to) => [{ do: 'buff', atk: +m[2], def: +m[3], to }, ...(m[4] ? [{ do: 'grant', kw: m[4] as Kw, to: IT }] as Effect[] : [])])],
  [/^give (.+?) \+(\d+) (attack|defense)$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: m[3] === 'attack' ? +m[2] : 0, def: m[3] === 'defense' ? +m[2] : 0, to }])],
  [/^it deals (\d+) damage to (.+)$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to }])],
  [/^(?:it )?(?:gains?|gets?) \+(\d+)\+(\d+)$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: { k: 'self' } }]],
  [/^draw (a|one|two|three|four|\d+) cards?$/, (m) => [{ do: 'draw', n: num(m[1]) }]],
  [/^gain (\d+|an?) (?:extra )?kredit slots?$/, (m) => [{ do: 'slots', n: num(m[1]), side: 'friendly' }]],
  [/^(?:the )?enemy loses a kredit slot$/, () => [{ do: 'slots', n: -1, side: 'enemy' }]],
  [/^gain (\d+) (?:additional|extra) kredits?(?: this turn)?$/, (m) => [{ do: 'kredits', n: +m[1] }]],
  [/^(.+?) (?:must retreat|retreats|retreat)$/, (m) => withT(m[1], (to) => [{ do: 'retreat', to }])],
  [/^retreat (.+)$/, (m) => withT(m[1], (to) => [{ do: 'retreat', to }])],
  [/^(?:send|return) (.+?) to (?:your )?hand$/, (m) => withT(m[1], (to) => [{ do: 'toHand', to }])],
  [/^fully repair (.+)$/, (m) => withT(m[1], (to) => [{ do: 'repair', to }])],
  [/^(?:your enemy|the enemy|enemy) (?:must )?discards? a (?:random )?card(?: at random)?$/, () => [{ do: 'discard', side: 'enemy' }]],
  [/^discard a random card from your hand$/, () => [{ do: 'discard', side: 'friendly' }]],
  [/^your enemy discards a random card with cost (\d+) or less$/, (m) => [{ do: 'discard', side: 'enemy', maxCost: +m[1] }]],
  [/^the enemy discards a random (infantry|tank|artillery|fighter|bomber) from hand$/, (m) => [{ do: 'discard', side: 'enemy', cls: CLS_WORDS[m[1]] }]],
  [/^discard all non-unit cards$/, () => [{ do: 'discard', side: 'friendly', allOrders: true }]],
  [/^draw cards equal to its attack$/, () => [{ do: 'draw', n: 0, count: { per: 1, of: 'itAtk', cls: 0, other: false } }]],
  [/^draw cards until you have as many cards in your hand as the enemy$/, () => [{ do: 'draw', n: 0, count: { per: 1, of: 'handGap', cls: 0, other: false } }]],
  [/^draw a card for each unit you have deployed or added this turn$/, () => [{ do: 'draw', n: 0, count: { per: 1, of: 'arrived', cls: 0, other: false } }]],
  [/^at start of your next turn discard a card at random$/, () => [{ do: 'delayed', kredits: 0, draws: 0, noOrders: false, enemySkip: false, discards: 1 }]],
  [/^draw an? ([a-z0-9 .'-]+)$/, (m) => (/^(card|order|unit|random|additional)\b|^(?:sherman|spitfire|t-34) from your deck\b/.test(m[1]) ? null : [{ do: 'drawNamed', card: m[1] }])],
  [/^add a random (british|german|soviet|japanese|us) (unit|infantry|tank|fighter|bomber|artillery)(?: that costs (\d+) or less)? to your (hand|support line)$/, (m) => [{
    do: 'spawnRandom', nation: NATION_WORDS[m[1]], cls: m[2] === 'unit' ? 31 : CLS_WORDS[m[2]], maxCost: m[3] ? +m[3] : 99, where: m[4] === 'hand' ? 'hand' : 'support',
  }]],
  // Other sets, before the general "add N X to …" (no Base text reads so): a copy of itself, random Elite or
  // exact-cost units, two named cards at once.
  [/^add a copy of this unit to your (support line|hand)$/, (m) => [{ do: 'spawn', card: 'thiscard', n: 1, where: m[1] === 'hand' ? 'hand' : 'support' }]],
  [/^add a random (british|german|soviet|japanese|us) elite (unit|infantry|tank|fighter|bomber|artillery|air unit) to your (hand|support line)$/, (m) => [{
    do: 'spawnRandom', nation: NATION_WORDS[m[1]], cls: m[2] === 'unit' ? 31 : CLS_WORDS[m[2].replace(/ unit$/, '')], maxCost: 99, where: m[3] === 'hand' ? 'hand' : 'support', elite: true,
  }]],
  [/^add a random (\d+)-cost (british|german|soviet|japanese|us) (unit|infantry|tank|fighter|bomber|artillery) to your (hand|support line)$/, (m) => [{
    do: 'spawnRandom', nation: NATION_WORDS[m[2]], cls: m[3] === 'unit' ? 31 : CLS_WORDS[m[3]], maxCost: +m[1], minCost: +m[1], where: m[4] === 'hand' ? 'hand' : 'support',
  }]],
  [/^add an? ([a-z0-9 .()'-]+?) and an? ([a-z0-9 .()'-]+?) to your hand$/, (m) => [{ do: 'spawn', card: m[1], n: 1, where: 'hand' }, { do: 'spawn', card: m[2], n: 1, where: 'hand' }]],
  [/^add (a|an|one|two|\d+) (.+?)(?: (?:fighter|bomber|unit|units))? (?:to|beside) (?:your|the) (support line|hand)$/, (m) =>
    [{ do: 'spawn', card: m[2].replace(/^\d+\/\d+ /, ''), n: num(m[1]), where: m[3] === 'hand' ? 'hand' : 'support' }]],
  [/^(?:give )?(.+?) (?:gets? |gains? |have |has )?\+ ?(\d+) attack (?:until end of turn|this turn)$/, (m) => withT(m[1], (to) => [{ do: 'tempAtk', n: +m[2], to }])],
  [/^deal (\d+) damage$/, (m) => [{ do: 'damage', n: +m[1], to: { k: 'chosen', sel: sel('any', 0), hq: true, units: true } }]],
  [/^(?:destroy (it|them) at (?:the )?end of (?:your )?turn|at the end of your turn,? destroy (it|them))$/, () => [{ do: 'doom', to: { k: 'it' } }]],
  [/^counter (?:the|an) enemy order(?: that targets a friendly target)?$/, () => [{ do: 'counter' }]],
  [/^double the attack and defense of (.+)$/, (m) => withT(m[1], (to) => [{ do: 'double', to }])],
  [/^(.+?) get \+(\d+) attack and \+(\d+) heavy armor$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: +m[2], def: 0, to }, { do: 'armor', n: +m[3], to: IT }])],
  [/^give it \+(\d+) operation cost$/, (m) => [{ do: 'op', n: +m[1], set: false, temp: false, to: IT }]],
  [/^add (.+?) to your support line until it is full$/, (m) => [{ do: 'spawn', card: m[1], n: 9, where: 'support' }]],
  [/^add one random (british|german|soviet|japanese|us) unit with cost (\d+) or less to the support line and another to hand$/, (m) => [
    { do: 'spawnRandom', nation: NATION_WORDS[m[1]], cls: 31, maxCost: +m[2], where: 'support' },
    { do: 'spawnRandom', nation: NATION_WORDS[m[1]], cls: 31, maxCost: +m[2], where: 'hand' },
  ]],
  [/^gets \+(\d+) attack for each (tank|infantry|artillery|fighter|bomber) in the same line$/, (m) => [{ do: 'buff', atk: +m[1], def: 0, to: SELF, count: { per: 1, of: 'sameLine', cls: CLS_WORDS[m[2]], other: true } }]],
  [/^add (.+?) and (.+?) to the support line$/, (m) => [{ do: 'spawn', card: m[1], n: 1, where: 'support' }, { do: 'spawn', card: m[2], n: 1, where: 'support' }]],
  [/^shuffle (\d+) (.+?) cards into your deck$/, (m) => [{ do: 'shuffleIn', card: m[2], n: +m[1] }]],
  [/^add a random unit from same nation that costs (\d+) more$/, (m) => [{ do: 'spawnLike', delta: +m[1] }]],
  [/^add an? (british|german|soviet|japanese|us) (tank|infantry|artillery|fighter|bomber) with the same cost$/, (m) => [{ do: 'spawnLike', delta: 0, cls: CLS_WORDS[m[2]], nation: NATION_WORDS[m[1]] }]],
  [/^add an? (tank|infantry|artillery|fighter|bomber) from the same nation that costs (\d+) more$/, (m) => [{ do: 'spawnLike', delta: +m[2], cls: CLS_WORDS[m[1]] }]],
  [/^duplicate this unit$/, () => [{ do: 'spawn', card: 'thiscard', n: 1, where: 'support' }]],
  [/^add an? (.+?) beside this unit$/, (m) => [{ do: 'spawn', card: m[1], n: 1, where: 'front' }]],
  [/^it deals 0-(\d+) additional damage$/, (m) => [{ do: 'tempAtk', n: +m[1], to: SELF, upTo: true }]],
  [/^distribute (\d+) damage between random enemies$/, (m) => Array.from({ length: +m[1] }, (): Effect => ({ do: 'damage', n: 1, to: { k: 'random', sel: sel('enemy', 0), hq: true } }))],
  [/^(.+?) are immune to damage and can both move and attack this turn$/, (m) => withT(m[1], (to) => [{ do: 'tempGrant', kw: 'immune', to }, { do: 'tempGrant', kw: 'moveAttack', to: IT }])],
  [/^units you deploy cost (\d+) less kredits? and have blitz this turn$/, (m) => [{ do: 'deployBoost', n: +m[1] }]],
  [/^duplicate a random unit in your hand$/, () => [{ do: 'dupInHand' }]],
  [/^your hq gains defense equal to the number of all cards on the battlefield$/, () => [{ do: 'hq', n: 0, side: 'friendly', count: { per: 1, of: 'allUnits', cls: 0, other: false } }]],
  [/^counter an enemy order and draw a card$/, () => [{ do: 'counter' }, { do: 'draw', n: 1 }]],
  [/^(?:it )?gets? \+(\d+)\+(\d+) and (blitz|guard|fury|ambush|smokescreen)$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: SELF }, { do: 'grant', kw: m[3] as Kw, to: SELF }]],
  // Memory of past events, copies, names (the last Base cards).
  [/^set its attack to 0 until your next turn$/, () => [{ do: 'zeroAtk', to: IT }]],
  [/^pin that unit again$/, () => [{ do: 'pin', to: { k: 'mem' } }]],
  [/^duplicate (.+?) and give it (blitz|guard|fury|ambush|smokescreen)$/, (m) => withT(m[1], (to) => [{ do: 'duplicate', to }, { do: 'grant', kw: m[2] as Kw, to: IT }])],
  [/^add to your support line (a|an|one|two|\d+) (.+?) with (blitz|guard|fury|ambush|smokescreen)$/, (m) => [{ do: 'spawn', card: m[2], n: num(m[1]), where: 'support' }, { do: 'grant', kw: m[3] as Kw, to: IT }]],
  [/^deal (\d+) damage to enemies adjacent to its target$/, (m) => [{ do: 'damage', n: +m[1], to: { k: 'adjFoe' } }]],
  [/^deal (\d+) damage to a random enemy in (?:the )?same front$/, (m) => [{ do: 'damage', n: +m[1], to: { k: 'foeLine' } }]],
  [/^its target loses (guard|blitz|fury|ambush|smokescreen) this turn$/, (m) => [{ do: 'loseKw', kw: m[1] as Kw, to: { k: 'foe' } }]],
  [/^add (two|a|one|\d+) (.+?) to your hand, plus one for each previously played .+$/, (m) => [{ do: 'spawn', card: m[2], n: num(m[1]), where: 'hand', count: { per: 1, of: 'replays', cls: 0, other: false } }]],
  [/^discard your (light infantry) units$/, (m) => [{ do: 'discard', side: 'friendly', allNamed: m[1] }]],
  [/^gain a kredit and draw a card for each$/, () => [{ do: 'kredits', n: 0, count: { per: 1, of: 'lastN', cls: 0, other: false } }, { do: 'draw', n: 0, count: { per: 1, of: 'lastN', cls: 0, other: false } }]],
  [/^add to hand a copy of each friendly (british|german|soviet|japanese|us) unit destroyed so far this turn$/, (m) => [{ do: 'copyLost', nation: NATION_WORDS[m[1]] }]],
  [/^add an? (.+?) to the same front$/, (m) => [{ do: 'spawn', card: m[1], n: 1, where: 'same' }]],
  [/^add two (british|german|soviet|japanese|us) (infantry|tank|artillery|fighter|bomber) units there with total attack of (\d+)$/, (m) => [{ do: 'spawnPair', nation: NATION_WORDS[m[1]], cls: CLS_WORDS[m[2]], total: +m[3] }]],
  // NATIONAL FIRE SERVICE: firing caps the damage (verbs.ts damageHq); nothing else happens.
  [/^reduce the damage to 1$/, () => []],
  [/^add a random (british|german|soviet|japanese|us) (air|infantry|tank|artillery|fighter|bomber) unit of similar cost$/, (m) => [{ do: 'spawnNear', nation: NATION_WORDS[m[1]], cls: CLS_WORDS[m[2]] }]],
  [/^remove (.+?) until this unit leaves the battlefield$/, (m) => withT(m[1], (to) => [{ do: 'exile', to }])],
  [/^copy (?:a )?random order from (?:the )?enemy deck$/, () => [{ do: 'copyEnemyOrder' }]],
  [/^add (a|an|one|two|\d+) (.+?) to support line$/, (m) => [{ do: 'spawn', card: m[2], n: num(m[1]), where: 'support' }]],
  [/^give its attack and defense to (.+)$/, (m) => withT(m[1], (to) => [{ do: 'buffPicked', to }])],
  [/^gain attack equal to the cost$/, () => [{ do: 'buffPicked', to: SELF, costAtk: true }]],
  [/^cards in enemy hand cost \+(\d+) kredits?$/, (m) => [{ do: 'handCost', n: +m[1], side: 'enemy' }]],
  [/^draw (2|two|a) units? from your deck$/, (m) => [{ do: 'drawOf', n: num(m[1]), kind: 'unit', cls: 31, nation: '' }]],
  [/^discard them at the end of (?:the )?turn$/, () => [{ do: 'markDrawn', mod: MOD_DISCARD_EOT }]],
  [/^it gets \+1\+1 and blitz when deployed$/, () => [{ do: 'markDrawn', mod: MOD_DEPLOY_BUFF }]],
  [/^it gets \+2\+2 when it is deployed$/, () => [{ do: 'markDrawn', mod: HAND_MOD.deployBuff22 }]],
  [/^duplicate it$/, () => [{ do: 'dupDrawn' }]],
  // Other sets (stretch): phrasings of verbs the language already has. Last, so no earlier match changes.
  ...OTHER_SET_VERBS(),
  // Other sets (stretch, fifth part): after every earlier pattern, so no sentence that compiled before reads otherwise.
  ...STRETCH5_VERBS(),
  // Other sets (stretch, sixth part): after every earlier pattern, likewise.
  ...STRETCH6_VERBS(),
  // Other sets (stretch, seventh part): likewise.
  ...STRETCH7_VERBS(),
  // Other sets (stretch, eighth part): likewise.
  ...STRETCH8_VERBS(),
  // Other sets (stretch, ninth part): likewise.
  ...STRETCH9_VERBS(),
  // Other sets (stretch, tenth part): cards in a deck.
  ...STRETCH10_VERBS(),
  // Other sets (stretch, eleventh part): the five nations' last one-card texts.
  ...STRETCH11_VERBS(),
];

/** Other sets, the eleventh part (2026-12-03 evening): whole sentences no earlier card has (K-R71a…). */
function STRETCH11_VERBS(): [RegExp, Parse][] {
  return [
    // K-R71a: SPARS ("give it" rewritten to name the top unit, REWRITES).
    [/^draw the top unit of your deck$/, () => [{ do: 'drawTopUnit' }]],
    [/^the top unit of your deck gets (blitz|guard|ambush|shock|fury|smokescreen) and (blitz|guard|ambush|shock|fury|smokescreen)$/, (m) =>
      [{ do: 'deckStat', atk: 0, def: 0, kw: KW[m[1] as Kw] | KW[m[2] as Kw], top: 1, side: 'friendly', nation: '' }]],
    // K-R71b: FRONT AND HOMELAND's second sentence.
    [/^reduce the cost of (british|german|soviet|japanese|us) cards with odd cost in your deck by (\d+)$/, (m) => [{ do: 'deckCost', n: -m[2], cls: 0, nation: NATION_WORDS[m[1]], deckOnly: true, odd: true }]],
    // K-R71f: VICTORY GARDEN's given text.
    [/^give the top unit in your deck \+(\d)\+\1$/, (m) => [{ do: 'deckTopPlus', n: +m[1] }]],
    // K-R71j: SEMPER FI — the Navy type is already the card's (K-R27n: 22nd MARINES is of the NavalWarfare set).
    [/^convert (two|three|four|\d+) of the top (\d+) cards of your deck into (22nd marines)$/, (m) => [{ do: 'convertDeck', n: num(m[1]), card: m[3], top: +m[2] }]],
    // K-R71k: 123s — converted into the unit deployed, then the converted unit carries this card's text (a given text, K-R65t).
    [/^this unit is converted into it and gains this ability$/, () => [{ do: 'convertSelfTo', to: IT }, { do: 'giveText', to: SELF }]],
    // K-R71n: FRIENDLY FIRE.
    [/^its attack damage goes to a random other enemy$/, () => [{ do: 'redirectAttack' }]],
    // K-R71i: 73rd INFANTRY REGIMENT.
    [/^trigger the destruction effects of all friendly units destroyed since the start of your last turn$/, () => [{ do: 'lostDeaths' }]],
    // K-R71e: BRYANSK IRREGULARS.
    [/^deal (\d+) damage to each unit that dealt damage to this unit this turn$/, (m) => [{ do: 'damageDealers', n: +m[1] }]],
    // K-R71c: SPY RING — a "Research card" is a card of the name family RESEARCH (K-R65f), any nation.
    [/^to your hand add a random card of the research family$/, () => [{ do: 'spawnRandomCard', nation: '', kind: 127, minCost: 0, family: 'research' }]],
  ];
}

/** Other sets, the tenth part (2026-12-03 afternoon): changes to cards still in the deck (the deck record, K-R70w). */
function STRETCH10_VERBS(): [RegExp, Parse][] {
  return [
    // K-R70w: MAGNIFICENT SEVENTH, F6F-5 HELLCAT, USS THE SULLIVANS.
    [/^the top unit of your deck gets \+(\d)\+\1$/, (m) => [{ do: 'deckTopPlus', n: +m[1] }]],
    [/^it and the top unit of your deck gets? \+(\d)\+\1$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[1], to: SELF }, { do: 'deckTopPlus', n: +m[1] }]],
    [/^(.+?) and the top unit of your deck each get \+(\d)\+\2$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: +m[2], def: +m[2], to }, { do: 'deckTopPlus', n: +m[2] }])],
    // K-R70z: YOUR COURAGE.
    [/^reduce the cost of cards with bond in hand by (\d+)$/, (m) => [{ do: 'bondCost', n: -m[1] }]],
    [/^(?:then )?your bond units everywhere get \+(\d)\+\1$/, (m) => [{ do: 'bondEverywhere', n: +m[1] }]],
    // K-R70w2: stat and keyword changes of deck cards (STAT): P-38H LIGHTNING, SURGING POWER, THE PROFESSIONALS, SWIFT VICTORY, M3 LEE, KETTENKRAD.
    [/^the top unit of your deck gets \+(\d+) attack and (blitz|guard|ambush|shock|fury|smokescreen)$/, (m) => [{ do: 'deckStat', atk: +m[1], def: 0, kw: KW[m[2] as Kw], top: 1, side: 'friendly', nation: '' }]],
    [/^give the top four units of your deck \+1\+1, \+2\+2, \+3\+3 and \+4\+4 respectively$/, () => [1, 2, 3, 4].map((k) => ({ do: 'deckStat', atk: k, def: k, kw: 0, top: k, side: 'friendly', nation: '' }) as Effect)],
    [/^all units in your deck get \+(\d+)\+(\d+) and a random combat keyword$/, (m) => [{ do: 'deckStat', atk: +m[1], def: +m[2], kw: 0, top: 0, side: 'friendly', nation: '', randomKw: true }]],
    [/^(?:all )?units in (your|the enemy) deck get \+(\d+) attack$/, (m) => [{ do: 'deckStat', atk: +m[2], def: 0, kw: 0, top: 0, side: m[1] === 'your' ? 'friendly' : 'enemy', nation: '' }]],
    [/^your (british|german|soviet|japanese|us) units everywhere get \+(\d+) attack$/, (m) => [{ do: 'deckStat', atk: +m[2], def: 0, kw: 0, top: 0, side: 'friendly', nation: NATION_WORDS[m[1]], everywhere: true }]],
    // K-R70w3: NATIONAL SERVICE.
    [/^for each (british|german|soviet|japanese|us) card in your deck, give it \+(\d+) defense if a unit, otherwise reduce the cost by (\d+)$/, (m) =>
      [{ do: 'deckStat', atk: 0, def: +m[2], kw: 0, top: 0, side: 'friendly', nation: NATION_WORDS[m[1]] }, { do: 'deckCost', n: -m[3], cls: 0, nation: NATION_WORDS[m[1]], deckOnly: true }]],
    // K-R70x: 175th MOTORIZED.
    [/^all your (british|german|soviet|japanese|us) (tanks|infantry|artillery|fighters|bombers|units) in hand and deck cost (\d+) less to deploy$/, (m) =>
      [{ do: 'deckCost', n: -m[3], cls: m[2] === 'units' ? 31 : CLS_WORDS[m[2]], nation: NATION_WORDS[m[1]] }]],
  ];
}

/** Other sets (stretch, eighth part, K-R69m…): sentences no earlier card has. */
/** Other sets, the ninth part (2026-12-03 afternoon): the Homefront regiments' texts. */
function STRETCH9_VERBS(): [RegExp, Parse][] {
  return [
    // K-R70o: "Develop A, B or C" — a Develop among three printed names (the pool is every card so named).
    [/^develop ([a-z0-9 .'!-]+), ([a-z0-9 .'!-]+) or ([a-z0-9 .'!-]+)$/, (m) => [{ do: 'develop', n: 1, name: `${m[1]}|${m[2]}|${m[3]}`, nation: '', kind: 0, elite: false }]],
    // K-R70t: 43. INFANTRY REGIMENT.
    [/^draw the top card of your deck if it has even cost$/, () => [{ do: 'drawTopEven' }]],
    // K-R70v: IS II 1944 EARLY — "Add" of a unit with no place is 增加 to the support line (§4.1.9.1, as RED BANNER's, K-R24c).
    [/^add (two|a|an) (?!.* (?:to|and|or|beside|with|from|that|of|for|in|on|into) )([a-z0-9 .'-]+)$/, (m) => [{ do: 'spawn', card: m[2], n: num(m[1]), where: 'support' }]],
    [/^give one (guard|shock|blitz|fury|ambush|smokescreen), the other (guard|shock|blitz|fury|ambush|smokescreen)$/, (m) => [{ do: 'grantEach', kws: [m[1] as Kw, m[2] as Kw] }]],
    // K-R70n: RATIONING's first option.
    [/^remove bond from cards in your hand$/, () => [{ do: 'unbondHand' }]],
    // K-R70r: 18. INFANTRY REGIMENT ("Deployment: Moves into the frontline if possible"), K-R67a's move with "this unit" unsaid.
    [/^moves into the frontline,? if possible$/, () => [{ do: 'toFront', to: SELF }]],
  ];
}

function STRETCH8_VERBS(): [RegExp, Parse][] {
  return [
    // K-R69m: hand-slot marks of their own (HAND_MOD.blitz, op1).
    [/^add two light infantry to your hand, then give all such units in hand blitz$/, () => [
      { do: 'spawn', card: 'light infantry', n: 2, where: 'hand' }, { do: 'markHand', name: 'light infantry', mod: HAND_MOD.blitz }]],
    // K-R69o: EXPLOIT THE GAP's choice among the deck's top units (its next two sentences refine it, in compileCard).
    [/^draw 1 of 3 top units of your deck$/, () => [{ do: 'develop', n: 1, name: '', nation: '', kind: 31, elite: false, deck: 3, deckUnits: true }]],
    // K-R69p: ANCESTRAL CALL, "front" read as the line (K-R33s), counted per unit as it resolves.
    [/^your units get \+1 attack for each other unit in their front$/, () => [{ do: 'buff', atk: 1, def: 0, to: { k: 'all', sel: sel('friendly', 0), hq: false }, count: { per: 1, of: 'lineOthers', cls: 0, other: false } }]],
    // K-R69q: a deployment effect countered (EVASIVE ACTION's second sentence; CLOSE CALL).
    [/^cancel the effect$/, () => [{ do: 'counterDeploy' }]],
    [/^counter an order or deployment effect$/, () => [{ do: 'counter' }, { do: 'counterDeploy' }]],
    // K-R69r: CYCLONE DIVISION and its Veteran (any implemented, deckable card of the Sherman family).
    [/^add a (random )?sherman to (?:your )?hand( with blitz)?$/, (m) => [{ do: 'spawnRandom', nation: '', cls: 31, maxCost: 99, where: 'hand', family: 'sherman', ...(m[2] ? { mod: HAND_MOD.blitz } : {}) }]],
    // K-R70e: SABOTAGE, HAPPY TIME (the next sentence says what happens to the card chosen, in compileCard).
    [/^choose 1 of 3 cards in the enemy hand$/, () => [{ do: 'peekEnemy', then: 'none' }]],
    // K-R70c: COLD TRAP, DECISIVE DEFENSE.
    [/^add an? (sissi) as defender$|^add an? (6th alpini regiment) next to it defending$/, (m) => [{ do: 'addDefender', card: m[1] ?? m[2] }]],
    // K-R69z: STUBBORN DEFENSE's buff (a countermeasure on an attack fires before the fight, K-4.2e).
    [/^give it \+(\d+) defense before damage$/, (m) => [{ do: 'buff', atk: 0, def: +m[1], to: IT }]],
    // K-R69y: PILOT ESCAPE (its next sentence says what the card developed gets, in compileCard).
    [/^develop 1 air unit of your main nation$/, () => [{ do: 'develop', n: 1, name: '', nation: '', kind: 24, elite: false, main: true }]],
    // K-R69u: FROZEN ASSETS.
    [/^add a (sissi) adjacent to (a friendly unit)$/, (m) => withT(m[2], (to) => [{ do: 'spawnBeside', card: m[1], to }])],
    [/^it has (blitz) and (salvage)$/, () => [{ do: 'grant', kw: 'blitz', to: IT }, { do: 'grant', kw: 'capture', to: IT }]],
    // K-R69s: AIR STRIPS, a named card added and another put on top of your deck.
    [/^add (breda ba\.65) to hand and (rm roma) on top of your deck$/, (m) => [{ do: 'spawn', card: m[1], n: 1, where: 'hand' }, { do: 'shuffleIn', card: m[2], n: 1, top: true }]],
    [/^for each card discarded, add a t-34 1942 with 1 operation cost to hand$/, () => [
      { do: 'spawn', card: 't-34 1942', n: 0, where: 'hand', count: { per: 1, of: 'lastN', cls: 0, other: false }, mod: HAND_MOD.op1 }]],
  ];
}

/** Other sets (stretch, seventh part, K-R68r…): sentences no earlier card has. */
function STRETCH7_VERBS(): [RegExp, Parse][] {
  return [
    // K-R68y.
    [/^end the next enemy turn immediately$/, () => [{ do: 'endNextFoe' }]],
    // K-R69d: a given "Destruction: Add a copy to owner's hand" (the destroyed unit's card, known to the DEATHS batch).
    [/^add a copy to owner's hand$/, () => [{ do: 'copyDead' }]],
    // K-R69e: the damage the repairs heard since took away (kept on the listening unit, Unit.mem).
    [/^distribute the damage repaired between random enemies$/, () => [{ do: 'spreadRepaired' }]],
    // K-R69j: "it" is the frontline the sentence before named.
    [/^retreat all units in it$/, () => [{ do: 'retreat', to: { k: 'all', sel: { ...sel('any', 0), line: 'front' }, hq: false } }]],
  ];
}

/** Other sets (stretch, sixth part, K-R68d…): sentences no earlier card has. */
function STRETCH6_VERBS(): [RegExp, Parse][] {
  return [
    // K-R68e: Salvage as a verb (§3.3.8's 收缴 by an effect): the unit's card to your hand as a Salvaged 1/1.
    [/^destroy (target unit) and salvage it$/, (m) => withT(m[1], (to) => [{ do: 'salvage', to }, { do: 'destroy', to: IT }])],
    [/^destroy and salvage the unit\(s\) with the least attack on the battlefield$/, () => {
      const to: Target = { k: 'all', sel: { ...sel('any', 0), lowAtk: true }, hq: false };
      return [{ do: 'salvage', to }, { do: 'destroy', to: IT }];
    }],
    // K-R68g: "loses Destruction"; destruction effects triggered as yours.
    [/^(target enemy unit) loses guard, smokescreen and destruction$/, (m) =>
      withT(m[1], (to) => [{ do: 'ungrant', kw: 'guard', to }, { do: 'ungrant', kw: 'smokescreen', to: IT }, { do: 'loseDeath', to: IT }])],
    [/^trigger the destruction effects on (a target unit) as if it was yours, then remove the effect if an enemy unit$/, (m) =>
      withT(m[1].replace(/^a target unit$/, 'target unit'), (to) => [{ do: 'triggerDeath', to, mine: true }, { do: 'loseDeath', to: IT, if: 'enemy' }])],
    // K-R68j: the Navy type given to the top card of your deck.
    [/^the top card of your deck has the navy type until the end of your next turn$/, () => [{ do: 'navyTop' }]],
    // K-R68m.
    [/^all units have an operation cost of 4 until the start of your next turn$/, () => [{ do: 'snowstorm' }]],
    [/^give (a friendly guard unit) \+(\d+) attack, (fury|blitz|ambush|shock) and salvage$/, (m) =>
      withT(m[1], (to) => [{ do: 'buff', atk: +m[2], def: 0, to }, { do: 'grant', kw: m[3] as Kw, to: IT }, { do: 'grant', kw: 'capture', to: IT }])],
  ];
}

/** K-R67l: an order's sentence that gives its player a listener ("When you deploy a German unit this turn, …"), or null. */
function orderListener(s: string): { battle: boolean; next?: boolean; when?: When; pre?: Effect[]; listen: Listen | null; effects: Effect[] } | null {
  const a = s.match(/^when you deploy an? (british|german|soviet|japanese|us) unit this turn, it gets \+(\d+)-(\d+)$/);
  if (a) return { battle: false, listen: { who: 'friendly', cls: 0, nation: NATION_WORDS[a[1]] }, effects: [{ do: 'buff', atk: +a[2], def: -a[3], to: IT }] };
  if (/^units you deploy or add this turn randomly get \+1\+1, blitz or ambush$/.test(s)) return { battle: false, listen: { who: 'friendly', cls: 0, nation: '', adds: true }, effects: [{ do: 'randomBoon', to: IT }] };
  if (s === 'pin units deployed and added by the enemy next turn') return { battle: false, next: true, listen: { who: 'enemy', cls: 0, nation: '', adds: true }, effects: [{ do: 'pin', to: IT }] };
  const sm = s.match(/^when a friendly unit loses smokescreen this turn it gets \+(\d+)\+(\d+)$/);
  if (sm) return { battle: false, when: 'onSmokeLost', listen: { who: 'friendly', cls: 0, nation: '' }, effects: [{ do: 'buff', atk: +sm[1], def: +sm[2], to: IT }] };
  const cc = s.match(/^until end of turn, (spitfire)s cost 0 to deploy and get \+(\d+)\+(\d+) when deployed$/);
  if (cc) return { battle: false, pre: [{ do: 'familyFree', family: cc[1] }], listen: { who: 'friendly', cls: 0, nation: '', named: cc[1] }, effects: [{ do: 'buff', atk: +cc[2], def: +cc[3], to: IT }] };
  // K-R71d: YANK — the first Develop of its player each turn brings a second one.
  const dv = s.match(/^your hq gets: \\?"this battle, the first time you develop each turn, also develop an? ([a-z0-9 .'!-]+?)\.?\\?"$/);
  const dfx = dv ? developOf(1, dv[1]) : null;
  if (dv && dfx) return { battle: true, when: 'onDevelop', listen: null, effects: dfx };
  const c = s.match(/^your hq gets: \\?"when you deploy a unit this battle, (draw a card)\.?\\?"$/);
  const fx = c ? sentenceEffects(c[1]) : null;
  return c && fx ? { battle: true, listen: { who: 'friendly', cls: 0, nation: '' }, effects: fx } : null;
}

/** Other sets (stretch, fifth part, 2026-12-02 evening): whole-sentence phrasings no card that compiled before has. */
function STRETCH5_VERBS(): [RegExp, Parse][] {
  return [
    // K-R67a: moved into the frontline by an effect.
    [/^(.+?) (?:moves?|are moved) into the frontline,? if possible$/, (m) => withT(m[1], (to) => [{ do: 'toFront', to }])],
    // K-R67b.
    [/^add two suppressed copies of this unit to your support line now$/, () => [{ do: 'spawn', card: 'thiscard', n: 2, where: 'support' }, { do: 'suppress', to: { k: 'prev' } }]],
    // K-R67c: "Cannot attack the enemy HQ" for a turn, or ignored.
    [/^cannot attack the enemy hq this turn$/, () => [{ do: 'noHqTurn', to: SELF }]],
    [/^this turn, your units are immune to damage and have \\?"cannot attack the enemy hq\.?\\?"$/, () => {
      const to: Target = { k: 'all', sel: sel('friendly', 0), hq: false };
      return [{ do: 'tempGrant', kw: 'immune', to }, { do: 'noHqTurn', to: IT }];
    }],
    [/^ignore \\?"cannot attack the enemy hq\\?" on (target unit)$/, (m) => withT(m[1], (to) => [{ do: 'hqOk', to }])],
    // K-R67e.
    [/^add (i-16 ishak) on both sides of this unit$/, (m) => [{ do: 'spawnSides', card: m[1] }]],
    // K-R67m: the unit a kill is about.
    [/^copy the destroyed unit into your hand$/, () => [{ do: 'copyItHand' }]],
    [/^the enemy discards a card if it is a ground unit$/, () => [{ do: 'discard', side: 'enemy', if: 'ground' }]],
    // K-R67n.
    [/^deal damage equal to its attack to the enemy hq$/, () => [{ do: 'damage', n: 0, to: { k: 'hq', side: 'enemy' }, count: { per: 1, of: 'deadAtk', cls: 0, other: false } }]],
    [/^(a random friendly unit) gets attack and defense equal to the attack of this unit$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: 1, def: 1, to, count: { per: 1, of: 'deadAtk', cls: 0, other: false } }])],
    // K-R67p.
    [/^draw a card with higher cost from your deck$/, () => [{ do: 'drawAbove' }]],
    [/^distribute (\d+) damage randomly between the target and adjacent enemies$/, (m) => withT('an enemy unit', (to) => [{ do: 'distributeAt', n: +m[1], to }])],
    [/^take a random us or british (unit|order) with cost (\d+) or more into your hand$/, (m) => [{ do: 'spawnRandomCard', nation: 'USA|Britain', kind: m[1] === 'unit' ? 31 : 32, minCost: +m[2] }]],
    [/^deal equal damage to the enemy hq$/, () => [{ do: 'hitBack' }]],
    [/^deal damage to the enemy hq equal to its cost$/, () => [{ do: 'damage', n: 0, to: { k: 'hq', side: 'enemy' }, count: { per: 1, of: 'pickedCost', cls: 0, other: false } }]],
    // K-R67q.
    [/^counter an enemy order then convert it to (plan) and return it to hand$/, (m) => [{ do: 'counter' }, { do: 'giveEnemy', card: m[1] }]],
    [/^destroy target undamaged unit, then randomly rearrange enemy units on the battlefield$/, () => [{ do: 'destroy', to: { k: 'chosen', sel: { ...sel('any', 0), undamaged: true }, hq: false, units: true } }, { do: 'rearrange' }]],
    [/^deal (\d+) damage to (a unit), its excess to random enemies with 2 or more unspent kredits$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to, excessRand: true }])],
    [/^convert all units on the battlefield belonging to the owner into the targeted unit$/, () => [{ do: 'convertOwnerAll' }]],
    [/^this turn, your (soviet) units get \+(\d+) attack and deal excess damage to the enemy hq in combat$/, (m) => [{ do: 'tempAtk', n: +m[2], to: { k: 'all', sel: { ...sel('friendly', 0), nation: NATION_WORDS[m[1]] }, hq: false } }, { do: 'tempGrant', kw: 'excess', to: IT }]],
    [/^your (t-34s) operate for free this turn and their excess attack damage is dealt to the enemy hq$/, (m) => withT(`your ${m[1]}`, (to) => [{ do: 'op', n: -99, set: false, temp: true, to }, { do: 'tempGrant', kw: 'excess', to: IT }])],
    [/^trigger all destruction effects of your (british|german|soviet|japanese|us) units$/, (m) => [{ do: 'triggerDeath', to: { k: 'all', sel: { ...sel('friendly', 0), nation: NATION_WORDS[m[1]] }, hq: false } }]],
    [/^swap a position with (a friendly unit)$/, (m) => withT(m[1], (to) => [{ do: 'swapPos', to }])],
    [/^for each of your units with (\d+) or more attack, randomly gain (\d+) kredits, give it \+(\d+)\+(\d+) or draw a card$/, (m) => [{ do: 'runBattlefield', minAtk: +m[1], kredits: +m[2], atk: +m[3], def: +m[4] }]],
    [/^give (a friendly tank) \+(\d+)\+(\d+) for each non-tank unit type in the same line$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: +m[2], def: +m[3], to, count: { per: 1, of: 'lineTypes', cls: 0, other: false } }])],
    [/^add a random (japanese) ground unit to your support line and give it this ability$/, (m) => [{ do: 'spawnRandom', nation: NATION_WORDS[m[1]], cls: 7, maxCost: 99, where: 'support', keep: true }, { do: 'giveText', to: IT }]],
    // K-R67s: "non-French".
    [/^gets \+(\d+) attack for each non-(french) unit you control$/, (m) => [{ do: 'buff', atk: +m[1], def: 0, to: SELF, count: { per: 1, of: 'nationUnits', cls: 0, other: false, nation: `!${MINOR_WORDS[m[2]]}` } }]],
    [/^deal damage to the enemy hq equal to the number of non-(french) units you control$/, (m) => [{ do: 'damage', n: 0, to: { k: 'hq', side: 'enemy' }, count: { per: 1, of: 'nationUnits', cls: 0, other: false, nation: `!${MINOR_WORDS[m[1]]}` } }]],
    [/^each non-(french) unit you control gets \+(\d+)\+(\d+)$/, (m) => [{ do: 'buff', atk: +m[2], def: +m[3], to: { k: 'all', sel: { ...sel('friendly', 0), nation: `!${MINOR_WORDS[m[1]]}` }, hq: false } }]],
    [/^add the top non-(french) unit from your deck to your support line$/, (m) => [{ do: 'deckToPlay', nation: `!${MINOR_WORDS[m[1]]}`, cls: 31, death: false }]],
    [/^draw the top non-(french) card of your deck, then shuffle your deck$/, (m) => [{ do: 'drawTopOf', nation: `!${MINOR_WORDS[m[1]]}` }, { do: 'shuffleDeck' }]],
    // K-R67t: RESISTANCE.
    [/^lose (\d+) kredits?$/, (m) => [{ do: 'loseKredits', n: +m[1] }]],
    [/^take (\d+) hq damage$/, (m) => [{ do: 'damage', n: +m[1], to: { k: 'hq', side: 'friendly' } }]],
    [/^add (a|2|3) (resistance) cards? to the enemy deck$/, (m) => [{ do: 'shuffleInEnemy', card: m[2], n: num(m[1]) }]],
    // K-R67u.
    [/^if you control a unit with mobilize, destroy (a unit) with (\d+) or less defense$/, (m) => [{ do: 'destroy', to: { k: 'chosen', sel: { ...sel('any', 0), maxDef: +m[2] }, hq: false, units: true }, if: 'haveMob' }]],
    [/^give (a friendly unit) mobilize$/, (m) => withT(m[1], (to) => [{ do: 'grant', kw: 'mobilize', to }])],
    [/^get \+(\d+) attack for each friendly mobilized unit$/, (m) => [{ do: 'buff', atk: +m[1], def: 0, to: SELF, count: { per: 1, of: 'mobUnits', cls: 0, other: false } }]],
    [/^destroy a suppressed or pinned unit$/, () => [{ do: 'destroy', to: { k: 'chosen', sel: { ...sel('any', 0), stalled: true }, hq: false, units: true } }]],
    [/^deal (\d+) damage to (a unit) and each other unit with the same name$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to }, { do: 'damageNamed', n: +m[1] }])],
    [/^add a (legions) unit to your support line for each enemy unit in the frontline$/, (m) => [{ do: 'spawn', card: m[1], n: 0, where: 'support', count: { per: 1, of: 'foesFront', cls: 0, other: false } }]],
    [/^deal damage to (target enemy) equal to known cards in the enemy hand$/, (m) => withT(m[1], (to) => [{ do: 'damage', n: 0, to, count: { per: 1, of: 'known', cls: 0, other: false } }])],
    [/^deal 0-(\d+) damage to (any target)$/, (m) => withT('target', (to) => [{ do: 'damage', n: +m[1], to, upTo: true }])],
    [/^if it is in the frontline, it retreats$/, () => [{ do: 'retreat', to: IT, if: 'notSupport' }]],
    [/^your hq gains defense equal to its operation cost$/, () => [{ do: 'hq', n: 0, side: 'friendly', count: { per: 1, of: 'evOp', cls: 0, other: false } }]],
    [/^both players draw until they have (\d+) cards in hand$/, (m) => [{ do: 'fillHands', n: +m[1] }]],
    [/^destroy it end of turn$/, () => [{ do: 'doom', to: IT }]],
    // K-R67v.
    [/^add a (legions) to your support line then intel equal to friendly legions$/, (m) => [{ do: 'spawn', card: m[1], n: 1, where: 'support' }, { do: 'intel', n: 0, count: { per: 1, of: 'namedUnits', cls: 0, other: false, nation: m[1] } }]],
    [/^deal damage to all units equal to polish units destroyed this battle$/, () => [{ do: 'damage', n: 0, to: { k: 'all', sel: sel('any', 0), hq: false }, count: { per: 1, of: 'polishLost', cls: 0, other: false } }]],
    [/^get the combat keywords of (a target unit)$/, () => withT('a unit', (to) => [{ do: 'copyKws', to }])],
    [/^become the card of (target unit)$/, (m) => withT(m[1], (to) => [{ do: 'convertSelfTo', to }])],
    [/^add to hand a copy of a random known card in the enemy hand$/, () => [{ do: 'copyKnown' }]],
    [/^increase the cost of a known card in the enemy hand by (\d+)$/, (m) => [{ do: 'taxKnown', n: +m[1] }]],
    [/^the player with the most units in hand draws (\d+) cards$/, (m) => [{ do: 'mostUnitsDraw', n: +m[1] }]],
    [/^give your alpine units \+(\d+)\+(\d+)$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: { k: 'all', sel: { ...sel('friendly', 0), kw: KW.alpine }, hq: false } }]],
    [/^draw one alpine unit out of your deck$/, () => [{ do: 'drawKw', kw: KW.alpine }]],
    [/^put a copy of (target unit) in your support line$/, (m) => withT(m[1], (to) => [{ do: 'copyOf', to }])],
    [/^copy a random order in the enemy deck$/, () => [{ do: 'copyEnemyOrder' }]],
    [/^pin (target unit), then destroy it if it has the single highest attack on the battlefield$/, (m) => withT(m[1], (to) => [{ do: 'pin', to }, { do: 'destroy', to: IT, if: 'topAtk' }])],
    [/^reduce attack of this unit by 1 each time it is attacked, to a minimum of 1$/, () => [{ do: 'weaken', to: SELF }]],
    [/^gain (\d+) kredits for each unit with (4) or more attack drawn$/, (m) => [{ do: 'kredits', n: 0, count: { per: +m[1], of: 'drawnAtk4', cls: 0, other: false } }]],
    [/^(target unit) is pinned if a tank, suppressed if an infantry, destroyed if an artillery and retreats if an air unit$/, (m) => withT(m[1], (to) => [{ do: 'sally', to }])],
    [/^draw the top unit of your deck with an operation cost of (\d+)$/, (m) => [{ do: 'drawOp', n: +m[1] }]],
    [/^add a (sissi) to your support line, then give your sissi units \+(\d+)\+(\d+)$/, (m) => [{ do: 'spawn', card: m[1], n: 1, where: 'support' }, { do: 'buff', atk: +m[2], def: +m[3], to: { k: 'all', sel: { ...sel('friendly', 0), named: m[1] }, hq: false } }]],
    [/^all units deal 1 combat damage until your next turn$/, () => [{ do: 'oneDamage' }]],
    // K-R67w.
    [/^destroy this unit after the (third) time$/, () => [{ do: 'countDown', n: 3 }]],
    [/^draw a card from the enemy deck$/, () => [{ do: 'stealTop' }]],
    [/^both players draw a card$/, () => [{ do: 'pactOfSteel', n: 1 }]],
    [/^trigger non-targeting deployment effects on friendly units on the battlefield$/, () => [{ do: 'redeploy', to: { k: 'all', sel: { ...sel('friendly', 0), plainDeploy: true }, hq: false } }]],
    [/^trigger a non-targeted deployment effect on a friendly unit$/, () => [{ do: 'redeploy', to: { k: 'chosen', sel: { ...sel('friendly', 0), other: true, plainDeploy: true }, hq: false, units: true } }]],
    [/^give it \+x\+x where x is the damage dealt$/, () => [{ do: 'buff', atk: 1, def: 1, to: IT, count: { per: 1, of: 'hitN', cls: 0, other: false } }]],
    [/^the enemy hq takes the damage instead$/, () => [{ do: 'hitBack' }]],
    // K-R67x.
    [/^if the enemy now has no units, deal (\d+) damage to the enemy hq$/, (m) => [{ do: 'damage', n: +m[1], to: { k: 'hq', side: 'enemy' }, if: 'noFoes' }]],
    [/^draw a card and gain \+(\d+) hq defense twice for both players$/, (m) => {
      const once: Effect[] = [{ do: 'draw', n: 1 }, { do: 'hq', n: +m[1], side: 'friendly' }, { do: 'draw', n: 1, side: 'enemy' }, { do: 'hq', n: +m[1], side: 'enemy' }];
      return [...once, ...once];
    }],
    // K-R67y.
    [/^enemy ground units cannot attack next turn$/, () => [{ do: 'mud' }]],
    [/^attacking ground units deal damage equal to their defense this turn$/, () => [{ do: 'tempGrant', kw: 'defDmg', to: { k: 'all', sel: sel('friendly', 7), hq: false } }]],
    [/^add (3) (us) units to your support line with total cost equal to your kredit slots$/, (m) => [{ do: 'spawnSum', n: +m[1], nation: NATION_WORDS[m[2]] }]],
    [/^the next damage order you give this turn deals \+1 damage$/, () => [{ do: 'decree' }]],
    [/^until your next turn, it costs \+(\d+) kredits for the enemy to target or attack your units$/, (m) => [{ do: 'grimDay', n: +m[1] }]],
    [/^discard your hand$/, () => [{ do: 'discard', side: 'friendly', all: true }]],
    // K-R67f.
    [/^activate a random countermeasure in hand$/, () => [{ do: 'activateCm' }]],
    // K-R67g.
    [/^reduce the cost of all orders in your hand by (\d+), to a minimum of (\d+)$/, (m) => [{ do: 'ordersCost', n: +m[1], min: +m[2] }]],
    // K-R67h: a Develop of a nation, class and attack, if "it" is an air unit.
    [/^if its an air unit, develop an? (british|german|soviet|japanese|us) air unit with (\d+) or less attack$/, (m) => [{ do: 'develop', n: 1, name: '', nation: NATION_WORDS[m[1]], kind: 24, elite: false, maxAtk: +m[2], if: 'air' }]],
    // K-R67i (a given text): at the start of your turn, removed, kredits and cards.
    [/^remove this unit from the battlefield to gain (\d+) kredits and draw (\d+) cards$/, (m) => [{ do: 'remove', to: SELF }, { do: 'kredits', n: +m[1] }, { do: 'draw', n: +m[2] }]],
  ];
}

/** Other sets (2026-12-02 afternoon): phrasings no card that compiled before has (each regexp is whole-sentence and specific). */
function STRETCH4_VERBS(): [RegExp, Parse][] {
  return [
    [/^becomes veteran if this is the first this unit you deploy this battle$/, () => [{ do: 'promote', to: SELF, first: true }]],
    // Cost changes for this turn only (K-R66d): the cards just drawn or sent to hand.
    [/^(?:it costs|they cost) (\d+) less(?: to play)? this turn$/, (m) => [{ do: 'markDrawn', mod: HAND_MOD.costEot, drew: true, cost: -m[1] }]],
    [/^it costs 0 kredits to deploy this turn$/, () => [{ do: 'markDrawn', mod: HAND_MOD.costEot, drew: true, cost: -99 }]],
    [/^shuffle your hand into your deck, then draw (\d+) cards$/, (m) => [{ do: 'handShuffle', all: true, copy: false, kind: 127 }, { do: 'draw', n: +m[1] }]],
    [/^draw an ijn mikura from your deck$/, () => [{ do: 'drawNamed', card: 'ijn mikura' }]],
    [/^shuffle your hand into your deck$/, () => [{ do: 'handShuffle', all: true, copy: false, kind: 127 }]],
    [/^target a friendly (tank or infantry)$/, (m) => withT(`a friendly ${m[1]}`, (to) => [{ do: 'remember', to }])],
    // K-R66h.
    [/^add a copy of it to your support line$/, () => [{ do: 'copyIt' }]],
    // K-R66v.
    [/^counter an order$/, () => [{ do: 'counter' }]],
    [/^give the unit \+(\d+) defense$/, (m) => [{ do: 'buff', atk: 0, def: +m[1], to: IT }]],
    // K-R66u.
    [/^give it \+(\d+)\+(\d+) if enemy has 3 or more units$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: IT, if: 'foes3' }]],
    [/^add an? (panzer iii-j) to the frontline if possible$/, (m) => [{ do: 'spawn', card: m[1], n: 1, where: 'front' }]],
    [/^otherwise, destroy all units there$/, () => [{ do: 'elseClearFront' }]],
    // K-R66t: THE TIDE TURNS (two sentences, one verb; the second reads what the first shuffled).
    [/^shuffle your hand into your deck, draw equal amount$/, () => [{ do: 'tideTurns', n: 0 }]],
    // K-R66s.
    [/^add a random 1-cost, 2-cost and 3-cost unit with (alpine|blitz|guard|fury|ambush|smokescreen|shock) to your support line$/, (m) => [1, 2, 3].map((n): Effect => ({ do: 'spawnRandom', nation: '', cls: 31, maxCost: n, minCost: n, where: 'support', kw: KEYWORDS[m[1]] }))],
    // K-R66r.
    [/^each friendly (commando) deals damage to a random enemy equal to known enemy cards$/, (m) => [{ do: 'eachDeals', family: m[1], count: { per: 1, of: 'known', cls: 0, other: false } }]],
    // K-R66q: HMS TALBOT's HQ (the defense is given inside the damage, verbs.ts damageHq; the ability records how much).
    [/^lethal guard (\d+)$/, (m) => [{ do: 'lethalGuard', n: +m[1] }]],
    // K-R66n.
    [/^counter it$/, () => [{ do: 'counter' }]],
    // K-R66m.
    [/^all enemy cards with cost (\d+) or less in hand and on the battlefield are put on top of enemy's deck$/, (m) => [{ do: 'allToDeck', maxCost: +m[1] }]],
    // K-R66l.
    [/^your air unit with the highest attack gets \+(\d+)\+(\d+), then fights (target enemy unit)$/, (m) => withT(m[3], (to) => [{ do: 'bestOf', cls: 24 }, { do: 'buff', atk: +m[1], def: +m[2], to: IT }, { do: 'fight', to, by: 'it' }])],
    // K-R66k.
    [/^the enemy does not draw a card next turn$/, () => [{ do: 'delayed', kredits: 0, draws: 0, noOrders: false, enemySkip: false, enemyNoDraw: true }]],
    [/^draw (\d+) cards, then put a card in hand on top of your deck$/, (m) => [{ do: 'draw', n: +m[1] }, { do: 'handToDeck', side: 'friendly' }]],
    [/^distribute the attack of (a friendly unit) as damage between all enemies$/, (m) => withT(m[1], (to) => [{ do: 'remember', to }, { do: 'distribute', count: { per: 1, of: 'itAtk', cls: 0, other: false } }])],
    [/^trigger the destruction effects on (a damaged soviet air unit), then convert it into (yak 9)$/, (m) => withT(m[1], (to) => [{ do: 'triggerDeath', to }, { do: 'convert', to: IT, card: m[2] }])],
    [/^fill your hand and support line with (light infantry)$/, (m) => [{ do: 'spawn', card: m[1], n: 0, where: 'hand', count: { per: 1, of: 'handRoom', cls: 0, other: false } }, { do: 'spawn', card: m[1], n: 9, where: 'support' }]],
    [/^give them all (blitz)$/, () => [{ do: 'grant', kw: 'blitz', to: IT }]],
    // K-R66j.
    [/^destroy a friendly unit and adjacent units$/, () => withT('a friendly unit', (to) => [{ do: 'destroy', to }, { do: 'destroy', to: ADJ }])],
    [/^your units get \+x\+x, where x is units destroyed$/, () => [{ do: 'buff', atk: 1, def: 1, to: { k: 'all', sel: sel('friendly', 0), hq: false }, count: { per: 1, of: 'lastRefs', cls: 0, other: false, base: 1 } }]],
    [/^each friendly unit gets \+(\d+)\+(\d+) for each friendly unit not of the same nation$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: { k: 'all', sel: sel('friendly', 0), hq: false }, count: { per: 1, of: 'otherNation', cls: 0, other: false } }]],
    [/^gain 1 extra kredit slot for each unit in the frontline$/, () => [{ do: 'slots', n: 0, side: 'friendly', count: { per: 1, of: 'frontUnits', cls: 0, other: false } }]],
    [/^your units gain equal amount of attack$/, () => [{ do: 'buff', atk: 1, def: 0, to: { k: 'all', sel: sel('friendly', 0), hq: false }, count: { per: 1, of: 'frontUnits', cls: 0, other: false } }]],
    [/^remove (a (?:friendly )?unit) from the battlefield, then return it(?: and give it| with) (blitz)(?: and (shock))?$/, (m) => withT(m[1], (to) => [{ do: 'flicker', to }, { do: 'grant', kw: 'blitz', to: IT },
      ...(m[3] ? [{ do: 'grant', kw: 'shock', to: IT }] as Effect[] : [])])],
    // K-R66i.
    [/^remove the top (air) unit of your deck$/, () => [{ do: 'deckOut', cls: 24 }]],
    [/^distribute damage randomly to enemies equal to its attack$/, () => [{ do: 'distribute', count: { per: 1, of: 'lastAtk', cls: 0, other: false } }]],
    [/^remove (\d+) cards from your deck$/, (m) => [{ do: 'millEven', n: +m[1] }]],
    [/^-(\d+) operation cost for each with even cost$/, (m) => [{ do: 'op', n: 0, set: false, temp: false, to: SELF, count: { per: -m[1], of: 'evens', cls: 0, other: false } }]],
    [/^set the operation cost of your units to 0$/, () => [{ do: 'zeroOp', to: { k: 'all', sel: sel('friendly', 0), hq: false } }]],
    [/^gain hq defense equal to total cost reduced$/, () => [{ do: 'hq', n: 0, side: 'friendly', count: { per: 1, of: 'opCut', cls: 0, other: false } }]],
    // One-card phrasings (K-R66f).
    [/^deal damage equal to its cost to the enemy hq$/, () => [{ do: 'damage', n: 0, to: { k: 'hq', side: 'enemy' }, count: { per: 1, of: 'drawnCost', cls: 0, other: false } }]],
    [/^remove copies of it from the owner's hand and deck$/, () => [{ do: 'purge' }]],
    [/^destroy (a unit with \d+ or less attack) and all other units with the same name on the battlefield$/, (m) => withT(m[1], (to) => [{ do: 'destroy', to }, { do: 'destroyNamed' }])],
    [/^add two light infantry units to the battlefield, one in the frontline if possible$/, () => [{ do: 'spawn', card: 'light infantry', n: 1, where: 'frontOr' }, { do: 'spawn', card: 'light infantry', n: 1, where: 'support' }]],
    [/^add the top (british|german|soviet|japanese|us) (infantry|tank|artillery|fighter|bomber) unit in your deck to your support line$/, (m) => [{ do: 'deckToPlay', nation: NATION_WORDS[m[1]], cls: CLS_WORDS[m[2]], death: false }]],
    [/^add a (british|german|soviet|japanese|us) unit with destruction in your deck to the support line$/, (m) => [{ do: 'deckToPlay', nation: NATION_WORDS[m[1]], cls: 31, death: true }]],
    [/^draw and discard the top card of your deck$/, () => [{ do: 'drawDiscard' }]],
    [/^move two random navy cards in your deck to the top$/, () => [{ do: 'navyToTop', n: 2 }]],
    [/^set your kredit slots to equal the enemy kredit slots$/, () => [{ do: 'matchSlots' }]],
    [/^your units get \+(\d+) attack for each slot gained$/, (m) => [{ do: 'buff', atk: +m[1], def: 0, to: { k: 'all', sel: sel('friendly', 0), hq: false }, count: { per: 1, of: 'slotsGained', cls: 0, other: false } }]],
    [/^deal (\d+) damage to an enemy for each$/, (m) => withT('an enemy', (to) => [{ do: 'damage', n: 0, to, count: { per: +m[1], of: 'lastRefs', cls: 0, other: false } }])],
    [/^both players add the unit with the highest cost in their hand to their support line$/, () => [{ do: 'gambit' }]],
    [/^deal damage to target hq equal to the total cost of your (british|german|soviet|japanese|us) (tanks|infantry|units) in the frontline$/, (m) => withT('target hq', (to) => [{ do: 'damage', n: 0, to,
      count: { per: 1, of: 'frontCost', cls: m[2] === 'units' ? 0 : CLS_WORDS[m[2] === 'tanks' ? 'tank' : 'infantry'], other: false, nation: NATION_WORDS[m[1]] } }])],
    // Slots lost, costs, pins (K-R66g).
    [/^deal damage to the enemy hq equal to the kredit slots you have lost this battle$/, () => [{ do: 'damage', n: 0, to: { k: 'hq', side: 'enemy' }, count: { per: 1, of: 'slotsLost', cls: 0, other: false } }]],
    [/^cards in enemy hand cost (\d+) more next turn$/, (m) => [{ do: 'handCost', n: +m[1], side: 'enemy', eot: true }]],
    [/^enemy units currently pinned remain pinned for an extra turn$/, () => [{ do: 'extendPin', side: 'enemy' }]],
    [/^add two (2nd parachute) to it$/, (m) => [{ do: 'spawn', card: m[1], n: 2, where: 'front' }]],
    [/^add its operation cost as attack to this unit$/, () => [{ do: 'buff', atk: 1, def: 0, to: SELF, count: { per: 1, of: 'evOp', cls: 0, other: false } }]],
    // "Your last destroyed unit" (K-R66a).
    [/^add a copy of your last destroyed unit to your hand$/, () => [{ do: 'lastLost', how: 'hand', cls: 0 }]],
    [/^add your last destroyed (ground )?unit to your support line$/, (m) => [{ do: 'lastLost', how: 'support', cls: m[1] ? 7 : 0 }]],
    [/^convert a card in hand into your last destroyed unit$/, () => [{ do: 'lastLost', how: 'convertHand', cls: 0 }]],
    [/^convert (.+?) into your last destroyed unit$/, (m) => withT(m[1], (to) => [{ do: 'lastLostUnit', to, cls: 0 }])],
  ];
}

/** Other sets' phrasings of known verbs: named cards without an article, negative buffs, HQs, slots, discards. */
function OTHER_SET_VERBS(): [RegExp, Parse][] {
  const KWS = '(blitz|guard|fury|ambush|smokescreen|shock)';
  return [
    // "Add TANK MANEUVER to your hand", "Add a B-29 SUPERFORTRESS to hand", "Add three POLIKARPOV PO-2-II to your hand".
    [/^add (?:(a|an|one|two|three|four|\d+) )?(.+?) to (?:your )?(hand|support line)$/, (m) =>
      (/^(?:random|copy|copies|the top|a random)\b|\b(?:and|or|plus|with|copy of|that|equal)\b/.test(m[2]) ? null : [{ do: 'spawn', card: m[2], n: m[1] ? num(m[1]) : 1, where: m[3] === 'hand' ? 'hand' : 'support' }])],
    [/^(?:at the end of your turn, )?the enemy hq takes (\d+) damage$/, (m) => [{ do: 'damage', n: +m[1], to: { k: 'hq', side: 'enemy' } }]],
    [/^all hqs get \+(\d+) defense$/, (m) => [{ do: 'hq', n: +m[1], side: 'friendly' }, { do: 'hq', n: +m[1], side: 'enemy' }]],
    [/^pin (.+?) and its adjacent units$/, (m) => withT(m[1], (to) => [{ do: 'pin', to }, { do: 'pin', to: ADJ }])],
    [/^deal (\d+) damage to (.+?) and to adjacent enemies$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to }, { do: 'damage', n: +m[1], to: ADJ }])],
    [/^(?:you )?lose an? kredit slot$/, () => [{ do: 'slots', n: -1, side: 'friendly' }]],
    [/^the enemy gains an? (?:extra )?kredit slot$/, () => [{ do: 'slots', n: 1, side: 'enemy' }]],
    [/^(?:the )?enemy discards (two|three|\d+) cards$/, (m) => Array.from({ length: num(m[1]) }, (): Effect => ({ do: 'discard', side: 'enemy' }))],
    // "All units get -1-2", "give all enemy units -1-2": signed stat changes.
    [/^(?:give )?(.+?) (?:gets? |gains? )?([+-]\d+)([+-]\d+)$/, (m) => withT(m[1].replace(/^give /, ''), (to) => [{ do: 'buff', atk: +m[2], def: +m[3], to }])],
    [/^(?:it )?(?:gains?|gets?) \+(\d+) (attack|defense)$/, (m) => [{ do: 'buff', atk: m[2] === 'attack' ? +m[1] : 0, def: m[2] === 'defense' ? +m[1] : 0, to: SELF }]],
    [/^(?:it )?gets? \+(\d+) defense and (blitz|guard|fury|ambush|smokescreen|shock)$/, (m) => [{ do: 'buff', atk: 0, def: +m[1], to: SELF }, { do: 'grant', kw: m[2] as Kw, to: SELF }]],
    [new RegExp(`^(?:it )?gets? ${KWS}$`), (m) => [{ do: 'grant', kw: m[1] as Kw, to: SELF }]],
    [new RegExp(`^give (.+?) ${KWS}$`), (m) => withT(m[1], (to) => [{ do: 'grant', kw: m[2] as Kw, to }])],
    [new RegExp(`^give (.+?) ${KWS} and ${KWS}$`), (m) => withT(m[1], (to) => [{ do: 'grant', kw: m[2] as Kw, to }, { do: 'grant', kw: m[3] as Kw, to: IT }])],
    [/^deal damage to (.+?) equal to (\d+) plus the number of unit types you control$/, (m) => withT(m[1], (to) => [{ do: 'damage', n: +m[2], to, count: { per: 1, of: 'types', cls: 0, other: false } }])],
    [/^draw another$/, () => [{ do: 'draw', n: 1 }]],
    [new RegExp(`^(?:it )?gains? ${KWS}$`), (m) => [{ do: 'grant', kw: m[1] as Kw, to: SELF }]],
    [/^give (.+?) immune this turn$/, (m) => withT(m[1], (to) => [{ do: 'tempGrant', kw: 'immune', to }])],
    [/^deal (\d+) damage to each hq$/, (m) => [{ do: 'damage', n: +m[1], to: { k: 'hq', side: 'friendly' } }, { do: 'damage', n: +m[1], to: { k: 'hq', side: 'enemy' } }]],
    [/^deal (\d+) damage to the enemy hq and gain \+(\d+) hq defense$/, (m) => [{ do: 'damage', n: +m[1], to: { k: 'hq', side: 'enemy' } }, { do: 'hq', n: +m[2], side: 'friendly' }]],
    [/^(?:give )?(.+?) (?:gets? |gains? |have |has )?-(\d+) attack (?:until end of turn|this turn)$/, (m) => withT(m[1], (to) => [{ do: 'tempAtk', n: -m[2], to }])],
    [/^(.+?) gets? \+(\d+)\+(\d+) and (shock)$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: +m[2], def: +m[3], to }, { do: 'grant', kw: 'shock', to: IT }])],
    [/^reduce the operation cost by (\d+)$/, (m) => [{ do: 'op', n: -m[1], set: false, temp: false, to: SELF }]],
    [/^reduce the operation cost (?:on|of) (.+?) by (\d+)$/, (m) => withT(m[1], (to) => [{ do: 'op', n: -m[2], set: false, temp: false, to }])],
    [/^set its operation cost to (\d+)$/, (m) => [{ do: 'op', n: +m[1], set: true, temp: false, to: IT }]],
    [/^give (.+?) \+(\d+)\+(\d+) and \+(\d+) operation cost$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: +m[2], def: +m[3], to }, { do: 'op', n: +m[4], set: false, temp: false, to: IT }])],
    [/^distribute (\d+) damage randomly between all enemies$/, (m) => Array.from({ length: +m[1] }, (): Effect => ({ do: 'damage', n: 1, to: { k: 'random', sel: sel('enemy', 0), hq: true } }))],
    [/^gain (\d+) additional kredits at the start of your next turn$/, (m) => [{ do: 'delayed', kredits: +m[1], draws: 0, noOrders: false, enemySkip: false }]],
    // "Becomes Veteran" as an effect (§3.5): now, into its Veteran card.
    [/^becomes veteran$/, () => [{ do: 'promote', to: SELF }]],
    [/^remove (.+?) from the battlefield until the end of turn$/, (m) => withT(m[1], (to) => [{ do: 'banish', to, until: 'end' }])],
    [/^remove (.+?)(?: from the battlefield)?$/, (m) => (/^(?:the |pin|a pin|cards?|copies|\d)/.test(m[1]) ? null : withT(m[1], (to) => [{ do: 'remove', to }]))],
    [/^remove (?:the )?pin(?: on (them|it))?$/, () => [{ do: 'unpin', to: IT }]],
    [/^this unit becomes veteran if it has 4 or more attack$/, () => [{ do: 'promote', to: SELF, if: 'atk4' }]],
    [/^the enemy cannot give orders next turn$/, () => [{ do: 'delayed', kredits: 0, draws: 0, noOrders: false, enemySkip: false, enemyNoOrders: true }]],
    [/^draw (a|two|\d+) random countermeasures? from your deck$/, (m) => [{ do: 'drawOf', n: num(m[1]), kind: 'cm', cls: 0, nation: '' }]],
    [/^draw a random infantry, tank, artillery and fighter from your deck$/, () => (['infantry', 'tank', 'artillery', 'fighter'] as const).map((w): Effect => ({ do: 'drawOf', n: 1, kind: 'unit', cls: CLS_WORDS[w], nation: '' }))],
    [/^draw cards equal to the number of enemy units on the battlefield$/, () => [{ do: 'draw', n: 0, count: { per: 1, of: 'foes', cls: 0, other: false } }]],
    [/^(.+?) get \+(\d+) attack and are dealt (\d+) damage$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: +m[2], def: 0, to }, { do: 'damage', n: +m[3], to: IT }])],
    [/^gain a kredit and draw a card$/, () => [{ do: 'kredits', n: 1 }, { do: 'draw', n: 1 }]],
    [/^(?:the )?enemy draws (a|two|\d+) cards?$/, (m) => [{ do: 'draw', n: num(m[1]), side: 'enemy' }]],
    [/^you draw a card and the enemy draws (a|two|\d+) cards?$/, (m) => [{ do: 'draw', n: 1 }, { do: 'draw', n: num(m[1]), side: 'enemy' }]],
    [/^all players gain an extra kredit slot and draw a card$/, () => [{ do: 'slots', n: 1, side: 'friendly' }, { do: 'slots', n: 1, side: 'enemy' }, { do: 'draw', n: 1 }, { do: 'draw', n: 1, side: 'enemy' }]],
    [/^(?:set the defense of (.+?) to (\d+)|the defense of (.+?) is set to (\d+))$/, (m) => withT(m[1] ?? m[3], (to) => [{ do: 'setDef', n: +(m[2] ?? m[4]), to }])],
    [/^give (.+?) (blitz|guard|fury|ambush|smokescreen|shock) and \+(\d+) heavy armor$/, (m) => withT(m[1], (to) => [{ do: 'grant', kw: m[2] as Kw, to }, { do: 'armor', n: +m[3], to: IT }])],
    // "…, then change its attack to equal its defense" (the stat change first).
    [/^(.+?),? then (?:change its attack to equal its defense|set its attack equal to its defense|their attack becomes equal to their defense)$/, (m) => {
      const first = sentenceEffects(m[1]);
      return first && [...first, { do: 'atkToDef', to: IT }];
    }],
    [/^deal (\d+) damage to adjacent units$/, (m) => [{ do: 'damage', n: +m[1], to: ADJ }]],
    [/^(.+?) gets? \+(\d+) (attack|defense)$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: m[3] === 'attack' ? +m[2] : 0, def: m[3] === 'defense' ? +m[2] : 0, to }])],
    [/^retreat adjacent units$/, () => [{ do: 'retreat', to: ADJ }]],
    [/^fight (.+)$/, (m) => withT(m[1], (to) => [{ do: 'fight', to }])],
    [/^it fights (.+?)( in random order)?$/, (m) => withT(m[1], (to) => [{ do: 'fight', to, by: 'it', ...(m[2] ? { shuffled: true } : {}) }])],
    [/^(.+?) becomes? veteran(?: if able)?$/, (m) => withT(m[1], (to) => [{ do: 'promote', to }])],
    [/^(.+?) becomes? veteran if able, then gets? \+(\d+)\+(\d+)$/, (m) => withT(m[1], (to) => [{ do: 'promote', to }, { do: 'buff', atk: +m[2], def: +m[3], to: IT }])],
    [/^add a copy of this unit to your (support line|hand)$/, (m) => [{ do: 'spawn', card: 'thiscard', n: 1, where: m[1] === 'hand' ? 'hand' : 'support' }]],
    // Develop (K-R63d): choose 1 of 3 random cards to add to your hand.
    [/^choose 1 of 3 random (elite )?(british|german|soviet|japanese|us) (units|orders|cards) to add to your hand$/, (m) =>
      [{ do: 'develop', n: 1, name: '', nation: NATION_WORDS[m[2]], kind: m[3] === 'units' ? 31 : m[3] === 'orders' ? 32 : 127, elite: !!m[1] }]],
    [/^develop (a|an|two|three) (.+)$/, (m) => developOf(num(m[1]), m[2])],
    [/^choose and draw a card from the top (\d+) of your deck, put (?:the )?rest on (?:the )?bottom(?: of (?:your |the )?deck)?$/, (m) =>
      [{ do: 'develop', n: 1, name: '', nation: '', kind: 127, elite: false, deck: +m[1] }]],
    // Cost changes of the cards now in a hand (per hand slot, §4: 费用可以因其他卡牌效果增长或降低).
    [/^increase (?:the )?cost of all cards in (enemy|your) hand by (\d+)$/, (m) => [{ do: 'handCost', n: +m[2], side: m[1] === 'enemy' ? 'enemy' : 'friendly' }]],
    [/^reduce the cost of (?:all )?cards in your hand by (\d+)$/, (m) => [{ do: 'handCost', n: -m[1], side: 'friendly' }]],
    [/^put (?:(a copy of) )?(.+?) on top of (?:its )?owner's deck$/, (m) => withT(m[2], (to) => [{ do: 'toDeck', to, copy: !!m[1] }])],
    [/^draw a card if it is (?:a|an|the) (tank|hq)$/, (m) => [{ do: 'draw', n: 1, if: m[1] === 'hq' ? 'hq' : 'tank' }]],
    [/^(.+?) has 0 attack until your next turn$/, (m) => withT(m[1], (to) => [{ do: 'zeroAtk', to }])],
    [/^deal damage to (.+?) equal to other friendly (air|infantry|tank|artillery|fighter|bomber) units$/, (m) => withT(m[1], (to) => [{ do: 'damage', n: 0, to, count: { per: 1, of: 'units', cls: CLS_WORDS[m[2]], other: true } }])],
    // Hands into decks, named cards shuffled in.
    [/^shuffle a (copy of a )?random (card|order|unit) in (?:your )?hand into your deck(?:, then draw (a|one|two|\d+) cards?)?$/, (m) => [
      { do: 'handShuffle', all: false, copy: !!m[1], kind: m[2] === 'card' ? 127 : m[2] === 'order' ? 32 : 31 }, ...(m[3] ? [{ do: 'draw', n: num(m[3]) }] as Effect[] : [])]],
    [/^shuffle all cards in your hand into your deck, then draw that many cards plus one$/, () => [
      { do: 'handShuffle', all: true, copy: false, kind: 127 }, { do: 'draw', n: 1, count: { per: 1, of: 'lastN', cls: 0, other: false } }]],
    [/^each player shuffles their hand into their deck, then draws (\d+) cards$/, (m) => [
      { do: 'handShuffle', all: true, copy: false, kind: 127, both: true }, { do: 'draw', n: +m[1] }, { do: 'draw', n: +m[1], side: 'enemy' }]],
    [/^shuffle (?:an? )?([a-z0-9 .'-]+?) into your deck(?:, then draw (a|one|two|\d+) cards?)?$/, (m) =>
      (/^(?:a copy|copies|your|all|the|\d)\b|\brandom\b/.test(m[1]) ? null : [{ do: 'shuffleIn', card: m[1], n: 1 }, ...(m[2] ? [{ do: 'draw', n: num(m[2]) }] as Effect[] : [])])],
    [new RegExp(`^(.+?) loses ${KWS}, ${KWS} and ${KWS}$`), (m) => withT(m[1], (to) => [{ do: 'ungrant', kw: m[2] as Kw, to }, { do: 'ungrant', kw: m[3] as Kw, to: IT }, { do: 'ungrant', kw: m[4] as Kw, to: IT }])],
    [/^lose (\d+) kredits? at the start of your next turn$/, (m) => [{ do: 'delayed', kredits: -m[1], draws: 0, noOrders: false, enemySkip: false }]],
    [/^draw (a|two|three|\d+) random (\d+)-cost units from your deck$/, (m) => [{ do: 'drawOf', n: num(m[1]), kind: 'unit', cls: 31, nation: '', cost: +m[2] }]],
    [/^gain (\d+) kredits? for each unit destroyed$/, (m) => [{ do: 'kredits', n: 0, count: { per: +m[1], of: 'lastRefs', cls: 0, other: false } }]],
    // SYNTHETIC OIL: both next turn (K-R63o).
    [/^gain (\d+) additional kredits and draw an extra card next turn$/, (m) => [{ do: 'delayed', kredits: +m[1], draws: 1, noOrders: false, enemySkip: false }]],
    [/^draw a card and gain \+(\d+) hq defense$/, (m) => [{ do: 'draw', n: 1 }, { do: 'hq', n: +m[1], side: 'friendly' }]],
    [/^shuffle your deck, then draw a card$/, () => [{ do: 'shuffleDeck' }, { do: 'draw', n: 1 }]],
    [/^your units get \+(\d) heavy armor$/, (m) => [{ do: 'armor', n: +m[1], to: { k: 'all', sel: sel('friendly', 0), hq: false } }]],
    [/^(?:you )?gain (\d+) kredits?$/, (m) => [{ do: 'kredits', n: +m[1] }]],
    [/^distribute damage randomly to enemies equal to (?:the number of units on the battlefield|units in play)$/, () => [{ do: 'distribute', count: { per: 1, of: 'allUnits', cls: 0, other: false } }]],
    [/^gets \+(\d+)\+(\d+) for each (enemy unit|enemy unit in the frontline|card in the enemy hand|other friendly air unit)$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: SELF,
      count: m[3] === 'enemy unit' ? { per: 1, of: 'foes', cls: 0, other: false } : m[3] === 'enemy unit in the frontline' ? { per: 1, of: 'foesFront', cls: 0, other: false }
        : m[3] === 'card in the enemy hand' ? { per: 1, of: 'enemyHand', cls: 0, other: false } : { per: 1, of: 'units', cls: 24, other: true } }]],
    [/^deal damage to (.+?) equal to cards in (?:the )?enemy hand(, then (?:the )?enemy discards a card)?$/, (m) => withT(m[1], (to) => [{ do: 'damage', n: 0, to, count: { per: 1, of: 'enemyHand', cls: 0, other: false } },
      ...(m[2] ? [{ do: 'discard', side: 'enemy' }] as Effect[] : [])])],
    [/^deal damage to each enemy equal to friendly air units$/, () => [{ do: 'damage', n: 0, to: { k: 'all', sel: sel('enemy', 0), hq: true }, count: { per: 1, of: 'units', cls: 24, other: false } }]],
    [/^your units get \+(\d+) defense and -(\d+) operation cost$/, (m) => [{ do: 'buff', atk: 0, def: +m[1], to: { k: 'all', sel: sel('friendly', 0), hq: false } }, { do: 'op', n: -m[2], set: false, temp: false, to: IT }]],
    [/^add (an?|two|three) (.+?) to your support line with (blitz|guard|fury|ambush|smokescreen|shock)$/, (m) => [{ do: 'spawn', card: m[2], n: num(m[1]), where: 'support' }, { do: 'grant', kw: m[3] as Kw, to: IT }]],
    [/^(.+?) operate for free this turn$/, (m) => withT(m[1], (to) => [{ do: 'op', n: -99, set: false, temp: true, to }])],
    [/^(?:your hq gains smokescreen|give your hq smokescreen) until your next turn$/, () => [{ do: 'hqSmoke' }]],
    [/^give (.+?) \+(\d+)\+(\d+) and -(\d+) operation cost$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: +m[2], def: +m[3], to }, { do: 'op', n: -m[4], set: false, temp: false, to: IT }])],
    [/^deal (\d+) damage to (.+?) for each (unit there|unit with 4 or more attack you control)$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: 0, to,
      count: { per: +m[1], of: m[3] === 'unit there' ? 'enemySupport' : 'atk4Units', cls: 0, other: false } }])],
    [/^deal damage to (.+?) equal to the total attack of your air units$/, (m) => withT(m[1], (to) => [{ do: 'damage', n: 0, to, count: { per: 1, of: 'airAtk', cls: 0, other: false } }])],
    [/^deal (\d+) damage to (.+?), plus (\d+) for each previously played .+$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to, count: { per: +m[3], of: 'replays', cls: 0, other: false } }])],
    [/^give (.+?) \+(\d+)\+(\d+), plus \+\2\+\3 for each previously played .+$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: +m[2], def: +m[3], to, count: { per: 1, of: 'replays', cls: 0, other: false, base: 1 } }])],
    [/^retreat it instead$/, () => [{ do: 'retreat', to: IT }, { do: 'stopAttack' }]],
    [/^the enemy loses remaining kredits$/, () => [{ do: 'drainKredits' }]],
    [/^it becomes (\d+)\/(\d+)$/, (m) => [{ do: 'setStats', atk: +m[1], def: +m[2], to: IT }]],
    [/^(?:(.+?) )?gets? \+(\d+)(?:\+(\d+)| attack) for (?:each|every) defense your hq has over the enemy hq$/, (m) => withT(m[1] ?? 'this unit', (to) => [{ do: 'buff', atk: +m[2], def: m[3] ? +m[3] : 0, to, count: { per: 1, of: 'hqLead', cls: 0, other: false } }])],
    [/^deal (\d+) damage to (.+?) for each unit you control above the enemy$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: 0, to, count: { per: +m[1], of: 'unitLead', cls: 0, other: false } }])],
    [/^draw a card and your hq gains \+(\d+) defense$/, (m) => [{ do: 'draw', n: 1 }, { do: 'hq', n: +m[1], side: 'friendly' }]],
    [/^fully repair your units$/, () => [{ do: 'repair', to: { k: 'all', sel: sel('friendly', 0), hq: false } }]],
    [/^give adjacent units (mobilize|blitz|guard|fury|ambush|smokescreen|shock)$/, (m) => [{ do: 'grant', kw: m[1] as Kw, to: ADJ }]],
    [/^give (.+?) mobilize$/, (m) => withT(m[1], (to) => [{ do: 'grant', kw: 'mobilize', to }])],
    [/^retreat it also if it is veteran$/, () => [{ do: 'retreat', to: IT, if: 'vet' }]],
    [/^both players gain (\d+) extra kredit slots?$/, (m) => [{ do: 'slots', n: +m[1], side: 'friendly' }, { do: 'slots', n: +m[1], side: 'enemy' }]],
    [/^owner of the unit draws a card$/, () => [{ do: 'draw', n: 1, side: 'itOwner' }]],
    [/^remove the pin on (.+)$/, (m) => withT(m[1], (to) => [{ do: 'unpin', to }])],
    [/^(?:the )?enemy gets (\d+) fewer kredits next turn$/, (m) => [{ do: 'delayed', kredits: 0, draws: 0, noOrders: false, enemySkip: false, enemyKredits: -m[1] }]],
    [/^swap the attack and operation cost of (.+)$/, (m) => withT(m[1], (to) => [{ do: 'swapAtkOp', to }])],
    [/^reduce its operation cost by (\d+) and give it \+(\d+) attack$/, (m) => [{ do: 'op', n: -m[1], set: false, temp: false, to: IT }, { do: 'buff', atk: +m[2], def: 0, to: IT }]],
    [/^draw a card for each unit repaired$/, () => [{ do: 'draw', n: 0, count: { per: 1, of: 'repairedN', cls: 0, other: false } }]],
    [/^(.+?) gets? \+(\d+)\+(\d+) for each damaged unit on the battlefield$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: +m[2], def: +m[3], to, count: { per: 1, of: 'damagedUnits', cls: 0, other: false } }])],
    [/^(?:the )?enemy cannot deploy units next turn$/, () => [{ do: 'delayed', kredits: 0, draws: 0, noOrders: false, enemySkip: false, enemyNoDeploy: true }]],
    [/^discard (?:it|them) at the end of your next turn$/, () => [{ do: 'markDrawn', mod: HAND_MOD.discardNext, drew: true }]],
    [/^pin and deal (\d+) damage to (.+)$/, (m) => withT(m[2], (to) => [{ do: 'pin', to }, { do: 'damage', n: +m[1], to: IT }])],
    // "Destroy all of your WAKAMATSU REGIMENT units" on that card: its own name (resolved below, like 'thiscard').
    [/^destroy all of your this unit units$/, () => [{ do: 'destroy', to: { k: 'all', sel: { ...sel('friendly', 0), named: 'thiscard' }, hq: false } }]],
    [/^end (?:your|the) turn$/, () => [{ do: 'endTurn' }]],
    [/^duplicate (.+?) and reduce its operation cost by (\d+)$/, (m) => withT(m[1], (to) => [{ do: 'duplicate', to }, { do: 'op', n: -m[2], set: false, temp: false, to: IT }])],
    [/^double its attack if a sherman$/, () => [{ do: 'double', to: IT, atkOnly: true, if: 'sherman' }]],
    [/^pin it if a unit$/, () => [{ do: 'pin', to: { k: 'prev' }, if: 'unit' }]],
    [/^reset the attack of the defending unit$/, () => [{ do: 'resetAtk', to: { k: 'foe' } }]],
    // "Target a tank or infantry. Give it … if friendly. Otherwise, …" (K-R65o): the choice, then its owner decides.
    [/^target an? ((?:tank|infantry|unit)(?: or (?:tank|infantry))?)$/, (m) => withT(`a ${m[1]}`, (to) => [{ do: 'remember', to }])],
    [/^give it \+(\d+)\+(\d+) for each damaged unit if friendly$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: IT, count: { per: 1, of: 'damagedUnits', cls: 0, other: false }, if: 'friendly' }]],
    [/^otherwise, deal (\d+) damage to it$/, (m) => [{ do: 'damage', n: +m[1], to: IT, if: 'enemy' }]],
    [/^draw (a|two|\d+) cards? if it was friendly$/, (m) => [{ do: 'draw', n: num(m[1]), if: 'friendly' }]],
    [/^gain (\d+) kredits and draw a card$/, (m) => [{ do: 'kredits', n: +m[1] }, { do: 'draw', n: 1 }]],
    [/^deal (\d+) damage to the enemy hq, give yours \+(\d+) defense$/, (m) => [{ do: 'damage', n: +m[1], to: { k: 'hq', side: 'enemy' } }, { do: 'hq', n: +m[2], side: 'friendly' }]],
    [/^gain \+(\d+)\+(\d+) and a random combat keyword$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: SELF }, { do: 'grantRandom', to: SELF, missing: false }]],
    // Other sets (K-R65r): kredits spent, excess damage, cards removed from the deck, units shuffled in.
    [/^spend your remaining kredits$/, () => [{ do: 'spendKredits' }]],
    [/^this unit gets \+x\+x where x is kredits spent$/, () => [{ do: 'buff', atk: 1, def: 1, to: SELF, count: { per: 1, of: 'lastN', cls: 0, other: false } }]],
    [/^receives \+(\d+) attack for each friendly unit with 0 operation cost$/, (m) => [{ do: 'buff', atk: +m[1], def: 0, to: SELF, count: { per: 1, of: 'op0Units', cls: 0, other: false } }]],
    [/^deal (\d+) damage to (.+?), excess damage is dealt to the enemy hq$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to, excessHq: true }])],
    [/^shuffle an? ([a-z0-9 .'-]+?) into your deck for each enemy unit on the battlefield$/, (m) => [{ do: 'shuffleIn', card: m[1], n: 0, count: { per: 1, of: 'foes', cls: 0, other: false } }]],
    [/^(.+?) is shuffled into your deck$/, (m) => withT(m[1], (to) => [{ do: 'shuffleUnit', to }])],
    [/^remove cards from the top of your deck equal to its attack$/, () => [{ do: 'mill', n: 0, count: { per: 1, of: 'itAtk', cls: 0, other: false } }]],
    [/^remove the top (\d+) cards of your deck$/, (m) => [{ do: 'mill', n: +m[1] }]],
    // 转化 Convert (K-R65c).
    [/^convert (two|three|a|\d+) cards? in your deck into this unit$/, (m) => [{ do: 'convertDeck', n: num(m[1]), card: 'thiscard' }]],
    [/^put it on top of their deck and convert it into (.+)$/, (m) => [{ do: 'toDeck', to: IT, copy: false }, { do: 'convertTop', side: 'enemy', card: m[1] }]],
    [/^convert a random card in (?:the )?(enemy|your) hand into (.+)$/, (m) => [{ do: 'convertHand', side: m[1] === 'enemy' ? 'enemy' : 'friendly', card: m[2] }]],
    [/^convert (.+?) and adjacent units into (.+)$/, (m) => withT(m[1], (to) => [{ do: 'convert', to, card: m[2] }, { do: 'convert', to: ADJ, card: m[2] }])],
    [/^convert (.+?) into (.+?), then retreat it$/, (m) => withT(m[1], (to) => [{ do: 'convert', to, card: m[2] }, { do: 'retreat', to: IT }])],
    [/^convert (.+?) into (.+)$/, (m) => withT(m[1], (to) => [{ do: 'convert', to, card: m[2] }])],
    [/^(.+?) are converted into (.+)$/, (m) => withT(m[1], (to) => [{ do: 'convert', to, card: m[2] }])],
    [/^add (two|three|four|an?) (.+?) to the battlefield, in the frontline if possible$/, (m) => [{ do: 'spawn', card: m[2], n: num(m[1]), where: 'frontOr' }]],
    [/^add (two|three|four|an?) (.+?) to the frontline if it is not enemy controlled$/, (m) => [{ do: 'spawn', card: m[2], n: num(m[1]), where: 'front' }]],
    [/^draw a random commando unit from your deck$/, () => [{ do: 'drawOf', n: 1, kind: 'unit', cls: 31, nation: '', family: 'commando' }]],
    [/^draw an? (sherman|spitfire|t-34) from your deck and reduce its cost by (\d+)$/, (m) => [{ do: 'drawOf', n: 1, kind: 'unit', cls: 31, nation: '', family: m[1] }, { do: 'markDrawn', mod: 0, cost: -m[2] }]],
    [/^draw an? (sherman|spitfire|t-34) from your deck$/, (m) => [{ do: 'drawOf', n: 1, kind: 'unit', cls: 31, nation: '', family: m[1] }]],
    [/^this and adjacent ground units get \+(\d+)\+(\d+)$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: SELF }, { do: 'buff', atk: +m[1], def: +m[2], to: { k: 'adjSelf', cls: 7 } }]],
    [/^destroy its target if it is pinned$/, () => [{ do: 'destroy', to: { k: 'foe' }, if: 'pinned' }]],
    [/^deal damage to (.+?) equal to its attack$/, (m) => withT(m[1], (to) => [{ do: 'damage', n: 0, to, count: { per: 1, of: 'itAtk', cls: 0, other: false } }])],
    [/^double the attack of (.+)$/, (m) => withT(m[1], (to) => [{ do: 'double', to, atkOnly: true }])],
    [/^draw a random navy card from your deck$/, () => [{ do: 'drawOf', n: 1, kind: 'card', cls: 31, nation: '', navy: true }]],
    // "Deployment: Target a unit." (K-R65m): the unit is remembered; "the unit targeted" / "it" later is that unit.
    [/^target a unit$/, () => withT('a unit', (to) => [{ do: 'remember', to }])],
    [/^destroy the unit targeted$/, () => [{ do: 'destroy', to: IT }]],
    [/^discard all cards with cost (\d+) or less from hand, then draw (a|two|\d+) cards?$/, (m) => [{ do: 'discard', side: 'friendly', maxCost: +m[1], all: true }, { do: 'draw', n: num(m[2]) }]],
    [/^give (.+?) plus attack and defense equal to its operation cost, then set it to 0$/, (m) => withT(m[1], (to) => [
      { do: 'buff', atk: 1, def: 1, to, count: { per: 1, of: 'itOp', cls: 0, other: false } }, { do: 'op', n: 0, set: true, temp: false, to: IT }])],
    [/^(.+?) has 0 operation cost this turn$/, (m) => withT(m[1], (to) => [{ do: 'op', n: -99, set: false, temp: true, to }])],
    [/^if it has smokescreen,? it gets \+(\d+)\+(\d+)$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: IT, if: 'smoke' }]],
    [/^destroy adjacent damaged units$/, () => [{ do: 'destroy', to: { k: 'adjacent', damaged: true } }]],
    // 战斗关键字 combat keywords (K-R65k).
    [/^give (.+?) a random combat keyword( it doesn't have)?$/, (m) => withT(m[1], (to) => [{ do: 'grantRandom', to, missing: !!m[2] }])],
    [/^draw a card if it now has 2 or more$/, () => [{ do: 'draw', n: 1, if: 'ckw2' }]],
    [/^draw a card for each friendly unit with two or more combat keywords$/, () => [{ do: 'draw', n: 0, count: { per: 1, of: 'ckw2Units', cls: 0, other: false } }]],
    [/^gets \+(\d+)\+(\d+) for each of your units with two or more combat keywords$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: SELF, count: { per: 1, of: 'ckw2Units', cls: 0, other: false } }]],
    [/^give it \+(\d+)\+(\d+) for each combat keyword it has$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: IT, count: { per: 1, of: 'itCkw', cls: 0, other: false } }]],
    [/^give (.+?) \+(\d+) attack and -(\d+) operation cost$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: +m[2], def: 0, to }, { do: 'op', n: -m[3], set: false, temp: false, to: IT }])],
  ];
}


const CONDS: readonly [RegExp, Cond][] = [
  [/^if you control the frontline, (.+)$/, 'controlFront'],
  [/^if you have an air unit on the battlefield, (.+)$/, 'haveAir'],
  [/^if you have a bomber unit on the battlefield, (.+)$/, 'haveBomber'],
  [/^if it is (?:now )?empty, (.+)$/, 'frontEmpty'],
  [/^if you have a us unit in the frontline, (.+)$/, 'usFront'],
  [/^if you control a japanese unit in the frontline, (.+)$/, 'japaneseFront'],
  [/^if you have equal or less units on the battlefield, (.+)$/, 'fewerUnits'],
  [/^if it is the enemy turn, (.+)$/, 'enemyTurn'],
  [/^if you control a tank, (.+)$/, 'haveTank'],
  // Postfix: "X if …".
  [/^((?!has ).+) if you control a tank$/, 'haveTank'],
  [/^(.+) if you have 13 or more kredit slots$/, 'slots13'],
  [/^(.+) if the enemy has no veteran units$/, 'enemyNoVet'],
  [/^(this unit becomes veteran) if it is in the frontline$/, 'selfFront'],
  [/^((?!has ).+) if your enemy controls an air unit$/, 'enemyAir'],
  [/^((?!has ).+) if you control a guard$/, 'haveGuard'],
  [/^((?!has ).+) if the enemy controls a blitz unit$/, 'enemyBlitz'],
  [/^((?!has ).+) if you have given an order this turn$/, 'gaveOrder'],
  [/^((?!has ).+) if you control another unit with 4 or more attack$/, 'otherAtk4'],
  [/^(.+) if you control the frontline$/, 'controlFront'],
  [/^(.+) if you control an infantry$/, 'haveInfantry'],
  [/^(.+) if your hq has 30 or more defense$/, 'hq30'],
  [/^(.+) if you control a non-soviet unit$/, 'nonSovietUnit'],
  [/^(.+) if you have damaged the enemy hq this turn$/, 'hitHqThisTurn'],
  [/^(.+) instead if there is a navy card on top of your deck$/, 'navyTop'],
  [/^(.+) if your hq has 25 or more defense$/, 'hq25'],
  [/^(.+) if this card spent 4\+ turns in your deck$/, 'aged4'],
  [/^(.+) if your hq has 10 or less defense$/, 'hq10'],
  [/^(.+) if you have 2 or more unspent kredits$/, 'kredits2'],
  [/^(.+) if you have 5 or more unspent kredits$/, 'kredits5'],
  [/^(.+) if this unit was not attacked last turn$/, 'notHit'],
  [/^(draw a card) if there is a navy card on top of your deck$/, 'navyTop'],
  [/^(.+) if the enemy hq has taken damage this turn$/, 'hitHqThisTurn'],
  // Not "has +4 attack if this is your only unit": that is a static (atkIf).
  [/^(gets .+) if you control 3 or more units$/, 'units3'],
  [/^(gets .+) if this is your only unit$/, 'alone'],
  [/^(.+) if you control more units than the enemy$/, 'moreUnits'],
  [/^if you control no more units than the enemy, (.+)$/, 'notMoreUnits'],
  [/^if your hq has more defense than the enemy hq, (deal \d+) damage$/, 'hqAhead'],
  [/^if your hq has less defense than the enemy hq, (.+)$/, 'hqBehind'],
  [/^(.+) if your hq has 5 or more defense than the enemy hq$/, 'hqAhead5'],
  [/^(gets .+|reduce operation cost by \d+) if mobilized$/, 'mobilized'],
  [/^if you control another alpine unit, (.+)$/, 'otherAlpine'],
  [/^if you control more units than the enemy, (deal \d+) instead$/, 'moreUnits'],
  [/^(deal \d+) instead if you control a bomber with 5\+ attack$/, 'bomber5'],
  [/^if this is the second order you give this turn, (deal \d+) instead$/, 'order2'],
  [/^if us is ally, (.+?)(?: also)?$/, 'allyUS'],
  [/^if this is its second turn on the battlefield, (.+)$/, 'turns2'],
  [/^if your hand is empty, (.+)$/, 'handEmpty'],
  [/^(.+) if you have lost 2 or more kredit slots this battle$/, 'lostSlots2'],
  [/^(.+) if the enemy has no units on the battlefield$/, 'enemyNoUnits'],
  // Other sets (K-R67u).
  [/^if no unit was destroyed this turn, (.+)$/, 'noneLost'],
  [/^(.+?),? if this is the first order (?:given )?this turn$/, 'order1'],
  [/^if there is a navy card on top of your deck, (gets \+\d+\+\d+ and blitz)$/, 'navyTop'],
  // Other sets (K-R68d): the first unit of the turn (Side.arrived, units deployed or added this turn, counts this one).
  [/^if this is the first unit you deploy this turn, (.+)$/, 'unit1'],
  // Other sets (K-R68s): a British infantry deployed in your previous turn (Side.brInf).
  [/^(.+) if you deployed a british infantry last turn$/, 'britInfLast'],
  [/^if you deployed a british infantry last turn, (.+)$/, 'britInfLast'],
  // Other sets (K-R68y): units of yours whose pincer is formed.
  [/^if you have 4\+ units with active pincer, (.+)$/, 'pincer4'],
  // Other sets (K-R70s): 1st DEFENSE BATTALION, the condition after its effect.
  [/^(.+) if you have a us unit in the frontline$/, 'usFront'],
];

/** Conditions a following "… if not" negates. */
const NEGATED: Partial<Record<Cond, Cond>> = { enemyAir: 'noEnemyAir', haveAir: 'noAir' };

/** "If it …, X instead" (and "X if the unit is …"): the condition on "it" and its negation (ItIs). */
const INSTEAD: readonly [RegExp, ItIs, ItIs][] = [
  [/^if it has blitz, (.+) instead$/, 'blitz', 'noBlitz'],
  [/^if it(?:'s| is) an air unit, (.+) instead$/, 'air', 'notAir'],
  [/^if (?:it is )?already pinned, (.+) instead$/, 'pinned', 'unpinned'],
  [/^(.+?)(?: instead)? if the unit is in a support line$/, 'support', 'notSupport'],
  [/^if it is damaged, (.+) instead$/, 'damaged', 'undamaged'],
  [/^if it is pinned, (.+) instead$/, 'pinned', 'unpinned'],
  // Other sets.
  [/^if it doesn't have any adjacent units, (.+) instead$/, 'alone', 'notAlone'],
  [/^if it is a unit with alpine, (.+) instead$/, 'alpine', 'notAlpine'],
  [/^if the unit has 0 operation cost, (.+) instead$/, 'op0', 'notOp0'],
];
/** "If this destroys it, X": X only if "it" was destroyed. */
const IF_DEAD = /^if (?:this destroys it|it is destroyed), (.+)$/;

/** Phrasings rewritten into ones the patterns know (lower case, before anything else). */
const REWRITES: readonly [RegExp, string][] = [
  // K-R68n: SHOCK TACTICS' two keywords, each option written out whole.
  [/^choose one - give (a ground unit) (blitz|shock) or (blitz|shock)$/, 'choose one - give $1 $2 or give $1 $3'],
  // "Choose one" whose options share a verb or a subject (other sets): each option written out whole.
  [/^choose one - a unit is fully repaired or it loses (guard), (ambush) and (smokescreen)$/, 'choose one - fully repair a unit or a unit loses $1, $2 and $3'],
  [/^choose one - deal (\d+) damage to all ground units or air units$/, 'choose one - deal $1 damage to all ground units or deal $1 damage to all air units'],
  [/^choose one - add an? ([a-z0-9 .'-]+?) or an? ([a-z0-9 .'-]+?) to your hand$/, 'choose one - add a $1 to your hand or add a $2 to your hand'],
  [/^choose one - give (a [a-z ]+ unit) (\+\d+\+\d+) or immune this turn$/, 'choose one - give $1 $2 or give $1 immune this turn'],
  [/choose one - this unit has 0 operation cost or it gets (\+\d+\+\d+)$/, 'choose one - set the operation cost of this unit to 0 or this unit gets $1'],
  [/^choose one - your units get \+(\d) heavy armor or add a the hammer to your hand$/, 'choose one - your units get +$1 heavy armor or add the hammer to your hand'],
  // ESCORT GROUP: both options shuffle one card in (the cards that count their turns there, §3.4.6).
  [/^choose one - shuffle ([a-z0-9 .'-]+?) or ([a-z0-9 .'-]+?) into your deck$/, 'choose one - shuffle 1 $1 cards into your deck or shuffle 1 $2 cards into your deck'],
  [/^pin a unit that moves to the frontline$/, 'when a unit moves into the frontline, pin it'],
  [/^deal (\d+) damage to an attacking unit$/, 'when an enemy unit attacks, deal $1 damage to it'],
  [/^when a friendly unit is attacked, give your unit (\+\d+\+\d+) before damage$/, 'when a friendly unit is attacked, give it $1'],
  [/^if the enemy is a unit, pin it$/, 'pin it'],
  // A cost rule, not a condition on the card's effects (CONDS would read "if you control the frontline").
  [/^costs (\d+) less to deploy if you control the frontline$/, 'costs $1 less to deploy while you control the frontline'],
  [/^when a friendly unit is attacked, (?:send|return) it to hand before damage$/, 'when a friendly unit is attacked, return it to hand'],
  [/^(the enemy must discard a card) each time this unit deals damage to their hq$/, 'when this unit deals damage to the enemy hq, $1'],
  [/^draw a card when this unit moves into the frontline$/, 'when this unit moves into the frontline, draw a card'],
  [/^after you give an? /, 'when you give a '],
  [/^when an order is given, deal (\d+) damage to the hq of the player giving the order$/, 'when an order is given, deal $1 damage to it'],
  [/^if you control the frontline at the end of your turn, (.+)$/, 'at the end of your turn, if you control the frontline, $1'],
  [/^(.+) when this unit moves into the frontline$/, 'when this unit moves into the frontline, $1'],
  [/^if this unit is discarded, (.+)$/, 'if discarded, $1'],
  [/(^|: )draw a card if you (?:have|control) an air unit$/, '$1if you have an air unit on the battlefield, draw a card'],
  // No unit here is Covert (a keyword of no implemented card), so the widening says nothing (K-R60c).
  [/^can affect a covert unit$/, ''],
  [/^when this unit attacks and destroys a unit, deal excess damage to the enemy hq$/, 'excess damage of its kills goes to the enemy hq'],
  [/^if discarded, add to support line instead$/, 'if discarded, add a thiscard to your support line'],
  [/add a copy beside it$/, 'add a thiscard beside this unit'],
  [/^(.+) when it moves into the frontline$/, 'when this unit moves into the frontline, $1'],
  [/^units deployed by the enemy have \+(\d+) operation cost$/, 'when the enemy deploys a unit, give it +$1 operation cost'],
  [/^enemies adjacent to target attacked by this unit are dealt (\d+) damage$/, 'when this unit attacks, deal $1 damage to enemies adjacent to its target'],
  [/^units attacked by this unit lose (guard|blitz|fury|ambush|smokescreen) this turn$/, 'when this unit attacks, its target loses $1 this turn'],
  [/^when this unit damages a hq, (.+)$/, 'when this unit deals damage to the enemy hq, $1'],
  [/^if [a-z0-9 .'!-]+ is discarded, (.+)$/, 'if discarded, $1'],
  // Other sets (stretch).
  [/^can't be targeted/, 'cannot be targeted'],
  // STRONG BOND's given text (K-R66k).
  // HMS TALBOT (K-R66q): a marker phrase no card prints.
  [/^if your hq is about to receive lethal damage, give it \+(\d+) defense first$/, 'if your hq is about to receive lethal damage, lethal guard $1'],
  [/^add a (british|german|soviet|japanese|us) (\d+)-cost unit to your support line at the start of your turn$/, 'at the start of your turn, add a random $2-cost $1 unit to your support line'],
  [/^(.+) when this unit becomes veteran$/, 'when this unit becomes veteran, $1'],
  [/^when this unit becomes veteran (?!,)/, 'when this unit becomes veteran, '],
  [/^after this unit destroys an? (?:enemy )?unit(?: in combat)?,? give it (blitz|guard|fury|ambush|smokescreen|shock)$/, 'when this unit destroys a unit, it gets $1'],
  [/^after this unit destroys an? (?:enemy )?unit(?: in combat)?,? /, 'when this unit destroys a unit, '],
  [/^destroyed at (?:the )?end of turn$/, 'at the end of your turn, destroy this unit'],
  [/^((?:gets|gains) .+) when you give an order$/, 'when you give an order, $1'],
  [/^(infantry|tank|artillery|fighter|bomber|air) units you (deploy or add|add or deploy) get (\+\d+\+\d+)$/, 'when you deploy or add an $1 unit, give it $3'],
  [/^becomes veteran when it moves into the frontline$/, 'when this unit moves into the frontline, this unit becomes veteran'],
  [/^becomes veteran if the enemy unit is destroyed$/, 'if it is destroyed, this unit becomes veteran'],
  [/^becomes veteran when you deploy a tank with 4 or more attack$/, 'when you deploy a tank unit, this unit becomes veteran if it has 4 or more attack'],
  [/^becomes veteran at the start of your turn if you have 13 or more kredit slots$/, 'at the start of your turn, this unit becomes veteran if you have 13 or more kredit slots'],
  [/^becomes veteran if the enemy has no veteran units at the start of your turn$/, 'at the start of your turn, this unit becomes veteran if the enemy has no veteran units'],
  [/^becomes veteran if it starts your turn in the frontline$/, 'at the start of your turn, this unit becomes veteran if it is in the frontline'],
  [/^((?:gets|gains) .+) when this unit attacks$/, 'when this unit attacks, $1'],
  [/^when this unit attacks and destroys an? (?:enemy )?unit, /, 'when this unit destroys a unit, '],
  [/^fill your support line with (.+)$/, 'add $1 to your support line until it is full'],
  // Pinned either way; destroyed if it already was: the "instead" of K-4.1.if.
  [/^destroy it if already pinned$/, 'if already pinned, destroy it instead'],
  [/^deal (\d+) instead if it is damaged$/, 'if it is damaged, deal $1 damage instead'],
  // "Draw a 32nd INFANTRY REGIMENT from your deck" on that card: another copy of itself (its name became "this unit").
  [/\bdraw an? this unit from your deck$/, 'draw a thiscard'],
  [/^((?:gains|gets) .+) at the start of your turn$/, 'at the start of your turn, $1'],
  [/^((?:gains|gets) .+) when it damages the enemy hq$/, 'when this unit deals damage to the enemy hq, $1'],
  [/^deals (\d+) damage to each hq at the end of your turn$/, 'at the end of your turn, deal $1 damage to each hq'],
  [/^the enemy discards a card at random after giving an order$/, 'when the enemy gives an order, the enemy discards a card at random'],
  [/^when the enemy draws a card, deal (\d+) damage to the enemy hq$/, 'each time the enemy draws a card, deal $1 damage to the enemy hq'],
  // A countermeasure fires in the opponent's turn: the unit that attacks is an enemy unit.
  [/^when a unit attacks, (.+?)(?: afterwards)?$/, 'when an enemy unit attacks, $1'],
  [/^becomes veteran when it damages the enemy hq$/, 'when this unit deals damage to the enemy hq, this unit becomes veteran'],
  [/^becomes veteran when it attacks and destroys a unit$/, 'when this unit destroys a unit, this unit becomes veteran'],
  // Other sets: survivors of combat (K-R64s), operation costs that grow, kredit slots gained (K-R64k), HQ events.
  [/^((?:gets|gains) .+) when it survives combat$/, 'when this unit survives combat, $1'],
  [/^becomes veteran when it survives combat$/, 'when this unit survives combat, this unit becomes veteran'],
  [/^increase (?:the )?operation cost by (\d+) after each time this unit attacks$/, 'when this unit attacks, give it +$1 operation cost'],
  [/^double attack and defense when you gain an extra kredit slot$/, 'when you gain an extra kredit slot, double the attack and defense of this unit'],
  [/^when an enemy unit enters the frontline, (.+)$/, 'when a unit moves into the frontline, $1'],
  [/^discarded end of turn$|^discard at the end of your turn$/, 'discarded at the end of your turn'],
  // 87. GRENADIER "Give +2+2 when …": the unit itself (K-R64c).
  [/^give (\+\d+\+\d+) when (an enemy countermeasure triggers|the enemy triggers your countermeasure)$/, 'when $2, gets $1'],
  [/^(.+) when (an enemy countermeasure triggers|the enemy triggers your countermeasure)$/, 'when $2, $1'],
  [/^takes (\d+) less combat damage from (ground|air) units$/, 'takes $1 less combat damage against $2 units'],
  [/^draw a card when a unit becomes veteran$/, 'when a unit becomes veteran, draw a card'],
  [/^if it is pinned, remove pin$/, 'remove the pin on it'],
  [/^(when a unit attacks your hq), destroy the unit$/, '$1, destroy it'],
  [/^(destruction: )if it's the enemy turn, add a copy to your hand$/, '$1if it is the enemy turn, add a copy of this unit to your hand'],
  [/^(at the start of your turn, )give (\+\d+\+\d+) if mobilized$/, '$1gets $2 if mobilized'],
  [/^(at the start of your turn, )-(\d+) operation cost if mobilized$/, '$1reduce operation cost by $2 if mobilized'],
  [/^(deployment: )choose one - gain (\+\d+ attack and (?:blitz|guard|fury|ambush|smokescreen|shock)) or gain (\+\d+ defense and (?:blitz|guard|fury|ambush|smokescreen|shock))$/, '$1choose one - gains $2 or gets $3'],
  [/^(deployment: )(\+\d+\+\d+) if your hq has 5 or more defense than the enemy hq$/, '$1gets $2 if your hq has 5 or more defense than the enemy hq'],
  [/^takes (\d+) damage at the end of your turn unless you control more units than the enemy$/, 'at the end of your turn, if you control no more units than the enemy, deal $1 damage to this unit'],
  [/^takes (\d+) damage at the end of your turn if your hq has less defense than the enemy hq$/, 'at the end of your turn, if your hq has less defense than the enemy hq, deal $1 damage to this unit'],
  [/^(your hq gets \+\d+ defense) when you (deploy or add|add or deploy) a unit$/, 'when you $2 a unit, $1'],
  [/^(when you deploy an alpine unit), it gains (blitz)$/, '$1, give it $2'],
  [/^(when a unit moves into the frontline), destroy all units there$/, '$1, destroy all units in the frontline'],
  [/^(when a friendly unit is attacked, give it \+\d+ defense) before damage$/, '$1'],
  [/^gets (\+\d+ attack until end of turn) after you attack with an? ((?:british|german|soviet|japanese|us) (?:unit|tank|infantry))$/, 'when you attack with a $2, this unit gets $1'],
  [/^(your hq gains \+\d+ defense) when you attack with an? ((?:british|german|soviet|japanese|us) (?:unit|tank|infantry))$/, 'when you attack with a $2, $1'],
  [/^add (an?|two|three) ([a-z0-9 .'-]+?) with (blitz|guard|fury|ambush|smokescreen|shock) to your support line$/, 'add $1 $2 to your support line with $3'],
  [/^gains \+(\d+) attack and (shock) every time it takes damage$/, 'when this unit takes damage, gains +$1 attack and $2'],
  [/^(when a friendly unit loses smokescreen),? it gets /, '$1, give it '],
  [/^(if it doesn't have any adjacent units, deal \d+) instead$/, '$1 damage instead'],
  [/^your units get (\+\d+\+\d+) when they become veteran$/, 'when a friendly unit becomes veteran, give it $1'],
  [/^becomes veteran when it is fully repaired$/, 'when this unit is fully repaired, this unit becomes veteran'],
  [/^(when this unit is fully repaired, )add a copy of it to your support line$/, '$1add a copy of this unit to your support line'],
  [/^when this unit moves into the frontline, units there get \+(\d+) attack$/, 'when this unit moves into the frontline, give your units in the frontline +$1 attack'],
  [/^(your .+?) get (\+\d+\+\d+) for each unit type you control$/, 'give $1 $2 for each unit type you control'],
  [/^at the end of turn, convert into (.+)$/, 'at the end of your turn, convert this unit into $1'],
  [/^((?:gets|add) .+) when you convert one or more cards$/, 'when you convert one or more cards, $1'],
  [/^draw (\d+) additional cards if your hand is empty at the start of your turn$/, 'at the start of your turn, if your hand is empty, draw $1 cards'],
  [/^when this unit attacks a pinned unit, destroy that unit$/, 'when this unit attacks, destroy its target if it is pinned'],
  [/^(british|german|soviet|japanese|us) (infantry|tank|artillery|fighter|bomber|air) units you deploy get (\+\d+\+\d+)$/, 'when you deploy a $1 $2 unit, give it $3'],
  [/^destroyed at the end of the second turn on the battlefield$/, 'at the end of your turn, if this is its second turn on the battlefield, destroy this unit'],
  [/^units you deploy get (\+\d+\+\d+) for each combat keyword they have$/, 'when you deploy a unit, give it $1 for each combat keyword it has'],
  // Given texts (K-R65t).
  [/^receives (\d+) damage at the start of owner's turn$/, 'at the start of your turn, deal $1 damage to this unit'],
  [/^when this unit deals damage to a unit, destroy it$/, 'units dealt combat damage by this unit are destroyed'],
  // Other sets (stretch, fifth part): whole sentences no card that compiled before has.
  [/^choose one - your fighters get (\+\d+\+\d+) or are moved into the frontline, if possible$/, 'choose one - your fighters get $1 or your fighters move into the frontline, if possible'],
  [/^(destruction: )add two suppressed copies to your support line$/, '$1add two suppressed copies of this unit to your support line now'],
  [/^(when this unit destroys a unit, )add a copy of the destroyed unit to your hand$/, '$1copy the destroyed unit into your hand'],
  [/^the enemy discards a card when you attack and destroy a ground unit$/, 'when this unit destroys a unit, the enemy discards a card if it is a ground unit'],
  [/^becomes veteran after an enemy ground unit is destroyed$/, 'when an enemy ground unit is destroyed, this unit becomes veteran'],
  [/^when this unit attacks, the damage it deals is also dealt to the enemy hq$/, 'its attack damage to a unit is also dealt to the enemy hq'],
  [/^choose one - add a random us or british unit or order with cost (\d+) or more to your hand$/, 'choose one - take a random us or british unit with cost $1 or more into your hand or take a random us or british order with cost $1 or more into your hand'],
  [/^(destruction: )if it's the enemy turn, (add a random japanese ground unit to your support line and give it this ability)$/, '$1if it is the enemy turn, $2'],
  [/^deal (\d+) damage to a unit, excess is dealt to random enemies if you have 2 or more unspent kredits$/, 'deal $1 damage to a unit, its excess to random enemies with 2 or more unspent kredits'],
  [/^gets (\+\d+ attack) when you deploy a non-(french) unit$/, 'when you deploy a non-$2 unit, this unit gets $1'],
  [/^(draw a card|deal \d+ damage to the enemy hq) when the enemy draws a (resistance) order$/, 'when the enemy draws a $2 order, $1'],
  [/^shuffle (target friendly unit) into your deck, then draw (\d+) cards$/, '$1 is shuffled into your deck and draw $2 cards'],
  [/^destroy this unit after it attacks the enemy hq$/, 'after this unit attacks the enemy hq, destroy this unit'],
  [/^is dealt (\d+) damage at the end of your turn unless a unit was destroyed$/, 'at the end of your turn, if no unit was destroyed this turn, deal $1 damage to this unit'],
  [/^(deployment: )gets (\+\d+\+\d+) and (blitz) if there is a navy card on top of your deck$/, '$1if there is a navy card on top of your deck, gets $2 and $3'],
  [/^reduce attack of this unit by 1 each time it is attacked, to a minimum of 1$/, 'when the enemy attacks this unit, reduce attack of this unit by 1 each time it is attacked, to a minimum of 1'],
  [/^add a copy of target unit to your support line$/, 'put a copy of target unit in your support line'],
  [/^(deployment: )convert this unit into target unit$/, '$1become the card of target unit'],
  [/^draw an alpine unit from your deck$/, 'draw one alpine unit out of your deck'],
  [/^when this unit attacks the enemy hq, (draw a card from the enemy deck)$/, 'after this unit attacks the enemy hq, $1'],
  [/^gets (\+\d+ attack) when a unit with higher attack is deployed$/, 'when a unit with higher attack is deployed, this unit gets $1'],
  [/^(your hq gets \+\d+ defense) when you attack with a unit with 2 or more combat keywords$/, 'when you attack with a unit with 2 or more combat keywords, $1'],
  [/^when a friendly unit is attacked, give it (\+\d+\+\d+) before damage$/, 'friendly units attacked get $1 before damage'],
  [/^choose one - (draw a card and gain \+\d+ hq defense) or do this twice for both players$/, 'choose one - $1 or $1 twice for both players'],
  [/^units you deploy move into the frontline, if possible$/, 'when you deploy a unit, it moves into the frontline, if possible'],
  [/^when you attack and destroy an enemy unit, (convert a random card in the enemy hand into .+)$/, 'when this unit destroys a unit, $1'],
  [/^when a friendly destruction effect triggers, it triggers twice$/, 'friendly destruction effects trigger twice'],
  [/^remove from the battlefield at the start of your turn to gain (\d+) kredits and draw (\d+) cards$/, 'at the start of your turn, remove this unit from the battlefield to gain $1 kredits and draw $2 cards'],
  // K-R69r: CYCLONE DIVISION's "a Sherman" is a random card of the family, not a card so named (the only such sentence).
  [/^deployment: add a sherman to hand$/, 'deployment: add a random sherman to hand'],
  // K-R69y: PILOT ESCAPE's Develop is not of a printed name (the generic "develop a X" would read one).
  [/^develop an air unit of your main nation$/, 'develop 1 air unit of your main nation'],
  // K-R70s: DEFIANT Mk I's bonus is a static (the condition split would read "has +2 attack on your turn" as a deployment's).
  [/^has \+(\d+) attack on your turn if you deployed a british infantry last turn$/, 'has +$1 attack on your turn after a british infantry deployed last turn'],
  // K-R71l: EAGLE DAY — "put a German air unit into play" is one chosen in its player's hand (IL-2's "put it into play").
  [/^put a (german) air unit into play with blitz$/, 'choose a $1 air unit in hand and put it into play with blitz'],
  // K-R71c: SPY RING — a "Research card" is of the name family (the generic "add a X" would read a printed name).
  [/^add a random research card to your hand$/, 'to your hand add a random card of the research family'],
  // K-R71a: SPARS — "it" in the second option is the top unit of the deck the first names.
  [/^choose one - draw the top unit of your deck or give it (ambush|shock|blitz|guard|fury|smokescreen) and (ambush|shock|blitz|guard|fury|smokescreen)$/, 'choose one - draw the top unit of your deck or the top unit of your deck gets $1 and $2'],
];

const WHENS: readonly [RegExp, When, CmTrigger | null][] = [
  [/^deployment: (.+)$/, 'deploy', null],
  [/^destruction: (.+)$/, 'destroyed', null],
  [/^at the start of your turn,? (.+)$/, 'turnStart', null],
  [/^at the end of your turn,? (.+)$/, 'turnEnd', null],
  [/^when this unit attacks,? (.+)$/, 'onAttack', null],
  [/^when this unit destroys an? (?:enemy )?unit, (.+)$/, 'onKill', null],
  [/^when (?:your|the) enemy deploys a unit, (.+)$/, 'cm', 'enemyDeploys'],
  [/^when a unit moves into the frontline, (.+)$/, 'cm', 'movesFront'],
  [/^(counter an enemy order(?: and draw a card)?)$/, 'cm', 'enemyOrder'],
  [/^if your enemy captures the frontline, (.+)$/, 'cm', 'frontCaptured'],
  [/^when an enemy unit attacks, (.+)$/, 'cm', 'enemyAttacks'],
  [/^when a friendly unit is attacked, (.+)$/, 'cm', 'friendlyAttacked'],
  [/^when this unit deals damage to (?:the )?enemy hq, (.+)$/, 'onHitHq', null],
  [/^when this unit becomes veteran, (.+)$/, 'promoted', null],
  [/^when this unit moves (?:into|to) the frontline, (.+)$/, 'onMove', null],
  [/^(?:if|when) (?:this unit is )?discarded, (.+)$/, 'discarded', null],
  [/^(counter an enemy order that targets a friendly target)$/, 'cm', 'enemyOrderAtFriendly'],
  [/^if sent to hand, (.+)$/, 'sentToHand', null],
  [/^if the enemy discards this unit from your hand, (.+)$/, 'discardedByEnemy', null],
  [/^when you discard a card, (.+)$/, 'onDiscard', null],
  [/^when your hq receives damage this turn, (.+)$/, 'cm', 'hqDamaged'],
  [/^when a friendly unit is destroyed, (.+)$/, 'cm', 'friendlyDestroyed'],
  [/^when a unit attacks your hq, (.+)$/, 'cm', 'hqAttacked'],
  [/^(counter an enemy order) with cost 4 or more$/, 'cm', 'enemyOrder4'],
  [/^when the enemy gives the second order this turn, (counter it)$/, 'cm', 'enemyOrder2'],
  [/^if your hq is about to receive lethal damage, (lethal guard \d+)$/, 'cm', 'hqLethal'],
  [/^at the end of the enemy turn, (.+)$/, 'cm', 'enemyTurnEnd'],
  [/^(counter an order) that targets a friendly unit$/, 'cm', 'enemyOrderAtUnit'],
  // Other sets (K-R67p): whole sentences no card that compiled before has.
  [/^after your hq receives damage, (deal equal damage to the enemy hq)$/, 'cm', 'hqHit'],
  [/^when the enemy gives an order, (deal damage to the enemy hq equal to its cost)$/, 'cm', 'enemyOrder'],
  [/^when your hq receives damage, (.+)$/, 'cm', 'hqHit'],
  [/^when your hq is to take damage, (the enemy hq takes the damage instead)$/, 'cm', 'hqToTake'],
  [/^when the enemy attacks this unit, (reduce attack of this unit by 1 each time it is attacked, to a minimum of 1)$/, 'onAttacked', null],
  [/^(counter an enemy order then convert it to plan and return it to hand)$/, 'cm', 'enemyOrder'],
  [/^when a unit is deployed, (.+)$/, 'cm', 'enemyDeploys'],
  [/^when this unit becomes veteran,? (.+)$/, 'promoted', null],
  [/^when this unit survives combat, (.+)$/, 'onSurvive', null],
  [/^after this unit attacks the enemy hq, (.+)$/, 'onAttackHq', null],
  [/^show when drawn: (.+)$/, 'drawn', null],
  [/^when this unit loses mobilize, (.+)$/, 'onMobLost', null],
  [/^when this unit is fully repaired, (.+)$/, 'onRepaired', null],
  [/^when this unit takes damage, (?!draw a card$)(.+)$/, 'onHurt', null],
  // Other sets (K-R68q).
  [/^when the enemy draws an extra card, (.+)$/, 'cm', 'enemyDrawsExtra'],
  // K-R69q (CLOSE CALL).
  [/^(counter an order or deployment effect) that targets a friendly unit$/, 'cm', 'unitTargeted'],
  // Other sets (K-R68i): after the fight, if it stands.
  [/^after this unit attacks and survives combat, (.+)$/, 'afterAttack', null],
];

const ab = (when: When, listen: Listen | null, effects: Effect[], cond: Cond = 'none', once = false): Ability => ({ when, cm: null, cond, listen, effects, ...(once ? { once } : {}) });

/** Sentences that make several abilities, or one with a limit ("once per turn"). */
const MULTI: readonly [RegExp, (m: RegExpMatchArray) => Ability[]][] = [
  // "When you play a Navy card / a card with Intel": deploying such a unit or giving such an order (as JADE DIVISION).
  // Other sets (K-R70k): "a card with Bond", a unit deployed or an order given with Bond.
  [/^(once per turn, )?(.+?) when you play (?:a navy card|a card with intel|an intel card|a card with bond)$|^(once per turn, )?when you play (?:a navy card|a card with intel|an intel card|a card with bond), (.+)$/, (m) => {
    const once = !!(m[1] ?? m[3]);
    const fx = playedEffects(m[2] ?? m[4]);
    if (!fx) return [];
    const l: Listen = { who: 'friendly', cls: 0, nation: '', ...(/navy/.test(m[0]) ? { navy: true } : /with bond/.test(m[0]) ? { bond: true } : { intel: true }) };
    return [ab('onDeploy', l, fx, 'none', once), ab('onOrder', l, fx, 'none', once)];
  }],
  // JADE DIVISION: playing a card is deploying a unit or giving an order (a countermeasure set face down is not heard: K-R28j).
  [/^gets \+(\d+)\+(\d+) when you play an? (british|german|soviet|japanese|us) card, and guard when attack is (\d+)\+$/, (m) => {
    const fx: Effect[] = [{ do: 'buff', atk: +m[1], def: +m[2], to: SELF }, { do: 'guardAt', n: +m[4] }];
    const l: Listen = { who: 'friendly', cls: 0, nation: NATION_WORDS[m[3]] };
    return [ab('onDeploy', l, fx), ab('onOrder', l, fx)];
  }],
  [/^when this unit takes damage or is fully repaired, (.+)$/, (m) => {
    const fx = sentenceEffects(m[1]);
    return fx ? [ab('onHurt', null, fx), ab('onRepaired', null, fx)] : [];
  }],
  // WHIRLWIND: an order of the enemy aimed at it, or an enemy attack on it (K-R64w2).
  [/^when the enemy targets or attacks this unit, deal (\d+) damage to their hq$/, (m) => {
    const fx: Effect[] = [{ do: 'damage', n: +m[1], to: { k: 'hq', side: 'enemy' } }];
    return [ab('onOrder', { who: 'enemy', cls: 0, nation: '', me: true }, fx), ab('onAttacked', null, fx)];
  }],
  // "When you shuffle your deck" (K-R64f): once per turn when printed so ("the first time … each turn").
  [/^reduce the operation cost by (\d+) until end of turn, when you shuffle your deck$/, (m) =>
    [ab('onShuffle', { who: 'friendly', cls: 0, nation: '' }, [{ do: 'op', n: -m[1], set: false, temp: true, to: SELF }])]],
  [/^(once per turn, )?when you shuffle, (.+)$/, (m) => {
    const fx = sentenceEffects(m[2]);
    return fx ? [ab('onShuffle', { who: 'friendly', cls: 0, nation: '' }, fx, 'none', !!m[1])] : [];
  }],
  [/^(once per turn, )?(.+?) when you shuffle your deck$|^(.+) the first time you shuffle your deck each turn$/, (m) => {
    const fx = sentenceEffects(m[2] ?? m[3]);
    return fx ? [ab('onShuffle', { who: 'friendly', cls: 0, nation: '' }, fx, 'none', !!(m[1] ?? m[3]))] : [];
  }],
  // "Draw a card the first time a friendly unit survives combat each turn": once per turn per source unit.
  [/^(.+) the first time a friendly unit survives combat each turn$/, (m) => {
    const fx = sentenceEffects(m[1]);
    return fx ? [ab('onFriendSurvive', { who: 'friendly', cls: 0, nation: '' }, fx, 'none', true)] : [];
  }],
  // "Draw a card when it is destroyed": the unit targeted when deployed (K-R65m).
  [/^(.+) when it is destroyed$/, (m) => {
    const fx = sentenceEffects(m[1]);
    return fx ? [ab('onDestroyed', { who: 'any', cls: 0, nation: '', mem: true }, fx)] : [];
  }],
  // "When a friendly unit (including this) is destroyed": its own 亡计 and a listener for the others.
  [/^when a friendly unit \(including this\) is destroyed, (.+)$/, (m) => {
    const fx = sentenceEffects(m[1]);
    return fx ? [ab('destroyed', null, fx), ab('onDestroyed', { who: 'friendly', cls: 0, nation: '' }, fx)] : [];
  }],
  // "When an undestroyed unit leaves the battlefield", "when a Destruction effect triggers" (K-R65u): any unit's.
  [/^(once per turn, )?(.+?) when an undestroyed unit leaves the battlefield$|^when an undestroyed unit leaves the battlefield, (.+)$/, (m) => {
    const fx = sentenceEffects(m[2] ?? m[3]);
    return fx ? [ab('onLeave', { who: 'any', cls: 0, nation: '' }, fx, 'none', !!m[1])] : [];
  }],
  [/^(.+?) when a destruction effect triggers$/, (m) => {
    const fx = sentenceEffects(m[1]);
    return fx ? [ab('onDeathFx', { who: 'any', cls: 0, nation: '' }, fx)] : [];
  }],
  // Deploys with an operation cost or attack floor (K-R65l).
  [/^(once per turn, )?(?:when you deploy (another )?a?n? ?unit with (?:operation cost (\d+) or more|(\d+) or more attack), (.+)|(.+?) when you deploy (another )?a?n? ?unit with (?:(\d+) or more operation cost|operation cost (\d+) or more|(\d+) or more attack))$/, (m) => {
    const fx = sentenceEffects(m[5] ?? m[6]);
    const other = !!(m[2] ?? m[7]), op = m[3] ?? m[8] ?? m[9], atk = m[4] ?? m[10];
    return fx ? [ab('onDeploy', { who: 'friendly', cls: 0, nation: '', ...(other ? { other } : {}), ...(op ? { minOp: +op } : {}), ...(atk ? { minAtk: +atk } : {}) }, fx, 'none', !!m[1])] : [];
  }],
  // "When you attack with a Spitfire": a name family (K-R65l).
  [/^when you attack with a (spitfire|sherman|t-34), (.+)$/, (m) => {
    const fx = sentenceEffects(m[2]);
    return fx ? [ab('onFriendAttack', { who: 'friendly', cls: 0, nation: '', named: m[1] }, fx)] : [];
  }],
  // "Draw 2 cards when you give your second order in a turn" (K-R65o: the count of orders this turn).
  [/^(.+) when you give your second order in a turn$/, (m) => {
    const fx = sentenceEffects(m[1]);
    return fx ? [ab('onOrder', { who: 'friendly', cls: 0, nation: '' }, fx, 'order2')] : [];
  }],
  [/^once per turn, gain (\d+) kredits when an enemy unit is destroyed during your turn$/, (m) =>
    [ab('onDestroyed', { who: 'enemy', cls: 0, nation: '' }, [{ do: 'kredits', n: +m[1] }], 'ownTurn', true)]],
  // HALIFAX B Mk I (K-R66l): its own deployment and the bombers you deploy after.
  [/^bombers you deploy \(including this\) deal their attack in damage to a random enemy$/, () => {
    const fx: Effect[] = [{ do: 'damage', n: 0, to: { k: 'random', sel: sel('enemy', 0), hq: true }, count: { per: 1, of: 'evAtk', cls: 0, other: false } }];
    return [ab('deploy', null, fx), ab('onDeploy', { who: 'friendly', cls: 16, nation: '' }, fx)];
  }],
  // BF 109 E-7 TROP (K-R66h): +1+1 with a tank or an infantry, +3+3 with both (instead).
  [/^deployment: \+(\d+)\+(\d+) if you control a tank or infantry$/, (m) => [ab('deploy', null, [{ do: 'buff', atk: +m[1], def: +m[2], to: SELF }], 'tankXorInf')]],
  [/^\+(\d+)\+(\d+) if you control both$/, (m) => [ab('deploy', null, [{ do: 'buff', atk: +m[1], def: +m[2], to: SELF }], 'tankAndInf')]],
  // "After it Shock attacks" (K-R66g): when it attacks with Shock.
  [/^(becomes veteran|reduce operation cost by (\d+)) after it shock attacks$/, (m) =>
    [ab('onAttack', null, [m[2] ? { do: 'op', n: -m[2], set: false, temp: false, to: SELF } : { do: 'promote', to: SELF }], 'selfShock')]],
  // Veteran while a state holds (K-R66b): checked when it arrives and when the state may begin (the partner arrives, a slot is lost, your turn starts).
  [/^becomes veteran if you control (\d+\. [a-z]+)$/, (m) => {
    const fx: Effect[] = [{ do: 'promote', to: SELF, ifCtl: m[1] }];
    return [ab('deploy', null, fx), ab('onDeploy', { who: 'friendly', cls: 0, nation: '', named: m[1], adds: true }, [{ do: 'promote', to: SELF }])];
  }],
  [/^becomes veteran if you have 4 or less kredit slots$/, () => {
    const fx: Effect[] = [{ do: 'promote', to: SELF }];
    return [ab('deploy', null, fx, 'slots4'), ab('turnStart', null, fx, 'slots4'), ab('onSlotLost', null, fx, 'slots4')];
  }],
  // K-R68b: "Salvaged units you deploy get +3+3": after the 1/1 the Salvaged card deploys as (§3.3.8).
  // K-R68d: "The first unit you deploy each turn gets +1+1 (and -1 operation cost)": heard as it is deployed, the turn's first.
  [/^the first unit you deploy each turn gets \+(\d+)\+(\d+)( and -(\d+) operation cost)?$/, (m) =>
    [ab('onDeploy', { who: 'friendly', cls: 0, nation: '' }, [{ do: 'buff', atk: +m[1], def: +m[2], to: IT }, ...(m[3] ? [{ do: 'op', n: -m[4], set: false, temp: false, to: IT }] as Effect[] : [])], 'unit1')]],
  // K-R68d: "On turn end, set operation cost to 0 if this was the only unit you deployed".
  // K-R68l: "At the end of each enemy turn, … if they did not deploy a unit".
  [/^at the end of each enemy turn, deal (\d+) damage to their hq if they did not deploy a unit$/, (m) =>
    [ab('foeTurnEnd', null, [{ do: 'damage', n: +m[1], to: { k: 'hq', side: 'enemy' } }], 'foeNoArrived')]],
  // K-R68e: "Fully repair this unit when it Salvages a unit".
  [/^fully repair this unit when it salvages a unit$/, () => [ab('onSalvage', null, [{ do: 'repair', to: SELF }])]],
  [/^on turn end, set operation cost to 0 if this was the only unit you deployed$/, () =>
    [ab('turnEnd', null, [{ do: 'op', n: 0, set: true, temp: false, to: SELF }], 'onlyUnit')]],
  [/^salvaged units you deploy get \+(\d+)\+(\d+)$/, (m) =>
    [ab('onDeploy', { who: 'friendly', cls: 0, nation: '', salvaged: true }, [{ do: 'buff', atk: +m[1], def: +m[2], to: IT }])]],
  [/^gets \+(\d+)\+(\d+) when you (?:deploy or add|add or deploy) an? (guard|blitz|fury|ambush|smokescreen|alpine) unit$/, (m) =>
    [ab('onDeploy', { who: 'friendly', cls: 0, nation: '', kw: KEYWORDS[m[3]], adds: true }, [{ do: 'buff', atk: +m[1], def: +m[2], to: SELF }])]],
  [/^deal (\d+) damage to the enemy hq when you (?:deploy or add|add or deploy) an? (guard|blitz|fury|ambush|smokescreen|alpine) unit$/, (m) =>
    [ab('onDeploy', { who: 'friendly', cls: 0, nation: '', kw: KEYWORDS[m[2]], adds: true }, [{ do: 'damage', n: +m[1], to: { k: 'hq', side: 'enemy' } }])]],
  // Other sets (ninth part, K-R70p): WHIRLWIND's two moments (K-R64w2) with a buff of its own or a draw (LAYFORCE, RAF MUSTANG).
  [/^(gets \+\d+\+\d+|draw a card) when the enemy targets or attacks (?:it|this unit)$/, (m) => {
    const fx = sentenceEffects(m[1] === 'draw a card' ? m[1] : `this unit ${m[1].replace(/^gets/, 'gets')}`);
    return fx ? [ab('onOrder', { who: 'enemy', cls: 0, nation: '', me: true }, fx), ab('onAttacked', null, fx)] : [];
  }],
  // Other sets (ninth part): 199th RIFLE REGIMENT, a unit of either of two nations.
  [/^gets \+(\d+)\+(\d+) when you (?:deploy or add|add or deploy) an? (british|german|soviet|japanese|us) or (british|german|soviet|japanese|us) unit$/, (m) =>
    [ab('onDeploy', { who: 'friendly', cls: 0, nation: `${NATION_WORDS[m[3]]}|${NATION_WORDS[m[4]]}`, adds: true }, [{ do: 'buff', atk: +m[1], def: +m[2], to: SELF }])]],
];

/** The effects of a "when you play …" sentence: "gets +1+1", "gains Shock and you draw a card", "deal 3 damage to …". */
function playedEffects(s: string): Effect[] | null {
  if (s === 'becomes veteran and you draw a card') return [{ do: 'promote', to: SELF }, { do: 'draw', n: 1 }];
  const both = s.match(/^gains? (shock|blitz|guard|fury|ambush|smokescreen) and you draw a card$/);
  if (both) return [{ do: 'grant', kw: both[1] as Kw, to: SELF }, { do: 'draw', n: 1 }];
  return sentenceEffects(s);
}

/** Units' triggered abilities on others' events (§3.4.3). */
const LISTENS: readonly [RegExp, When, (m: RegExpMatchArray) => Listen][] = [
  [/^when (?:your|the) enemy deploys an? (?:(infantry|tank|artillery|fighter|bomber) )?unit, (.+)$/, 'onDeploy', (m) => ({ who: 'enemy', cls: m[1] ? CLS_WORDS[m[1]] : 0, nation: '' })],
  [/^when you deploy an? (?:(infantry|tank|artillery|fighter|bomber) )?unit, (.+)$/, 'onDeploy', (m) => ({ who: 'friendly', cls: m[1] ? CLS_WORDS[m[1]] : 0, nation: '' })],
  [/^when you deploy an? (british|german|soviet|japanese|us) (infantry|tank|artillery|fighter|bomber|air) unit, (.+)$/, 'onDeploy', (m) => ({ who: 'friendly', cls: CLS_WORDS[m[2]], nation: NATION_WORDS[m[1]] })],
  [/^when another friendly unit is destroyed, (.+)$/, 'onDestroyed', () => ({ who: 'friendly', cls: 0, nation: '' })],
  [/^when a friendly unit destroys an enemy unit, (.+)$/, 'onFriendKill', () => ({ who: 'friendly', cls: 0, nation: '' })],
  [/^when an order is given, (.+)$/, 'onOrder', () => ({ who: 'any', cls: 0, nation: '' })],
  [/^when the opponent targets this unit with an order, (.+)$/, 'onOrder', () => ({ who: 'enemy', cls: 0, nation: '', me: true })],
  [/^when you give an? (?:(british|german|soviet|japanese|us) )?order,? (.+)$/, 'onOrder', (m) => ({ who: 'friendly', cls: 0, nation: m[1] ? NATION_WORDS[m[1]] : '' })],
  [/^when the enemy gives an order, (.+)$/, 'onOrder', () => ({ who: 'enemy', cls: 0, nation: '' })],
  [/^when a friendly (infantry|tank|artillery|fighter|bomber) is destroyed, (.+)$/, 'onDestroyed', (m) => ({ who: 'friendly', cls: CLS_WORDS[m[1]], nation: '' })],
  [/^when you deploy another unit, (.+)$/, 'onDeploy', () => ({ who: 'friendly', cls: 0, nation: '', other: true })],
  [/^when a unit is deployed, (.+)$/, 'onDeploy', () => ({ who: 'any', cls: 0, nation: '' })],
  // Other sets: a unit moves into the frontline, a friendly unit survives combat (K-R64s), kredit slots (K-R64k).
  [/^when an enemy unit moves into the frontline, (.+)$/, 'onMoveAny', () => ({ who: 'enemy', cls: 0, nation: '' })],
  [/^when (a|another) friendly (?:(british|german|soviet|japanese|us) )?unit moves into the frontline, (.+)$/, 'onMoveAny', (m) =>
    ({ who: 'friendly', cls: 0, nation: m[2] ? NATION_WORDS[m[2]] : '', ...(m[1] === 'another' ? { other: true } : {}) })],
  [/^when a friendly unit( with heavy armor)? survives combat, (.+)$/, 'onFriendSurvive', (m) => ({ who: 'friendly', cls: 0, nation: '', ...(m[1] ? { armor: true } : {}) })],
  [/^when you gain an extra kredit slot, (.+)$/, 'onSlot', () => ({ who: 'friendly', cls: 0, nation: '' })],
  [/^when you lose a kredit slot, (.+)$/, 'onSlotLost', () => ({ who: 'friendly', cls: 0, nation: '' })],
  [/^when you convert one or more cards, (.+)$/, 'onConvert', () => ({ who: 'friendly', cls: 0, nation: '' })],
  [/^when an? (ground|infantry|tank|artillery) unit retreats, (.+)$/, 'onRetreat', (m) => ({ who: 'any', cls: CLS_WORDS[m[1]], nation: '' })],
  [/^when (a|an enemy|a friendly) unit becomes veteran, (.+)$/, 'onVet', (m) => ({ who: m[1] === 'a' ? 'any' : m[1] === 'an enemy' ? 'enemy' : 'friendly', cls: 0, nation: '' })],
  [/^when you attack with an? (?:(british|german|soviet|japanese|us) )?(unit|tank|infantry|artillery|fighter|bomber), (.+)$/, 'onFriendAttack', (m) =>
    ({ who: 'friendly', cls: m[2] === 'unit' ? 0 : CLS_WORDS[m[2]], nation: m[1] ? NATION_WORDS[m[1]] : '' })],
  [/^when you deploy an? (guard|blitz|fury|ambush|smokescreen|alpine|shock) unit, (.+)$/, 'onDeploy', (m) => ({ who: 'friendly', cls: 0, nation: '', kw: KEYWORDS[m[1]] })],
  [/^when a friendly unit loses smokescreen,? (.+)$/, 'onSmokeLost', () => ({ who: 'friendly', cls: 0, nation: '' })],
  [/^when you add or deploy an? (alpine|guard|blitz|fury|ambush|smokescreen|shock) unit, (.+)$/, 'onDeploy', (m) => ({ who: 'friendly', cls: 0, nation: '', kw: KEYWORDS[m[1]], adds: true })],
  [/^when a friendly unit is fully repaired, (.+)$/, 'onFriendRepaired', () => ({ who: 'friendly', cls: 0, nation: '' })],
  [/^when an enemy countermeasure triggers, (.+)$/, 'onCm', () => ({ who: 'enemy', cls: 0, nation: '' })],
  [/^when the enemy triggers your countermeasure, (.+)$/, 'onCm', () => ({ who: 'friendly', cls: 0, nation: '' })],
  [/^when you (?:deploy or add|add or deploy) an? (sherman|spitfire|t-34) (?:tank|unit|fighter), (.+)$/, 'onDeploy', (m) => ({ who: 'friendly', cls: 0, nation: '', named: m[1], adds: true })],
  [/^when you (?:deploy or add|add or deploy) a unit with (mobilize|guard|blitz|fury|ambush|smokescreen|alpine|shock), (.+)$/, 'onDeploy', (m) =>
    ({ who: 'friendly', cls: 0, nation: '', kw: KEYWORDS[m[1]], adds: true })],
  [/^when you (?:deploy or add|add or deploy) an? (?:(guard|blitz|fury|ambush|smokescreen|alpine|shock) )?(?:(infantry|tank|artillery|fighter|bomber|air) )?unit, (.+)$/, 'onDeploy', (m) =>
    ({ who: 'friendly', cls: m[2] ? CLS_WORDS[m[2]] : 0, nation: '', kw: m[1] ? KEYWORDS[m[1]] : 0, adds: true })],
  // Other sets (stretch, fifth part).
  [/^when the enemy draws an? (resistance) order, (.+)$/, 'onFoeDraw', (m) => ({ who: 'enemy', cls: 0, nation: '', named: m[1] })],
  [/^when a unit with higher attack is deployed, (.+)$/, 'onDeploy', () => ({ who: 'any', cls: 0, nation: '', higher: true })],
  [/^when you attack with a unit with 2 or more combat keywords, (.+)$/, 'onFriendAttack', () => ({ who: 'friendly', cls: 0, nation: '', ckw2: true })],
  [/^when you deploy a non-(french) unit, (.+)$/, 'onDeploy', (m) => ({ who: 'friendly', cls: 0, nation: `!${MINOR_WORDS[m[1]]}` })],
  [/^when an enemy (ground|infantry|tank|artillery|fighter|bomber|air) unit is destroyed, (.+)$/, 'onDestroyed', (m) => ({ who: 'enemy', cls: CLS_WORDS[m[1]], nation: '' })],
  // Other sets (K-R69e): any unit, either side's.
  [/^when a unit is fully repaired, (distribute the damage repaired between random enemies)$/, 'onFriendRepaired', () => ({ who: 'any', cls: 0, nation: '' })],
];

/** "tanks", "infantry and enemy hq", "air and tank units", "ground units", "units with blitz": a Vs mask and keyword bits. */
function vsOf(phrase: string): { mask: number; kw: number } | null {
  let mask = 0, kw = 0;
  const p = phrase.replace(/\bunits with (blitz|guard|fury|ambush|smokescreen)\b/, (_m, k: string) => ((kw = KEYWORDS[k]), ' '));
  for (const w of p.split(/\s+/)) {
    if (w === '' || w === 'and' || w === 'units' || w === 'enemy') continue;
    if (w === 'hq' || w === 'hqs') mask |= HQ_BIT;
    else if (w === 'targets') mask |= HQ_BIT;
    else if (w === 'tank') mask |= 2;
    else if (w in CLS_WORDS) mask |= CLS_WORDS[w];
    else return null;
  }
  return mask === 0 && kw === 0 ? null : { mask, kw };
}

const NO_AURA: Aura = { atk: 0, op: 0, kw: 0, side: 'friendly', cls: 0, other: false, needKw: 0, adjacent: false, srcFront: false, support: false, selfOnly: false, nation: '' };
const aura = (a: Partial<Aura>): Partial<Statics> => ({ aura: { ...NO_AURA, ...a } });
const ATK_WHEN: Record<string, AtkWhen> = {
  'on enemy turn': 'enemyTurn', 'on your turn': 'ownTurn', 'if you control a tank': 'haveTank', 'if damaged': 'damaged',
  'if this is your only unit': 'alone', 'for each adjacent unit': 'perAdjacent', 'for each friendly unit in the frontline': 'perFront',
  'for each adjacent japanese unit': 'perAdjacentJapanese', 'for each damaged unit on the battlefield': 'perDamaged',
  'if you have fewer cards in hand than the enemy': 'fewerCards', 'on your turn if the enemy controls no air units': 'ownTurnNoEnemyAir',
  // Other sets (K-R70s).
  'on your turn if you deployed a british infantry last turn': 'ownTurnBritInf',
};
const ORDINAL: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5 };

/** Continuous (永续) sentences of units (and cost rules of any card) → statics. */
const STATICS: readonly [RegExp, (m: RegExpMatchArray) => Partial<Statics> | null][] = [
  // Conditional doubling (K-R65d), before the general "against …" (which reads no condition).
  [/^deals double damage if the frontline is empty$/, () => ({ vs: [{ mask: 31 | HQ_BIT, kw: 0, add: 0, mul: 2, when: 'frontEmpty' }] })],
  [/^deals double damage against units in the frontline$/, () => ({ vs: [{ mask: 31, kw: 0, add: 0, mul: 2, when: 'tgtFront' }] })],
  [/^deals double damage if there is a navy card on top of your deck$/, () => ({ vs: [{ mask: 31 | HQ_BIT, kw: 0, add: 0, mul: 2, when: 'navyTop' }] })],
  [/^deals (double|triple) damage (?:against|to) (.+)$/, (m) => { const v = vsOf(m[2]); return v && { vs: [{ ...v, add: 0, mul: m[1] === 'double' ? 2 : 3 }] }; }],
  [/^has \+(\d+) attack against (.+)$/, (m) => { const v = vsOf(m[2]); return v && { vs: [{ ...v, add: +m[1], mul: 1 }] }; }],
  [/^cannot attack the enemy hq$/, () => ({ noHq: true })],
  [/^cannot be targeted by enemy orders$/, () => ({ untargetable: true })],
  [/^cannot be pinned$/, () => ({ unpinnable: true })],
  [/^cannot be suppressed$/, () => ({ unsuppressable: true })],
  [/^cannot retreat or be suppressed$/, () => ({ unsuppressable: true, unretreatable: true })],
  [/^cannot be pinned or suppressed$/, () => ({ unsuppressable: true, unpinnable: true })],
  [/^suppress units attacked by this unit$/, () => ({ suppressesHit: true })],
  [/^can't attack$/, () => ({ cantAttack: true })],
  // Auras (§3.4.2).
  // Other sets (K-R66c): keyword auras on attack or a printed name.
  [/^your ground units with (\d+) or more attack have (blitz|guard|fury|ambush|smokescreen|shock)$/, (m) => aura({ cls: 7, kw: KEYWORDS[m[2]], minAtk: +m[1] })],
  [/^has (blitz|guard|fury|ambush|smokescreen|shock) if it has (\d+) or more attack$/, (m) => aura({ selfOnly: true, kw: KEYWORDS[m[1]], minAtk: +m[2] })],
  [/^your (light infantry) units have (alpine|blitz|guard|fury|ambush|smokescreen|shock)$/, (m) => aura({ family: m[1], kw: KEYWORDS[m[2]] })],
  [/^your other units have \+(\d+) attack$/, (m) => aura({ atk: +m[1], other: true })],
  [/^friendly (infantry|tanks|artillery|fighters|bombers) (?:has|have) \+(\d+) attack$/, (m) => aura({ atk: +m[2], cls: CLS_WORDS[m[1]] })],
  [/^your (infantry|tank|artillery|fighter|bomber|air) units have \+(\d+) attack$/, (m) => aura({ atk: +m[2], cls: CLS_WORDS[m[1]] })],
  // K-R71p: ROYAL SCOTS.
  [/^if in hand or on the battlefield, random effects always choose this unit$/, () => ({ randomMe: true })],
  // K-R71o: SAVOIA CAVALLERIA.
  [/^also counts as a tank$/, () => ({ alsoCls: 2 })],
  [/^adjacent (ground )?units have \+(\d+) attack$/, (m) => aura({ atk: +m[2], cls: m[1] ? 7 : 0, adjacent: true })],
  [/^other friendly (tanks|infantry|units) with (blitz|guard|fury|ambush|smokescreen) have \+(\d+) attack$/, (m) =>
    aura({ atk: +m[3], cls: m[1] === 'units' ? 0 : CLS_WORDS[m[1]], other: true, needKw: KEYWORDS[m[2]] })],
  [/^your other (guard|blitz|fury|ambush|smokescreen) units have \+(\d+) attack and (blitz|guard|fury|ambush|smokescreen)$/, (m) =>
    aura({ atk: +m[2], other: true, needKw: KEYWORDS[m[1]], kw: KEYWORDS[m[3]] })],
  [/^while in the frontline, units in your support line have \+(\d+) attack$/, (m) => aura({ atk: +m[1], srcFront: true, support: true })],
  [/^enemy (air|infantry|tank|artillery|fighter|bomber) units cost \+(\d+) to operate$/, (m) => aura({ side: 'enemy', cls: CLS_WORDS[m[1]], op: +m[2] })],
  // Costs (§4: 费用可以因其他卡牌效果增长或降低).
  [/^orders in enemy hand cost (\d+) more$/, (m) => ({ costMod: { side: 'enemy', orders: true, n: +m[1], firstOrder: false } })],
  [/^the first order you play each turn costs (\d+) less$/, (m) => ({ costMod: { side: 'friendly', orders: true, n: -m[1], firstOrder: true } })],
  [/^costs (\d+) less for each (british|german|soviet|japanese|us) unit you control$/, (m) => ({ selfCost: { k: 'perUnit', nation: NATION_WORDS[m[2]], n: +m[1] } })],
  [/^deploys for (\d+) kredits if a friendly unit was destroyed this turn$/, (m) => ({ selfCost: { k: 'if', when: 'lostThisTurn', cost: +m[1], less: false } })],
  [/^costs (\d+) less if the enemy controls the frontline$/, (m) => ({ selfCost: { k: 'if', when: 'enemyFront', cost: +m[1], less: true } })],
  [/^costs (\d+) less to deploy while you control the frontline$/, (m) => ({ selfCost: { k: 'if', when: 'ownFront', cost: +m[1], less: true } })],
  [/^your other tanks operate for (\d+) less$/, (m) => aura({ op: -m[1], cls: 2, other: true })],
  [/^your other (british|german|soviet|japanese|us) (ground|infantry|tank|artillery|air) units have \+(\d+) attack$/, (m) => aura({ atk: +m[3], cls: CLS_WORDS[m[2]], other: true, nation: NATION_WORDS[m[1]] })],
  [/^your alpine units can move and attack during the same turn$/, () => aura({ kw: KW.moveAttack, needKw: KW.alpine })],
  [/^while this unit is in the frontline, your (air|infantry|tank|artillery|fighter|bomber) units have \+(\d+) attack$/, (m) => aura({ atk: +m[2], cls: CLS_WORDS[m[1]], srcFront: true })],
  [/^your hq takes (\d+) less damage for each of your units with 4 or more attack$/, (m) => ({ hqReducePer4: +m[1] })],
  [/^enemy countermeasures cost (\d+) more to activate$/, (m) => ({ costMod: { side: 'enemy', orders: false, n: +m[1], firstOrder: false, cms: true } })],
  [/^cards in your hand cost (\d+) kredits$/, (m) => ({ costMod: { side: 'friendly', orders: false, n: 0, firstOrder: false, set: +m[1] } })],
  [/^your units cost (\d+) less to deploy$/, (m) => ({ costMod: { side: 'friendly', orders: false, n: -m[1], firstOrder: false, units: true } })],
  [/^your salvaged units cost (\d+) less to deploy$/, (m) => ({ salvagedLess: +m[1] })],
  [/^costs (\d+) less for each friendly ([a-z0-9 .'-]+)$/, (m) => (/^(?:infantry|tank|artillery|fighter|bomber|air) unit$/.test(m[2]) ? null : { selfCost: { k: 'perUnit', nation: '', n: +m[1], named: m[2] } })],
  [/^costs (\d+) less to deploy if you control a unit with 3 or more operation cost$/, (m) => ({ selfCost: { k: 'if', when: 'op3', cost: +m[1], less: true } })],
  [/^costs (\d+) less if you control a us unit$/, (m) => ({ selfCost: { k: 'if', when: 'usUnit', cost: +m[1], less: true } })],
  [/^costs (\d+) if your hq is at 10 or less$/, (m) => ({ selfCost: { k: 'if', when: 'hq10', cost: +m[1], less: false } })],
  // What this unit's combat damage does.
  [/^units damaged by this unit are pinned$/, () => ({ pinsHit: 31 })],
  [/^units damaged by this unit and their adjacent units get pinned$/, () => ({ pinsHit: 31, pinsAdjacent: true })],
  [/^units damaged by this unit get -(\d+) attack until end of turn$/, (m) => ({ hitAtk: -m[1] })],
  [/^damage dealt by this unit adds equal defense to your hq$/, () => ({ drain: true })],
  [/^has (ambush|guard|fury|smokescreen|blitz) and (ambush|guard|fury|smokescreen|blitz) while in your support line$/, (m) =>
    aura({ kw: KEYWORDS[m[1]] | KEYWORDS[m[2]], support: true, selfOnly: true })],
  [/^has \+(\d+) attack while in the frontline$/, (m) => aura({ atk: +m[1], srcFront: true, selfOnly: true })],
  [/^has \+(\d+) attack for each other ([a-z0-9 -]+) you control$/, (m) => ({ selfAtk: { n: +m[1], named: m[2] } })],
  [/^has \+(\d+) attack for each non-tank unit type you control$/, (m) => ({ selfAtk: { n: +m[1], named: '' } })],
  [/^excess damage of its kills goes to the enemy hq$/, () => ({ excessToHq: true })],
  [/^each time the enemy draws a card, deal (\d+) damage to the enemy hq$/, (m) => ({ onEnemyDraw: +m[1] })],
  [/^this unit can move and attack during the same turn$/, () => ({ moveAttack: true })],
  [/^air units that attack or are attacked by this unit are pinned$/, () => ({ pinsFoes: 24 })],
  [/^cannot be attacked by ground units while in the support line$/, () => ({ noGroundInSupport: true })],
  [/^when this unit takes damage, draw a card$/, () => ({ drawOnDamage: true })],
  [/^your orders deal \+(\d+) damage$/, (m) => ({ orderDmg: +m[1] })],
  [/^damage dealt to your hq is reduced by (\d+)$/, (m) => ({ hqReduce: +m[1] })],
  [/^your hq is immune to damage on your turn$/, () => ({ hqImmuneOwnTurn: true })],
  [/^your hq is immune to damage on enemy turns$/, () => ({ hqImmuneEnemyTurn: true })],
  [/^cannot attack units$/, () => ({ noUnits: true })],
  [/^when you draw a card, your hq gains \+(\d+) defense$/, (m) => ({ onOwnDraw: { hq: +m[1], atk: 0 } })],
  [/^gets \+(\d+) attack until end of turn when you draw a card$/, (m) => ({ onOwnDraw: { hq: 0, atk: +m[1] } })],
  [/^(pincer: )?it costs the enemy \+(\d+) kredits to target or attack this unit$/, (m) => ({ tax: { n: +m[2], pincer: !!m[1] } })],
  [/^is immune to damage during your turn$/, () => aura({ kw: KW.immune, selfOnly: true, cond: 'ownTurn' })],
  [/^while in the frontline, your hq cannot be reduced below 1 defense$/, () => ({ hqFloorFront: true })],
  [/^countermeasures cannot trigger$/, () => ({ noCms: true })],
  [/^when a hq gains defense, it takes that much damage instead$/, () => ({ hqInvert: true })],
  [/^damage to (.+) is dealt to this unit instead$/, (m) => ({ redirectFrom: m[1] })],
  [/^(?:while in (?:the )?frontline, )?enemy (air|infantry|tank|artillery|fighter|bomber) units enter the battlefield (pinned|with defense of 1)$/, (m) =>
    ({ entry: { cls: CLS_WORDS[m[1]], pin: m[2] === 'pinned', def1: m[2] !== 'pinned', front: m[0].startsWith('while') } })],
  [/^gets \+(\d+) attack if you have attacked with another unit this turn$/, (m) => ({ atkIfOthers: +m[1] })],
  [/^your non-targeting deployment effects trigger twice$/, () => ({ deployTwice: true })],
  [/^has \+(\d+) attack (on (?:the )?enemy turns?|on your turn if the enemy controls no air units|on your turn|if you control a tank|if damaged|if this is your only unit|for each adjacent unit|for each friendly unit in the frontline|for each adjacent japanese unit|for each damaged unit on the battlefield|if you have fewer cards in hand than the enemy)$/, (m) => ({
    atkIf: { n: +m[1], when: ATK_WHEN[m[2].replace(/^on the /, 'on ').replace(/turns$/, 'turn')] },
  })],
  // Other sets (stretch).
  [/^your other (british|german|soviet|japanese|us) units have \+(\d+) attack$/, (m) => aura({ atk: +m[2], other: true, nation: NATION_WORDS[m[1]] })],
  [/^your (?:(british|german|soviet|japanese|us) )?(infantry|tanks|artillery|fighters|bombers|air units|units) (?:have|has) (blitz|guard|fury|ambush|smokescreen|shock)$/, (m) =>
    aura({ kw: KEYWORDS[m[3]], cls: m[2] === 'units' ? 0 : CLS_WORDS[m[2].replace(/ units$/, '')], nation: m[1] ? NATION_WORDS[m[1]] : '' })],
  [/^your (infantry|tanks|artillery|fighters|bombers|air units) operate for (\d+) less$/, (m) => aura({ op: -m[2], cls: CLS_WORDS[m[1].replace(/ units$/, '')] })],
  [/^deals \+(\d+) damage to (.+)$/, (m) => { const v = vsOf(m[2]); return v && { vs: [{ ...v, add: +m[1], mul: 1 }] }; }],
  [/^becomes veteran at the start of your turn$/, () => ({ promoteAt: 2 })],
  [/^costs (\d+) less (?:to deploy )?for each (?:of your units|friendly (infantry|tank|artillery|fighter|bomber|air) unit)$/, (m) =>
    ({ selfCost: { k: 'perUnit', nation: '', n: +m[1], ...(m[2] ? { cls: CLS_WORDS[m[2]] } : {}) } })],
  // Conditional bonuses of the unit itself, and "while they have Shock" (other sets).
  [/^has \+(\d+) attack while it has (shock|blitz|guard|fury|ambush|smokescreen)$/, (m) => aura({ atk: +m[1], selfOnly: true, needKw: KEYWORDS[m[2]] })],
  [/^your units have \+(\d+) attack while they have (shock|blitz|guard|fury|ambush|smokescreen)$/, (m) => aura({ atk: +m[1], needKw: KEYWORDS[m[2]] })],
  [/^has (blitz|guard|fury|ambush|smokescreen)(?:, (blitz|guard|fury|ambush|smokescreen))? and (blitz|guard|fury|ambush|smokescreen) if (you control 3 or more units|you have no cards in hand)$/, (m) =>
    aura({ kw: KEYWORDS[m[1]] | (m[2] ? KEYWORDS[m[2]] : 0) | KEYWORDS[m[3]], selfOnly: true, cond: m[4].startsWith('you control') ? 'units3' : 'emptyHand' })],
  [/^has \+(\d+) attack(?: and (blitz|guard|fury|ambush|smokescreen))? if (undamaged|guarded)$/, (m) =>
    aura({ atk: +m[1], kw: m[2] ? KEYWORDS[m[2]] : 0, selfOnly: true, cond: m[3] === 'undamaged' ? 'undamaged' : 'guarded' })],
  // Combat damage this unit deals or takes (other sets).
  [/^units dealt combat damage by this unit are destroyed$/, () => ({ killsHit: 31 })],
  [/^enemy (infantry|tanks|artillery|fighters|bombers) damaged by this unit are destroyed$/, (m) => ({ killsHit: CLS_WORDS[m[1]] })],
  [/^combat damage dealt to this unit is reduced to (\d+)$/, (m) => ({ takenCap: +m[1] })],
  [/^combat damage dealt to this unit is doubled$/, () => ({ takenMul: 2 })],
  [/^takes (\d+) less combat damage against (ground|air) units$/, (m) => ({ takenLess: { n: +m[1], cls: CLS_WORDS[m[2]] } })],
  // 钳制 Pincer (§3.3.6, K-R51p): the unit's own bonus while its pincer is formed.
  [/^pincer: \+(\d+) attack$/, (m) => aura({ atk: +m[1], selfOnly: true, pincer: true })],
  [/^pincer: -(\d+) operation cost$/, (m) => aura({ op: -m[1], selfOnly: true, pincer: true })],
  [/^pincer: (ambush|blitz|fury|guard|smokescreen|shock)$/, (m) => aura({ kw: KEYWORDS[m[1]], selfOnly: true, pincer: true })],
  // Promotion (§3.5, ruling 5).
  // A card in hand that grows cheaper (K-R63w).
  [/^if in your hand, this unit costs (\d+) less each time (you give an order|your countermeasure triggers|an enemy countermeasure triggers)$/, (m) =>
    ({ handLess: { n: +m[1], on: m[2] === 'you give an order' ? HAND_ON.order : m[2].startsWith('your') ? HAND_ON.ownCm : HAND_ON.enemyCm } })],
  [/^becomes veteran at the start of its (second|third|fourth|fifth) turn on the battlefield$/, (m) => ({ promoteAt: ORDINAL[m[1]] })],
  // HQ events, at once (other sets), and a card that leaves the hand at the end of its owner's turn (K-R64d).
  [/^when this unit is dealt damage, your hq gets equal amount of defense$/, () => ({ hqOnDamage: true })],
  [/^gets \+(\d+) attack when your hq takes damage$/, (m) => ({ hqHurt: { atk: +m[1], def: 0, kw: 0 } })],
  [/^your (tanks|fighters|bombers) have \+(\d+) attack$/, (m) => aura({ atk: +m[2], cls: CLS_WORDS[m[1]] })],
  [/^gains \+(\d+) attack when your hq takes damage, then becomes veteran if attack is (\d+)\+$/, (m) => ({ hqHurt: { atk: +m[1], def: 0, kw: 0, vetAt: +m[2] } })],
  [/^gets \+(\d+)\+(\d+)(?: and (blitz|guard|fury|ambush|smokescreen|shock))? when your hq takes damage$/, (m) => ({ hqHurt: { atk: +m[1], def: +m[2], kw: m[3] ? KEYWORDS[m[3]] : 0 } })],
  [/^gets \+(\d+)\+(\d+) when your hq gains defense$/, (m) => ({ hqGain: { atk: +m[1], def: +m[2], extra: 0 } })],
  [/^when your hq gains defense, it gains (\d+) extra defense$/, (m) => ({ hqGain: { atk: 0, def: 0, extra: +m[1] } })],
  [/^discarded at the end of your turn$/, () => ({ discardEot: true })],
  // Rules for everyone while the unit stands (K-R65g).
  [/^hqs cannot gain defense$/, () => ({ noHqGain: true })],
  [/^pincer: cannot be pinned$/, () => ({ unpinnablePincer: true })],
  [/^pincer: units dealt combat damage by this unit are destroyed$/, () => ({ killsHitPincer: true })],
  [/^pincer: \+(\d) heavy armor$/, (m) => aura({ armor: +m[1], selfOnly: true, pincer: true })],
  [/^your (sherman|spitfire|t-34) units have \+(\d) heavy armor and operate for (\d+) less$/, (m) => aura({ armor: +m[2], op: -m[3], family: m[1] })],
  [/^your damaged units have \+(\d+) attack$/, (m) => aura({ atk: +m[1], hurt: true })],
  [/^damage from this unit ignores heavy armor$/, () => ({ pierce: true })],
  [/^cannot be suppressed or lose shock$/, () => ({ unsuppressable: true, keepsShock: true })],
  [/^units cannot be repaired$/, () => ({ noRepair: true })],
  [/^players can only give one order each turn$/, () => ({ oneOrder: true })],
  [/^your support line cannot be targeted by enemy orders or deployment effects$/, () => ({ shieldsSupport: true })],
  [/^deployment effects do not trigger$/, () => ({ noDeployFx: true })],
  [/^units with (\d+) or more attack cannot attack$/, (m) => ({ atkBan: +m[1] })],
  // Other sets (stretch, fifth part).
  [/^ignore \\?"cannot attack the enemy hq\\?" on your units$/, () => ({ hqOkAll: true })],
  [/^friendly destruction effects trigger twice$/, () => ({ deathTwiceAll: true })],
  [/^destruction effects on this unit trigger an extra time$/, () => ({ deathTwice: true })],
  // K-R67o.
  [/^when the enemy hq gains defense, this unit gets equal attack$/, () => ({ foeHqGainAtk: true })],
  [/^after your hq is damaged by a ground unit, deal (\d+) damage to the enemy hq$/, (m) => ({ hitByGround: +m[1] })],
  [/^your hq cannot lose more than (\d+) defense each turn$/, (m) => ({ hqTurnCap: +m[1] })],
  [/^when your hq is damaged, deal that amount of damage to this unit instead$/, () => ({ hqShield: true })],
  [/^any unit that attacks this unit takes (\d+) damage first$/, (m) => ({ thorns: +m[1] })],
  [/^order damage to a friendly unit is reduced by its heavy armor$/, () => ({ orderArmor: true })],
  [/^reduce damage to this unit by (\d+) for each adjacent unit$/, (m) => ({ lessPerAdj: +m[1] })],
  [/^when an enemy unit is pinned, suppress it$/, () => ({ suppressPinned: true })],
  [/^gain (\d+) kredits when you operate a unit with (\d+) or more operation cost$/, (m) => ({ opKredits: { n: +m[1], min: +m[2] } })],
  [/^its attack damage to a unit is also dealt to the enemy hq$/, () => ({ echoHq: true })],
  [/^increase the non-combat, non-attack damage dealt by your units by (\d+)$/, (m) => ({ abilityDmg: +m[1] })],
  [/^retreat this unit before damage is applied when it is attacked$/, () => ({ evades: true })],
  // K-R67r.
  [/^costs (\d+) more to deploy if you started the battle$/, (m) => ({ selfCost: { k: 'if', when: 'wentFirst', cost: -m[1], less: true } })],
  [/^costs (\d+) less for each card in the enemy hand$/, (m) => ({ selfCost: { k: 'perEnemyCard', n: +m[1] } })],
  [/^when your hq gains defense, fully repair a random friendly unit$/, () => ({ gainRepair: true })],
  [/^deal (\d+) damage to a random enemy when your hq gains defense$/, (m) => ({ gainPing: +m[1] })],
  [/^cannot be deployed unless you have (\d+) or more kredit slots$/, (m) => ({ minSlots: +m[1] })],
  [/^cannot be deployed if you have deployed a unit this turn$/, () => ({ firstOnly: true })],
  // K-R68f: hand cards that answer the enemy's draws or your losses.
  [/^if in your hand, reduce cost by (\d+) each time the enemy draws a card$/, (m) => ({ handLess: { n: +m[1], on: HAND_ON.foeDraw } })],
  [/^if in your hand, this unit costs (\d+) more each time you lose a unit$/, (m) => ({ handLess: { n: -m[1], on: HAND_ON.lostUnit } })],
  // K-R68k: attack auras that count.
  [/^your other units have \+(\d+) attack for each of your guard units$/, (m) => aura({ atk: +m[1], other: true, per: 'guards' })],
  [/^your other units have \+(\d+) attack for each of their combat keywords$/, (m) => aura({ atk: +m[1], other: true, per: 'ckw' })],
  [/^the first card played by the enemy each turn costs double$/, () => ({ firstDouble: true })],
  [/^your cards have the navy type while on top of your deck$/, () => ({ topNavy: true })],
  [/^has salvage while guarded$/, () => aura({ kw: KW.capture, selfOnly: true, cond: 'guarded' })],
  [/^if this unit is in hand, add it to the frontline when you take it$/, () => ({ joinOnCapture: true })],
  [/^enemy cards deal (\d+) less damage$/, (m) => ({ foeDmgLess: +m[1] })],
  [/^gets \+(\d+) attack until end of turn if another card increases the attack of this unit$/, (m) => ({ pakBonus: +m[1] })],
  [/^when the enemy plays a known card, deal (\d+) damage to the enemy hq$/, (m) => ({ knownPlayHit: +m[1] })],
  [/^cannot attack or move$/, () => ({ cantAttack: true, noMove: true })],
  [/^friendly units attacked get \+(\d+)\+(\d+) before damage$/, (m) => ({ guardBuff: { atk: +m[1], def: +m[2] } })],
  [/^has guard when it doesn't have mobilize$/, () => aura({ kw: KW.guard, selfOnly: true, cond: 'noMob' })],
  [/^has \+(\d+) attack against units with higher attack$/, (m) => ({ vs: [{ mask: 31, kw: 0, add: +m[1], mul: 1, when: 'higherAtk' }] })],
  [/^adjacent non-(french) units have \+(\d+) attack$/, (m) => aura({ atk: +m[2], adjacent: true, nation: `!${MINOR_WORDS[m[1]]}` })],
  [/^when a friendly unit would deal 1 combat damage, it deals (\d+) instead$/, (m) => ({ oneToN: +m[1] })],
  [/^your units with ambush deal double combat damage$/, () => ({ ambushDouble: true })],
  [/^your ground units with 4 or more attack deal \+(\d+) damage$/, (m) => ({ bigGroundPlus: +m[1] })],
  [/^when a friendly unit deals 1 combat damage, deal (\d+) damage to the enemy hq$/, (m) => ({ oneHitHq: +m[1] })],
  [/^if in your hand, this unit costs (\d+) less each time your hq takes friendly damage$/, (m) => ({ handLess: { n: +m[1], on: HAND_ON.hqSelf } })],
  // K-R69k: ECHELON's given text.
  [/^gets \+(\d+)\+(\d+) if another of your units is attacked$/, (m) => ({ mateHit: { atk: +m[1], def: +m[2] } })],
  // K-R69j: BLACK PRINCE.
  [/^only (\d) units can occupy the frontline$/, (m) => ({ frontCap: +m[1] })],
  // K-R70i: 1st GRENADIER REGIMENT.
  [/^enemy units that damage anything but this unit are destroyed$/, () => ({ onlyMe: true })],
  // K-R70h: INFANTRY REGIMENT 2.
  [/^your salvaged units destroy any unit they damage$/, () => ({ salvagedKill: true })],
  // K-R70f: LUBLIN R-XIII.
  [/^cards you play have intel (\d)$/, (m) => ({ playIntel: +m[1] })],
  // K-R70d: FINNISH BOYS.
  [/^your cards cannot be discarded$/, () => ({ noDiscard: true })],
  // K-R69s: B-26 GROUPE BRETAGNE.
  [/^the first order you give each turn deals damage equal to its cost to the enemy hq$/, () => ({ firstOrderHits: true })],
  // K-R69i: KING'S OWN SCOTTISH.
  [/^pincer: damage dealt to this unit is dealt to its pincer partner instead$/, () => ({ toPartner: true })],
  // K-R69f: KI-61-II TONY, from its owner's hand.
  [/^spend (\d+) kredits at the end of enemy turn and add it to the battlefield$/, (m) => ({ foeEndSpend: +m[1] })],
  // K-R68w: 35th MOUNTAIN RIFLES.
  [/^if this unit is removed from your deck, it enters the battlefield instead$/, () => ({ deckEnters: true })],
  // K-R68u: RECKLESS ASSAULT's given text.
  [/^when this unit deals damage, deal equal damage to your hq$/, () => ({ selfHit: true })],
  // K-R70m: THE POMPADOURS, from its owner's hand (bond.ts).
  [/^while in hand, your hq gets \+(\d+) defense each time you play a card with bond$/, (m) => ({ handBondHq: +m[1] })],
  // K-R70s: DEFIANT Mk I.
  [/^has \+(\d+) attack on your turn after a british infantry deployed last turn$/, (m) => ({ atkIf: { n: +m[1], when: 'ownTurnBritInf' } })],
  // K-R70u: 27. FÜSILIERS.
  [/^when an? (british|german|soviet|japanese|us) unit enters your hand, reduce its cost by (\d+), to a minimum of (\d+)$/, (m) => ({ enterLess: { nation: NATION_WORDS[m[1]], n: +m[2], min: +m[3] } })],
  // K-R70p: LAYFORCE, RAF MUSTANG — their owner's cards of every other nation (orders and countermeasures too).
  [/^your non-(british|german|soviet|japanese|us) cards cost \+(\d+)$/, (m) => ({ costMod: { side: 'friendly', orders: false, n: +m[2], firstOrder: false, nation: `!${NATION_WORDS[m[1]]}` } })],
];

/** Cost rules are statics of any card, orders included. */
const COST_ONLY = /^(?:costs|deploys for) |^discarded at the end of your turn$/;
/** A promotion rule is a static of a unit wherever it stands in its text ("Deployment: … Becomes Veteran at …"). */
const PROMOTE_ONLY = /^becomes veteran at /;

/** A sentence with no moment of its own (for an order: played when given). */
const when0 = (s: string): boolean => !/^(?:deployment|destruction|when|at the|if)\b/.test(s);

// Each table's literal affixes (prefix.ts): a sentence is tried only against the patterns it could match.
const VERBS_AT = affixes(VERBS);
const CONDS_AT = affixes(CONDS);
const REWRITES_AT = affixes(REWRITES);
const WHENS_AT = affixes(WHENS);
const MULTI_AT = affixes(MULTI);
const LISTENS_AT = affixes(LISTENS);
const STATICS_AT = affixes(STATICS);

/** The sentence after every rewrite, in order (REWRITES). */
function rewritten(s: string): string {
  for (let i = 0; i < REWRITES.length; i++) if (fits(REWRITES_AT[i], s)) s = s.replace(REWRITES[i][0], REWRITES[i][1]);
  return s;
}

/** The first STATICS pattern that reads the sentence as a static, or null. */
function staticOf(s: string): Partial<Statics> | null {
  for (let i = 0; i < STATICS.length; i++) {
    if (!fits(STATICS_AT[i], s)) continue;
    const [re, f] = STATICS[i];
    const m = s.match(re);
    const add = m ? f(m) : null;
    if (add) return add;
  }
  return null;
}

function sentenceEffects(s: string): Effect[] | null {
  for (let i = 0; i < VERBS.length; i++) {
    if (!fits(VERBS_AT[i], s)) continue;
    const [re, f] = VERBS[i];
    const m = s.match(re);
    const r = m ? f(m) : null;
    if (r) return r;
  }
  // "X and draw a card", "X and give it +1+1": two sentences joined.
  const and = s.match(/^(.+?) and ((?:draw|give it|give them|deal|fully repair) .+)$/);
  if (and) {
    const a = sentenceEffects(and[1]);
    const b = sentenceEffects(and[2]);
    if (a && b) return [...a, ...b];
  }
  return null;
}

/** What "choose a card in hand" may choose: "card with cost 5 or more", "unit with a cost of 2 or less", "us unit", "order". */
function holdFilter(phrase: string): Extract<Effect, { do: 'hold' }> | null {
  let minCost = 0, maxCost = 99, nation = '';
  let p = phrase.replace(/ with (?:a )?cost (?:of )?(\d+) or (more|less)$/, (_m, n: string, w: string) => ((w === 'more' ? (minCost = +n) : (maxCost = +n)), ''));
  p = p.replace(/^(british|german|soviet|japanese|us) /, (_m, w: string) => ((nation = NATION_WORDS[w]), ''));
  const kind = p === 'air unit' ? 8 | 16 : p === 'card' ? 127 : p === 'order' ? 32 : p === 'countermeasure' ? 64 : p === 'unit' ? 31 : p in CLS_WORDS && p !== 'air' && p !== 'ground' ? CLS_WORDS[p] : 0;
  return kind === 0 ? null : { do: 'hold', kind, nation, minCost, maxCost };
}

/** Sentences on the card chosen in hand (a `held` ability): its cost, where it goes; then any other sentence. */
const HELD_VERBS: readonly [RegExp, Parse][] = [
  [/^reduce its cost by (\d+)$/, (m) => [{ do: 'heldCost', n: +m[1], set: false }]],
  [/^reduce its cost by its operation cost$/, () => [{ do: 'heldCost', n: 0, set: false, byOp: true }]],
  [/^set its cost to (\d+)$/, (m) => [{ do: 'heldCost', n: +m[1], set: true }]],
  [/^put it on top of your deck$/, () => [{ do: 'heldTo', where: 'top' }]],
  [/^shuffle it into your deck(?:,? then draw (a|one|two|\d+) cards?)?$/, (m) => [{ do: 'heldTo', where: 'shuffle' }, ...(m[1] ? [{ do: 'draw', n: num(m[1]) }] as Effect[] : [])]],
  [/^put it into play$|^add it to the battlefield$/, () => [{ do: 'heldTo', where: 'play' }]],
  // K-R71l: EAGLE DAY.
  [/^put it into play with blitz$/, () => [{ do: 'heldTo', where: 'play', blitz: true }]],
  [/^add a copy to your support line$/, () => [{ do: 'heldCopy' }]],
  // Other sets (K-R67p).
  [/^convert the top card of your deck into it$/, () => [{ do: 'topToPicked' }]],
  // K-R68h: a countermeasure chosen in hand, set face down (for free).
  [/^activate it at the end of your turn$/, () => [{ do: 'heldTo', where: 'cm' }]],
  // K-R69n: HULL DOWN's mark on the chosen tank.
  [/^when it is deployed, it gets \+1\+2 and fights a random enemy unit$/, () => [{ do: 'heldMark', mod: HAND_MOD.hullDown }]],
  // K-R70y: GORDON HIGHLANDERS — the cost set in hand goes onto the deck with the card (the deck record).
  [/^set its cost to (\d+) and put it on top of your deck$/, (m) => [{ do: 'heldCost', n: +m[1], set: true }, { do: 'heldTo', where: 'top', keep: true }]],
];
function heldSentence(s: string): Effect[] | null {
  for (const [re, f] of HELD_VERBS) {
    const m = s.match(re);
    if (m) return f(m);
  }
  // Another verb after the card's own ("…, then draw a card"), not one that names "it" (the card is not a unit).
  const fx = sentenceEffects(s);
  return fx && fx.every((e) => !('to' in e) || (e.to.k !== 'it' && e.to.k !== 'adjacent')) ? fx : null;
}

/** What a Develop offers: "British or US bomber", "German countermeasure", "elite Japanese unit", or a printed name ("RETRIBUTION(S)"). */
function developOf(n: number, phrase: string): Effect[] | null {
  // K-R71h: AIR, LAND & SEA — the pool is the cards in its player's deck.
  if (phrase === 'card in your deck') return [{ do: 'develop', n, name: '', nation: '', kind: 0, elite: false, ownDeck: true }];
  const KINDS: Record<string, number> = { unit: 31, order: 32, countermeasure: 64, card: 127, bomber: 16, fighter: 8, tank: 2, infantry: 1, artillery: 4 };
  const nations: string[] = [];
  let kind = 0, elite = false, words = true, navy = false;
  for (const w of phrase.split(' ')) {
    const one = w.replace(/s$/, '');
    if (w === 'or') continue;
    // K-R68j: "a Navy card" (K-R27n: the NavalWarfare set).
    if (w === 'navy') { navy = true; continue; }
    if (w in NATION_WORDS) nations.push(NATION_WORDS[w]);
    else if (w === 'elite') elite = true;
    else if (one in KINDS || w in KINDS) kind |= KINDS[w] ?? KINDS[one];
    else words = false;
  }
  if (words && kind !== 0) return [{ do: 'develop', n, name: '', nation: nations.join('|'), kind, elite, ...(navy ? { navy } : {}) }];
  // A printed name (resolved in cards.ts like a spawn's): one word group, plural after "two".
  if (!/^[a-z0-9 .'!-]+$/.test(phrase)) return null;
  return [{ do: 'develop', n, name: n > 1 ? phrase.replace(/s$/, '') : phrase, nation: '', kind: 0, elite: false }];
}

/** The two options of "choose one - A or B": split at the first " or " where both sides compile. */
function chooseOne(text: string): [Effect[], Effect[]] | null {
  for (let i = text.indexOf(' or '); i >= 0; i = text.indexOf(' or ', i + 1)) {
    const a = sentenceEffects(text.slice(0, i)), b = sentenceEffects(text.slice(i + 4));
    if (a && b) return [a, b];
  }
  return null;
}

const KEYWORDS: Record<string, number> = {
  guard: KW.guard, smokescreen: KW.smokescreen, fury: KW.fury, ambush: KW.ambush, blitz: KW.blitz, mobilize: KW.mobilize, alpine: KW.alpine, shock: KW.shock,
  // The catalog's Salvage is the seed's 收缴 (§3.3.8: the destroyed unit's card to your hand as a 1/1 marked 被收缴, "Salvaged"; K-R68a).
  salvage: KW.capture,
  // Other sets (K-R70j): 羁绊 Bond, a card's keyword read as it is played from hand (steps.ts bondPlayed).
  bond: KW.bond,
};

/** Compile one card. Sentences after "Deployment:" without a prefix of their own continue that ability. */
/** An ability while its sentences are read. */
interface Building { when: When; cm: CmTrigger | null; cond: Cond; listen: Listen | null; effects: Effect[] }

/** The card's own name in its text ("HUDSON destroys", "KOMET") means this unit. */
function selfName(text: string, name: string, unit: boolean): string {
  if (name === '' || !unit) return text;
  const esc = (x: string): string => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Not where the text adds another one ("Add a M4A2 to your support line"). Most texts do not name their card:
  // a plain substring test first spares building a regular expression per card (~a quarter of the pool's compile
  // at import); for ASCII names the case-insensitive test finds exactly what the 'i' expression could match.
  const named = !/^[\x00-\x7f]*$/.test(name) || text.toLowerCase().includes(name.toLowerCase());
  let t = named ? text.replace(new RegExp(`(?<!add (?:a|an|one|two|\\d) )\\b${esc(name)}(?![\\w-])`, 'gi'), 'this unit') : text;
  // Short forms: the name's first or last word written in title case on its own ("Hudson", "Stuka").
  if (t === text) {
    for (const w of [name.split(/\s+/)[0], name.split(/\s+/).pop() ?? '']) {
      if (w.length < 5 || !/^[A-Za-z-]+$/.test(w)) continue;
      const title = w[0].toUpperCase() + w.slice(1).toLowerCase();
      if (t.includes(title)) t = t.replace(new RegExp(`\\b${esc(title)}\\b`, 'g'), 'this unit');
    }
  }
  return t;
}

/**
 * K-R71q: terms of card texts that no source we have defines (the seed, the catalog and its README, earlier rulings): a sentence that
 * uses one leaves its card unsupported with this reason rather than guessed. Checked on the lower-case sentence, before anything else.
 */
const UNDEFINED_TERMS: readonly (readonly [string, string])[] = [
  ['light tank', 'undefined term "light tank": the catalog has no tank weight class (K-R71q)'],
  ['medium or heavy tank', 'undefined term "medium or heavy tank": the catalog has no tank weight class (K-R71q)'],
  ['special force unit', 'undefined term "special force unit": no source names which units are special forces (K-R71q)'],
  ['exile', 'undefined term "Exile": the catalog CSV leaves out the exile mark (its README lists it among the dropped fields), so no card can be told an Exile card (K-R71q)'],
  ['gets a pincer effect', 'undefined moment "gets a Pincer effect": a unit without a printed Pincer (§3.3.6) never forms one and no card gives Pincer (K-R71q)'],
  ['did not start there', 'no record of which cards a deck started with: "a card from your deck that did not start there" (K-R71q)'],
  ["isn't navy", 'the Navy type is the NavalWarfare set (K-R27n), so this NavalWarfare unit is always Navy and "if this unit isn\'t Navy" never holds; a Navy type given per card would contradict K-R27n (K-R71q)'],
];

/** Moments a given text's ability may have (K-R65t: the unit events that look for them, steps.ts pushGiven). */
const GIVEN_WHENS: readonly When[] = ['destroyed', 'onHitHq', 'onMove', 'turnStart', 'onAttackHq', 'turnEnd', 'onSurvive'];

/** A unit's text as a text another card gives (K-R65t): its abilities marked `given`, and its statics as grants; null if it has anything else. */
function givenOf(sc: Extract<CardScript, { ok: true }>): { abilities: Ability[]; grants: Grants | null } | null {
  if (sc.kw !== 0 || sc.armor !== 0 || sc.abilities.some((a) => !GIVEN_WHENS.includes(a.when) || a.cond !== 'none')) return null;
  const { noHq, unretreatable, unsuppressable, killsHit, deathTwice, drain, selfHit, mateHit, tax, ...rest } = sc.statics;
  if (JSON.stringify({ ...NO_STATICS, ...rest, noHq: false, drain: false }) !== JSON.stringify({ ...NO_STATICS, noHq: false, drain: false })) return null;
  const g: Grants = { ...(noHq ? { noHq } : {}), ...(unretreatable ? { unretreatable } : {}), ...(unsuppressable ? { unsuppressable } : {}), ...(killsHit ? { killsHit } : {}), ...(deathTwice ? { deathTwice } : {}), ...(drain ? { drain } : {}), ...(selfHit ? { selfHit } : {}), ...(mateHit ? { mateHit } : {}), ...(tax ? { tax } : {}) };
  return { abilities: sc.abilities.map((a) => ({ ...a, given: true })), grants: Object.keys(g).length > 0 ? g : null };
}

export function compileCard(type: string, text: string, abilityIds: readonly string[], name = ''): CardScript {
  text = selfName(text, name, type !== 'order' && type !== 'countermeasure');
  const own = name;
  let kw = 0, armor = 0, intel = 0;
  for (const a of abilityIds) {
    const h = a.match(/^heavyArmor([123])$/);
    const i = a.match(/^intel([123])$/);
    if (h) armor = +h[1];
    else if (i) intel = +i[1];
    else if (a in KEYWORDS) kw |= KEYWORDS[a];
    else return { ok: false, reason: `keyword ${a} is not in the language yet`, kw, armor };
  }
  const abilities: Ability[] = [];
  const intelMore: Effect[] = [];
  let statics: Statics = NO_STATICS;
  const isOrder = type === 'order' || type === 'countermeasure';
  let current: Building | null = null;
  let autoPlay = false;
  // A name's own dot ("59. PANZERGRENADIER", "No. 10 COMMANDO") does not end a sentence.
  const sentences = text === '' ? [] : text.replace(/\s+/g, ' ').replace(/\b(\d+|No)\. (?=[A-Z0-9][A-Z0-9])/g, '$1\u2024 ').split(/(?<=\.)\s+/)
    .map((x) => x.replace(/\.$/, '').replace(/\u2024/g, '.').trim().toLowerCase()).filter((x) => x !== '');
  for (const raw of sentences) {
    let s = raw;
    // K-R71q: words neither the seed nor the catalog defines: the card stays unsupported, saying which.
    const undefinedTerm = UNDEFINED_TERMS.find(([w]) => s.includes(w));
    if (undefinedTerm) return { ok: false, reason: undefinedTerm[1], kw, armor };
    s = rewritten(s);
    if (s === '') continue;
    // 钳制 "Pincer: X" (§3.3.6, K-R51p): a static of its own, or X under the condition that the pincer is formed.
    let pincer = false;
    if (!isOrder && s.startsWith('pincer: ')) {
      const add = staticOf(s);
      if (add) {
        statics = { ...statics, ...add, vs: [...statics.vs, ...(add.vs ?? [])] };
        continue;
      }
      pincer = true;
      s = rewritten(s.slice('pincer: '.length));
    }
    // "The enemy HQ gets: 'If this HQ has taken 3+ damage this turn, X.'" (K-R64q): X is an ability of the order's player.
    const hqGets = s.match(/^the enemy hq gets: \\?"if this hq has taken 3\+ damage this turn, (.+?)\.?\\?"$/);
    if (hqGets && isOrder && when0(s)) {
      const fx = sentenceEffects(hqGets[1]);
      if (!fx || fx.some((e) => 'to' in e && e.to.k === 'chosen')) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [{ do: 'hqGets' }] };
      abilities.push(current, ab('hqFx', null, fx));
      continue;
    }
    // K-R67l: listeners an order gives its player, for this turn or (its HQ's) for the battle.
    const hear = isOrder ? orderListener(s) : null;
    if (hear) {
      const fx: Effect = { do: 'hearFor', battle: hear.battle, ...(hear.next ? { next: true } : {}) };
      if (current && current.when === 'play' && current.cond === 'none') current.effects.push(...(hear.pre ?? []), fx);
      else abilities.push(current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [...(hear.pre ?? []), fx] });
      abilities.push(ab(hear.when ?? 'onDeploy', hear.listen, hear.effects));
      continue;
    }
    // DECOY TACTICS (K-R70b): two keywords, then a given text whose moments are WHIRLWIND's (K-R64w2): an enemy order aimed at it, an enemy attack on it.
    const decoy = isOrder && when0(s) ? s.match(/^give (a unit) (ambush), (shock) and: \\?"enemy discards a random card when they target or attack this unit\.?\\?"$/) : null;
    if (decoy) {
      const to = parseTarget(decoy[1]);
      if (!to) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      const fx: Effect[] = [{ do: 'discard', side: 'enemy' }];
      abilities.push(current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [{ do: 'grant', kw: 'ambush', to }, { do: 'grant', kw: 'shock', to: IT }, { do: 'giveText', to: IT }] },
        { ...ab('onOrder', { who: 'enemy', cls: 0, nation: '', me: true }, fx), given: true }, { ...ab('onAttacked', null, [...fx]), given: true });
      continue;
    }
    // K-R71m: SUPPORT COLUMN — a given text that is an aura ("Adjacent ground units have …"): kept in the order's statics, read from the carrier.
    const gvAura = isOrder && when0(s) ? s.match(/^give (a unit): \\?"(adjacent (?:ground )?units have \+\d+ attack) and operate for (\d+) less\.?\\?"$/) : null;
    if (gvAura) {
      const to = parseTarget(gvAura[1]);
      const inner = staticOf(gvAura[2]);
      if (!to || !inner?.aura) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      abilities.push(current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [{ do: 'giveText', to }, { do: 'watchOn' }] });
      statics = { ...statics, aura: { ...inner.aura, op: -gvAura[3] } };
      continue;
    }
    // "Your units get: '…'", "Give target unit: '…'" (K-R65t): the quoted text is a unit's, given to the units chosen.
    const gives = isOrder && when0(s) ? s.match(/^(your units get|enemy units get|target (?:friendly )?unit gets|give (.+?)): \\?"(.+?)\.?\\?"( trigger its destruction effects)?$/) : null;
    if (gives) {
      const to = parseTarget(gives[1] === 'your units get' ? 'your units' : gives[1] === 'enemy units get' ? 'all enemy units' : gives[2] ?? gives[1].replace(/ gets$/, ''));
      const inner = compileCard('infantry', gives[3], []);
      const g = inner.ok ? givenOf(inner) : null;
      if (!to || !g || to.k === 'hq') return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [{ do: 'giveText', to }, ...(gives[4] ? [{ do: 'triggerDeath', to: IT }] as Effect[] : [])] };
      // ECHELON (K-R69k): its player's side is marked, so an attack looks for the text only then.
      if (g.grants?.mateHit !== undefined) current.effects.push({ do: 'mateHitOn' });
      abilities.push(current, ...g.abilities);
      if (g.grants) statics = { ...statics, grants: g.grants };
      continue;
    }
    // K-R71g: WAY OF SUBJECTS — Bond and a given text played with the card (its HQ's gain).
    const wos = isOrder && when0(s) ? s.match(/^all (british|german|soviet|japanese|us) cards in your deck get bond and \\?"your hq gets \+(\d+) defense when you play this card\.?\\?"$/) : null;
    if (wos) {
      abilities.push(current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [{ do: 'deckBondText', nation: NATION_WORDS[wos[1]] }] },
        { ...ab('playedGv', null, [{ do: 'hq', n: +wos[2], side: 'friendly' }]), given: true });
      continue;
    }
    // K-R71f: IJN YAMATO "Your Japanese units everywhere get: '…'", VICTORY GARDEN "Each US unit in your deck gets: '…'" — a given text (K-R65t) to unit cards too.
    const gvAll = isOrder && when0(s) ? s.match(/^(?:your (british|german|soviet|japanese|us) units everywhere get|each (british|german|soviet|japanese|us) unit in your deck gets): \\?"(.+?)\.?\\?"$/) : null;
    if (gvAll) {
      const inner = compileCard('infantry', gvAll[3], []);
      const g = inner.ok ? givenOf(inner) : null;
      if (!g || g.grants || g.abilities.length === 0) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      abilities.push(current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [{ do: 'giveEverywhere', nation: NATION_WORDS[gvAll[1] ?? gvAll[2]], ...(gvAll[2] ? { deckOnly: true } : {}) }] }, ...g.abilities);
      continue;
    }
    // ORDER OF THE DAY (K-R70a): "Your SISSI get: '…'": the text given to your units of that printed name; the side is marked for the tax it gives.
    const namedGet = isOrder && when0(s) ? s.match(/^your (sissi) get: \\?"(.+?)\.?\\?"$/) : null;
    if (namedGet) {
      const inner = compileCard('infantry', namedGet[2], []);
      const g = inner.ok ? givenOf(inner) : null;
      if (!g || !g.grants || g.abilities.length > 0 || g.grants.tax === undefined) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      abilities.push(current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [{ do: 'giveText', to: { k: 'all', sel: { ...sel('friendly', 0), named: namedGet[1] }, hq: false } }, { do: 'taxGvOn' }] });
      statics = { ...statics, grants: g.grants };
      continue;
    }
    // STRONG BOND (K-R66k): "Friendly ground unit gets Guard and: '…'": a keyword, then a given text (K-R65t).
    const kwGives = isOrder && when0(s) ? s.match(/^friendly ground unit gets (guard|blitz|fury|ambush|smokescreen|shock) and: \\?"(.+?)\.?\\?"$/) : null;
    if (kwGives) {
      const to = parseTarget('a friendly ground unit');
      const inner = compileCard('infantry', kwGives[2], []);
      const g = inner.ok ? givenOf(inner) : null;
      if (!to || !g) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [{ do: 'grant', kw: kwGives[1] as Kw, to }, { do: 'giveText', to: IT }] };
      abilities.push(current, ...g.abilities);
      if (g.grants) statics = { ...statics, grants: g.grants };
      continue;
    }
    // RECKLESS ASSAULT (K-R68u): "Your units get +2+2 and: '…'": a buff, then a given text (K-R65t) of statics.
    const buffGives = isOrder && when0(s) ? s.match(/^your units get \+(\d+)\+(\d+) and: \\?"(.+?)\.?\\?"$/) : null;
    if (buffGives) {
      const inner = compileCard('infantry', buffGives[3], []);
      const g = inner.ok ? givenOf(inner) : null;
      if (!g || !g.grants || g.abilities.length > 0) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [{ do: 'buff', atk: +buffGives[1], def: +buffGives[2], to: { k: 'all', sel: sel('friendly', 0), hq: false } }, { do: 'giveText', to: IT }] };
      abilities.push(current);
      statics = { ...statics, grants: g.grants };
      continue;
    }
    // TAKE INITIATIVE, CARRIER BATTLE (K-R69x): "all numericals one higher" — its draw or damage counts up by the steps of the copy given.
    const higher = isOrder && current?.when === 'play' && current.cond === 'none' ? s.match(/^add (.+) to the enemy hand with all numericals one higher$/) : null;
    if (higher && current && higher[1] === own.toLowerCase() && current.effects.length === 1 && (current.effects[0].do === 'draw' || current.effects[0].do === 'damage') && current.effects[0].count === undefined) {
      current.effects[0] = { ...current.effects[0], count: { per: 1, of: 'steps', cls: 0, other: false } };
      current.effects.push({ do: 'giveEnemyHigher' });
      continue;
    }
    // PUSH (K-R69w): the amount is the damage your HQ took this turn; its tally starts before the order's own damage.
    const pushTo = isOrder && current?.when === 'play' && current.cond === 'none' ? s.match(/^deal damage to (target enemy) equal to damage to your hq this turn$/) : null;
    if (pushTo && current) {
      const to = parseTarget(pushTo[1]);
      if (!to) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      current.effects.unshift({ do: 'tallyHq' });
      current.effects.push({ do: 'damage', n: 0, to, count: { per: 1, of: 'hqTakenNow', cls: 0, other: false } });
      continue;
    }
    // SCRAP METAL (K-R69t): a condition on the card the PICK discarded, an ability of its own after the pick's.
    const salvKred: RegExpMatchArray | null = current?.when === 'picked' ? s.match(/^gain (\d+) kredits if the unit was salvaged$/) : null;
    if (salvKred) {
      abilities.push(current = { when: 'picked', cm: null, cond: 'pickSalvaged', listen: null, effects: [{ do: 'kredits', n: +salvKred[1] }] });
      continue;
    }
    // DEPOT RAID (K-R70g): "Add a Salvaged copy to your hand" after sending the chosen unit to hand: the copy is taken first, while the unit stands.
    const sentLast = current?.effects[current.effects.length - 1];
    if (isOrder && current && s === 'add a salvaged copy to your hand' && sentLast?.do === 'toHand' && sentLast.to.k === 'chosen' && current.effects.length === 1) {
      current.effects.splice(0, 1, { do: 'salvage', to: sentLast.to }, { ...sentLast, to: IT });
      continue;
    }
    // LUBLIN R-XIII (K-R70f): no implemented unit is Covert (K-R60c), so "Reveal target Covert unit" has nothing to reveal: no ability.
    if (!isOrder && s === 'deployment: reveal target covert unit') continue;
    // EVASIVE ACTION (K-R69q): "Trigger this card when …" opens the countermeasure's ability; the next sentence is its effect.
    if (type === 'countermeasure' && s === 'trigger this card when the enemy deploys a unit with a deployment effect') {
      abilities.push(current = { when: 'cm', cm: 'enemyDeployFx', cond: 'none', listen: null, effects: [] });
      continue;
    }
    // EXPLOIT THE GAP (K-R69o): the sentences after "draw 1 of 3 top units of your deck" say what the drawn card gets, and where the rest go.
    const lastDev = current?.effects[current.effects.length - 1];
    // SABOTAGE, HAPPY TIME (K-R70e): what happens to the enemy card chosen.
    if (isOrder && current && lastDev?.do === 'peekEnemy' && lastDev.then === 'none' && (s === 'discard it and add a copy to your hand' || s === 'copy it, then convert both into plan')) {
      current.effects[current.effects.length - 1] = { do: 'peekEnemy', then: s.startsWith('discard') ? 'steal' : 'plan' };
      continue;
    }
    // PILOT ESCAPE (K-R69y): "It costs 1 less to deploy and operate" after a Develop of the main nation: the card developed.
    if (isOrder && current && lastDev?.do === 'develop' && lastDev.main === true && lastDev.less === undefined && s === 'it costs 1 less to deploy and operate') {
      current.effects[current.effects.length - 1] = { ...lastDev, mod: HAND_MOD.opLess, less: 1 };
      continue;
    }
    if (isOrder && current && lastDev?.do === 'develop' && lastDev.deckUnits === true && (s === 'give it blitz and set cost to 0' || s === 'put rest on bottom')) {
      if (s !== 'put rest on bottom') current.effects[current.effects.length - 1] = { ...lastDev, mod: HAND_MOD.blitz, cost0: true };
      continue;
    }
    // Sentences that are whole abilities of their own (several listeners, once per turn).
    const multi = MULTI.map(([re, f], i) => fits(MULTI_AT[i], s) && s.match(re) && f(s.match(re)!)).find((x) => x && x.length > 0);
    if (multi && !isOrder) {
      abilities.push(...multi);
      continue;
    }
    // RESISTANCE (K-R67t): "Play for free when drawn": the rest of its text is its `drawn` ability, with no choices.
    if (isOrder && s === 'play for free when drawn' && current === null) {
      abilities.push(current = { when: 'drawn', cm: null, cond: 'none', listen: null, effects: [{ do: 'playDrawn' }] });
      autoPlay = true;
      continue;
    }
    // BUFFS (K-R67y): an order aimed at it (heard as it targets) or a deployment effect aimed at it (DEPLOY_FX).
    const tgtBuff = !isOrder ? s.match(/^gets \+(\d+)\+(\d+) when it is targeted by an order or deployment effect$/) : null;
    if (tgtBuff) {
      abilities.push(current = { when: 'onOrder', cm: null, cond: 'none', listen: { who: 'any', cls: 0, nation: '', me: true }, effects: [{ do: 'buff', atk: +tgtBuff[1], def: +tgtBuff[2], to: SELF }] });
      statics = { ...statics, buffTargeted: { atk: +tgtBuff[1], def: +tgtBuff[2] } };
      continue;
    }
    // PANZER III-J LATE (K-R68o): checked as it arrives (its deployment) and as the enemy HQ takes damage (Statics.foeHqVet, watched).
    const foeHq = !isOrder ? s.match(/^becomes veteran when the enemy hq has taken (\d+) or more damage$/) : null;
    if (foeHq && +foeHq[1] === 4) {
      abilities.push(ab('deploy', null, [{ do: 'promote', to: SELF }], 'foeHqDown4'));
      statics = { ...statics, foeHqVet: +foeHq[1] };
      continue;
    }
    // 190th GUARD RIFLES (K-R67x): Veteran once 4 enemy units are destroyed: checked as it arrives and at each enemy unit destroyed.
    if (!isOrder && s === 'becomes veteran when you have destroyed 4 enemy units') {
      const fx: Effect[] = [{ do: 'promote', to: SELF }];
      abilities.push(ab('deploy', null, fx, 'foesLost4'), current = { when: 'onDestroyed', cm: null, cond: 'foesLost4', listen: { who: 'enemy', cls: 0, nation: '' }, effects: [...fx] });
      continue;
    }
    // CYCLONE DIVISION (K-R69r): checked as it arrives and at each Sherman you deploy, as 190th GUARD RIFLES (K-R67x).
    if (!isOrder && s === 'becomes veteran when you have deployed 2 shermans') {
      const fx: Effect[] = [{ do: 'promote', to: SELF }];
      abilities.push(ab('deploy', null, fx, 'shermans2'), current = { when: 'onDeploy', cm: null, cond: 'shermans2', listen: { who: 'friendly', cls: 0, nation: '', named: 'sherman' }, effects: [...fx] });
      continue;
    }
    // SISSIOSASTO 5.D (K-R67w): three events, one ability each.
    const foeEv = !isOrder ? s.match(/^gets \+(\d+)\+(\d+) when an enemy unit is added, deployed or destroyed$/) : null;
    if (foeEv) {
      const fx: Effect[] = [{ do: 'buff', atk: +foeEv[1], def: +foeEv[2], to: SELF }];
      abilities.push(ab('onDeploy', { who: 'enemy', cls: 0, nation: '', adds: true }, fx), current = { when: 'onDestroyed', cm: null, cond: 'none', listen: { who: 'enemy', cls: 0, nation: '' }, effects: [...fx] });
      continue;
    }
    // MAGINOT LINE / VANGUARD (K-R67w): a buff or a keyword, and a given text of statics (K-R65t).
    const plusGive = isOrder ? s.match(/^(?:give (target ground unit) \+(\d+)\+(\d+)|(a friendly alpine unit) gets (blitz)) and:? \\?"(.+?)\.?\\?"$/) : null;
    if (plusGive) {
      const to = plusGive[1] ? parseTarget(plusGive[1]) : { k: 'chosen', sel: { ...sel('friendly', 0), kw: KW.alpine }, hq: false, units: true } as Target;
      const inner = compileCard('infantry', plusGive[6], []);
      const g = inner.ok ? givenOf(inner) : null;
      if (!to || !g || !g.grants || g.abilities.length > 0) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      const first: Effect = plusGive[1] ? { do: 'buff', atk: +plusGive[2], def: +plusGive[3], to } : { do: 'grant', kw: 'blitz', to };
      abilities.push(current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [first, { do: 'giveText', to: IT }] });
      statics = { ...statics, grants: g.grants };
      continue;
    }
    // FRONT AND HOMELAND (K-R71b): a deck effect (§3.4.6) — in its owner's deck as that player's fourth turn draws, it is drawn too.
    if (isOrder && s === 'draw from your deck on turn 4') {
      abilities.push({ when: 'inDeckTurn4', cm: null, cond: 'none', listen: null, effects: [{ do: 'drawNamed', card: 'thiscard' }] });
      current = null;
      continue;
    }
    // M4A1 (K-R67p): an ability of the card in its owner's deck.
    if (!isOrder && s === 'draw this unit from deck if enemy makes you discard') {
      abilities.push(current = { when: 'inDeckDiscard', cm: null, cond: 'none', listen: null, effects: [{ do: 'drawNamed', card: 'thiscard' }] });
      continue;
    }
    // 5th REGIMENT (K-R67p): one event, on the battlefield and in hand.
    const slotBoth = !isOrder ? s.match(/^when you lose a kredit slot, this unit gets \+(\d+)\+(\d+) if on the battlefield or -(\d+) cost if in hand$/) : null;
    if (slotBoth) {
      abilities.push(current = { when: 'onSlotLost', cm: null, cond: 'none', listen: { who: 'friendly', cls: 0, nation: '' }, effects: [{ do: 'buff', atk: +slotBoth[1], def: +slotBoth[2], to: SELF }] });
      statics = { ...statics, handLess: { n: +slotBoth[3], on: HAND_ON.slotLost } };
      continue;
    }
    // "Your Spitfires cost 2 less to deploy and get +1+1 when deployed", "Your Sherman units cost 1 less to deploy and have Blitz" (K-R65f).
    const fam = !isOrder ? s.match(/^your (sherman|spitfire|t-34)(?:s| units) cost (\d+) less to deploy and (?:have (blitz|guard|fury|ambush|smokescreen|shock)|get \+(\d+)\+(\d+) when deployed)$/) : null;
    if (fam) {
      const family = fam[1];
      statics = { ...statics, costMod: { side: 'friendly', orders: false, n: -fam[2], firstOrder: false, units: true, family } };
      if (fam[3]) statics = { ...statics, aura: { ...NO_AURA, kw: KEYWORDS[fam[3]], family } };
      else abilities.push(ab('onDeploy', { who: 'friendly', cls: 0, nation: '', named: family }, [{ do: 'buff', atk: +fam[4], def: +fam[5], to: IT }]));
      continue;
    }
    // "Your other units have +1 attack and are fully repaired at the end of your turn": an aura and a turn-end repair.
    const medics = !isOrder ? s.match(/^your other units have \+(\d+) attack and are fully repaired at the end of your turn$/) : null;
    if (medics) {
      statics = { ...statics, aura: { ...NO_AURA, atk: +medics[1], other: true } };
      abilities.push(ab('turnEnd', null, [{ do: 'repair', to: { k: 'all', sel: { ...sel('friendly', 0), other: true }, hq: false } }]));
      continue;
    }
    // "Give a friendly unit +1+1. If you have 5 or more unspent kredits, apply this to all friendly units."
    const toAll: Effect | null = s === 'if you have 5 or more unspent kredits, apply this to all friendly units' && current?.effects.length === 1 && current.effects[0].do === 'buff' ? current.effects[0] : null;
    if (toAll && current && toAll.do === 'buff') {
      current.cond = 'notKredits5';
      current = { when: current.when, cm: current.cm, cond: 'kredits5', listen: current.listen, effects: [{ ...toAll, to: { k: 'all', sel: sel('friendly', 0), hq: false } }] };
      abilities.push(current);
      continue;
    }
    const noneNamed = s.match(/^if you have none, add an? (.+?) to your hand$/);
    const lastAll = current?.effects[current.effects.length - 1];
    if (noneNamed && current && lastAll && 'to' in lastAll && lastAll.to.k === 'all' && lastAll.to.sel.family !== undefined) {
      current.effects.push({ do: 'spawn', card: noneNamed[1], n: 1, where: 'hand', if: 'none' });
      continue;
    }
    // "Give your LIGHT INFANTRY units +1+2. If you have none, add two to your hand."
    const none = s.match(/^if you have none, add (a|one|two|\d+) to your hand$/);
    const lastFx = current?.effects[current.effects.length - 1];
    if (none && current && lastFx && 'to' in lastFx && lastFx.to.k === 'all' && lastFx.to.sel.named !== '') {
      current.effects.push({ do: 'spawn', card: lastFx.to.sel.named, n: num(none[1]), where: 'hand', if: 'none' });
      continue;
    }
    // THE TIDE TURNS (K-R66t): "Deal damage to all units equal to Navy cards shuffled in" after its shuffle.
    const tide = current?.effects[current.effects.length - 1];
    if (s === 'deal damage to all units equal to navy cards shuffled in' && tide?.do === 'tideTurns') {
      current!.effects[current!.effects.length - 1] = { do: 'tideTurns', n: 1 };
      continue;
    }
    // FOG OF WAR (K-R66j): "Remove target unit from the battlefield. Put two copies on top of owner's deck.": the copies first.
    const fog = current?.effects[current.effects.length - 1];
    if (s === 'put two copies on top of owner\'s deck' && fog?.do === 'remove' && fog.to.k === 'chosen') {
      current!.effects[current!.effects.length - 1] = { do: 'toDeck', to: fog.to, copy: true };
      current!.effects.push({ do: 'toDeck', to: IT, copy: true }, { do: 'remove', to: IT });
      continue;
    }
    // 289th GATCHINA (K-R70t): "Draw a card. Your HQ gains defense equal to its cost." — the card drawn's printed cost.
    const drew = current?.effects[current.effects.length - 1];
    if (current && drew?.do === 'draw' && drew.n === 1 && drew.count === undefined && drew.if === undefined && drew.side === undefined && s === 'your hq gains defense equal to its cost') {
      current.effects[current.effects.length - 1] = { do: 'drawGainCost' };
      continue;
    }
    // 74. / 40. PANZERGRENADIER (K-R70r): after "Send a (friendly) unit to hand", "Gets +N+N if you do" / "Draw a card if it is friendly".
    const sent = current?.effects[current.effects.length - 1];
    if (sent?.do === 'toHand' && current && (s === 'draw a card if it is friendly' || /^gets \+\d+\+\d+ if you do$/.test(s))) {
      const g = s.match(/^gets \+(\d+)\+(\d+) if you do$/);
      if (g) current.effects.push({ do: 'buff', atk: +g[1], def: +g[2], to: SELF, if: 'sent' });
      else current.effects[current.effects.length - 1] = { ...sent, drawIfOwn: true };
      continue;
    }
    // NIGHT ATTACK (K-R66j): "Send it to hand end of turn" after it returned: a delayed ability (K-R66e).
    if (s === 'send it to hand end of turn' && isOrder && current?.effects.some((e) => e.do === 'flicker')) {
      current.effects.push({ do: 'later', at: 'end' });
      abilities.push(ab('later', null, [{ do: 'toHand', to: IT }]));
      continue;
    }
    // 7th SCOTTISH BORDERERS (K-R66r): damage for the Intel that found no hidden card, when its Intel is done.
    const excess = intel > 0 && current === null ? s.match(/^deal (\d+) damage to the enemy hq for each excess intel you get$/) : null;
    if (excess) {
      intelMore.push({ do: 'damage', n: 0, to: { k: 'hq', side: 'enemy' }, count: { per: +excess[1], of: 'intelExcess', cls: 0, other: false } });
      continue;
    }
    // CROSSFIRE (K-R66i): "Deal 1 damage to each enemy unit. Repeat this effect if any unit is destroyed."
    const cf = current?.effects[current.effects.length - 1];
    if (s === 'repeat this effect if any unit is destroyed' && cf?.do === 'damage' && cf.to.k === 'all' && cf.to.sel.side === 'enemy' && !cf.to.hq) {
      current!.effects[current!.effects.length - 1] = { do: 'crossfire', n: cf.n };
      continue;
    }
    // FRONT FORMATION (K-R66i): "Your HQ gets: 'At the start of your turn, X. Y.'": X and Y, each turn start of yours, for good.
    const hqStart: RegExpMatchArray | null = isOrder && when0(s) ? s.match(/^your hq gets: \\?"at the start of your turn, take (\d+) damage and (.+)$/) : null;
    if (hqStart) {
      const fx = sentenceEffects(hqStart[2]);
      if (!fx) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [{ do: 'later', at: 'every' }] };
      abilities.push(current);
      current = { when: 'later', cm: null, cond: 'none', listen: null, effects: [{ do: 'damage', n: +hqStart[1], to: { k: 'hq', side: 'friendly' } }, ...fx] };
      abilities.push(current);
      continue;
    }
    const hqEnd = current?.when === 'later' ? s.match(/^(destroy it) at the end of the turn\.?\\?"$/) : null;
    if (hqEnd && current) {
      current.effects.push({ do: 'doom', to: IT });
      current = null;
      continue;
    }
    // CAMPAIGN TRAIL (K-R66h): "… and are fully repaired at the end of the turn": a delayed repair of your units.
    const trail: RegExpMatchArray | null = isOrder && current === null ? s.match(/^your units operate for (\d+) less this turn and are fully repaired at the end of the turn$/) : null;
    if (trail) {
      const all: Target = { k: 'all', sel: sel('friendly', 0), hq: false };
      current = { when: 'play', cm: null, cond: 'none', listen: null, effects: [{ do: 'op', n: -trail[1], set: false, temp: true, to: all }, { do: 'later', at: 'end' }] };
      abilities.push(current, ab('later', null, [{ do: 'repair', to: all }]));
      continue;
    }
    // DEPTHS OF WINTER "Remove all units from the battlefield. Replace them with LIGHT INFANTRY units." (K-R66f): one verb.
    const rmAll = current?.effects[current.effects.length - 1];
    const repl = s.match(/^replace them with (light infantry) units$/);
    if (repl && rmAll?.do === 'remove' && rmAll.to.k === 'all' && rmAll.to.sel.side === 'any') {
      current!.effects[current!.effects.length - 1] = { do: 'replaceAll', card: repl[1] };
      continue;
    }
    // "Remove a unit from the battlefield. Return it at the start of your next turn." (K-R64r): the removal has an end.
    const rmFx = current?.effects[current.effects.length - 1];
    const back = s.match(/^return it at the start of your next turn$|^at the start of your next turn, return it to (?:its owner's )?hand$/);
    if (back && rmFx?.do === 'remove') {
      current!.effects[current!.effects.length - 1] = { do: 'banish', to: rmFx.to, until: back[0].startsWith('return') ? 'start' : 'hand' };
      continue;
    }
    // SECOND FRONT (K-R69b): "Return it at the end of the next enemy turn, then duplicate it" after a removal.
    if (s === 'return it at the end of the next enemy turn, then duplicate it' && rmFx?.do === 'remove' && isOrder) {
      current!.effects[current!.effects.length - 1] = { do: 'banish', to: rmFx.to, until: 'foeEndDup' };
      continue;
    }
    // "Take control of an enemy unit. At the end of turn, send it to owner's hand.": the control ends that way (§4.1.5).
    const ctlFx = current?.effects[current.effects.length - 1];
    if (/^at (?:the )?end of (?:the )?turn, (?:send|return) it to (?:its )?owner's hand$/.test(s) && ctlFx?.do === 'control' && ctlFx.until === 'ever') {
      current!.effects[current!.effects.length - 1] = { ...ctlFx, until: 'eotHand' };
      continue;
    }
    let when: When | null = null, cm: CmTrigger | null = null, cond: Cond = 'none', listen: Listen | null = null;
    if (!isOrder) {
      for (let i = 0; i < LISTENS.length; i++) {
        if (!fits(LISTENS_AT[i], s)) continue;
        const [re, w, f] = LISTENS[i];
        const m = s.match(re);
        if (m) { when = w; listen = f(m); s = m[m.length - 1]; break; }
      }
    }
    if (when !== null || /^at the end of your turn,? destroy (it|them)$/.test(s)) { /* a listener, or doom: a verb, not a moment */ }
    else for (let i = 0; i < WHENS.length; i++) {
      if (!fits(WHENS_AT[i], s)) continue;
      const [re, w, c] = WHENS[i];
      const m = s.match(re);
      if (m) { when = w; cm = c; s = m[1]; break; }
    }
    if (when === 'cm' && type !== 'countermeasure') return { ok: false, reason: `a countermeasure moment on a ${type}: "${raw}"`, kw, armor };
    for (let i = 0; i < CONDS.length; i++) {
      if (!fits(CONDS_AT[i], s)) continue;
      const [re, c] = CONDS[i];
      const m = s.match(re);
      if (m) { cond = c; s = m[1]; break; }
    }
    // 392nd RIFLES (K-R69h): a listener on your deploys, its damage counted toward "Becomes Veteran when it has dealt 4+ damage".
    if (!isOrder && when === null && cond === 'none' && !pincer && s === 'give units you deploy +2 attack and deal them 1 damage') {
      abilities.push(current = { when: 'onDeploy', cm: null, cond: 'none', listen: { who: 'friendly', cls: 0, nation: '' }, effects: [{ do: 'buff', atk: 2, def: 0, to: IT }, { do: 'damage', n: 1, to: IT }, { do: 'tallyDealt', n: 1 }] });
      continue;
    }
    const dealtVet = !isOrder && when === null && cond === 'none' && !pincer ? s.match(/^becomes veteran when it has dealt (\d+)\+ damage$/) : null;
    if (dealtVet && abilities.some((a) => a.effects.some((e) => e.do === 'tallyDealt'))) {
      statics = { ...statics, vetDealt: +dealtVet[1] };
      continue;
    }
    // 15th RECCE (K-R69g): after "Deployment: Target a unit" (remembered), a buff each time that unit deals combat damage (Statics.markDeals, watched).
    const marked = !isOrder && when === null && cond === 'none' && !pincer && current?.when === 'deploy' && current.effects.some((e) => e.do === 'remember')
      ? s.match(/^this unit gets \+(\d+)\+(\d+) and (guard) when the targeted unit deals damage$/) : null;
    if (marked) {
      statics = { ...statics, markDeals: { atk: +marked[1], def: +marked[2], kw: KW.guard } };
      continue;
    }
    // ENGAGE AT RANGE (K-R68z): what the card becomes when put from the hand into the deck (Statics.deckAs).
    const deckAs = isOrder && when === null && cond === 'none' && !pincer ? s.match(/^convert into (engage up close) if put from your hand to deck$/) : null;
    if (deckAs) {
      statics = { ...statics, deckAs: deckAs[1] };
      continue;
    }
    // T-28 (K-R68x): "Pincer: When this unit is destroyed, put it on top of owner's deck": its own card, the pincer read as it died.
    if (pincer && when === null && cond === 'none' && s === 'when this unit is destroyed, put it on top of owner\'s deck') {
      abilities.push(current = { when: 'destroyed', cm: null, cond: 'pincerDied', listen: null, effects: [{ do: 'cardToTop' }] });
      continue;
    }
    if (pincer) {
      if (cond !== 'none' || when === null) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      cond = 'pincer';
    }
    if (when === null && cond === 'none' && ((!isOrder && (current === null || PROMOTE_ONLY.test(s))) || COST_ONLY.test(s))) {
      const add = staticOf(s);
      if (add) {
        statics = { ...statics, ...add, vs: [...statics.vs, ...(add.vs ?? [])] };
        continue;
      }
    }
    // "Gets +2+2 if your enemy controls an air unit. Gets Fury if not.": the same moment, the condition negated.
    const ifNot = s.match(/^(.+) if not$/);
    if (ifNot && when === null && current && NEGATED[current.cond]) {
      const fx = sentenceEffects(ifNot[1]);
      if (!fx) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      current = { when: current.when, cm: current.cm, cond: NEGATED[current.cond]!, listen: current.listen, effects: fx };
      abilities.push(current);
      continue;
    }
    // "If you have an air unit…, deal 3 damage" after "Deal 1 damage to a unit": the same target, 3 instead of 1.
    // "Draw 8 if this card spent 4+ turns in your deck" after "Draw 4 cards" (§3.4.6): 8 instead of 4, likewise.
    if (cond === 'aged4' && when === null && current && current.effects.length === 1 && /^(deal|draw) (\d+)(?: damage| cards?)?$/.test(s)) {
      const prev: Building = current;
      const first = prev.effects[0];
      const n = Number(s.match(/\d+/)?.[0]);
      const more: Effect | null = s.startsWith('deal') && first.do === 'damage' ? { do: 'damage', n, to: first.to } : s.startsWith('draw') && first.do === 'draw' && !first.count ? { do: 'draw', n } : null;
      if (!more) return { ok: false, reason: `an amount "instead": "${raw}"`, kw, armor };
      prev.cond = 'notAged4';
      current = { when: prev.when, cm: prev.cm, cond, listen: prev.listen, effects: [more] };
      abilities.push(current);
      continue;
    }
    // "Give them +2+2 instead if there is a Navy card on top of your deck" after "Give your units +1+1" (other sets).
    const buffInstead = s.match(/^give them \+(\d+)\+(\d+)$/);
    if (cond === 'navyTop' && when === null && buffInstead && current && current.effects.length === 1 && current.effects[0].do === 'buff') {
      const prev: Building = current;
      const first = prev.effects[0] as Extract<Effect, { do: 'buff' }>;
      prev.cond = 'noNavyTop';
      current = { when: prev.when, cm: prev.cm, cond, listen: prev.listen, effects: [{ do: 'buff', atk: +buffInstead[1], def: +buffInstead[2], to: first.to }] };
      abilities.push(current);
      continue;
    }
    // "Repeat if there is a Navy card on top of your deck": the ability's effects once more, under that condition.
    if (s === 'repeat if there is a navy card on top of your deck' && current && when === null) {
      current = { when: current.when, cm: current.cm, cond: 'navyTop', listen: current.listen, effects: current.effects.slice() };
      abilities.push(current);
      continue;
    }
    if (cond === 'navyTop' && !/^deal (\d+)(?: damage)?$/.test(s) && s !== 'draw a card' && !/^gets \+\d+\+\d+ and blitz$/.test(s)) return { ok: false, reason: `an "instead" other than damage: "${raw}"`, kw, armor };
    // "Deal 3 instead if there is a Navy card on top of your deck": likewise.
    if (when === null && (cond === 'haveAir' || cond === 'navyTop' || cond === 'moreUnits' || cond === 'hqAhead' || cond === 'bomber5' || cond === 'order2') && current && /^deal (\d+)(?: damage)?$/.test(s)) {
      const prev: Building = current;
      const first = prev.effects[0];
      if (prev.effects.length !== 1 || first.do !== 'damage') return { ok: false, reason: `an amount "instead": "${raw}"`, kw, armor };
      const more: Effect = { do: 'damage', n: Number(s.match(/\d+/)?.[0]), to: first.to };
      prev.cond = cond === 'haveAir' ? 'noAir' : cond === 'moreUnits' ? 'notMoreUnits' : cond === 'hqAhead' ? 'notHqAhead' : cond === 'bomber5' ? 'noBomber5' : cond === 'order2' ? 'notOrder2' : 'noNavyTop';
      current = { when: prev.when, cm: prev.cm, cond, listen: prev.listen, effects: [more] };
      abilities.push(current);
      continue;
    }
    // "If it …, X instead": X on the same target if it holds, what came before only if it does not.
    if (when === null && current && current.effects.length > 0) {
      let done = false;
      for (const [re, yes, no] of INSTEAD) {
        const m = s.match(re);
        if (!m) continue;
        const alt = sentenceEffects(m[1].replace(/^deal (\d+) damage$/, 'deal $1 damage to it'));
        const first = current.effects[0];
        if (!alt || !('to' in first)) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
        const onIt = alt.map((e) => ('to' in e && e.to.k === 'it' ? { ...e, to: first.to, if: yes } : { ...e, if: yes }) as Effect);
        current.effects = [...onIt, ...current.effects.map((e) => ({ ...e, if: no }) as Effect)];
        // "If it is pinned, remove the pin and …": the pin goes last, so the other conditions still see it pinned.
        if (yes === 'pinned') current.effects = [...current.effects.filter((e) => e.do !== 'unpin'), ...current.effects.filter((e) => e.do === 'unpin')];
        done = true;
        break;
      }
      if (done) continue;
      const d = s.match(IF_DEAD);
      if (d) {
        const then = sentenceEffects(d[1]);
        if (!then) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
        current.effects.push(...then.map((e) => ({ ...e, if: 'dead' }) as Effect));
        continue;
      }
    }
    // "Choose and discard an air unit to destroy …": a decision on the queue, then the rest knowing the card.
    const pick = s.match(/^(?:(.+), then )?choose and discard an? (unit|infantry|tank|artillery|fighter|bomber|air unit|card|order|countermeasure|spitfire)(?: from hand)?(?: to (.+))?$/);
    if (pick && (isOrder ? when === null : when === 'deploy') && cond === 'none') {
      const before = pick[1] ? sentenceEffects(pick[1]) : [];
      const rest = pick[3] ? sentenceEffects(pick[3]) : [];
      if (!before || !rest) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      const w = pick[2], mask = w === 'unit' ? 31 : w === 'card' ? 127 : w === 'order' ? 32 : w === 'countermeasure' ? 64 : w === 'spitfire' ? 128 : CLS_WORDS[w.replace(/ unit$/, '')];
      current = { when: when ?? 'play', cm: null, cond: 'none', listen: null, effects: [...before, { do: 'pick', cls: mask }] };
      abilities.push(current);
      current = { when: 'picked', cm: null, cond: 'none', listen: null, effects: rest };
      abilities.push(current);
      continue;
    }
    // "Choose a card in hand [and X]": a HOLD decision on the queue; X and the sentences after it act on that card.
    const hold = s.match(/^(?:then )?choose an? (.+?) in (?:your )?hand( with (?:a )?cost (?:of )?\d+ or (?:more|less))?(?: and (.+))?$/);
    if (hold && cond === 'none' && (when === null ? current !== null || isOrder : when === 'deploy')) {
      const f = holdFilter(hold[1] + (hold[2] ?? ''));
      const rest = hold[3] ? heldSentence(hold[3]) : [];
      if (!f || !rest) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      // After "Draw 2 cards." the choice continues that ability; otherwise it opens one of its own.
      if (when === null && current !== null && current.cond === 'none' && (current.when === 'play' || current.when === 'deploy')) current.effects.push(f);
      else abilities.push({ when: when ?? 'play', cm: null, cond: 'none', listen: null, effects: [f] });
      current = { when: 'held', cm: null, cond: 'none', listen: null, effects: rest };
      abilities.push(current);
      continue;
    }
    // SURVEIL (K-R69a): "Choose a card in hand. Convert it into target unit.": the order names the unit, the HOLD is asked at it.
    if (isOrder && current?.when === 'held' && current.effects.length === 0 && when === null && cond === 'none' && s === 'convert it into target unit') {
      const play = abilities.find((a) => a.when === 'play' && a.effects.some((e) => e.do === 'hold'));
      const to = parseTarget('target unit');
      if (!play || !to || play.effects.length !== 1) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      const hold = play.effects[0] as Extract<Effect, { do: 'hold' }>;
      (play.effects as Effect[]).splice(0, 1, { do: 'aim', to }, { ...hold, at: true });
      current.effects.push({ do: 'heldInto' });
      continue;
    }
    // MAYHEM (K-R69c): "Choose a unit in hand. Swap it with a friendly unit on the battlefield.": likewise, the unit named as it is given.
    if (isOrder && current?.when === 'held' && current.effects.length === 0 && when === null && cond === 'none' && s === 'swap it with a friendly unit on the battlefield') {
      const play = abilities.find((a) => a.when === 'play' && a.effects.some((e) => e.do === 'hold'));
      const to = parseTarget('a friendly unit');
      if (!play || !to || play.effects.length !== 1) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      const hold = play.effects[0] as Extract<Effect, { do: 'hold' }>;
      (play.effects as Effect[]).splice(0, 1, { do: 'aim', to }, { ...hold, at: true });
      current.effects.push({ do: 'heldSwap' });
      continue;
    }
    // KING'S AFRICAN RIFLES (K-R70n): "Give it +1+1 and Bond. +3+3 instead if it already has Bond."
    const kar = current?.when === 'held' && when === null && cond === 'none' ? s.match(/^give it \+(\d+)\+\1 and bond$|^\+(\d+)\+\2 instead if it already has bond$/) : null;
    if (kar && current) {
      const last = current.effects[current.effects.length - 1];
      if (kar[1] !== undefined) current.effects.push({ do: 'heldBond', n: +kar[1], bond: +kar[1] });
      else if (last?.do === 'heldBond') current.effects[current.effects.length - 1] = { ...last, bond: +kar[2] };
      else return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      continue;
    }
    // EAGLE DAY (K-R71l): the unit put into play goes back to its owner's hand as the turn ends (K-R66e's delayed ability).
    if (isOrder && current?.when === 'held' && when === null && cond === 'none' && s === 'return it to your hand at the end of the turn' && current.effects.some((e) => e.do === 'heldTo' && e.blitz === true)) {
      current.effects.push({ do: 'later', at: 'end' });
      abilities.push(ab('later', null, [{ do: 'toHand', to: IT }]));
      continue;
    }
    if (current?.when === 'held' && when === null && cond === 'none') {
      const fx = heldSentence(s);
      if (!fx) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      current.effects.push(...fx);
      continue;
    }
    // 120mm M1 GUN (K-R68v): a deployment choice of which doubling the unit keeps (Unit.mem).
    if (!isOrder && when === 'deploy' && cond === 'none' && s === 'choose one - deals double damage to air units or deals double damage to tanks') {
      current = { when: 'deploy', cm: null, cond: 'none', listen: null, effects: [{ do: 'choose', n: 2 }] };
      abilities.push(current, ab('choice0', null, [{ do: 'vsPick', n: 0 }]), ab('choice1', null, [{ do: 'vsPick', n: 1 }]));
      statics = { ...statics, vs: [...statics.vs, { mask: 8 | 16, kw: 0, add: 0, mul: 2, when: 'pick0' }, { mask: 2, kw: 0, add: 0, mul: 2, when: 'pick1' }] };
      continue;
    }
    // "Choose one - A or B": the first split at an "or" where both halves compile; a decision on the queue.
    const one = s.match(/^choose one - (.+)$/);
    if (one && cond === 'none' && (isOrder ? when === null : when === 'deploy')) {
      const opts = chooseOne(one[1]);
      if (!opts) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      current = { when: when ?? 'play', cm: null, cond: 'none', listen: null, effects: [{ do: 'choose', n: 2 }] };
      abilities.push(current, ab('choice0', null, opts[0]), ab('choice1', null, opts[1]));
      continue;
    }
    // K-R67q: sentences that change the verb before them (HMS BELFAST, HARASS) or give the unit a rule (JUGGERNAUT).
    const prevFx = current?.effects[current.effects.length - 1];
    // SHOCK TACTICS (K-R68n): "Apply both if you control a unit with 4 or more attack": each option gets the other's keyword then.
    if (when === null && s === 'apply both if you control a unit with 4 or more attack' && prevFx?.do === 'choose') {
      const c0 = abilities.find((a) => a.when === 'choice0'), c1 = abilities.find((a) => a.when === 'choice1');
      if (!c1) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      const g0 = c0?.effects[0], g1 = c1.effects[0];
      if (!c0 || c0.effects.length !== 1 || c1.effects.length !== 1 || g0?.do !== 'grant' || g1?.do !== 'grant') return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
      (c0.effects as Effect[]).push({ do: 'grant', kw: g1.kw, to: IT, if: 'haveAtk4' });
      (c1.effects as Effect[]).push({ do: 'grant', kw: g0.kw, to: IT, if: 'haveAtk4' });
      continue;
    }
    // K-R71j: SEMPER FI — the 22nd MARINES made are NavalWarfare cards, Navy already (K-R27n): the sentence adds nothing.
    if (when === null && s === 'give them the navy type' && prevFx?.do === 'convertDeck' && prevFx.card === '22nd marines') continue;
    if (when === null && s === 'shuffle the deck if there is a navy card on top of your deck' && prevFx?.do === 'toDeck' && !prevFx.copy) {
      current!.effects[current!.effects.length - 1] = { do: 'toDeckNavy', to: prevFx.to };
      continue;
    }
    if (when === null && s === 'convert it into a random unit of same cost if you have an air unit' && prevFx?.do === 'toHand') {
      current!.effects[current!.effects.length - 1] = { do: 'toHandLike', to: prevFx.to };
      continue;
    }
    if (isOrder && when === null && s === 'it must attack each turn or it is destroyed' && prevFx?.do === 'buff' && prevFx.to.k === 'chosen') {
      current!.effects.push({ do: 'giveText', to: IT });
      abilities.push({ when: 'turnEnd', cm: null, cond: 'selfIdle', listen: null, effects: [{ do: 'destroy', to: SELF }], given: true });
      continue;
    }
    if (!isOrder && s === 'remove from the battlefield after it attacks until the start of your next turn') {
      abilities.push(current = { when: 'afterAttack', cm: null, cond: 'none', listen: null, effects: [{ do: 'banish', to: SELF, until: 'start' }] });
      continue;
    }
    // CREEPING BARRAGE (K-R68r): "When the Pin is removed, Retreat it" after a pin: a delayed ability at the pin's end.
    if (isOrder && when === null && s === 'when the pin is removed, retreat it' && prevFx?.do === 'pin' && prevFx.to.k === 'chosen' && !abilities.some((a) => a.when === 'later')) {
      current!.effects.push({ do: 'later', at: 'unpin' });
      abilities.push(ab('later', null, [{ do: 'retreat', to: IT }]));
      continue;
    }
    // STUBBORN DEFENSE (K-R69z): "Draw a card if your unit survives" after a countermeasure on a friendly unit attacked.
    if (current?.when === 'cm' && current.cm === 'friendlyAttacked' && when === null && s === 'draw a card if your unit survives' && !abilities.some((a) => a.when === 'later')) {
      current.effects.push({ do: 'later', at: 'survives' });
      abilities.push(ab('later', null, [{ do: 'draw', n: 1 }]));
      continue;
    }
    // GLIDE BOMBING, OUT OF THE MIST (K-R68t): "X if it is destroyed this turn": a watch on "it" until the turn ends.
    const dies = isOrder && when === null && cond === 'none' && current?.when === 'play' && !abilities.some((a) => a.when === 'later')
      ? s.match(/^if it is destroyed this turn, (salvage it)$|^(draw a card) if it is destroyed this turn$/) : null;
    if (dies) {
      current!.effects.push({ do: 'later', at: 'dies' });
      abilities.push(ab('later', null, dies[1] ? [{ do: 'salvageDead' }] : [{ do: 'draw', n: 1 }]));
      continue;
    }
    // ROMANIAN BRIDGEHEAD / EXILED FORCES (K-R67v): "Destroy it in 2 / 3 turns": a delayed ability (K-R66e).
    const inTurns = isOrder && when === null && current?.when === 'play' && !abilities.some((a) => a.when === 'later') ? s.match(/^destroy it in (2|3) turns$/) : null;
    if (inTurns) {
      current!.effects.push({ do: 'later', at: inTurns[1] === '2' ? 'nextEnd' : 'thirdEnd' });
      abilities.push(ab('later', null, [{ do: 'destroy', to: IT }]));
      continue;
    }
    // K-R67w: PUNISH's "if it was known", ME BF 109 G's "Discard it end of turn", PACT OF STEEL's rounds.
    if (when === null && s === 'draw a card if it was known' && prevFx?.do === 'discard' && prevFx.side === 'enemy' && prevFx.cls === undefined) {
      current!.effects[current!.effects.length - 1] = { do: 'punish' };
      continue;
    }
    if (when === null && s === 'discard it end of turn' && prevFx?.do === 'stealTop') continue;
    if (when === null && prevFx?.do === 'pactOfSteel' && (s === 'discard the lower cost card' || /^repeat (\d+) more times$/.test(s))) {
      const more = s.match(/^repeat (\d+) more times$/);
      if (more) current!.effects[current!.effects.length - 1] = { do: 'pactOfSteel', n: 1 + +more[1] };
      continue;
    }
    // ORP BŁYSKAWICA (K-R67v): the order copied, its cost.
    if (when === null && s === 'gain hq defense equal to its cost' && prevFx?.do === 'copyEnemyOrder') {
      current!.effects[current!.effects.length - 1] = { do: 'copyEnemyOrderHq' };
      continue;
    }
    // ARMING THE RESISTANCE (K-R67t): the damage before counts its excess.
    const excessTo = s.match(/^add a (resistance) card to the enemy deck for each excess damage$/);
    if (excessTo && when === null && prevFx?.do === 'damage' && !prevFx.count) {
      current!.effects[current!.effects.length - 1] = { ...prevFx, excessN: true };
      current!.effects.push({ do: 'shuffleInEnemy', card: excessTo[1], n: 0, count: { per: 1, of: 'lastN', cls: 0, other: false } });
      continue;
    }
    // PONTOON BRIDGE (K-R67j): "If it had 4 or more attack, set its operation cost to 0 as well": read before the buff before it.
    const lastBuff = current?.effects[current.effects.length - 1];
    if (s === 'if it had 4 or more attack, set its operation cost to 0 as well' && when === null && lastBuff?.do === 'buff' && lastBuff.to.k === 'chosen') {
      current!.effects.splice(current!.effects.length - 1, 0, { do: 'op', n: 0, set: true, temp: false, to: lastBuff.to, if: 'atk4' });
      continue;
    }
    // "Add a copy of this unit to your support line. It becomes Veteran.": the copy is its Veteran card (§3.5).
    const lastSpawn = current?.effects[current.effects.length - 1];
    if (s === 'it becomes veteran' && lastSpawn?.do === 'spawn' && lastSpawn.card === 'thiscard') {
      current!.effects[current!.effects.length - 1] = { ...lastSpawn, card: VET_COPY };
      continue;
    }
    const effects = sentenceEffects(s);
    // An order's "At the end of turn, X" / "X at the end of turn" / "At the start of your next turn, X" (K-R66e): X later,
    // on what the phrase before resolved to. Only sentences nothing else reads (tried after everything else).
    const lat = !effects && isOrder && when === null && cond === 'none' && current !== null && current.when === 'play' && !abilities.some((a) => a.when === 'later')
      ? s.match(/^at the end of turn, (.+?)(?: if possible)?$|^(.+) at the end of turn$|^at the start of your next turn,? (.+)$|^(.+) at the end of your next turn$/) : null;
    const latFx = lat ? sentenceEffects(lat[1] ?? lat[2] ?? lat[3] ?? lat[4]) : null;
    if (lat && latFx && current) {
      current.effects.push({ do: 'later', at: lat[3] ? 'start' : lat[4] ? 'nextEnd' : 'end' });
      abilities.push(ab('later', null, latFx));
      continue;
    }
    if (!effects) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
    // A unit's "adjacent units" opening its ability (nothing named before): the units next to this unit.
    const first = effects[0];
    if (!isOrder && when !== null && 'to' in first && first.to.k === 'adjacent') effects[0] = { ...first, to: ADJ_SELF } as Effect;
    if (when === null && type === 'countermeasure' && current === null) return { ok: false, reason: `countermeasure without a trigger: "${raw}"`, kw, armor };
    if (when === null) {
      // A sentence without a moment of its own continues the ability before it ("… Destroy it at end of turn");
      // a conditional one is an ability of its own at the same moment, and so is what follows a conditional one.
      if (current && cond === 'none' && current.cond === 'none') { current.effects.push(...effects); continue; }
      if (current) when = current.when, cm = current.cm, listen = current.listen;
      else if (isOrder) when = 'play';
      else return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
    }
    current = { when, cm, cond, listen, effects: [...effects] };
    abilities.push(current);
    // "Show when drawn: X." ends with its sentence: what follows is the card's own text (K-R64w).
    if (when === 'drawn') current = null;
  }
  // RESISTANCE (K-R67t): played when drawn, nobody chooses: "a friendly unit" is a random one.
  if (autoPlay) for (const a of abilities) (a.effects as Effect[]).forEach((e, i, fx) => {
    if ('to' in e && e.to.k === 'chosen') fx[i] = { ...e, to: { k: 'random', sel: e.to.sel, hq: e.to.hq } } as Effect;
  });
  // "Pin that unit again": the deployment's chosen target is remembered by the unit.
  if (abilities.some((a) => a.effects.some((e) => 'to' in e && e.to.k === 'mem'))) {
    const dep = abilities.find((a) => a.when === 'deploy' && a.effects.some((e) => 'to' in e && e.to.k === 'chosen'));
    if (!dep) return { ok: false, reason: 'a remembered unit without a chosen one', kw, armor };
    (dep.effects as Effect[]).push({ do: 'remember', to: IT });
  }
  // 情报 on an order works when it is given, on a unit when it is deployed.
  // "Deal 1 damage to the enemy HQ for each excess Intel you get" (K-R66r): after the Intel, in its ability.
  if (intel > 0) abilities.push({ when: isOrder ? 'play' : 'deploy', cm: null, cond: 'none', listen: null, effects: [{ do: 'intel', n: intel }, ...intelMore] });
  // One chosen target per ability: it is the one the play action names.
  for (const a of abilities) {
    // The same phrase twice ("X; if it is pinned, Y instead") is one choice.
    const chosen = a.effects.filter((e) => 'to' in e && e.to.k === 'chosen');
    if (chosen.some((e) => 'to' in e && 'to' in chosen[0] && e.to !== chosen[0].to)) return { ok: false, reason: 'two chosen targets in one ability', kw, armor };
    if (a.when !== 'deploy' && a.when !== 'play' && a.when !== 'picked' && a.when !== 'held' && a.when !== 'choice0' && a.when !== 'choice1' && chosen.length > 0) return { ok: false, reason: `a chosen target on ${a.when}`, kw, armor };
    if (a.cm === null && a.effects.some((e) => e.do === 'counter')) return { ok: false, reason: 'counter outside a countermeasure', kw, armor };
  }
  if (type === 'countermeasure' && abilities.length === 0) return { ok: false, reason: 'countermeasure without a trigger', kw, armor };
  // "Add a copy" / "add to support line instead": the card itself, by its name (resolved like any spawn).
  const ownSel = (e: Effect): Effect => ('to' in e && (e.to.k === 'all' || e.to.k === 'random' || e.to.k === 'chosen') && e.to.sel.named === 'thiscard' ? { ...e, to: { ...e.to, sel: { ...e.to.sel, named: own.toLowerCase() } } } as Effect : e);
  const named = abilities.map((a) => ({ ...a, effects: a.effects.map((e) => ((e.do === 'spawn' || e.do === 'drawNamed' || e.do === 'convertDeck') && e.card === 'thiscard' ? { ...e, card: own } : e.do === 'spawn' && e.card === VET_COPY ? { ...e, card: `${own}${VETERAN_SUFFIX}` } : ownSel(e))) }));
  return { ok: true, abilities: named, statics, kw, armor };
}
