// Card names by id for the end screen's summary. The board sets the lookup when it loads (it carries
// the catalog), so the module every page loads stays without it; the summary only shows after a match
// was on screen, board loaded.
import type { Label } from '../../../../src/protocol/types.js';

let lookup: ((id: string) => Label | undefined) | null = null;

export function setCardNames(fn: (id: string) => Label | undefined): void {
  lookup = fn;
}

export function cardName(id: string): Label {
  return lookup?.(id) ?? { zh: id, en: id };
}
