// Card text → effect data. A closed list of sentence patterns (the Base set's phrasings) and one target
// phrase parser; a sentence nothing matches makes the card `unsupported` with that sentence as the reason,
// so a card is never half-implemented. Runs once per card at load.
export type { CardScript } from './lang.js';
import { KW, NO_STATICS, type Listen, type Ability, type CardScript, type Cond, type Effect, type Kw, type Sel, type Statics, type Target, type When, type CmTrigger } from './lang.js';

const CLS_WORDS: Record<string, number> = {
  infantry: 1, tank: 2, tanks: 2, artillery: 4, fighter: 8, fighters: 8, bomber: 16, bombers: 16, air: 24, ground: 7,
};
const NATION_WORDS: Record<string, string> = { british: 'Britain', german: 'Germany', soviet: 'Soviet', japanese: 'Japan', us: 'USA' };
const NUMS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };
const num = (w: string): number => NUMS[w] ?? Number(w);

/** A target phrase ("an enemy tank", "all enemies", "target unit in the frontline") or null. */
export function parseTarget(phrase: string): Target | null {
  let p = ` ${phrase.toLowerCase().trim()} `;
  if (/^ (the enemy hq|enemy hq) $/.test(p)) return { k: 'hq', side: 'enemy' };
  if (/^ (your hq|your own hq) $/.test(p)) return { k: 'hq', side: 'friendly' };
  if (/^ (it|them) $/.test(p)) return { k: 'it' };
  p = p.replace(/ on the battlefield /, ' ');
  if (/^ your support line units $/.test(p)) return { k: 'all', sel: { ...sel('friendly', 0), line: 'support' }, hq: false };
  if (/^ this unit $/.test(p)) return { k: 'self' };
  if (/^ target hq $/.test(p)) return { k: 'chosen', sel: sel('any', 0), hq: true, units: false };
  if (/^ (all|each) $/.test(p)) return { k: 'all', sel: sel('any', 0), hq: true };
  let maxCost = 99, maxAtk = 99, line: Sel['line'] = 'any';
  p = p.replace(/ (?:that|which) costs? (\d+)(?: kredits?)? or less /, (_m, n: string) => ((maxCost = +n), ' '));
  p = p.replace(/ (?:with attack (\d+) or less|that has (\d+) or less attack|with (\d+) or less attack) /, (_m, a?: string, b?: string, c?: string) => ((maxAtk = +(a ?? b ?? c ?? 99)), ' '));
  p = p.replace(/ (?:that is )?in the frontline /, () => ((line = 'front'), ' '));
  let lineSide: Sel['side'] | null = null;
  p = p.replace(/ in (the enemy|a|your) support line /, (_m, w: string) => ((line = 'support'), (lineSide = w === 'the enemy' ? 'enemy' : w === 'your' ? 'friendly' : null), ' '));
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
    else if (w in NATION_WORDS) nation = NATION_WORDS[w];
    else return null;
  }
  // "an enemy" (a noun): a unit or the HQ; "target" alone: anything.
  if (!units && !hq) { units = true; hq = cls === 0 && !damaged && nation === '' && !other; }
  if (cls === 7 && hq === false && /ground target/.test(phrase)) hq = true;
  if (plural && k === 'chosen') k = 'all';
  // "in the enemy support line" says whose units (and HQ) they are.
  if (lineSide !== null) side = lineSide;
  const s: Sel = { side, cls, line, other, maxCost, maxAtk, damaged, nation };
  if (k === 'chosen') return { k, sel: s, hq, units };
  return { k, sel: s, hq };
}

function sel(side: Sel['side'], cls: number): Sel {
  return { side, cls, line: 'any', other: false, maxCost: 99, maxAtk: 99, damaged: false, nation: '' };
}

type Parse = (m: RegExpMatchArray) => Effect[] | null;
const t = (p: string): Target | null => parseTarget(p);
function withT(p: string, f: (to: Target) => Effect[]): Effect[] | null {
  const to = t(p);
  return to ? f(to) : null;
}

/** Sentence patterns → effects (lower-case, no final period). */
const VERBS: readonly [RegExp, Parse][] = [
  [/^(?:give your hq|your hq gains) \+(\d+) defense$/, (m) => [{ do: 'hq', n: +m[1], side: 'friendly' }]],
  [/^deal (\d+) damage to (.+?) and pin it$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to }, { do: 'pin', to: { k: 'it' } }])],
  [/^deal (\d+) damage to (.+?) and your hq$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to }, { do: 'damage', n: +m[1], to: { k: 'hq', side: 'friendly' } }])],
  [/^deal (\d+) damage to (.+)$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to }])],
  [/^(?:destroy|it is destroyed) (.+)$/, (m) => withT(m[1], (to) => [{ do: 'destroy', to }])],
  [/^pin (.+?) and draw a card$/, (m) => withT(m[1], (to) => [{ do: 'pin', to }, { do: 'draw', n: 1 }])],
  [/^pin (.+)$/, (m) => withT(m[1], (to) => [{ do: 'pin', to }])],
  [/^(?:give )?(.+?) (?:gets? |gains? )?\+(\d+)\+(\d+)(?: and (blitz|guard|fury|ambush|smokescreen))?$/, (m) =>
    withT(m[1].replace(/^give /, ''), (to) => [{ do: 'buff', atk: +m[2], def: +m[3], to }, ...(m[4] ? [{ do: 'grant', kw: m[4] as Kw, to }] as Effect[] : [])])],
  [/^give (.+?) \+(\d+) (attack|defense)$/, (m) => withT(m[1], (to) => [{ do: 'buff', atk: m[3] === 'attack' ? +m[2] : 0, def: m[3] === 'defense' ? +m[2] : 0, to }])],
  [/^it deals (\d+) damage to (.+)$/, (m) => withT(m[2], (to) => [{ do: 'damage', n: +m[1], to }])],
  [/^(?:it )?(?:gains?|gets?) \+(\d+)\+(\d+)$/, (m) => [{ do: 'buff', atk: +m[1], def: +m[2], to: { k: 'self' } }]],
  [/^draw (a|one|two|three|four|\d+) cards?$/, (m) => [{ do: 'draw', n: num(m[1]) }]],
  [/^gain (\d+|an?) (?:extra )?kredit slots?$/, (m) => [{ do: 'slots', n: num(m[1]), side: 'friendly' }]],
  [/^the enemy loses a kredit slot$/, () => [{ do: 'slots', n: -1, side: 'enemy' }]],
  [/^gain (\d+) (?:additional|extra) kredits(?: this turn)?$/, (m) => [{ do: 'kredits', n: +m[1] }]],
  [/^(.+?) (?:must retreat|retreats)$/, (m) => withT(m[1], (to) => [{ do: 'retreat', to }])],
  [/^retreat (.+)$/, (m) => withT(m[1], (to) => [{ do: 'retreat', to }])],
  [/^(?:send|return) (.+?) to (?:your )?hand$/, (m) => withT(m[1], (to) => [{ do: 'toHand', to }])],
  [/^fully repair (.+)$/, (m) => withT(m[1], (to) => [{ do: 'repair', to }])],
  [/^(?:your enemy|the enemy|enemy) discards a (?:random )?card(?: at random)?$/, () => [{ do: 'discard', side: 'enemy' }]],
  [/^discard a random card from your hand$/, () => [{ do: 'discard', side: 'friendly' }]],
  [/^add a random (british|german|soviet|japanese|us) (unit|infantry|tank|fighter|bomber|artillery)(?: that costs (\d+) or less)? to your (hand|support line)$/, (m) => [{
    do: 'spawnRandom', nation: NATION_WORDS[m[1]], cls: m[2] === 'unit' ? 31 : CLS_WORDS[m[2]], maxCost: m[3] ? +m[3] : 99, where: m[4] === 'hand' ? 'hand' : 'support',
  }]],
  [/^add (a|an|one|two|\d+) (.+?)(?: (?:fighter|bomber|unit|units))? (?:to|beside) (?:your|the) (support line|hand)$/, (m) =>
    [{ do: 'spawn', card: m[2].replace(/^\d+\/\d+ /, ''), n: num(m[1]), where: m[3] === 'hand' ? 'hand' : 'support' }]],
  [/^(?:give )?(.+?) (?:gets? |gains? |have |has )?\+ ?(\d+) attack (?:until end of turn|this turn)$/, (m) => withT(m[1], (to) => [{ do: 'tempAtk', n: +m[2], to }])],
  [/^deal (\d+) damage$/, (m) => [{ do: 'damage', n: +m[1], to: { k: 'chosen', sel: sel('any', 0), hq: true, units: true } }]],
  [/^(?:destroy (it|them) at (?:the )?end of (?:your )?turn|at the end of your turn,? destroy (it|them))$/, () => [{ do: 'doom', to: { k: 'it' } }]],
  [/^counter (?:the|an) enemy order$/, () => [{ do: 'counter' }]],
  [/^counter an enemy order and draw a card$/, () => [{ do: 'counter' }, { do: 'draw', n: 1 }]],
];

const CONDS: readonly [RegExp, Cond][] = [
  [/^if you control the frontline, (.+)$/, 'controlFront'],
  [/^if you have an air unit on the battlefield, (.+)$/, 'haveAir'],
  [/^if you have a bomber unit on the battlefield, (.+)$/, 'haveBomber'],
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
];

/** Units' triggered abilities on others' events (§3.4.3). */
const LISTENS: readonly [RegExp, When, (m: RegExpMatchArray) => Listen][] = [
  [/^when (?:your|the) enemy deploys an? (?:(infantry|tank|artillery|fighter|bomber) )?unit, (.+)$/, 'onDeploy', (m) => ({ who: 'enemy', cls: m[1] ? CLS_WORDS[m[1]] : 0, nation: '' })],
  [/^when you deploy an? (?:(infantry|tank|artillery|fighter|bomber) )?unit, (.+)$/, 'onDeploy', (m) => ({ who: 'friendly', cls: m[1] ? CLS_WORDS[m[1]] : 0, nation: '' })],
  [/^when another friendly unit is destroyed, (.+)$/, 'onDestroyed', () => ({ who: 'friendly', cls: 0, nation: '' })],
  [/^when you give an? (?:(british|german|soviet|japanese|us) )?order, (.+)$/, 'onOrder', (m) => ({ who: 'friendly', cls: 0, nation: m[1] ? NATION_WORDS[m[1]] : '' })],
];

const STATICS: readonly [RegExp, Partial<Statics>][] = [
  [/^deals double damage against tanks$/, { vsTankMul: 2 }],
  [/^deals triple damage to tanks$/, { vsTankMul: 3 }],
  [/^has \+(\d+) attack against tanks$/, { vsTankAdd: -1 }],
  [/^has \+(\d+) attack against infantry$/, { vsInfAdd: -1 }],
  [/^cannot attack the enemy hq$/, { noHq: true }],
  [/^cannot be targeted by enemy orders$/, { untargetable: true }],
  [/^cannot be pinned$/, { unpinnable: true }],
  [/^can't attack$/, { cantAttack: true }],
];

function sentenceEffects(s: string): Effect[] | null {
  for (const [re, f] of VERBS) {
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

const KEYWORDS: Record<string, number> = {
  guard: KW.guard, smokescreen: KW.smokescreen, fury: KW.fury, ambush: KW.ambush, blitz: KW.blitz, mobilize: KW.mobilize, alpine: KW.alpine,
};

/** Compile one card. Sentences after "Deployment:" without a prefix of their own continue that ability. */
export function compileCard(type: string, text: string, abilityIds: readonly string[]): CardScript {
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
  let statics: Statics = NO_STATICS;
  const isOrder = type === 'order' || type === 'countermeasure';
  let current: { when: When; cm: CmTrigger | null; cond: Cond; listen: Listen | null; effects: Effect[] } | null = null;
  const sentences = text === '' ? [] : text.replace(/\s+/g, ' ').split(/(?<=\.)\s+/).map((x) => x.replace(/\.$/, '').trim().toLowerCase()).filter((x) => x !== '');
  for (const raw of sentences) {
    let s = raw;
    let when: When | null = null, cm: CmTrigger | null = null, cond: Cond = 'none', listen: Listen | null = null;
    if (!isOrder) {
      for (const [re, w, f] of LISTENS) {
        const m = s.match(re);
        if (m) { when = w; listen = f(m); s = m[m.length - 1]; break; }
      }
    }
    if (when !== null || /^at the end of your turn,? destroy (it|them)$/.test(s)) { /* a listener, or doom: a verb, not a moment */ }
    else for (const [re, w, c] of WHENS) {
      const m = s.match(re);
      if (m) { when = w; cm = c; s = m[1]; break; }
    }
    if (when === 'cm' && type !== 'countermeasure') return { ok: false, reason: `a countermeasure moment on a ${type}: "${raw}"`, kw, armor };
    for (const [re, c] of CONDS) {
      const m = s.match(re);
      if (m) { cond = c; s = m[1]; break; }
    }
    if (when === null && !isOrder && current === null) {
      const st = STATICS.find(([re]) => re.test(s));
      if (st) {
        const m = s.match(st[0])!;
        const add = { ...st[1] };
        if (add.vsTankAdd === -1) add.vsTankAdd = +m[1];
        if (add.vsInfAdd === -1) add.vsInfAdd = +m[1];
        statics = { ...statics, ...add };
        continue;
      }
    }
    // "If …, deal 3 damage." after "Deal 1 damage to a unit." means 3 instead of 1: not expressible yet.
    if (cond !== 'none' && /^deal \d+ damage$/.test(s)) return { ok: false, reason: `an amount "instead": "${raw}"`, kw, armor };
    const effects = sentenceEffects(s);
    if (!effects) return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
    if (when === null && type === 'countermeasure' && current === null) return { ok: false, reason: `countermeasure without a trigger: "${raw}"`, kw, armor };
    if (when === null) {
      // A sentence without a moment of its own continues the ability before it ("… Destroy it at end of turn").
      if (current && cond === 'none') { current.effects.push(...effects); continue; }
      if (isOrder) when = 'play';
      else return { ok: false, reason: `cannot express: "${raw}"`, kw, armor };
    }
    current = { when, cm, cond, listen, effects: [...effects] };
    abilities.push(current);
  }
  // 情报 on an order works when it is given, on a unit when it is deployed.
  if (intel > 0) abilities.push({ when: isOrder ? 'play' : 'deploy', cm: null, cond: 'none', listen: null, effects: [{ do: 'intel', n: intel }] });
  // One chosen target per ability: it is the one the play action names.
  for (const a of abilities) {
    const chosen = a.effects.filter((e) => 'to' in e && e.to.k === 'chosen');
    if (chosen.length > 1) return { ok: false, reason: 'two chosen targets in one ability', kw, armor };
    if (a.when !== 'deploy' && a.when !== 'play' && chosen.length > 0) return { ok: false, reason: `a chosen target on ${a.when}`, kw, armor };
    if (a.cm === null && a.effects.some((e) => e.do === 'counter')) return { ok: false, reason: 'counter outside a countermeasure', kw, armor };
  }
  if (type === 'countermeasure' && abilities.length === 0) return { ok: false, reason: 'countermeasure without a trigger', kw, armor };
  return { ok: true, abilities, statics, kw, armor };
}
