// Golden games: full random games pinned by their final state hash and by hashes of everything a player
// or a bot reads along the way — every legal list, every event, the views, each seat's evaluation, the
// bots' macro choices and determinizations. Speed work must keep them: it may change how things are
// computed, never what. An intended change of rules re-pins them (the failure prints the new values).
import { describe, expect, it } from 'vitest';
import { hashState, hashString, Rng, type DiceScheme, type GameEvent } from '../../../engine/index.js';
import { blueprints, type BpAction } from '../index.js';

interface Golden {
  readonly seats: number;
  readonly dice: DiceScheme;
  readonly options: Record<string, unknown>;
}

const GAMES: readonly Golden[] = [
  { seats: 2, dice: 'sfc32', options: {} },
  { seats: 2, dice: 'sfc32', options: {} },
  { seats: 2, dice: 'chacha20', options: {} },
  { seats: 2, dice: 'sfc32', options: {} },
  { seats: 2, dice: 'chacha20', options: {} },
  { seats: 2, dice: 'sfc32', options: {} },
  { seats: 3, dice: 'chacha20', options: {} },
  { seats: 4, dice: 'sfc32', options: {} },
  { seats: 6, dice: 'sfc32', options: {} },
  { seats: 2, dice: 'sfc32', options: { geometry: 'sector', youPays: true, repairYou: true, recycle: false } },
  { seats: 3, dice: 'chacha20', options: { twoBases: true, useWindows: false, keepLastW: false, switchesPerTurn: 4 } },
];

/** Mostly random, but a turn rarely ends while something else is offered: games reach attacks, blocks and "You". */
function choose(legal: readonly BpAction[], pick: Rng): BpAction {
  const a = legal[pick.int(legal.length)];
  if ((a.t !== 'end' && a.t !== 'next') || legal.length === 1 || pick.int(5) === 0) return a;
  const rest = legal.filter((x) => x !== a);
  return rest[pick.int(rest.length)];
}

function play(g: number, spec: Golden): string {
  const { seats, dice } = spec;
  const s = blueprints.setup(blueprints.optionsSchema.parse(spec.options), seats, Rng.create(g, dice));
  const pick = new Rng(`golden:${g}`);
  let legalH = '', evH = '', botH = '', n = 0;
  while (blueprints.toMove(s).length > 0) {
    const seat = blueprints.toMove(s)[0];
    const legal = blueprints.legalActions(s, seat);
    legalH = hashString(legalH + legal.map((a) => `${blueprints.actionKey(a)}/${blueprints.actionCode!(a)}`).join(' '));
    // What bots read: every seat's evaluation, the macro choices, now and then a determinization and the views.
    const evals: number[] = [];
    for (let p = 0; p < seats; p++) evals.push(blueprints.evaluate(s, p));
    const macros = blueprints.macroActions!(s, seat);
    let extra = '';
    if (n % 5 === 0) {
      const d = blueprints.determinize(s, seat, new Rng(`det:${g}:${n}`));
      const c = blueprints.clone(s);
      extra = `${hashState(d)} ${hashState(c)} ${hashState(blueprints.view(s, seat))} ${hashState(blueprints.view(s, null))}`;
    }
    botH = hashString(`${botH}${evals.join(',')}|${macros?.map(blueprints.actionKey).join(' ') ?? '-'}|${extra}`);
    const ev: GameEvent[] = [];
    blueprints.apply(s, seat, choose(legal, pick), ev);
    evH = hashString(evH + JSON.stringify(ev));
    n++;
  }
  return `${n} ${hashState(s)} ${legalH} ${evH} ${botH}`;
}

describe('blueprints golden games', () => {
  it('random games keep their actions, legal lists, events, bot inputs and final hashes', () => {
    const got = GAMES.map((spec, g) => play(g + 1, spec));
    // Actions played, final state hash, legal-lists hash, events hash, bot-inputs hash (re-pinned for
    // the bots' evaluation, determinization odds and separation choices, then for the makes pruned
    // where "You" is not in play; the first four unchanged).
    expect(got).toEqual([
      '270 0deb864a42599f 087ac76138e8f5 1c9a132ac81926 1bcc295a5b9f46',
      '180 02216968f7e9bf 01e311a6edc97d 1ffb7e4b59d0fa 162a1880a56b9e',
      '279 0a080d7f8f6c50 17c2bccae589ce 0fb51074945b82 0f358ae737f117',
      '113 1f9193620f0144 1971fdffa8c0f9 0537c13b2ba885 1abb3b3b9ebf29',
      '51 1736ca1f32cae7 0771f3f2a76e07 1434d1413dfac1 06d9010b85c9aa',
      '270 062aa1cc909ed8 17f9fe58a99db5 01077a7f832d7e 11df0e1c7e9805',
      '69 082bdc05c0ddc2 12785de3aff98a 1b5c5e2db8ef22 05cbe0a3d9e6e4',
      '203 053464502f59f1 0cc64c0ab48322 0294d0c3df081d 08c4af9eccd1b4',
      '268 13c8560289c2cb 17e42dcfd9ddfc 1e9d78a0dfbf79 1a26be0c788f98',
      '45 02c10d47cd74b8 03cd3a957eb63a 0f838077dd492c 15c9f394f4888f',
      '97 0032769271ef63 1e2af7392bf0f3 13631cc56a0735 09796235be4056',
    ]);
  });
});
