// Bilingual text of actions, events and results (the seed's Chinese terms, and English).
import type { GameEvent, Label, Seat } from '../../engine/index.js';
import type { ArenaAction } from './actions.js';
import { CARDS, CARD_INDEX, TALENTS } from './data/cards.js';
import { talentsOf } from './setup.js';
import { LOCK_DIR, type ArenaState } from './state.js';

const DIRS_ZH = ['东', '东北', '西北', '西', '西南', '东南'];
const DIRS_EN = ['E', 'NE', 'NW', 'W', 'SW', 'SE'];

export const REASONS: Record<string, Label> = {
  life0: { zh: '生命值归 0', en: 'life reached 0' },
  simultaneous: { zh: '同时归 0', en: 'everyone reached 0 at once' },
  turnCap: { zh: '回合上限', en: 'turn cap' },
  declared: { zh: '特殊宣言胜利', en: 'declared victory' },
};

const name = (id: string): Label => CARDS[CARD_INDEX[id]]?.name ?? { zh: id, en: id };

function lockText(l: number): Label {
  if (l < 0) return { zh: '', en: '' };
  if (l >= LOCK_DIR) return { zh: ` 锁定方向${l - LOCK_DIR}`, en: ` locking side ${l - LOCK_DIR}` };
  return { zh: ` 锁定 P${l + 1}`, en: ` locking P${l + 1}` };
}

export function describeAction(s: ArenaState, seat: Seat, a: ArenaAction): Label {
  switch (a.t) {
    case 'talent': {
      if (a.k < 0) return { zh: '不放置天赋', en: 'no talent' };
      const t = TALENTS[talentsOf(s.players[seat].char)[a.k]];
      return { zh: `初始天赋: ${t.name.zh}`, en: `talent: ${t.name.en}` };
    }
    case 'play': {
      const c = CARDS[a.c].name;
      const lock = lockText(a.l);
      const burst = a.x > 0 ? { zh: ' 元素爆发', en: ' with burst' } : { zh: '', en: '' };
      return { zh: `打出 ${c.zh}${lock.zh}${burst.zh}`, en: `play ${c.en}${lock.en}${burst.en}` };
    }
    case 'move':
      return { zh: `弃 ${CARDS[a.c].name.zh} 移动 ${DIRS_ZH[a.d]}`, en: `discard ${CARDS[a.c].name.en}, step ${DIRS_EN[a.d]}` };
    case 'stuck':
      if (s.ctx.o.stuck === 'exhaustHand') return { zh: '无法行动: 耗竭手牌', en: 'stuck: exhaust the hand' };
      return s.ctx.o.stuck === 'discardHand' ? { zh: '无法行动: 弃掉手牌', en: 'stuck: discard the hand' } : { zh: '无法行动: 结束回合', en: 'stuck: end the turn' };
    case 'pay':
      return { zh: `支付伤害: ${a.u} 张正面`, en: `pay damage: ${a.u} face up` };
    case 'face':
      return { zh: `朝向 ${DIRS_ZH[a.d]}`, en: `face ${DIRS_EN[a.d]}` };
    case 'discard':
      return { zh: `弃牌 ${CARDS[a.c].name.zh}`, en: `discard ${CARDS[a.c].name.en}` };
    case 'keep':
      return a.k === 1 ? { zh: '维持', en: 'keep (upkeep)' } : { zh: '耗竭', en: 'exhaust it' };
    case 'order':
      return { zh: `先结算第 ${a.i + 1} 个`, en: `resolve #${a.i + 1} next` };
    case 'activate':
      return { zh: `起动 ${CARDS[a.c].name.zh}`, en: `activate ${CARDS[a.c].name.en}` };
  }
}

export function describeEvent(e: GameEvent): Label {
  const d = e.data as Record<string, number & string>;
  const list = (k: string): string[] => (e.data[k] as readonly unknown[]).map(String);
  const P = `P${Number(d.p) + 1}`;
  switch (e.type) {
    case 'turn': return { zh: `第 ${d.turn} 回合: ${P}`, en: `turn ${d.turn}: ${P}` };
    case 'first': return { zh: `先手 ${P}`, en: `${P} goes first` };
    case 'talent': {
      const t = TALENTS.find((x) => x.id === d.talent)?.name;
      return { zh: `${P} 天赋 ${t?.zh ?? '无'}`, en: `${P} talent ${t?.en ?? 'none'}` };
    }
    case 'play': return { zh: `${P} 打出 ${name(d.card).zh}`, en: `${P} plays ${name(d.card).en}` };
    case 'draw': return { zh: `${P} 抓 ${d.n} 张`, en: `${P} draws ${d.n}` };
    case 'drew': return { zh: `${P} 抓到 ${list('cards').map((c) => name(c).zh).join('、')}`, en: `${P} drew ${list('cards').map((c) => name(c).en).join(', ')}` };
    case 'discard': return { zh: `${P} 弃一张牌`, en: `${P} discards a card` };
    case 'moved': return { zh: `${P} 移动`, en: `${P} moves` };
    case 'face': return { zh: `${P} 转向`, en: `${P} turns` };
    case 'damage': return { zh: `P${d.p + 1} 受到 ${d.n} 点伤害 (P${d.payer + 1} 支付)`, en: `P${d.p + 1} takes ${d.n} damage (paid by P${d.payer + 1})` };
    case 'lifeUp': return { zh: `${P} 翻开生命卡 ${name(d.card).zh}`, en: `${P} turns up life card ${name(d.card).en}` };
    case 'heal': return { zh: `${P} 回复 ${d.n}`, en: `${P} recovers ${d.n}` };
    case 'exposed': return { zh: `识破 ${P} 的 ${name(d.card).zh}`, en: `${P}'s ${name(d.card).en} is exposed` };
    case 'revealed': return { zh: `${P} 展示 ${name(d.card).zh}`, en: `${P} reveals ${name(d.card).en}` };
    case 'activated': return { zh: `${P} 起动 ${name(d.card).zh}`, en: `${P} activates ${name(d.card).en}` };
    case 'exhausted': return { zh: `${P} 耗竭 ${name(d.card).zh}`, en: `${P} exhausts ${name(d.card).en}` };
    case 'sanity': return d.mad ? { zh: `${P} 失控`, en: `${P} loses control` } : { zh: `${P} 恢复理智`, en: `${P} regains sanity` };
    case 'over': return { zh: `结束: ${list('winners').map((w) => `P${Number(w) + 1}`).join(' ') || '平局'}`, en: `over: ${list('winners').map((w) => `P${Number(w) + 1}`).join(' ') || 'draw'}` };
    default: return { zh: e.type, en: e.type };
  }
}
