// Every game, under any reading of its rules' switches: a seat's view of a determinization is its view of
// the real state. `determinize` redraws only what the seat cannot see, so a view that changes with it shows
// something hidden (a leak), and a determinization that changes what the view shows lies to the bots that
// search it. The games' own tests check this on their default rules; the switches change what is hidden
// (naval's open roster and mine reveals, KARDS's tutored develop, arena's and blueprints' variants), and
// they are read from each schema, so a switch added later is played here too.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Rng, type AnyGame } from '../engine/index.js';
import { listGames } from '../games/registry.js';

/** The boolean and enum options of a game's schema, with their values. */
function switchesOf(schema: z.ZodType): [string, readonly unknown[]][] {
  const shape = objectOf(schema)?.shape ?? {};
  const out: [string, readonly unknown[]][] = [];
  for (const [key, field] of Object.entries(shape)) {
    const t = unwrapped(field as z.ZodType);
    if (t instanceof z.ZodBoolean) out.push([key, [true, false]]);
    else if (t instanceof z.ZodEnum) out.push([key, t.options]);
  }
  return out;
}

function unwrapped(t: z.ZodType): z.ZodType {
  while (t instanceof z.ZodOptional || t instanceof z.ZodDefault) t = t.unwrap() as z.ZodType;
  return t;
}

/** The object schema under defaults, optionals and pipes (a refined or transformed schema). */
function objectOf(schema: z.ZodType): z.ZodObject | null {
  let t = unwrapped(schema);
  while (t instanceof z.ZodPipe) t = unwrapped(t.in as z.ZodType);
  return t instanceof z.ZodObject ? t : null;
}

/** Plays a random game under random switches; every few actions, compares every seat's two views. */
function probe(game: AnyGame, switches: readonly [string, readonly unknown[]][], g: number): number {
  const rng = new Rng(`views:${game.id}:${g}`);
  const raw: Record<string, unknown> = {};
  for (const [key, values] of switches) if (rng.int(2) === 0) raw[key] = values[rng.int(values.length)];
  const options = game.optionsSchema.parse(raw);
  const seats = game.seatCounts[rng.int(game.seatCounts.length)];
  const s = game.setup(options, seats, new Rng(`views-setup:${g}`));
  let checks = 0;
  for (let n = 0; n < 3000; n++) {
    const movers = game.toMove(s);
    if (movers.length === 0) break;
    if (rng.int(7) === 0) {
      for (let seat = 0; seat < seats; seat++) {
        const d = game.determinize(s, seat, new Rng(`views-det:${g}:${n}:${seat}`));
        expect(JSON.stringify(game.view(d, seat)), `${game.id} ${JSON.stringify(raw)} action ${n} seat ${seat}`).toBe(JSON.stringify(game.view(s, seat)));
        checks++;
      }
    }
    const seat = movers[rng.int(movers.length)];
    const legal = game.legalActions(s, seat);
    game.apply(s, seat, legal[rng.int(legal.length)], null);
  }
  return checks;
}

describe('a seat sees the same in every determinization, under any reading of the switches', () => {
  for (const game of listGames()) {
    it(`${game.id}: view(determinize(s, seat), seat) = view(s, seat) along random games under random switches`, () => {
      const switches = switchesOf(game.optionsSchema);
      // Every game has rulings with another reading (issue 19; the rules docs' Rulings sections).
      expect(switches.length).toBeGreaterThan(0);
      let checks = 0;
      for (let g = 0; g < 8; g++) checks += probe(game, switches, g);
      expect(checks).toBeGreaterThan(50);
    });
  }
});
