// What each error code of the server means, in both languages; the server's own one-line message
// (English, with the details) is shown beside it.
import type { ErrorCode, Label } from '../../../src/protocol/types.js';

export const ERROR_TEXT: Record<ErrorCode | 'network', Label> = {
  bad_request: { zh: '请求无效', en: 'Bad request' },
  unknown_game: { zh: '没有这个游戏', en: 'Unknown game' },
  unknown_match: { zh: '找不到这个对局', en: 'No such match' },
  bad_token: { zh: '座位链接无效', en: 'Invalid seat link' },
  bad_options: { zh: '选项无效', en: 'Invalid options' },
  bad_seats: { zh: '座位设置无效', en: 'Invalid seats' },
  illegal_action: { zh: '这个行动不合规则', en: 'That action is not legal' },
  not_your_turn: { zh: '还没轮到你', en: 'Not your turn' },
  stale_version: { zh: '局面已变化，已刷新', en: 'The position changed; refreshed' },
  game_over: { zh: '对局已结束', en: 'The match is over' },
  not_finished: { zh: '对局尚未结束', en: 'The match is not over yet' },
  too_large: { zh: '消息太大', en: 'Message too large' },
  internal: { zh: '服务器错误', en: 'Server error' },
  network: { zh: '无法连接服务器', en: 'Cannot reach the server' },
};
