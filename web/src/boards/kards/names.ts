// Card names by id for the end screen's summary, filled when the board loads (late-names.ts).
import { lateNames } from '../late-names.js';

const names = lateNames();
export const setCardNames = names.set;
export const cardName = names.name;
