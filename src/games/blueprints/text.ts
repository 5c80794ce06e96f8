// Bilingual text of actions and events, in the seed's terms (基地, “你”, 座標, 阻擋…).
import type { GameEvent, Label, Seat } from '../../engine/index.js';
import type { BpAction } from './actions.js';
import { cellLabel } from './board.js';
import { BLUEPRINTS } from './data.js';
import { OBJ_TARGET, objById, type BpState } from './state.js';

const L = (zh: string, en: string): Label => ({ zh, en });
const name = (c: number): Label => BLUEPRINTS[c]?.name ?? L('?', '?');
const seatL = (x: number): Label => L(`玩家${x + 1}`, `P${x + 1}`);
const objL = (s: BpState, id: number, viewer: Seat): Label => {
  const o = objById(s, id);
  if (!o) return L(`物件#${id}`, `object #${id}`);
  return o.shown || o.owner === viewer ? L(`${name(o.card).zh}#${id}`, `${name(o.card).en} #${id}`) : L(`蓋著的物件#${id}`, `face-down object #${id}`);
};
const targetL = (s: BpState, x: number, viewer: Seat): Label => (x >= OBJ_TARGET ? objL(s, x - OBJ_TARGET, viewer) : seatL(x));
/** English words spaced, but an empty part dropped and "'s" or ":" kept against the word before it ("P1's turn"). */
const join = (...parts: Label[]): Label => {
  let en = '';
  for (const p of parts) {
    if (p.en === '') continue;
    en += en === '' || p.en.startsWith("'") || p.en.startsWith(':') ? p.en : ` ${p.en}`;
  }
  return L(parts.map((p) => p.zh).join(''), en);
};

export function describeAction(s: BpState, seat: Seat, a: BpAction): Label {
  switch (a.t) {
    case 'make': return join(L('生產', 'Make'), name(a.c), L(`（生產線 ${a.slot + 1}）`, `(line slot ${a.slot + 1})`));
    case 'you': return L(`完成“你”，移 ${a.k} W 到“你”身上`, `Complete "You", moving ${a.k} W onto it`);
    case 'next': return L('結束生產，進入行動階段', 'End production: action phase');
    case 'move': return join(L('移動', 'Move'), objL(s, a.o, seat), L(`到 ${cellLabel(a.cell)}`, `to ${cellLabel(a.cell)}`));
    case 'walk': return L(`“你”移動到 ${cellLabel(a.cell)}`, `"You" walks to ${cellLabel(a.cell)}`);
    case 'carry': return join(L('攜離', 'Carry'), objL(s, a.o, seat), L('到“你”的生產線', 'onto "You"\'s line'));
    case 'place': return join(L('置於地面', 'Place on the ground'), objL(s, a.o, seat));
    case 'recombine': return L('“你”與基地復合', '"You" recombines with the base');
    case 'attack': return L('宣告攻擊', 'Declare an attack');
    case 'use': return join(L('使用', 'Use'), objL(s, a.o, seat), L('→', '→'), targetL(s, a.x, seat));
    case 'end': return L('結束回合', 'End turn');
    case 'aim': return join(L('宣告武器', 'Declare'), objL(s, a.o, seat), L('→', '→'), targetL(s, a.x, seat));
    case 'fire': return L('宣告完畢，結算', 'Done declaring: resolve');
    case 'block': {
      const w = s.atk?.weapons[a.w] ?? -1;
      return join(L('以', 'Block'), objL(s, a.o, seat), L('阻擋', 'against'), objL(s, w, seat));
    }
    case 'done': return L('阻擋完畢', 'No more blockers');
    case 'pass': return L('不使用', 'Pass');
  }
}

type D = Record<string, number | string>;

export function describeEvent(e: GameEvent): Label {
  const d = e.data as D;
  const n = (k: string) => Number(d[k]);
  const who = seatL(n('seat'));
  const card = (k = 'card') => name(n(k));
  const x = (k = 'x') => (n(k) >= OBJ_TARGET ? L(`物件#${n(k) - OBJ_TARGET}`, `object #${n(k) - OBJ_TARGET}`) : seatL(n(k)));
  switch (e.type) {
    case 'turn': return join(L(`第 ${n('round')} 輪：`, `Round ${n('round')}:`), who, L('的回合', "'s turn"));
    case 'income': return join(who, L(`基地獲得 ${n('n')} W`, `base gains ${n('n')} W`));
    case 'drained': return join(who, L(`的“你”失去基地，消耗 ${n('n')} W`, `'s "You" has no base and burns ${n('n')} W`));
    case 'made': return join(who, L('生產', 'made'), card());
    case 'madeHidden': return join(who, L('生產了一個蓋著的物件', 'made a face-down object'));
    case 'you': return join(who, L(`完成“你”（${n('k')} W），與基地分離`, `completed "You" (${n('k')} W), separated from the base`));
    case 'drew': return join(who, L('抽到', 'drew'), card());
    case 'moved': return join(who, L(`移動物件#${n('o')} 到 ${cellLabel(n('cell'))}`, `moved object #${n('o')} to ${cellLabel(n('cell'))}`));
    case 'walked': return join(who, L(`的“你”移動到 ${cellLabel(n('cell'))}`, `'s "You" walked to ${cellLabel(n('cell'))}`));
    case 'carried': return join(who, L('攜離', 'carried'), card());
    case 'placed': return join(who, L('置於地面', 'placed on the ground'), card(), L(`於 ${cellLabel(n('cell'))}`, `at ${cellLabel(n('cell'))}`));
    case 'recombined': return join(who, L(`的“你”與基地復合（${n('w')} W 回到基地）`, `'s "You" recombined (${n('w')} W back to the base)`));
    case 'declared': return join(who, L('宣告', 'declared'), card(), L('→', '→'), x());
    case 'blocked': return join(who, L('以', 'blocks with'), card(), L(`阻擋第 ${n('w') + 1} 件武器`, `weapon ${n('w') + 1}`));
    case 'used': return join(who, L('使用', 'used'), card(), L('→', '→'), x());
    case 'hit': {
      // A seat's base or "You" ("P2's base"); an object by its number only: it may be face down to this reader.
      const on = d.on === 'base' ? L('的基地', "'s base") : d.on === 'you' ? L('的“你”', '\'s "You"') : L('', '');
      return n('n') >= 0 ? join(x(), on, L(`受到 ${n('n')} 傷害`, `takes ${n('n')} damage`)) : join(x(), on, L(`回復 ${-n('n')} W`, `gains ${-n('n')} W`));
    }
    case 'destroyed': return join(who, L('的', "'s"), card(), L('被消滅', 'is destroyed'));
    case 'baseDestroyed': return join(who, L('的基地被消滅（生產線失去生產能力）', "'s base is destroyed (its lines stop producing)"));
    case 'eliminated': return d.cause === 'you' ? join(who, L('的“你”被消滅：死亡，基地權力真空', ': "You" destroyed — dead, power vacuum')) : join(who, L('能量耗盡，出局', 'ran out of energy and is out'));
    case 'over': return n('winner') >= 0 ? join(L('遊戲結束：', 'Game over:'), seatL(n('winner')), L('勝出', 'wins')) : L('遊戲結束：平手', 'Game over: a draw');
    default: return L(e.type, e.type);
  }
}

export const REASONS: Readonly<Record<string, Label>> = {
  lastStanding: L('最後存活的角色', 'Last character standing'),
  turnCap: L('回合上限：能量最多者勝', 'Round limit: the most energy wins'),
};
