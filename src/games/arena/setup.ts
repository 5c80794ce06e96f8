// 游戏前准备: each player a piece on a 方位点 facing the centre, a deck (16 kinds × 2: 4 colourless
// and 12 of the character's colour; AR-R2), the 【理智】 side up, no starting hand. 初始天赋 are chosen
// first (they change the life dealt), then 18 life cards come face down from the deck top.
import type { EventSink, Rng, Seat } from '../../engine/index.js';
import { push, settle } from '../../engine/queue.js';
import { spawnCorners } from './board.js';
import { CARD_INDEX, CHARACTERS, COLOURLESS, TALENT_INDEX, TALENTS } from './data/cards.js';
import { K } from './kinds.js';
import type { ArenaOptions } from './options.js';
import { ctxFor, withCtx, type ArenaState, type Player } from './state.js';
import { STEPS } from './steps.js';

/** Instance ids of seat p are p * STRIDE + k. */
export const STRIDE = 128;
/** Talent not chosen yet. */
export const UNCHOSEN = -2;

export function deckKinds(o: ArenaOptions, char: number): number[] {
  const out: number[] = [];
  for (const id of COLOURLESS) for (let i = 0; i < o.copies + (o.deck === 'rules36' ? 1 : 0); i++) out.push(CARD_INDEX[id]);
  for (const id of CHARACTERS[char].cards) for (let i = 0; i < o.copies; i++) out.push(CARD_INDEX[id]);
  return out;
}

export function newState(o: ArenaOptions, seats: number, rng: Rng): ArenaState {
  const ctx = ctxFor(o);
  const teams = seats === 6 && o.teams6 === 'three' ? 3 : 2;
  const team = Array.from({ length: seats }, (_, p) => p % teams);
  const corners = spawnCorners(seats, teams);
  const chars = pickCharacters(o, seats, rng);
  const kinds: number[] = [];
  const players: Player[] = [];
  for (let p = 0; p < seats; p++) {
    const deck: number[] = [];
    deckKinds(o, chars[p]).forEach((k, i) => {
      kinds[p * STRIDE + i] = k;
      deck.push(p * STRIDE + i);
    });
    rng.shuffle(deck);
    const corner = corners[p];
    players.push({
      char: chars[p], talent: UNCHOSEN, hand: [], deck, life: [], disp: [], exhaust: [], recycle: [],
      pos: ctx.board.corners[corner], face: (corner + 3) % 6, mad: false, zeroTurn: -1, noHeal: false, power: 0,
    });
  }
  for (let i = 0; i < kinds.length; i++) if (kinds[i] === undefined) kinds[i] = -1;
  return withCtx(ctx, {
    phase: 'talent', seats, team, teams, turn: 0, first: -1, active: 0, kinds, players, q: [], cur: null,
    dealt: false, endFlag: false, lastColour: -1, outTeams: 0, winners: [], reason: '', rng,
  });
}

function pickCharacters(o: ArenaOptions, seats: number, rng: Rng): number[] {
  if (o.characters.length > 0) return Array.from({ length: seats }, (_, p) => CHARACTERS.findIndex((c) => c.id === o.characters[p % o.characters.length]));
  return Array.from({ length: seats }, () => rng.int(CHARACTERS.length));
}

/** The talents a character may place. */
export function talentsOf(char: number): number[] {
  return CHARACTERS[char].talents.map((id) => TALENT_INDEX[id]);
}

/** 初始天赋: place one (k = index among the character's talents) or none (-1); the last choice starts play. */
export function chooseTalent(s: ArenaState, p: Seat, k: number, ev: EventSink): void {
  s.players[p].talent = k < 0 ? -1 : talentsOf(s.players[p].char)[k];
  if (ev) ev.push({ type: 'talent', to: 'all', data: { p, talent: k < 0 ? null : TALENTS[s.players[p].talent].id } });
  if (s.players.some((x) => x.talent === UNCHOSEN)) return;
  for (const pl of s.players) {
    const n = Math.max(1, s.ctx.o.life + (pl.talent >= 0 ? TALENTS[pl.talent].life : 0));
    for (let i = 0; i < n && pl.deck.length > 0; i++) pl.life.push(pl.deck.pop()!);
  }
  s.phase = 'play';
  s.first = s.rng.int(s.seats);
  if (ev) ev.push({ type: 'first', to: 'all', data: { p: s.first } });
  push(s.q, K.TURN, s.first, s.first);
  settle(s, s.q, STEPS, ev);
}
