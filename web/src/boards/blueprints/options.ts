// Names of the blueprints options (src/games/blueprints/options.ts) for the lobby, with the base game's
// and the seed's Chinese terms; a choice's values as `option=value`.
import type { Label } from '../../../../src/protocol/types.js';
import { L } from '../../i18n/label.js';

export const BLUEPRINTS_OPTION_LABELS: Record<string, Label> = {
  generalLines: L('一般基地生产线数', 'General base production lines'),
  groundLines: L('地面基地生产线数', 'Ground base production lines'),
  twoBases: L('一般基地与地面基地分开（同一格，共用能量池）', 'A general and a ground base (one cell, one pool)'),
  startPool: L('基地起始能量', 'Starting base W'),
  income: L('每回合基地能量收入', 'Base W gained each turn'),
  hand: L('起始手牌', 'Starting hand'),
  draw: L('回合结束时抽设计图', 'Blueprints drawn at turn end'),
  youCost: L('「你」的费用', 'Cost of "You"'),
  youV: L('「你」的 v', 'v of "You"'),
  youSlots: L('「你」的槽位', 'Slots of "You"'),
  youMaxK: L('完成时移到「你」上的能量上限', 'Most W moved onto "You" at completion'),
  geometry: L('虚拟地面的距离', 'Virtual-ground distance'),
  'geometry=hex': L('六角格距离', 'hex distance'),
  'geometry=sector': L('环差+扇区步数', 'ring difference + sector steps'),
  tokenPairs: L('坐标标记对数', 'Coordinate-token pairs'),
  useWindows: L('他人回合可使用地面物件', "Ground objects usable in others' turns"),
  switchesPerTurn: L('每物件每回合换线次数', 'Line switches per object per turn'),
  keepLastW: L('生产不得用尽基地能量', 'Production may not empty the base pool'),
  decks: L('角色卡组 (按座位)', 'Character decks (by seat)'),
  baselessDrain: L('基地被毁后「你」每回合流失的能量', 'W "You" loses each turn without a base'),
  recycle: L('被摧毁物件的设计图洗回', "A destroyed object's blueprint is shuffled back"),
  youPays: L('分离后生产可用「你」的能量', 'Production after separation may use the W of "You"'),
  repairYou: L('修理可恢复「你」的能量', 'Repair may restore the W of "You"'),
  maxRounds: L('回合上限', 'Round limit'),
};

export const BLUEPRINTS_MAIN_OPTIONS: readonly string[] = ['maxRounds', 'startPool'];
