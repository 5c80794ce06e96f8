// `sandtable`: games, run, replay. Errors print one line on stderr and exit with code 2.
// A command loads only what it uses (the games it plays, the server, the queue client): every game's
// modules at once cost ~1 s of start, most of it compiling the KARDS card pool.
import { readFileSync, writeFileSync } from 'node:fs';
import { playMatch } from '../ai/play.js';
import { makeBot } from '../ai/registry.js';
import { applySettings, DEFAULT_DICE, Match, matchRecordSchema, SandtableError, type AnyGame, type Lang, type MatchRecord, type SeatSummary } from '../engine/index.js';
import { loadGame } from '../games/loaders.js';
import { checkFlags, diceFlag, one, parseArgs, type ParsedArgs } from './args.js';
import { cmdCards, deckOptions } from './cards.js';

const USAGE = `usage:
  sandtable games
  sandtable run <game> [--seed N] [--bots random,random] [--dice chacha20|sfc32] [--lang zh|en] [--set key=value ...] [--deck FILE ...] [--save FILE] [--json]
  sandtable replay FILE [--json]
  sandtable cards kards [--json]
  sandtable serve [--port N] [--host H] [--db FILE]
  sandtable sim <game> --games N --bots A,B [--workers K] [--seed S] [--dice sfc32|chacha20] [--set key=value ...] [--sweep key=v1,v2,...] [--setup bots|random|FILE] [--out report.html] [--json report.json] [--queue redis://…]
  sandtable worker --queue redis://… [--concurrency K] [--stall-seconds S]`;

function out(line: string): void {
  process.stdout.write(line + '\n');
}

function parseSeed(v: string | undefined): number | string {
  if (v === undefined) return 1;
  return /^-?\d+$/.test(v) ? Number(v) : v;
}

function parseLang(v: string | undefined): Lang {
  if (v === undefined) return 'en';
  if (v !== 'zh' && v !== 'en') throw new SandtableError('bad_input', `--lang must be zh or en, not "${v}"`);
  return v;
}

function summary(m: Match<unknown, Record<string, never>, unknown>, seed: number | string) {
  const r = m.result();
  return {
    game: m.game.id,
    seed,
    dice: m.dice,
    winners: r?.winners ?? [],
    draw: r?.draw ?? false,
    reason: r?.reason.code ?? null,
    turns: m.turn(),
    actions: m.actions().length,
    hash: m.hash(),
    ...seatSummaries(m),
  };
}

/** Per seat, what it fielded and what it has left — only for a finished game (nothing is hidden then). */
function seatSummaries(m: Match<unknown, Record<string, never>, unknown>): { summary?: (SeatSummary & { seat: number })[] } {
  const { summary } = m.game;
  if (summary === undefined || !m.isOver()) return {};
  const end = m.snapshot();
  return { summary: Array.from({ length: m.seats }, (_, seat) => ({ seat, ...summary.call(m.game, end, seat) })) };
}

function printResult(game: AnyGame, m: ReturnType<typeof Match.create<unknown, never, unknown>>, lang: Lang): void {
  const r = m.result();
  if (!r) return;
  out('');
  const who = r.draw ? (lang === 'zh' ? '平局' : 'draw') : r.winners.map((w) => `seat ${w}`).join(', ');
  out(`${lang === 'zh' ? '结果' : 'result'}: ${who} — ${r.reason[lang]} (${game.title[lang]}, ${m.turn()} turns, ${m.actions().length} actions)`);
}

async function cmdGames(args: ParsedArgs): Promise<void> {
  checkFlags(args, []);
  const { listGames } = await import('../games/registry.js');
  for (const g of listGames()) out(`${g.id}\t${g.title.zh}\t${g.title.en}\tseats ${g.seatCounts.join('/')}`);
}

async function cmdRun(args: ParsedArgs): Promise<void> {
  checkFlags(args, ['seed', 'bots', 'dice', 'lang', 'set', 'save', 'json', 'deck']);
  const id = args.positionals[1];
  if (!id) throw new SandtableError('bad_input', 'run needs a game id (see `sandtable games`)');
  const game = await loadGame(id);
  const seed = parseSeed(one(args, 'seed'));
  const lang = parseLang(one(args, 'lang'));
  const options = applySettings({}, args.flags.get('set') ?? []);
  await deckOptions(id, args, options);
  const bots = (one(args, 'bots') ?? 'random,random').split(',').map((b) => makeBot(b.trim()));
  const dice = diceFlag(args, DEFAULT_DICE);
  const m = Match.create(game, options, seed, game.seatCounts.includes(bots.length) ? bots.length : undefined, true, dice);
  playMatch(m, bots, seed);
  const save = one(args, 'save');
  if (save) writeFileSync(save, JSON.stringify(m.toRecord(), null, 1));
  if (args.flags.has('json')) {
    out(JSON.stringify(summary(m as never, seed)));
    return;
  }
  // The match is over, so nothing is hidden any more: print the whole log.
  for (const e of m.fullLog()) out(game.describeEvent(e)[lang]);
  printResult(game, m as never, lang);
  out(`hash ${m.hash()}`);
}

async function cmdReplay(args: ParsedArgs): Promise<void> {
  checkFlags(args, ['json', 'lang']);
  const file = args.positionals[1];
  if (!file) throw new SandtableError('bad_input', 'replay needs a file');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    const why = e instanceof SyntaxError ? 'not valid JSON' : 'cannot be read';
    throw new SandtableError('bad_record', `${file} ${why}`);
  }
  const parsed = matchRecordSchema.safeParse(raw);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new SandtableError('bad_record', `${file} is not a match record: ${i.path.join('.') || '(root)'}: ${i.message}`);
  }
  const record = parsed.data as MatchRecord;
  const game = await loadGame(record.game);
  const m = Match.replay(game, record);
  const lang = parseLang(one(args, 'lang'));
  if (args.flags.has('json')) {
    out(JSON.stringify({ ...summary(m as never, record.seed), verified: true }));
    return;
  }
  const r = m.result();
  out(`${game.title[lang]}: ${m.actions().length} actions verified, ${m.turn()} turns, ${r ? r.reason[lang] : 'unfinished'}`);
  out(`hash ${m.hash()}`);
}

export async function main(argv: readonly string[]): Promise<number> {
  try {
    // `--json` is a switch for run/replay but takes a file for sim.
    const booleans = argv[0] === 'sim' ? ['help'] : ['json', 'help'];
    const args = parseArgs(argv, new Set(booleans));
    const cmd = args.positionals[0];
    if (!cmd || args.flags.has('help') || cmd === 'help') {
      out(USAGE);
      return cmd ? 0 : 2;
    }
    if (cmd === 'games') await cmdGames(args);
    else if (cmd === 'run') await cmdRun(args);
    else if (cmd === 'replay') await cmdReplay(args);
    else if (cmd === 'sim') await (await import('./sim.js')).cmdSim(args, out);
    else if (cmd === 'worker') await (await import('./worker.js')).cmdWorker(args, out);
    else if (cmd === 'serve') await (await import('./serve.js')).cmdServe(args, out);
    else if (cmd === 'cards') await cmdCards(args, out);
    else throw new SandtableError('bad_input', `unknown command "${cmd}"\n${USAGE}`.split('\n')[0]);
    return 0;
  } catch (e) {
    const msg = e instanceof SandtableError ? e.message : `internal error: ${e instanceof Error ? e.message : String(e)}`;
    process.stderr.write(`sandtable: ${msg.split('\n')[0]}\n`);
    return e instanceof SandtableError ? 2 : 1;
  }
}
