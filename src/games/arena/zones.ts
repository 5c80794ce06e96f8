// Card movements between a player's zones (卡组, 生命值区, 展示区, 耗竭区, 回收区, 手牌), with the
// seed's rule for an empty deck: the recycle zone is shuffled into a new deck at that instant, and when
// both are empty the card comes from the life zone (生命值计算 ⑤).
import { removeAt, type EventSink, type Seat } from '../../engine/index.js';
import { CARDS } from './data/cards.js';
import { KNOWN, UP, entry, instOf, nextSeat, type ArenaState } from './state.js';

/** The top card of the deck, refilling from recycle, then from life; -1 if all three are empty. */
export function takeTop(s: ArenaState, p: Seat): number {
  const pl = s.players[p];
  if (pl.deck.length === 0 && pl.recycle.length > 0) {
    pl.deck = pl.recycle;
    pl.recycle = [];
    s.rng.shuffle(pl.deck);
  }
  if (pl.deck.length > 0) return pl.deck.pop()!;
  if (pl.life.length > 0) {
    const c = pl.life.pop()!;
    lifeChanged(s, p);
    return c;
  }
  return -1;
}

/** Life reached 0 (remember when) or came back. */
export function lifeChanged(s: ArenaState, p: Seat): void {
  const pl = s.players[p];
  if (pl.life.length === 0) {
    if (pl.zeroTurn < 0) pl.zeroTurn = s.turn;
  } else pl.zeroTurn = -1;
}

export function draw(s: ArenaState, p: Seat, n: number, ev: EventSink): number {
  let got = 0;
  for (let i = 0; i < n; i++) {
    const c = takeTop(s, p);
    if (c < 0) break;
    s.players[p].hand.push(c);
    got++;
  }
  if (got > 0 && ev) {
    ev.push({ type: 'draw', to: 'all', data: { p, n: got } });
    ev.push({ type: 'drew', to: [p], data: { p, cards: s.players[p].hand.slice(-got).map((c) => CARDS[s.kinds[c]].id) } });
  }
  return got;
}

/** The next player draws n (the cost of a card, 【2】); sets the end flag ① at 6+. */
export function feed(s: ArenaState, n: number, ev: EventSink): void {
  if (n <= 0) return;
  const nx = nextSeat(s, s.active);
  draw(s, nx, n, ev);
  if (s.players[nx].hand.length >= s.ctx.o.nextHandEnds) s.endFlag = true;
}

/** 弃牌: a hand card face down to the owner's display (known to the owner). */
export function discard(s: ArenaState, p: Seat, inst: number, ev: EventSink): void {
  const pl = s.players[p];
  removeAt(pl.hand, pl.hand.indexOf(inst));
  pl.disp.push(entry(inst, KNOWN));
  if (ev) ev.push({ type: 'discard', to: 'all', data: { p } });
}

/** 回复 n: face-down display cards back to life (the latest first); nothing if there are none. */
export function heal(s: ArenaState, p: Seat, n: number, ev: EventSink): void {
  const pl = s.players[p];
  if (pl.noHeal) return;
  let got = 0;
  for (let i = pl.disp.length - 1; i >= 0 && got < n; i--) {
    if ((pl.disp[i] & UP) !== 0) continue;
    pl.life.push(instOf(pl.disp[i]));
    removeAt(pl.disp, i);
    got++;
  }
  if (got > 0) {
    lifeChanged(s, p);
    if (ev) ev.push({ type: 'heal', to: 'all', data: { p, n: got } });
  }
}

/** Face-up display entries of a player (for 展示中). */
export function shownCards(s: ArenaState, p: Seat, except: number): number[] {
  const out: number[] = [];
  for (const e of s.players[p].disp) if ((e & UP) !== 0 && instOf(e) !== except) out.push(instOf(e));
  return out;
}

/** 耗竭 the whole hand (face up, public): the stuck ruling AR-R6. */
export function exhaustHand(s: ArenaState, p: Seat, ev: EventSink): void {
  const pl = s.players[p];
  for (const inst of pl.hand) {
    pl.exhaust.push(inst);
    if (ev) ev.push({ type: 'exhausted', to: 'all', data: { p, card: CARDS[s.kinds[inst]].id } });
  }
  pl.hand = [];
}

/** The first card of kind `kind` in a player's hand, -1 if none (a plain loop: asked on every play). */
export function handCardOf(s: ArenaState, p: Seat, kind: number): number {
  const hand = s.players[p].hand;
  for (let i = 0; i < hand.length; i++) if (s.kinds[hand[i]] === kind) return hand[i];
  return -1;
}
