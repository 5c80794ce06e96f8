// A behaviour trace of what bots read from mecha: at seeded positions in every phase, the evaluation,
// clones and determinizations (hashed), the one-ply values of every legal action, an ISMCTS search's
// statistics, and whole bot-vs-bot games. Kept as a fixture so speed work on clone, determinize, legal
// generation and evaluate proves it changes nothing a search sees.
import { search } from '../../../ai/ismcts.js';
import { ISMCTS_PRESETS } from '../../../ai/registry.js';
import { hashState, Match, Rng } from '../../../engine/index.js';
import { getGame } from '../../registry.js';
import { runGame } from '../../../sim/run-game.js';
import { mecha, type MechaAction, type MechaState } from '../index.js';
import { TRACE_VARIANTS } from './trace.js';

export interface BotTrace {
  seed: number;
  variant: number;
  /** One line per position, folded: phase, evaluations, clone and determinization hashes, one-ply values, search stats. */
  digest: string;
  /** Final hashes of whole games between `ismcts:normal` and `heuristic` (bot-built setups). */
  games: string[];
}

const r = (x: number): string => x.toFixed(12);

/** Positions after 10 %, 35 %, 60 % and 85 % of a random game's actions, then on to a real choice. */
function positions(seed: number, variant: number): Match<MechaState, MechaAction, unknown>[] {
  const make = () => Match.create(mecha, TRACE_VARIANTS[variant], `bot-trace:${seed}`, 2, false, 'sfc32') as unknown as Match<MechaState, MechaAction, unknown>;
  const play = (m: Match<MechaState, MechaAction, unknown>, steps: number, rng: Rng) => {
    for (let i = 0; !m.isOver() && (i < steps || m.legalActions(m.toMove()[0]).length < 2); i++) {
      const seat = m.toMove()[0];
      const legal = m.legalActions(seat);
      m.apply(seat, legal[rng.int(legal.length)]);
    }
  };
  const full = make();
  play(full, Infinity, new Rng(`walk:${seed}`));
  const n = full.actions().length;
  return [0.1, 0.35, 0.6, 0.85].map((f) => {
    const m = make();
    play(m, Math.floor(n * f), new Rng(`walk:${seed}`));
    return m;
  });
}

export function botTrace(seed: number, variant: number, games: number): BotTrace {
  let digest = '';
  for (const m of positions(seed, variant)) {
    if (m.isOver()) continue;
    const s = m.snapshot();
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    let line = `${s.phase}|${r(mecha.evaluate(s, 0))},${r(mecha.evaluate(s, 1))}|${hashState(mecha.clone(s))}`;
    for (const p of [0, 1]) {
      const d = mecha.determinize(s, p, new Rng(`det:${seed}:${p}`));
      line += `|${hashState(d)}|${mecha.legalActions(d, d.active).map((a) => mecha.actionKey(a)).join(' ')}|${r(mecha.evaluate(d, p))}`;
    }
    for (const a of legal) {
      const t = mecha.clone(s);
      mecha.apply(t, seat, a, null);
      line += `|${mecha.actionKey(a)}=${r(mecha.evaluate(t, seat))}:${mecha.toMove(t).join(',')}`;
    }
    const st = search({ game: mecha, seat, seats: 2, legal, rng: new Rng(`search:${seed}`), state: () => m.snapshot() }, { ...ISMCTS_PRESETS.normal });
    line += `|${mecha.actionKey(st.action)}|${st.iterations}|${st.children.map((c) => `${c.key}:${c.visits}:${r(c.mean)}`).join(' ')}`;
    digest = hashState(digest + line);
  }
  const g = getGame('mecha');
  const out: string[] = [];
  for (let i = 0; i < games; i++) {
    const bots = i % 2 === 0 ? ['ismcts:normal', 'heuristic'] : ['heuristic', 'ismcts:normal'];
    const rec = runGame({ index: i, game: 'mecha', options: TRACE_VARIANTS[variant] as never, seed: `bot-game:${seed}:${i}`, bots, setup: null, dice: 'sfc32' }, g);
    out.push(`${rec.hash}:${rec.actions}:${rec.winners.join(',')}:${hashState(rec.evals)}`);
  }
  return { seed, variant, digest, games: out };
}
