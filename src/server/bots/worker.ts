// A bot worker thread: rebuilds the match from its record (kept warm per match, so each decision
// only applies the new actions) and asks the bot for the seat's choice. The bot gets the state only
// through the Decision interface, as in every other place bots play.
import { parentPort } from 'node:worker_threads';
import type { Bot } from '../../ai/bot.js';
import { makeBot } from '../../ai/registry.js';
import { Match, Rng, type ActionLike, type JsonObject } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import type { BotJob, BotReply } from './protocol.js';

type AnyMatch = Match<unknown, ActionLike, unknown>;

const WARM = 64;
const matches = new Map<string, AnyMatch>();
const bots = new Map<string, Bot>();

function matchFor(job: BotJob): AnyMatch {
  const src = job.source;
  let m = matches.get(job.matchId);
  matches.delete(job.matchId);
  if (m !== undefined && m.actions().length <= src.actions.length) {
    try {
      for (let i = m.actions().length; i < src.actions.length; i++) m.apply(src.actions[i].seat, src.actions[i].action);
    } catch {
      m = undefined;
    }
  } else m = undefined;
  m ??= Match.replay(getGame(src.game), { ...src, hash: undefined }) as AnyMatch;
  matches.set(job.matchId, m);
  if (matches.size > WARM) matches.delete(matches.keys().next().value as string);
  return m;
}

function botFor(spec: string): Bot {
  let b = bots.get(spec);
  if (b === undefined) {
    b = makeBot(spec);
    bots.set(spec, b);
  }
  return b;
}

function decide(job: BotJob): JsonObject {
  const m = matchFor(job);
  const legal = m.legalActions(job.seat);
  if (legal.length === 0) throw new Error(`seat ${job.seat} has nothing to decide`);
  const rng = new Rng(job.rngSeed);
  const action = botFor(job.spec).choose({ game: m.game, seat: job.seat, seats: m.seats, legal, rng, state: () => m.snapshot() });
  return action as JsonObject;
}

const port = parentPort;
if (port === null) throw new Error('bots/worker.ts runs as a worker thread');
port.on('message', (job: BotJob) => {
  let reply: BotReply;
  try {
    reply = { id: job.id, action: decide(job) };
  } catch (e) {
    reply = { id: job.id, error: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies BotReply);
