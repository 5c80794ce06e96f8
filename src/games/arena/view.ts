// What a seat may see: hands only their own; deck, life and recycle as counts; face-up display cards
// and the exhaust zone for all; a face-down display card only to its owner, and only if it came from
// the owner's hand. The queue is public (nothing secret is ever queued).
import type { Json, Label, Seat } from '../../engine/index.js';
import { describe } from '../../engine/queue.js';
import { CARDS, CHARACTERS, TALENTS } from './data/cards.js';
import { KNOWN, UP, instOf, type ArenaState } from './state.js';
import { STEPS } from './steps.js';
import { cardText, talentText } from './card-text.js';
import { deckKinds, talentsOf } from './setup.js';

const id = (s: ArenaState, inst: number): string => CARDS[s.kinds[inst]].id;

export function arenaView(s: ArenaState, seat: Seat | null): Json {
  const over = s.phase === 'over';
  const b = s.ctx.board;
  return {
    phase: s.phase,
    turn: s.turn,
    active: s.active,
    first: s.first,
    seats: s.seats,
    team: s.team,
    radius: s.ctx.board.radius,
    corners: b.corners.map((c) => [b.cells[c].q, b.cells[c].r]),
    endFlag: s.endFlag,
    dealt: s.dealt,
    playing: s.cur ? { card: CARDS[s.cur.card].id, lock: s.cur.lock, hits: s.cur.hits } : null,
    queue: describe(s.q, STEPS),
    winners: s.winners,
    reason: s.reason,
    cards: glossary(s),
    players: s.players.map((pl, p) => ({
      character: CHARACTERS[pl.char].id,
      name: lab(CHARACTERS[pl.char].name),
      talent: pl.talent >= 0 ? TALENTS[pl.talent].id : null,
      cell: [b.cells[pl.pos].q, b.cells[pl.pos].r],
      face: pl.face,
      mad: pl.mad,
      life: pl.life.length,
      deck: pl.deck.length,
      recycle: pl.recycle.length,
      handCount: pl.hand.length,
      hand: p === seat || over ? pl.hand.map((c) => id(s, c)) : null,
      display: pl.disp.map((e) => ({
        up: (e & UP) !== 0,
        card: (e & UP) !== 0 || over || (p === seat && (e & KNOWN) !== 0) ? id(s, instOf(e)) : null,
      })),
      exhaust: pl.exhaust.map((c) => id(s, c)),
      power: pl.power,
      zero: pl.zeroTurn >= 0,
    })),
  };
}

const lab = (l: Label): Json => ({ zh: l.zh, en: l.en });

/** The printed cards of every deck in the match (deck lists are public): cost, type, damage, range, text. */
function glossary(s: ArenaState): Json {
  const out: Record<string, Json> = {};
  for (const pl of s.players) {
    for (const k of deckKinds(s.ctx.o, pl.char)) {
      const c = CARDS[k];
      out[c.id] ??= { k, name: lab(c.name), colour: c.colour, cost: c.cost, type: c.type, dmg: c.dmg, range: c.range, text: lab(cardText(c)) };
    }
    for (const t of talentsOf(pl.char)) out[TALENTS[t].id] ??= { name: lab(TALENTS[t].name), type: 'talent', text: lab(talentText(TALENTS[t])) };
  }
  return out;
}
