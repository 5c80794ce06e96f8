// Errors with a machine code and a one-line message; the CLI and server print only the message.
export type ErrorCode =
  | 'unknown_game'
  | 'bad_options'
  | 'bad_seats'
  | 'illegal_action'
  | 'not_your_turn'
  | 'game_over'
  | 'cannot_undo'
  | 'bad_record'
  | 'bad_input';

export class SandtableError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SandtableError';
  }
}
