// Bilingual text of actions and events.
import type { GameEvent, Label, Seat } from '../../engine/index.js';
import type { KardsAction } from './actions.js';
import { peek, topKind } from '../../engine/queue.js';
import { K } from './steps.js';
import { DEV_DECK, offered } from './effects/develop.js';
import { cardIndex, CARDS } from './cards.js';
import { cardChoiceText } from './card-text.js';
import { hqSeat, isHqRef } from './effects/select.js';
import { findUnit, type KardsState } from './state.js';

export const REASONS: Record<string, Label> = {
  hq: { zh: '总部被摧毁', en: 'HQ destroyed' },
  turnCap: { zh: '回合上限', en: 'turn cap' },
};

/** A player as the table names them (the board's header says "1号玩家" / "Player 1" for seat 0). */
const pz = (seat: unknown): string => `${Number(seat) + 1}号玩家`;
const pe = (seat: unknown): string => `Player ${Number(seat) + 1}`;

function cardName(id: unknown): Label {
  const i = typeof id === 'string' ? cardIndex(id) : typeof id === 'number' ? id : -1;
  return i >= 0 ? CARDS[i].name : { zh: String(id), en: String(id) };
}

function refName(s: KardsState, ref: number): Label {
  if (ref === -1) return { zh: '', en: '' };
  if (isHqRef(ref)) return { zh: ` → ${pz(hqSeat(ref))}的总部`, en: ` → HQ of ${pe(hqSeat(ref))}` };
  const u = findUnit(s, ref);
  const n = u ? CARDS[u.card].name : { zh: `#${ref}`, en: `#${ref}` };
  return { zh: ` → ${n.zh}`, en: ` → ${n.en}` };
}

/**
 * A unit as the log names it: its card and its owner ("2号玩家的 T-34 1942", "Player 2's T-34 1942"); events
 * recorded before they carried the card name the unit by its number.
 */
function unitName(d: GameEvent['data']): Label {
  const u = cardOrUid(d.card, d.uid);
  if (typeof d.seat !== 'number') return u;
  return { zh: `${pz(d.seat)}的 ${u.zh}`, en: `${pe(d.seat)}'s ${u.en}` };
}

function cardOrUid(card: unknown, uid: unknown): Label {
  return card === undefined ? { zh: `单位 #${String(uid)}`, en: `unit #${String(uid)}` } : cardName(card);
}

/** An attack's target: the enemy HQ or a unit (its card and owner). */
function targetName(d: GameEvent['data']): Label {
  if (typeof d.target === 'number' && isHqRef(d.target)) return { zh: `${pz(hqSeat(d.target))}的总部`, en: `the HQ of ${pe(hqSeat(d.target))}` };
  if (d.targetCard === undefined) return { zh: `单位 #${String(d.target)}`, en: `unit #${String(d.target)}` };
  return unitName({ card: d.targetCard, seat: d.targetSeat });
}

/** 调换 (§1.3): the hand cards a mulligan sends back, by name (bit i = hand slot i), or "keep all". */
function mulliganText(hand: readonly number[], m: number): Label {
  if (m === 0) return { zh: '保留全部手牌', en: 'keep the whole hand' };
  const zh: string[] = [];
  const en: string[] = [];
  for (let i = 0; i < hand.length; i++) {
    if (!(m & (1 << i))) continue;
    zh.push(CARDS[hand[i]].name.zh);
    en.push(CARDS[hand[i]].name.en);
  }
  return { zh: `调换：${zh.join('、')}`, en: `mulligan: ${en.join(', ')}` };
}

export function describeAction(s: KardsState, seat: Seat, a: KardsAction): Label {
  const hand = s.sides[seat].hand;
  switch (a.t) {
    case 'mull': return mulliganText(hand, a.m);
    case 'deploy': { const n = CARDS[hand[a.h]].name, r = refName(s, a.tgt); return { zh: `部署 ${n.zh}${r.zh}`, en: `deploy ${n.en}${r.en}` }; }
    case 'give': { const n = CARDS[hand[a.h]].name, r = refName(s, a.tgt); return { zh: `指令 ${n.zh}${r.zh}`, en: `order ${n.en}${r.en}` }; }
    case 'cm': { const n = CARDS[hand[a.h]].name; return { zh: `设置反制 ${n.zh}`, en: `set countermeasure ${n.en}` }; }
    case 'move': { const u = findUnit(s, a.u); const n = u ? CARDS[u.card].name : { zh: '?', en: '?' }; return { zh: `${n.zh} 进入前线`, en: `${n.en} moves to the frontline` }; }
    case 'attack': { const u = findUnit(s, a.u); const n = u ? CARDS[u.card].name : { zh: '?', en: '?' }; const r = refName(s, a.tgt); return { zh: `${n.zh} 攻击${r.zh}`, en: `${n.en} attacks${r.en}` }; }
    case 'end': return { zh: '结束回合', en: 'end turn' };
    case 'pick': {
      const n = CARDS[hand[a.h]].name;
      // A HOLD ("choose a card in hand") keeps the card; a PICK discards it.
      if (topKind(s.q) === K.HOLD) return { zh: `选择手牌中的 ${n.zh}`, en: `choose ${n.en} in hand` };
      return { zh: `选择并弃置 ${n.zh}`, en: `choose and discard ${n.en}` };
    }
    case 'choose': {
      // A Develop names the candidate (its owner's view lists them, K-R63d).
      const st = topKind(s.q) === K.DEVELOP ? peek(s.q) : null;
      const dev = st ? offered(s, seat, st.d)[a.i] : undefined;
      if (dev !== undefined && DEV_DECK[st?.a ?? -1] > 0) return { zh: `抽取：${CARDS[dev].name.zh}`, en: `draw: ${CARDS[dev].name.en}` };
      if (dev !== undefined) return { zh: `研发：${CARDS[dev].name.zh}`, en: `develop: ${CARDS[dev].name.en}` };
      // The option's text, rendered from the effects of the card being resolved (card-text.ts).
      const top = peek(s.q);
      const opt = top === null ? null : cardChoiceText(top.a, a.i);
      return opt ? { zh: `选择：${opt.zh}`, en: `choose: ${opt.en}` } : { zh: `选择第${a.i + 1}项`, en: `choose option ${a.i + 1}` };
    }
    case 'target': { const r = refName(s, a.r); return { zh: `目标${r.zh}`, en: `target${r.en}` }; }
  }
}

export function describeEvent(e: GameEvent): Label {
  const d = e.data;
  const n = cardName(d.card);
  switch (e.type) {
    case 'turn': return { zh: `第${d.turn}回合:${pz(d.seat)}`, en: `turn ${d.turn}: ${pe(d.seat)}` };
    case 'deployed': return { zh: `${pz(d.seat)}部署 ${n.zh}`, en: `${pe(d.seat)} deploys ${n.en}` };
    case 'added': return { zh: `${pz(d.seat)}增加 ${n.zh}`, en: `${pe(d.seat)} adds ${n.en}` };
    case 'order': return { zh: `${pz(d.seat)}使用指令 ${n.zh}`, en: `${pe(d.seat)} gives the order ${n.en}` };
    case 'cmSet': return { zh: `设置反制 ${n.zh}`, en: `countermeasure ${n.en} set` };
    case 'cardSet': return { zh: `${pz(d.seat)}设置了一张牌`, en: `${pe(d.seat)} sets a card face down` };
    case 'cmFired': return { zh: `${pz(d.seat)}的反制 ${n.zh} 触发`, en: `${pe(d.seat)}'s countermeasure ${n.en} fires` };
    case 'countered': return { zh: '指令被反制', en: 'the order is countered' };
    case 'attack': { const u = unitName(d), t = targetName(d); return { zh: `${u.zh} 攻击 ${t.zh}`, en: `${u.en} attacks ${t.en}` }; }
    case 'moved': { const u = unitName(d); return { zh: `${u.zh} 进入前线`, en: `${u.en} moves to the frontline` }; }
    case 'damage': { const u = unitName(d); return { zh: `${u.zh} 受到 ${d.n} 伤害`, en: `${u.en} takes ${d.n} damage` }; }
    case 'hqDamage': return { zh: `${pz(d.seat)}的总部受到 ${d.n} 伤害`, en: `HQ of ${pe(d.seat)} takes ${d.n} damage` };
    case 'destroyed': { const u = unitName(d); return { zh: `${u.zh} 被消灭`, en: `${u.en} is destroyed` }; }
    case 'control': { const u = cardOrUid(d.card, d.uid); return { zh: `${pz(d.seat)}获得 ${u.zh} 的控制权`, en: `${pe(d.seat)} takes control of ${u.en}` }; }
    case 'removed': { const u = unitName(d); return { zh: `${u.zh} 被移出战场`, en: `${u.en} is removed from the battlefield` }; }
    case 'pinned': { const u = unitName(d); return { zh: `${u.zh} 被压制`, en: `${u.en} is pinned` }; }
    case 'drew': return { zh: `抽到 ${n.zh}`, en: `draws ${n.en}` };
    case 'drewHidden': return { zh: `${pz(d.seat)}抽了一张牌`, en: `${pe(d.seat)} draws a card` };
    case 'burned': return { zh: `手牌已满,${n.zh} 被移除`, en: `hand full: ${n.en} removed` };
    case 'discarded': return { zh: `${pz(d.seat)}弃掉 ${n.zh}`, en: `${pe(d.seat)} discards ${n.en}` };
    case 'held': return { zh: `${pz(d.seat)}选择手牌中的 ${n.zh}`, en: `${pe(d.seat)} chooses ${n.en} in hand` };
    case 'toDeck': return { zh: `${pz(d.seat)}将一张手牌放回卡组`, en: `${pe(d.seat)} puts a card from hand into the deck` };
    case 'revealed': return { zh: `情报:${n.zh} 成为明牌`, en: `intel: ${n.en} revealed` };
    case 'fatigue': return { zh: `${pz(d.seat)}疲劳伤害 ${d.n}`, en: `${pe(d.seat)} fatigue ${d.n}` };
    case 'morale': return { zh: `羁绊：${n.zh} 使${pz(d.seat)}的总部受到士气伤害 ${d.n}`, en: `Bond: ${n.en} deals ${pe(d.seat)}'s HQ morale damage ${d.n}` };
    case 'mulligan': return { zh: `${pz(d.seat)}调换 ${d.n} 张`, en: `${pe(d.seat)} mulligans ${d.n}` };
    case 'over': return { zh: `${pz(d.winner)}获胜`, en: `${pe(d.winner)} wins` };
    case 'converted': { const u = unitName({ ...d, card: d.was }); return { zh: `${u.zh} 转化为 ${n.zh}`, en: `${u.en} is converted into ${n.en}` }; }
    case 'convertedInHand': return { zh: `${pz(d.seat)}的一张手牌转化为 ${n.zh}`, en: `a card in ${pe(d.seat)}'s hand becomes ${n.en}` };
    case 'milled': return { zh: `${pz(d.seat)}卡组顶的 ${d.n} 张牌被移出游戏`, en: `${d.n} cards from the top of ${pe(d.seat)}'s deck are removed` };
    case 'purged': return { zh: `${pz(d.seat)}手牌和卡组中的 ${n.zh} 被移出游戏`, en: `copies of ${n.en} leave ${pe(d.seat)}'s hand and deck` };
    case 'turnEnded': return { zh: `卡牌效果结束了${pz(d.seat)}的回合`, en: `a card ends ${pe(d.seat)}'s turn` };
    default: return { zh: e.type, en: e.type };
  }
}
