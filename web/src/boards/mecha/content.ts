// Names of what the end-of-game summary lists for mecha (src/games/mecha/summary.ts): a ship or mech
// id, `pilot:<id>`, or `<id> hp/max`. They mirror the game's data tables so the main bundle carries
// no mecha data (the board loads lazily); content.test.ts keeps the two in step.
import type { Label } from '../../../../src/protocol/types.js';
import { L } from '../../i18n/label.js';

/** Ships and mechs by id. */
export const UNIT_NAMES: Readonly<Record<string, Label>> = {
  'FA-07A': L('FA-07A 蜂雀', 'FA-07A Hummingbird'),
  'FA-07C': L('FA-07C 蛮牛', 'FA-07C Bull'),
  'white-pegasus': L('白天马', 'White Pegasus'),
  'FA-07B': L('FA-07B 白鲸', 'FA-07B Beluga'),
  'venus-01': L('Venus-01 阿芙洛狄忒', 'Venus-01 Aphrodite'),
  'jupiter-00': L('Jupiter-00 朱庇特', 'Jupiter-00 Jupiter'),
  'URA-00': L('URA-00 "Vampire" 吸血鬼（试做型）', 'URA-00 "Vampire" (prototype)'),
  'URA-01A': L('URA-01A "Sword" 利剑（试做型）', 'URA-01A "Sword" (prototype)'),
  'URA-01B': L('URA-01B "Hammer" 重锤（试做型）', 'URA-01B "Hammer" (prototype)'),
  'URA-01C': L('URA-01C "Longbow" 长弓（试做型）', 'URA-01C "Longbow" (prototype)'),
  'UBT1-T1': L('UBT1-T1 "Kagami" 八咫镜', 'UBT1-T1 "Kagami"'),
  'UBT1-T2': L('UBT1-T2 "Tsurugi" 草薙剑', 'UBT1-T2 "Tsurugi"'),
  'UBT1-T3': L('UBT1-T3 "Magatama" 琼勾玉', 'UBT1-T3 "Magatama"'),
  'UMP-04A': L('UMP-04A "Bayonet" 军刺', 'UMP-04A "Bayonet"'),
  'UMP-04C': L('UMP-04C "Chainsaw" 链锯', 'UMP-04C "Chainsaw"'),
  'RU-001': L('RU-001 联合', 'RU-001 Union'),
  'RU-002': L('RU-002 刺客', 'RU-002 Assassin'),
  akarin: L('阿卡林', 'Akarin'),
  jimmy: L('量产型吉米', 'Mass-produced Jimmy'),
  'big-shield': L('大盾', 'Big Shield'),
};

/** Pilots by id. */
export const PILOT_NAMES: Readonly<Record<string, Label>> = {
  'hans-zimmers': L('Hans Zimmers', 'Hans Zimmers'),
  'zack-fair': L('Zack Fair', 'Zack Fair'),
  'justin-timberlake': L('Justin Timberlake', 'Justin Timberlake'),
  'linus-torvalds': L('Linus Benedict Torvalds', 'Linus Benedict Torvalds'),
  'john-snow': L('John Snow', 'John Snow'),
  'jack-thunder': L('Jack Thunder', 'Jack Thunder'),
  mao: L('Mao', 'Mao'),
  'ambrogio-spinola': L('安布罗西奥·斯皮诺拉', 'Ambrogio Spinola'),
  'gotz-von-berlichingen': L('盖兹·冯·贝尔力希杰', 'Götz von Berlichingen'),
  chigu: L('chigu', 'chigu'),
  'hans-zimmers-l': L('Hans Zimmers [L]', 'Hans Zimmers [L]'),
  'zack-fair-l': L('Zack Fair [L]', 'Zack Fair [L]'),
  'justin-timberlake-l': L('Justin Timberlake [L]', 'Justin Timberlake [L]'),
  'linus-torvalds-l': L('Linus Benedict Torvalds [L]', 'Linus Benedict Torvalds [L]'),
  'john-snow-l': L('John Snow [L]', 'John Snow [L]'),
};

/** The summary's name of a unit or pilot, with any `hp/max` kept after it; unknown names as they are. */
export function contentName(name: string): Label {
  if (name.startsWith('pilot:')) {
    const id = name.slice('pilot:'.length);
    return PILOT_NAMES[id] ?? L(id, id);
  }
  const [id, hp] = name.split(' ', 2);
  const n = UNIT_NAMES[id];
  if (!n) return L(name, name);
  return hp === undefined ? n : L(`${n.zh} ${hp}`, `${n.en} ${hp}`);
}
