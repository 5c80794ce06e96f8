import type { EventSink } from '../../../engine/index.js';
import type { BpState, Obj } from '../state.js';

/** An effect verb: the target codes it may take now (range already applied), and what it does. */
export interface Verb {
  targets(s: BpState, o: Obj, out: number[]): void;
  run(s: BpState, o: Obj, x: number, ev: EventSink): void;
}
