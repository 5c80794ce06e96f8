// Board views by game id; a game without one gets the generic view. A new game plugs in here.
import type { Label } from '../../../src/protocol/types.js';
import { arenaBoard } from './arena/index.js';
import { blueprintsBoard } from './blueprints/index.js';
import { GenericBoard } from './generic/GenericBoard.js';
import { kardsBoard } from './kards/index.js';
import { mechaBoard } from './mecha/index.js';
import { navalBoard } from './naval/index.js';
import type { BoardModule } from './types.js';

const BOARDS: Record<string, BoardModule> = {
  naval: navalBoard,
  mecha: mechaBoard,
  arena: arenaBoard,
  blueprints: blueprintsBoard,
  kards: kardsBoard,
};

const genericBoard: BoardModule = {
  Board: GenericBoard,
  seatName: (seat: number): Label => ({ zh: `${seat + 1}号座位`, en: `Seat ${seat + 1}` }),
};

export function boardFor(game: string): BoardModule {
  return BOARDS[game] ?? genericBoard;
}
