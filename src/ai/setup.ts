// Setup decisions (fleets, deployment, hidden pilots, decks) are not searched like play: an evaluation
// that scores the board sees nothing of a fleet still being built, and declaring it built reaches the
// board (and its material) sooner, so search chose "built" after one naval ship (263 of 300 visits).
// Bots take them from the game's setup policy instead, on a determinization from their own seat (so
// the true hidden setup of the other seats is never at hand), and search only where a game has none.
import type { ActionLike } from '../engine/index.js';
import type { Bot, Decision } from './bot.js';

/** How a bot makes its setup choices: the game's policy for a good player, or a random complete setup. */
export type SetupStyle = 'policy' | 'random';

/** The game's setup choice for this decision, or null when it is not setup or the game has no policy. */
export function setupChoice<S, A extends ActionLike, O>(d: Decision<S, A, O>, style: SetupStyle): A | null {
  const { game, seat, legal, rng } = d;
  const pick = style === 'policy' ? game.botSetup : game.randomSetup;
  if (pick === undefined) return null;
  if (d.setup === false || game.isSetup === undefined) return null;
  if (d.setup === undefined && !game.isSetup(d.state())) return null;
  if (legal.length === 1) return legal[0];
  // A random setup reads only its choices: no copy, no determinization (they were a tenth of a naval
  // random game). The fork is drawn all the same, so a seed plays the same games as before.
  if (style === 'random') {
    rng.fork();
    return game.randomSetup!(legal, rng);
  }
  // A separate generator for the sample, so the choice's own draws never depend on how many the sample took.
  const world = game.determinize(d.state(), seat, rng.fork());
  return game.botSetup!(world, seat, legal, rng);
}

/** The bot, with setup choices from the game (its own `choose` for everything else). */
export function withSetup(bot: Bot, style: SetupStyle): Bot {
  const choose = <S, A extends ActionLike, O>(d: Decision<S, A, O>): A => {
    // Past setup the decision goes on as it is: copying it (and a closure) per decision was ~4 % of a
    // random game, for nothing to share.
    if (d.setup === false) return bot.choose(d);
    // One copy of the state serves both the setup check and the bot.
    let copy: S | undefined;
    const once: Decision<S, A, O> = { ...d, state: () => (copy ??= d.state()) };
    return setupChoice(once, style) ?? bot.choose(once);
  };
  const pick = bot.pick;
  if (pick === undefined) return { spec: bot.spec, choose };
  return {
    spec: bot.spec,
    choose,
    // Setup choices (a few a game) are found in the list; the rest are the bot's own index.
    pick: (d) => (d.setup === false ? pick.call(bot, d) : d.legal.indexOf(choose(d))),
  };
}
