// The deck builder's and deck pickers' words, in Chinese and English.
import type { Label } from '../../../src/protocol/types.js';
import { useLang } from '../i18n/lang.js';

const S = {
  builder: { zh: '卡组构建', en: 'Deck builder' },
  openBuilder: { zh: '打开卡组构建器', en: 'Open the deck builder' },
  nation: { zh: '主国家', en: 'Main nation' },
  ally: { zh: '盟国', en: 'Ally' },
  deckNations: { zh: '卡组的两个国家', en: 'The deck’s nations' },
  allNations: { zh: '国家', en: 'Nation' },
  type: { zh: '类型', en: 'Type' },
  anyType: { zh: '全部类型', en: 'Any type' },
  units: { zh: '全部单位', en: 'Any unit' },
  cost: { zh: '费用', en: 'Cost' },
  anyCost: { zh: '全部', en: 'Any' },
  search: { zh: '搜索名称、关键词、卡牌文字', en: 'Search names, keywords, card text' },
  showUnsupported: { zh: '显示尚未实现的卡', en: 'Show cards not implemented yet' },
  notImplemented: { zh: '尚未实现', en: 'not implemented yet' },
  cardsShown: { zh: '张卡', en: 'cards' },
  deck: { zh: '卡组', en: 'Deck' },
  legal: { zh: '合法卡组', en: 'Legal deck' },
  illegal: { zh: '还不能使用：', en: 'Not playable yet:' },
  allied: { zh: '盟国卡', en: 'Allied cards' },
  name: { zh: '卡组名称', en: 'Deck name' },
  save: { zh: '保存到本浏览器', en: 'Save in this browser' },
  saved: { zh: '已保存', en: 'Saved' },
  remove: { zh: '删除', en: 'Delete' },
  load: { zh: '载入已保存的卡组', en: 'Load a saved deck' },
  loadStarter: { zh: '从起始卡组开始', en: 'Start from a starter deck' },
  clear: { zh: '清空', en: 'Clear' },
  exportDeck: { zh: '导出卡组文件', en: 'Export the deck file' },
  download: { zh: '下载 .json', en: 'Download .json' },
  importDeck: { zh: '导入卡组文件', en: 'Import a deck file' },
  importHint: { zh: '粘贴卡组 JSON（与命令行 --deck 文件相同），或选择文件', en: 'Paste a deck JSON (the same file as the CLI’s --deck), or pick a file' },
  importDo: { zh: '导入', en: 'Import' },
  imported: { zh: '已导入', en: 'Imported' },
  importRefused: { zh: '无法导入：', en: 'Cannot import:' },
  add: { zh: '加入', en: 'Add' },
  take: { zh: '移除', en: 'Remove' },
  empty: { zh: '卡组是空的：从左边加入卡牌。', en: 'The deck is empty: add cards from the list.' },
  starter: { zh: '起始卡组', en: 'Starter deck' },
  savedDecks: { zh: '我的卡组', en: 'My decks' },
  deckOf: { zh: '的卡组', en: ' deck' },
  decksTitle: { zh: '卡组', en: 'Decks' },
  friendChooses: { zh: '好友打开邀请链接后自己选择卡组（你看不到）', en: 'Your friend chooses a deck on opening the invite link (you never see it)' },
  decksSecret: { zh: '卡组是秘密的：服务器不会把一方的卡组发给另一方。', en: 'Decks are secret: the server never sends one seat’s deck to another.' },
  chooseDeck: { zh: '选择你的卡组', en: 'Choose your deck' },
  submitDeck: { zh: '用这副卡组入座', en: 'Sit down with this deck' },
  waiting: { zh: '等待其他玩家选择卡组…', en: 'Waiting for the other players to choose their decks…' },
  ready: { zh: '已选好', en: 'ready' },
  notReady: { zh: '选择中', en: 'choosing' },
  tableLinks: { zh: '邀请链接（好友在链接里选择自己的卡组，对局在所有卡组选好后开始）', en: 'Invite links (a friend chooses a deck there; the match starts once every deck is in)' },
  enterTable: { zh: '入座', en: 'Take my seat' },
  deckIllegal: { zh: '这副卡组不合法', en: 'This deck is not legal' },
} satisfies Record<string, Label>;

export type DeckStringKey = keyof typeof S;

export function useDeckText(): { lang: 'zh' | 'en'; d: (k: DeckStringKey) => string } {
  const { lang } = useLang();
  return { lang, d: (k) => S[k][lang] };
}
