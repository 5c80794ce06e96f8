// Names of the KARDS options (src/games/kards/options.ts) for the lobby, with the rulebook's Chinese
// terms; a choice's values as `option=value`. The rulings they switch are in docs/rules/kards.md.
import type { Label } from '../../../../src/protocol/types.js';
import { L } from '../../i18n/label.js';

export const KARDS_OPTION_LABELS: Record<string, Label> = {
  hq: L('总部血量', 'HQ defense'),
  handFirst: L('先攻起始手牌', 'Starting hand, first player'),
  handSecond: L('后攻起始手牌', 'Starting hand, second player'),
  handLimit: L('手牌上限', 'Hand limit'),
  supportSize: L('支援阵线容量', 'Support line size'),
  frontSize: L('前线容量', 'Frontline size'),
  slotCap: L('指挥点槽自然上限', 'Kredit slots (natural cap)'),
  kreditCap: L('指挥点上限', 'Kredit cap'),
  guardProtectsHq: L('守护保护总部', 'Guard protects the HQ'),
  smokeEndsOnAction: L('行动后失去烟幕', 'Smokescreen ends on action'),
  cmPerEvent: L('每事件触发反制数', 'Countermeasures per event'),
  arrivalTurnCounts: L('进场的回合计为第一回合', 'The turn a unit arrives counts as its first'),
  cmsAreOrders: L('指令费用变化也作用于反制', "Orders' cost changes apply to countermeasures"),
  similarCost: L('「费用相近」的范围', '"Similar cost" range'),
  capture: L('收缴', 'Salvage (收缴)'),
  'capture=auto': L('自动收回', 'taken automatically'),
  'capture=never': L('关闭', 'off'),
  suppressClearsPin: L('抑制也解除压制', 'Suppression also ends a pin'),
  takenActs: L('夺取的单位可在本回合行动', 'A taken unit may act in the taker\'s turn'),
  deckTurns: L('「在卡组中N回合」的计法', '"N turns in your deck" counts'),
  'deckTurns=own': L('己方回合', "its owner's turns"),
  'deckTurns=all': L('所有回合', 'every game turn'),
  buffKeepsDamage: L('增益后仍受伤（直到修复）', 'A buff leaves a unit damaged (受伤) until repaired'),
  bondMorale: L('羁绊的士气伤害', 'Bond morale damage'),
  'bondMorale=fatigue': L('按疲劳计数（1、2、3…）', 'the fatigue counter (1, 2, 3…)'),
  'bondMorale=one': L('每次1点', '1 each time'),
  developFromDeck: L('AIR, LAND & SEA「发展你卡组中的一张牌」', 'AIR, LAND & SEA: "Develop a card in your deck"'),
  'developFromDeck=copy': L('加入一张新牌，卡组不变', 'a new card to hand, the deck untouched'),
  'developFromDeck=tutor': L('从卡组中抽出所选的牌', 'the card chosen drawn from the deck'),
  eagleDay: L('EAGLE DAY 的德国空军单位', 'EAGLE DAY\'s German air unit'),
  'eagleDay=hand': L('从手牌中选择', 'one chosen in hand'),
  'eagleDay=random': L('随机一张新的', 'a new random one'),
  alsoClassRules: L('「也视为坦克」也适用于移动和攻击规则', '"Also counts as a tank" also moves and attacks as a tank'),
  friendlyFireHq: L('FRIENDLY FIRE 可以命中总部', 'FRIENDLY FIRE may hit the HQ'),
  decks: L('卡组', 'Decks'),
  turnCap: L('回合上限', 'Turn limit'),
};

export const KARDS_MAIN_OPTIONS: readonly string[] = ['hq'];
