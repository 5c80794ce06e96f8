// KARDS: the board module, loaded only when a KARDS match is shown.
import { lazy } from 'react';
import type { BoardModule } from '../types.js';
import { cardName } from './names.js';

export const kardsBoard: BoardModule = {
  Board: lazy(() => import('./KardsBoard.js').then((m) => ({ default: m.KardsBoard }))),
  seatName: (seat) => ({ zh: `${seat + 1}号玩家`, en: `Player ${seat + 1}` }),
  optionLabels: {
    decks: { zh: '卡组', en: 'Decks' },
    hq: { zh: '总部血量', en: 'HQ defense' },
    guardProtectsHq: { zh: '守护保护总部', en: 'Guard protects the HQ' },
    smokeEndsOnAction: { zh: '行动后失去烟幕', en: 'Smokescreen ends on action' },
    cmPerEvent: { zh: '每事件触发反制数', en: 'Countermeasures per event' },
    turnCap: { zh: '回合上限', en: 'Turn limit' },
  },
  mainOptions: ['hq'],
  contentName: cardName,
};
