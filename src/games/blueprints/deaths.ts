// DEATHS: objects at 0 W are destroyed (their tokens return); then the characters. "You" at 0 is the
// character's death and a power vacuum (基地權力真空: every object destroyed, wherever it is). A pool
// at 0 destroys a separated character's base (lines stop producing, objects still usable, never
// rebuilt) and eliminates an unseparated one (BG-6).
import type { EventSink, Seat } from '../../engine/index.js';
import { emit } from './events.js';
import type { BpState, Obj } from './state.js';
import { releasePair } from './tokens.js';

function destroy(s: BpState, o: Obj, ev: EventSink): void {
  releasePair(s, o);
  const p = s.players[o.owner];
  p.slots[o.slot] = -1;
  emit(ev, { type: 'destroyed', seat: o.owner, o: o.id, card: o.card });
  // BG-15 (ours): the blueprint is a design, not the object: it goes back into its owner's pile at a
  // random place, so a deck never runs dry of firepower.
  if (s.opts.recycle && p.alive) p.pile.splice(s.rng.int(p.pile.length + 1), 0, o.card);
}

export function eliminate(s: BpState, seat: Seat, cause: 'you' | 'pool', ev: EventSink): void {
  const p = s.players[seat];
  p.alive = false;
  p.out = s.round;
  p.you = false;
  p.youW = 0;
  emit(ev, { type: 'eliminated', seat, cause });
  for (const o of s.objs) if (o.owner === seat) o.w = 0;
}

export function deaths(s: BpState, ev: EventSink): void {
  for (let i = 0; i < s.n; i++) {
    const p = s.players[i];
    if (!p.alive) continue;
    if (p.you && p.youW <= 0) eliminate(s, i, 'you', ev);
    else if (!p.you && p.pool <= 0) eliminate(s, i, 'pool', ev);
    else if (p.you && p.base && p.pool <= 0) {
      p.base = false;
      p.pool = 0;
      emit(ev, { type: 'baseDestroyed', seat: i });
    }
  }
  let k = 0;
  for (const o of s.objs) {
    if (o.w <= 0) destroy(s, o, ev);
    else s.objs[k++] = o;
  }
  while (s.objs.length > k) s.objs.pop(); // pops: writing length is a runtime call, and DEATHS runs after most actions
}
