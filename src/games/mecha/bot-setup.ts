// How a bot builds its mecha fleet, as a good player would: each choice (ship, main weapons, mechs
// and their weapons, captain, pilots, the 20-card library) takes the option worth most by the table
// below, with a little noise so near-equal options vary. It reads only the seat's own build record.
//
// The worths are the coefficients of a logistic regression of the result on every choice, fitted on
// 6,000 heuristic-vs-heuristic games from uniformly random complete builds (each seat's choices one
// row; log-odds of a win, L2-regularised). The ship dominates (FA-07B 白鲸 +0.78, FA-07C −0.39); of
// the cards only 自毁装置 stands out (−0.37).
import type { Rng, Seat } from '../../engine/index.js';
import type { MechaAction } from './actions.js';
import { CAPTAINS, MECH_CARDS, MECHS, PILOTS, SHIP_CARDS, SHIPS, WEAPONS } from './data.js';
import type { BuildSide, MechaState } from './state.js';

const WORTH: Readonly<Record<string, number>> = {
  'ship:FA-07B': 0.78, 'ship:venus-01': 0.02, 'ship:white-pegasus': -0.12, 'ship:FA-07A': -0.26, 'ship:FA-07C': -0.39,
  'weapon:flak-barrage': 0.17, 'weapon:tracer-vulcan': -0.02, 'weapon:heavy-vulcan': -0.03, 'weapon:heat-ray': -0.08,
  'weapon:impact-flak': -0.09, 'weapon:twin-laser': -0.13, 'weapon:siege-laser': -0.13, 'weapon:siege-railgun': -0.14,
  // A mech's worth here includes its best weapon; `arm:` rows pick between its two.
  'mech:URA-01A': 0.34, 'mech:big-shield': 0.29, 'mech:RU-001': 0.24, 'mech:URA-00': 0.23, 'mech:UMP-04A': 0.2,
  'mech:URA-01B': 0.19, 'mech:UBT1-T2': 0.15, 'mech:UMP-04C': 0.14, 'mech:URA-01C': 0.05, 'mech:UBT1-T1': 0.05,
  'mech:jimmy': 0.04, 'mech:akarin': 0.02, 'mech:UBT1-T3': 0.01, 'mech:RU-002': 0,
  'arm:URA-00:charge-laser-gun': 0.13, 'arm:URA-00:shock-claw': -0.03, 'arm:URA-01B:laser-sabre': 0.09, 'arm:URA-01B:mech-rifle': 0.01,
  'arm:URA-01C:rail-sniper': 0.03, 'arm:URA-01C:laser-pistol': 0, 'arm:UBT1-T1:laser-pistol': 0.04, 'arm:UBT1-T1:link-charger': -0.04,
  'arm:UBT1-T2:nano-cutter': 0.06, 'arm:UBT1-T2:laser-pistol': 0.03, 'arm:UBT1-T3:repair-drone': 0.02, 'arm:UBT1-T3:laser-pistol': -0.02,
  'arm:RU-001:standard-laser-rifle': 0.1, 'arm:RU-001:em-jammer-bomb': 0.04, 'arm:jimmy:laser-assault-rifle': 0.05, 'arm:jimmy:grenade': -0.07,
  'arm:big-shield:wormhole-gen': 0.17, 'arm:big-shield:jammer-shot': -0.04,
  'captain:tim-wall': 0.08, 'captain:adam-green': 0.03, 'captain:tom-steel': 0.02, 'captain:aaron-thompson': -0.1,
  'pilot:ambrogio-spinola': 0.26, 'pilot:john-snow': 0.13, 'pilot:mao': 0.11, 'pilot:linus-torvalds': 0.09, 'pilot:jack-thunder': 0.09,
  'pilot:hans-zimmers': 0.08, 'pilot:zack-fair': 0.06, 'pilot:gotz-von-berlichingen': 0.06, 'pilot:justin-timberlake': 0.03, 'pilot:chigu': -0.02,
  'card:repair-robot': 0.07, 'card:emp-grenade': 0.03, 'card:hook': 0.02, 'card:radar': 0.01, 'card:wormhole': 0.03, 'card:jammer': 0,
  'card:spy-drone': -0.01, 'card:deck-bomb': -0.02, 'card:auto-turret': -0.03, 'card:aiming-aid': -0.03, 'card:advanced-weapons': -0.03,
  'card:drain-field': -0.04, 'card:warp-shield': -0.05, 'card:shield-generator': -0.06, 'card:conversion-shield': -0.07,
  'card:attitude-jets': -0.07, 'card:self-destruct': -0.37,
};

/** A second copy of a card is worth less than the first: a library of spread cards answers more. */
const SECOND_COPY = 0.1;
/** Noise: enough to vary between near-equal options, far below the gaps that matter. */
const NOISE = 0.02;

export function botSetup(s: MechaState, seat: Seat, legal: readonly MechaAction[], rng: Rng): MechaAction {
  const b = s.build[seat];
  let best = legal[0];
  let bestScore = -Infinity;
  for (const a of legal) {
    const score = worth(b, a) + (rng.next() / 4294967296) * NOISE;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

function worth(b: BuildSide, a: MechaAction): number {
  switch (a.t) {
    case 'ship':
      return WORTH[`ship:${SHIPS[a.c].id}`] ?? 0;
    case 'gun':
      return WORTH[`weapon:${WEAPONS[a.w].id}`] ?? 0;
    case 'mech':
      return WORTH[`mech:${MECHS[a.c].id}`] ?? 0;
    case 'arm': {
      // The weapon of the mech added last (the one waiting for its choice).
      const mech = MECHS[b.mechs[b.arms.length]];
      return WORTH[`arm:${mech.id}:${mech.weapons[a.i]}`] ?? 0;
    }
    case 'captain':
      return WORTH[`captain:${CAPTAINS[a.c].id}`] ?? 0;
    case 'crew':
      return WORTH[`pilot:${PILOTS[a.p].id}`] ?? 0;
    case 'card':
      return (WORTH[`card:${SHIP_CARDS[a.c].id}`] ?? 0) - SECOND_COPY * b.cards[a.c];
    case 'mcard':
      return (WORTH[`card:${MECH_CARDS[a.c].id}`] ?? 0) - SECOND_COPY * b.mcards[a.c];
    default:
      return 0;
  }
}
