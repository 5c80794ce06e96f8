// Which numbered rule of docs/rules/mecha.md describes a ship, mech, pilot, captain or card, and that
// rule's text (the English line, or the seed's Chinese beside it), for the details a unit shows on
// hover or tap. The document loads only when a detail asks for it.
import { useEffect, useState } from 'react';
import type { Label } from '../../../../src/protocol/types.js';
import { rulesText } from '../../rules/docs.js';

/** Consecutive rows: ids[i] → M-(first + i). */
const rows = (ids: readonly string[], first: number): Record<string, string> => Object.fromEntries(ids.map((id, i) => [id, `M-${first + i}`]));

/** Card id → rule id. Ship and mech rows are followed by rows of their skills and weapons. */
export const RULE_OF: Readonly<Record<string, string>> = {
  'FA-07A': 'M-31',
  'FA-07C': 'M-34',
  'white-pegasus': 'M-37',
  'FA-07B': 'M-40',
  'venus-01': 'M-43',
  'jupiter-00': 'MR-31',
  ...rows(['heavy-vulcan', 'tracer-vulcan', 'flak-barrage', 'impact-flak', 'siege-railgun', 'heat-ray', 'siege-laser', 'twin-laser'], 46),
  ...rows(['emp-grenade', 'repair-robot', 'auto-turret', 'deck-bomb', 'spy-drone', 'warp-shield', 'conversion-shield', 'drain-field', 'advanced-weapons'], 54),
  'tim-wall': 'M-63',
  'aaron-thompson': 'M-65',
  'adam-green': 'M-67',
  'tom-steel': 'M-69',
  'URA-00': 'M-71',
  'URA-01A': 'M-73',
  'URA-01B': 'M-75',
  'URA-01C': 'M-78',
  'UBT1-T1': 'M-81',
  'UBT1-T2': 'M-83',
  'UBT1-T3': 'M-84',
  'UMP-04A': 'M-85',
  'UMP-04C': 'M-86',
  'RU-001': 'M-87',
  'RU-002': 'M-90',
  akarin: 'M-92',
  jimmy: 'M-93',
  'big-shield': 'M-95',
  ...rows(['hans-zimmers', 'zack-fair', 'justin-timberlake', 'linus-torvalds', 'john-snow', 'jack-thunder', 'mao', 'ambrogio-spinola', 'gotz-von-berlichingen', 'chigu'], 97),
  // The designer's later pilot cards ([L]) are one ruling.
  ...Object.fromEntries(['hans-zimmers', 'zack-fair', 'justin-timberlake', 'linus-torvalds', 'john-snow'].map((id) => [`${id}-l`, 'MR-30'])),
  ...rows(['wormhole', 'self-destruct', 'jammer', 'hook', 'shield-generator', 'aiming-aid', 'attitude-jets', 'radar'], 107),
  ...rows(['black-hole', 'lightning', 'meteor-shower', 'lethal-infection', 'emp-storm', 'emp-surge'], 115),
};

/** The rule's text in each language from a rules-table row `| id | English | 中文 | … |`; null if absent. */
export function ruleRow(doc: string, id: string): Label | null {
  const head = `| ${id} |`;
  const line = doc.split('\n').find((l) => l.startsWith(head));
  if (!line) return null;
  const cells = line.split('|').map((c) => c.trim());
  // Rulings (MR-…) read | id | question | ruling | option |: the ruling, in English only.
  if (id.startsWith('MR-')) return { en: cells[3] ?? '', zh: cells[3] ?? '' };
  const en = cells[2] ?? '';
  return { en, zh: cells[3] || en };
}

let doc: Promise<string | null> | null = null;

/** The text of a rule, once the rules document has loaded (null until then, or when there is none). */
export function useRuleText(id: string | undefined): Label | null {
  const [text, setText] = useState<Label | null>(null);
  useEffect(() => {
    setText(null);
    if (!id) return;
    let live = true;
    doc ??= rulesText('mecha');
    void doc.then((d) => {
      if (live && d) setText(ruleRow(d, id));
    });
    return () => {
      live = false;
    };
  }, [id]);
  return text;
}
