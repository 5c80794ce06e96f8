// A card's rules text in Chinese and English, composed from its keywords and effect verbs, so the text
// a player reads can never disagree with what the card does.
import type { Label } from '../../engine/index.js';
import type { Card, Effect, Talent, When } from './data/schema.js';

const WHEN: Record<When, Label> = {
  pre: { zh: '打出前', en: 'Before play' },
  play: { zh: '打出', en: 'On play' },
  after: { zh: '打出后', en: 'After play' },
  combo: { zh: '连击', en: 'Combo' },
  comboPlay: { zh: '连击打出', en: 'Combo on play' },
  response: { zh: '响应', en: 'Response' },
  hurt: { zh: '展示中·受到伤害时', en: 'Shown, when you are damaged' },
  hit: { zh: '展示中·造成伤害时', en: 'Shown, when you deal damage' },
  shown: { zh: '展示中', en: 'Shown' },
  turnStart: { zh: '回合开始时', en: 'At turn start' },
  activate: { zh: '起动(耗竭此卡)', en: 'Activate (exhaust this card)' },
};
const DIR_ZH = ['前', '右前', '右后', '后', '左后', '左前'];
const DIR_EN = ['forward', 'front-right', 'back-right', 'back', 'back-left', 'front-left'];
const COUNTER: Record<string, Label> = {
  near: { zh: '距离 1 的攻击', en: 'attacks from distance 1' },
  far: { zh: '距离 3 以上的攻击', en: 'attacks from distance 3+' },
  mad: { zh: '失控者的攻击', en: 'attacks by a player 失控' },
  locked: { zh: '锁定的攻击', en: 'locked attacks' },
};

function verb(e: Effect): Label {
  switch (e.do) {
    case 'draw': return { zh: `抓 ${e.n} 张`, en: `draw ${e.n}` };
    case 'feed': return { zh: `下名玩家抓 ${e.n} 张`, en: `the next player draws ${e.n}` };
    case 'heal': return { zh: `回复 ${e.n}`, en: `recover ${e.n}` };
    case 'backlash': return { zh: `反噬 ${e.n}`, en: `backlash ${e.n}` };
    case 'move': return { zh: `向${DIR_ZH[e.dir]}移动 ${e.n} 格`, en: `move ${e.n} ${DIR_EN[e.dir]}` };
    case 'knockback': return { zh: `击退 ${e.n}`, en: `knockback ${e.n}` };
    case 'expose': return e.n === 0 ? { zh: '识破所有', en: 'expose all' } : { zh: `识破 ${e.n}`, en: `expose ${e.n}` };
    case 'reveal': return { zh: `展示卡组顶 ${e.n} 张`, en: `show the top ${e.n} of your deck` };
    case 'discard': return { zh: `弃牌 ${e.n}`, en: `discard ${e.n}` };
    case 'recycle': return { zh: '回收此卡', en: 'recycle this card' };
    case 'exhaust': return { zh: `耗竭目标卡组顶 ${e.n} 张`, en: `exhaust the target's top ${e.n}` };
    case 'strike': return { zh: `对攻击者造成 ${e.n} 点伤害`, en: `${e.n} damage to the attacker` };
    case 'power': return { zh: `直到回合结束伤害 +${e.n}`, en: `damage +${e.n} until end of turn` };
    case 'bonus': return { zh: `此卡伤害 +${e.n}`, en: `this card +${e.n} damage` };
    case 'sharpen': return { zh: `你的伤害 +${e.n}`, en: `your damage +${e.n}` };
    case 'guard': return { zh: `你受到的伤害 -${e.n}`, en: `damage to you -${e.n}` };
    case 'counter': return { zh: `反制: ${COUNTER[e.if].zh}无效`, en: `counter: ${COUNTER[e.if].en} are void` };
    case 'declare': return { zh: `特殊宣言胜利: 每名敌人生命 ≤ ${e.n} 时获胜`, en: `declare victory if every enemy has ${e.n} life or less` };
  }
}

function effects(list: readonly Effect[]): Label[] {
  return list.map((e) => {
    const v = verb(e);
    return { zh: `${WHEN[e.when].zh}: ${v.zh}`, en: `${WHEN[e.when].en}: ${v.en}` };
  });
}

function join(parts: Label[]): Label {
  return { zh: parts.map((p) => p.zh).join('。'), en: parts.map((p) => p.en).join('. ') };
}

export function cardText(c: Card): Label {
  const parts: Label[] = [];
  const kw = c.kw;
  if (kw.lock) parts.push({ zh: '锁定', en: 'Lock' });
  if (kw.fixed) parts.push({ zh: '固定伤害', en: 'Fixed damage' });
  if (kw.wild) parts.push({ zh: '无差别伤害', en: 'Indiscriminate' });
  if (kw.permanent) parts.push({ zh: '永久展示中', en: 'Permanently shown' });
  if (kw.crystal) parts.push({ zh: `元素结晶-${{ wind: '风', fire: '火', water: '水', earth: '土' }[kw.crystal]}`, en: `${kw.crystal} crystal` });
  if (kw.burst !== null) parts.push({ zh: `元素爆发 ${kw.burst}`, en: `Burst ${kw.burst}` });
  if (kw.upkeep) {
    const u = join(kw.upkeep.map(verb));
    parts.push({ zh: `维持: ${u.zh}`, en: `Upkeep: ${u.en}` });
  }
  return join([...parts, ...effects(c.fx)]);
}

export function talentText(t: Talent): Label {
  const parts = effects(t.fx);
  if (t.life !== 0) parts.unshift({ zh: `生命 ${t.life > 0 ? '+' : ''}${t.life}`, en: `life ${t.life > 0 ? '+' : ''}${t.life}` });
  return join(parts);
}
