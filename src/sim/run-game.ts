// One simulated game: bots by seat, setup choices by the bots (or random, or scripted), and what the report needs —
// result, length, the evaluation at every turn, the content each seat brought, decision times.
import type { Bot } from '../ai/bot.js';
import { makeBot } from '../ai/registry.js';
import { Match, parseOptions, Rng, SandtableError, TURN_CAP, type ActionLike, type AnyGame, type DiceScheme, type Json, type Seat } from '../engine/index.js';
import { leaderOf, leadFrom, type Lead } from './lead.js';
import type { SetupScript } from './setup-file.js';

export interface GameTask {
  readonly index: number;
  readonly game: string;
  readonly options: Json;
  readonly seed: string;
  /** Bot spec per seat. */
  readonly bots: readonly string[];
  readonly setup: SetupScript | null;
  /** Who makes the setup choices no script covers: each seat's bot (default), or a random complete setup. */
  readonly setupBy?: SetupBy;
  readonly dice: DiceScheme;
  /**
   * Whether the record carries the final state's hash (default true). A local study's report never
   * reads it and leaves it out: hashing the final state was up to a fifth of a short random game.
   */
  readonly hash?: boolean;
  /**
   * Whether the record carries the per-turn evaluations (default true). Without them it carries the
   * figures the report draws from them (`lead`), computed as the game is played: a local study's
   * records then stay small on their way to the report and in its memory.
   */
  readonly evals?: boolean;
}

export type SetupBy = 'bots' | 'random';

export interface GameRecord {
  readonly index: number;
  readonly seed: string;
  readonly bots: readonly string[];
  readonly winners: readonly Seat[];
  readonly draw: boolean;
  readonly timeout: boolean;
  readonly reason: string;
  readonly turns: number;
  readonly actions: number;
  readonly firstSeat: Seat | null;
  /**
   * The final state's hash: the whole game in one value (a distributed run is checked against a local
   * one by it); null when the task asked for none.
   */
  readonly hash: string | null;
  /** evaluate(state, seat) for every seat, at the start of each turn and at the end (empty when the task asked for none). */
  readonly evals: readonly (readonly number[])[];
  /** The lead figures of those evaluations, when the task asked for them instead (lead.ts). */
  readonly lead?: Lead;
  readonly content: readonly (readonly string[])[];
  /** Wall-clock, per seat: [decisions, total ms, max ms] (reported under `timing` only; `random` is not timed: 0 ms). */
  readonly decisionMs: readonly (readonly [number, number, number])[];
}

/**
 * Plays one game: a pure function of the game and the task (options, seed, bots, setup). The caller
 * supplies the game (`loadGame(task.game)` from games/loaders.ts), so a worker imports only the game
 * it plays.
 */
export function runGame(task: GameTask, game: AnyGame): GameRecord {
  if (game.id !== task.game) throw new SandtableError('bad_input', `runGame: task is for "${task.game}", got game "${game.id}"`);
  const m = Match.createParsed(game, optionsFor(game, task.options), task.seed, task.bots.length, false, task.dice);
  const bots = task.bots.map(botFor);
  const rng = new Rng(`bots:${task.seed}`);
  // Made on first use: only random setups draw from it (seeding one hashes its seed string).
  let setupRng: Rng | null = null;
  const scripted = task.setup?.seats.map((s) => s.slice()) ?? null;
  const evals: number[][] = [];
  const keepEvals = task.evals !== false;
  // Without the evaluations, the leader of each sample (a scratch list, reused game after game).
  let samples = 0;
  const sample = (row: number[]) => {
    if (keepEvals) evals.push(row);
    else LEADERS[samples] = leaderOf(row, 0, seats);
    samples++;
  };
  const timing = task.bots.map(() => [0, 0, 0] as [number, number, number]);
  let lastTurn = -1;
  let firstSeat: Seat | null = null;
  const seats = task.bots.length;
  const state = () => m.snapshot();
  // Every seat's evaluation in one call where the game offers it (one closure a game).
  const evaluateAll = game.evaluateAll;
  const all = evaluateAll === undefined ? null : (s: unknown) => evaluateAll.call(game, s);
  // Only a bot that is not the uniform random one is timed: two clock reads cost more than its choice.
  const timed = task.bots.map((b) => b !== 'random');
  // One memo per seat: bots keep the whole moves they play step by step on it.
  const memos = task.bots.map(() => ({}));
  // Nothing here copies the state per action (a clone per action was most of a random sim's time):
  // the evaluation is read once a turn from the match's own state, the setup check asks the match.
  for (;;) {
    const movers = m.toMove();
    if (movers.length === 0) break;
    const seat = movers[0];
    const legal = m.legalActions(seat);
    const turn = m.turn();
    if (turn !== lastTurn) {
      lastTurn = turn;
      sample(evalAll(m, seats, all));
    }
    let action: ActionLike | null = null;
    // A bot that chooses by index (random) is applied by index (`at`): no search of the list for its action.
    let at: number | null = null;
    if (m.isSetup()) {
      const script = scripted?.[seat];
      if (script && script.length > 0) {
        const scriptedAction = script.shift()!;
        if (!legal.some((a) => game.actionKey(a) === game.actionKey(scriptedAction))) {
          throw new SandtableError('bad_input', `setup file: action ${JSON.stringify(scriptedAction)} for seat ${seat} is not legal here`);
        }
        action = scriptedAction;
      } else if (task.setupBy === 'random') {
        setupRng ??= new Rng(`setup:${task.seed}`);
        action = game.randomSetup ? game.randomSetup(legal, setupRng) : legal[setupRng.int(legal.length)];
      } else action = bots[seat].choose({ game, seat, seats, legal, rng, state, setup: true, memo: memos[seat] });
    } else {
      if (firstSeat === null) firstSeat = m.read((s) => game.firstSeat?.(s)) ?? seat;
      const t = timing[seat];
      t[0]++;
      if (!timed[seat]) {
        const bot = bots[seat];
        const d = { game, seat, seats, legal, rng, state, setup: false, memo: memos[seat] };
        if (bot.pick !== undefined) at = bot.pick(d);
        else action = bot.choose(d);
      } else {
        const t0 = performance.now();
        action = bots[seat].choose({ game, seat, seats, legal, rng, state, setup: false, memo: memos[seat] });
        const dt = performance.now() - t0;
        t[1] += dt;
        t[2] = Math.max(t[2], dt);
      }
    }
    if (at !== null) m.applyAt(seat, at);
    else m.apply(seat, action!);
  }
  // Read from the match's own state (no copy), before the last evaluation as always.
  const content = m.read((end) => contentOf(game, end, seats));
  sample(evalAll(m, seats, all));
  const r = m.result()!;
  const record: { -readonly [K in keyof GameRecord]: GameRecord[K] } = {
    index: task.index,
    seed: task.seed,
    bots: task.bots,
    winners: r.winners,
    draw: r.draw,
    timeout: r.reason.code === TURN_CAP,
    reason: r.reason.code,
    turns: m.turn(),
    actions: m.actions().length,
    firstSeat,
    hash: task.hash === false ? null : m.hash(),
    evals,
    content,
    decisionMs: decisionMsOf(timing),
  };
  // Added, not spread into a copy: spread copies came out with many hidden classes, and the report
  // reading them ran ~3× slower.
  if (!keepEvals) record.lead = leadFrom(LEADERS, samples, r.winners, r.draw);
  return record;
}

/**
 * Bots by spec, made once per worker: a bot keeps nothing of a game but on the per-game memo, so games
 * share it (the server's bot worker does the same). Parsing the spec and wrapping its setup policy
 * anew per game was ~1 % of a short random game.
 */
const BOTS = new Map<string, Bot>();
function botFor(spec: string): Bot {
  let bot = BOTS.get(spec);
  if (bot === undefined) BOTS.set(spec, (bot = makeBot(spec)));
  return bot;
}

/** The leader of each sample of the game being played, when its record leaves the evaluations out. */
const LEADERS: number[] = [];

/**
 * The task's options as the game's schema parses them, once per options object: a worker's batch of
 * tasks shares one (a message keeps shared references), and so do a queued job's.
 */
const parsedOptions = new WeakMap<object, { readonly game: AnyGame; readonly options: unknown }>();
function optionsFor(game: AnyGame, raw: Json): unknown {
  if (typeof raw !== 'object' || raw === null) return parseOptions(game.optionsSchema, raw);
  const hit = parsedOptions.get(raw);
  if (hit !== undefined && hit.game === game) return hit.options;
  const options = parseOptions(game.optionsSchema, raw);
  parsedOptions.set(raw, { game, options });
  return options;
}

// Plain loops: these ran once a game, and `map` over records' arrays deoptimised the game loop's code.
function contentOf(game: AnyGame, end: unknown, seats: number): string[][] {
  const out: string[][] = [];
  for (let s = 0; s < seats; s++) out.push(game.content?.(end, s) ?? []);
  return out;
}

function decisionMsOf(timing: readonly (readonly [number, number, number])[]): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const t of timing) out.push([t[0], Math.round(t[1] * 1000) / 1000, Math.round(t[2] * 1000) / 1000]);
  return out;
}

/** Every seat's evaluation, rounded (`all`: the game's evaluateAll, or null to ask seat by seat). */
function evalAll(m: Match<unknown, ActionLike, unknown>, seats: number, all: ((s: unknown) => number[]) | null): number[] {
  if (all !== null) {
    const out = m.read(all);
    if (out.length !== seats) throw new Error(`evaluateAll gave ${out.length} values for ${seats} seats`);
    for (let p = 0; p < seats; p++) out[p] = Math.round(out[p] * 1e4) / 1e4;
    return out;
  }
  const out: number[] = [];
  for (let p = 0; p < seats; p++) out.push(Math.round(m.evaluate(p) * 1e4) / 1e4);
  return out;
}
