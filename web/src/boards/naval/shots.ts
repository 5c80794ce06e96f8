// Shot markers: where this turn's shells, torpedoes, air strikes, mines and collisions landed, read
// from the seat's own log (so only what the seat was told).
import type { Label, LogEntry } from '../../../../src/protocol/types.js';
import { num } from '../fields.js';

export type ShotKind = 'hit' | 'miss' | 'torpedo' | 'air' | 'shotDown' | 'mine' | 'collision' | 'depthCharge';

export interface ShotMark {
  readonly hex: number;
  readonly kind: ShotKind;
  /** Where a torpedo was fired from, when known. */
  readonly from?: number;
  readonly text: Label;
}

function kindOf(e: LogEntry): ShotKind | null {
  switch (e.type) {
    case 'shell':
      return isRecordHit(e) ? 'hit' : 'miss';
    case 'torpedo':
      return 'torpedo';
    case 'airRoll':
      return 'air';
    case 'shotDown':
      return 'shotDown';
    case 'mineHit':
      return 'mine';
    case 'collision':
      return 'collision';
    case 'depthCharge':
      return 'depthCharge';
    default:
      return null;
  }
}

function isRecordHit(e: LogEntry): boolean {
  return typeof e.data === 'object' && e.data !== null && !Array.isArray(e.data) && (e.data as { hit?: unknown }).hit === true;
}

/** Marks since the start of the current turn. */
export function shotMarks(log: readonly LogEntry[]): ShotMark[] {
  let start = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].type === 'turn') {
      start = i;
      break;
    }
  }
  const out: ShotMark[] = [];
  for (const e of log.slice(start)) {
    const kind = kindOf(e);
    const hex = num(e.data, 'hex');
    if (kind === null || hex === undefined || hex < 0) continue;
    const from = num(e.data, 'from');
    out.push(from === undefined ? { hex, kind, text: e.text } : { hex, kind, from, text: e.text });
  }
  return out;
}
