// `cloneInto` for search: copy a state into an existing one of the same match, reusing its players,
// arrays, card in play and generator, so an ISMCTS iteration refills one scratch state instead of
// allocating a clone (clones and their garbage were a fifth of an arena search). The result must equal
// `cloneState(src)` field for field and key for key (the hash is the state's JSON). `team` and `kinds`
// never change during a match and are shared, as `cloneState` shares them.
import { refill } from '../../engine/index.js';
import { cloneState, type ArenaState, type Play, type Player } from './state.js';

function copyPlayer(d: Player, p: Player): void {
  d.char = p.char;
  d.talent = p.talent;
  refill(d.hand, p.hand);
  refill(d.deck, p.deck);
  refill(d.life, p.life);
  refill(d.disp, p.disp);
  refill(d.exhaust, p.exhaust);
  refill(d.recycle, p.recycle);
  d.pos = p.pos;
  d.face = p.face;
  d.mad = p.mad;
  d.zeroTurn = p.zeroTurn;
  d.noHeal = p.noHeal;
  d.power = p.power;
}

/** The card in play, into dst's own record when it has one (play.ts makes every record with one key order). */
function copyPlay(d: Play | null, c: Play | null): Play | null {
  if (c === null) return null;
  if (d === null) return { ...c, hits: c.hits.slice() };
  d.inst = c.inst;
  d.card = c.card;
  d.lock = c.lock;
  d.mask = c.mask;
  d.bonus = c.bonus;
  d.range = c.range;
  d.costCut = c.costCut;
  d.combo = c.combo;
  refill(d.hits, c.hits);
  return d;
}

/** `src` copied into `dst` (the kernel's cloneInto); a fresh clone when dst is of another match. */
export function cloneInto(dst: ArenaState, src: ArenaState): ArenaState {
  // Options and board ride on the prototype, and the card kinds are the match's own.
  if (Object.getPrototypeOf(dst) !== Object.getPrototypeOf(src) || dst.kinds !== src.kinds || dst.seats !== src.seats) return cloneState(src);
  dst.phase = src.phase;
  dst.team = src.team;
  dst.teams = src.teams;
  dst.turn = src.turn;
  dst.first = src.first;
  dst.active = src.active;
  for (let p = 0; p < src.seats; p++) copyPlayer(dst.players[p], src.players[p]);
  refill(dst.q, src.q);
  dst.cur = copyPlay(dst.cur, src.cur);
  dst.dealt = src.dealt;
  dst.endFlag = src.endFlag;
  dst.lastColour = src.lastColour;
  dst.outTeams = src.outTeams;
  refill(dst.winners, src.winners);
  dst.reason = src.reason;
  dst.rng.copyFrom(src.rng);
  return dst;
}
