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
  cannot_undo: { zh: '这一步已不能撤销（已揭示了信息或已轮到别人）', en: 'That can no longer be taken back (something was revealed, or play moved on)' },
  not_finished: { zh: '对局尚未结束', en: 'The match is not over yet' },
  too_large: { zh: '消息太大', en: 'Message too large' },
  rate_limited: { zh: '操作太频繁，请稍后再试', en: 'Too many requests; try again shortly' },
  bad_origin: { zh: '不允许从这个网站连接', en: 'Connections from this site are not allowed' },
  abandoned: { zh: '对局已因长期无人行动而废弃', en: 'The match was abandoned' },
  busy: { zh: '服务器繁忙，请重试', en: 'The server is busy; try again' },
  storage_lost: { zh: '服务器无法保存对局', en: 'The server cannot store moves right now' },
  stale: { zh: '对局已有更新，已重新同步，请再试一次', en: 'The match moved on meanwhile; it has been refreshed, try again' },
  unavailable: { zh: '数据库暂时无法使用，请稍后重试', en: 'The database is unavailable right now; try again shortly' },
  corrupt_match: { zh: '对局数据已损坏', en: 'The match is damaged in storage' },
  internal: { zh: '服务器错误', en: 'Server error' },
  network: { zh: '无法连接服务器', en: 'Cannot reach the server' },
};
