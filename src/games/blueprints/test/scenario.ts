// Test builder: a blueprints position written by hand — objects put straight onto lines or the
// ground — and actions applied only if legal (so every test also proves legality).
import { expect } from 'vitest';
import { Rng, type GameEvent, type Seat } from '../../../engine/index.js';
import { actionKey, type BpAction } from '../actions.js';
import { applyAction } from '../apply.js';
import { CARD, BLUEPRINTS } from '../data.js';
import { blueprints } from '../index.js';
import { legalActions, toMove } from '../legal.js';
import { blueprintsOptionsSchema } from '../options.js';
import { GEN, GROUND, NO_TOKEN, YOU_LINE, slotKind, type BpState, type Obj } from '../state.js';
import { takePair } from '../tokens.js';

export interface Scenario {
  s: BpState;
  /** Put a blueprint's object on a free line slot ('you' = "You"'s line), optionally on the ground at `cell`. */
  put(seat: Seat, id: string, o?: { line?: 'general' | 'ground' | 'you'; cell?: number; shown?: boolean; fresh?: boolean }): Obj;
  /** Separate "You" with w W at a cell. */
  you(seat: Seat, w: number, cell?: number): void;
  legal(seat?: Seat): BpAction[];
  keys(seat?: Seat): string[];
  /** Apply if legal (fails the test otherwise); returns the events. */
  act(a: BpAction, seat?: Seat): GameEvent[];
  mover(): Seat;
}

export function scenario(n = 2, opts: Record<string, unknown> = {}): Scenario {
  const options = blueprintsOptionsSchema.parse({ decks: ['engineer', 'raider', 'gunner', 'engineer', 'raider', 'gunner'].slice(0, n), ...opts });
  const s = blueprints.setup(options, n, new Rng(1));
  s.active = 0;
  s.first = 0;
  s.phase = 'action';
  for (const p of s.players) {
    p.hand = [];
    p.pool = 20;
  }
  const sc: Scenario = {
    s,
    put(seat, id, o = {}) {
      const b = BLUEPRINTS[CARD[id]];
      if (b === undefined) throw new Error(`no blueprint ${id}`);
      const kind = o.line === 'you' ? YOU_LINE : o.line === 'general' ? GEN : o.line === 'ground' ? GROUND : b.space === 'G' ? GROUND : GEN;
      const p = s.players[seat];
      const slot = p.slots.findIndex((x, i) => x < 0 && slotKind(s, i) === kind);
      if (slot < 0) throw new Error('no free slot');
      const obj: Obj = { id: s.nextId++, owner: seat, card: CARD[id], w: b.w, slot, tok: NO_TOKEN, cell: s.bases[seat], shown: o.shown ?? false, fresh: o.fresh ?? false, moved: false, sw: 0, used: -1 };
      s.objs.push(obj);
      p.slots[slot] = obj.id;
      if (o.cell !== undefined && o.cell !== s.bases[seat]) {
        takePair(s, obj);
        obj.cell = o.cell;
      }
      return obj;
    },
    you(seat, w, cell) {
      const p = s.players[seat];
      p.you = true;
      p.youW = w;
      p.youCell = cell ?? s.bases[seat];
    },
    legal: (seat) => legalActions(s, seat ?? sc.mover()),
    keys: (seat) => legalActions(s, seat ?? sc.mover()).map(actionKey),
    act(a, seat) {
      const who = seat ?? sc.mover();
      expect(toMove(s)).toContain(who);
      const key = actionKey(a);
      expect(legalActions(s, who).map(actionKey), `${key} should be legal`).toContain(key);
      const ev: GameEvent[] = [];
      applyAction(s, who, a, ev);
      return ev;
    },
    mover: () => toMove(s)[0],
  };
  return sc;
}

export const key = actionKey;

/** A blueprint's printed attack and durability (tests follow the data, not copies of its numbers). */
export const A = (id: string): number => BLUEPRINTS[CARD[id]].a;
export const W = (id: string): number => BLUEPRINTS[CARD[id]].w;
