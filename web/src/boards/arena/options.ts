// Names of the arena options (src/games/arena/options.ts) for the lobby, with the seed's Chinese terms;
// a choice's values as `option=value`.
import type { Label } from '../../../../src/protocol/types.js';
import { L } from '../../i18n/label.js';

export const ARENA_OPTION_LABELS: Record<string, Label> = {
  radius: L('地图半径', 'Map radius'),
  life: L('初始生命值', 'Starting life'),
  copies: L('每种同名卡张数', 'Copies of each card'),
  deck: L('卡组 (32/36)', 'Deck (32/36)'),
  'deck=reply32': L('32张（答疑版）', '32 cards (the card reply)'),
  'deck=rules36': L('36张（规则书版）', '36 cards (the rules text)'),
  handSize: L('手牌补充至', 'Hand refilled to'),
  nextHandEnds: L('下个回合玩家手牌达到此数时回合结束', "Turn ends when the next player's hand reaches"),
  teams6: L('六人分组', 'Six-player teams'),
  'teams6=two': L('两方各三人', 'two sides of three'),
  'teams6=three': L('三队各两人', 'three teams of two'),
  characters: L('角色 (按座位)', 'Characters (by seat)'),
  madRule: L('失控的方向', 'Where 失控 (runaway) moves'),
  'madRule=anyEnemy': L('靠近至少一名敌人', 'closer to at least one enemy'),
  'madRule=nearestEnemy': L('靠近最近的敌人', 'closer to the nearest enemy'),
  simultaneousZero: L('同一行动中各方同时归零', 'Every side at 0 in one action'),
  'simultaneousZero=draw': L('平局', 'a draw'),
  'simultaneousZero=activeLoses': L('当前回合方负', 'the side whose turn it is loses'),
  ownShownApplies: L('展示中效果作用于自身的打出', "A card's 展示中 (shown) effects apply to its own play"),
  stuck: L('既不能出牌也不能移动时', 'When a player can neither play nor move'),
  'stuck=exhaustHand': L('耗竭手牌', 'exhaust the hand'),
  'stuck=discardHand': L('弃掉手牌', 'discard the hand'),
  'stuck=endTurn': L('直接结束回合', 'just end the turn'),
  roundCap: L('轮数上限', 'Round limit'),
};

export const ARENA_MAIN_OPTIONS: readonly string[] = ['characters', 'radius', 'deck', 'teams6'];
