// What a seat may see (BG-12): its own hand and objects; of the others only what is public — hand and
// pile counts, objects on lines face down (which kind of line, tokens, flags) until shown. Spectators
// see the public part only. The queue holds public data only (H1) and is shown as is.
import { describe } from '../../engine/queue.js';
import type { Json, Seat } from '../../engine/index.js';
import { cellLabel } from './board.js';
import { BLUEPRINTS, DECKS } from './data.js';
import { slotKind, type BpState } from './state.js';
import { STEPS } from './steps.js';
import { posOf } from './where.js';

const LINE = ['general', 'ground', 'you'] as const;
const ONE = [{ zh: '基地', en: 'Base', lines: ['general', 'ground'] }];
const TWO = [
  { zh: '一般基地', en: 'General base', lines: ['general'] },
  { zh: '地面基地', en: 'Ground base', lines: ['ground'] },
];

export function bpView(s: BpState, seat: Seat | null): Json {
  const over = s.phase === 'over';
  const sees = (owner: Seat, shown: boolean) => over || shown || owner === seat;
  return {
    n: s.n, round: s.round, turns: s.turns, active: s.active, first: s.first, phase: s.phase, seat,
    winner: s.winner, reason: s.reason, geometry: s.opts.geometry,
    bases: s.bases.map((c) => ({ cell: c, label: cellLabel(c) })),
    tokens: s.tokens.filter((o) => o >= 0).length, tokenPairs: s.tokens.length,
    players: s.players.map((p, i) => ({
      deck: DECKS[p.deck].id, name: DECKS[p.deck].name, pool: p.pool, base: p.base, alive: p.alive,
      you: p.you, youW: p.youW, youCell: p.youCell, youLabel: cellLabel(p.youCell),
      hand: sees(i, false) ? p.hand.map((c) => BLUEPRINTS[c].id) : p.hand.length,
      pile: p.pile.length,
      lines: p.slots.map((_, k) => LINE[slotKind(s, k)]),
      // BG-1: one base, or (variant) 一般基地 and 地面基地 on one cell; either way one pool (BR-16).
      baseParts: s.opts.twoBases ? TWO : ONE,
    })),
    objects: s.objs.map((o) => {
      const pos = posOf(s, o);
      const open = sees(o.owner, o.shown);
      return {
        id: o.id, owner: o.owner, slot: o.slot, line: LINE[slotKind(s, o.slot)], cell: pos, label: cellLabel(pos),
        pair: o.tok, fresh: o.fresh, moved: o.moved, used: o.used === s.round, shown: o.shown,
        card: open ? BLUEPRINTS[o.card].id : null, w: open ? o.w : null,
      };
    }),
    attack: s.atk ? { by: s.atk.by, melee: s.atk.melee, weapons: s.atk.weapons, targets: s.atk.targets, blocks: s.atk.blocks } : null,
    queue: describe(s.q, STEPS),
  };
}
