// A name in both languages, for the tables of option and content names.
import type { Label } from '../../../src/protocol/types.js';

export const L = (zh: string, en: string): Label => ({ zh, en });
