// What every board view gets: the seat's view as the server sent it, its legal actions, its log.
// A board turns clicks into candidate actions; the screen takes one, or asks which one.
import type { ComponentType } from 'react';
import type { ActionChoice, Json, Label, LogEntry } from '../../../src/protocol/types.js';
import type { Lang } from '../i18n/lang.js';

export interface BoardProps {
  readonly view: Json;
  /** The match's options as far as the game shares them (Game.publicOptions). */
  readonly options?: Json;
  /** The seat whose view this is; null = spectator. */
  readonly seat: number | null;
  readonly actions: readonly ActionChoice[];
  readonly log: readonly LogEntry[];
  readonly lang: Lang;
  /** An action of this screen is on its way: a board acting by itself (a multi-step move) waits. */
  readonly busy?: boolean;
  /** Offer these actions (from a click); null when nothing can be played here (spectator, replay). */
  readonly onPick: ((candidates: readonly ActionChoice[]) => void) | null;
}

export interface BoardModule {
  readonly Board: ComponentType<BoardProps>;
  /** The name of a seat in this game (红方 / 蓝方 …). */
  seatName(seat: number): Label;
  /** Option names by dotted path, and enum values by `path=value`; an option without one shows its key. */
  readonly optionLabels?: Readonly<Record<string, Label>>;
  /** Options shown first in the lobby; the rest fold under "All options". */
  readonly mainOptions?: readonly string[];
  /** Log entries worth a short toast as they happen (hits, sinkings); the toast shows the entry's text. */
  toast?(entry: LogEntry): boolean;
  /** The name of a piece of content (a ship class, a card) as the end-of-game summary lists it. */
  contentName?(name: string): Label;
}
