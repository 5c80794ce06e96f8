// The effect verbs, one Record: TypeScript rejects a verb in the data with no code here.
import type { Effect } from '../data.js';
import { charge } from './charge.js';
import { damage } from './damage.js';
import { repair } from './repair.js';
import type { Verb } from './verb.js';

export const VERBS: Readonly<Record<Effect['do'], Verb>> = { damage, repair, charge };
export type { Verb } from './verb.js';
