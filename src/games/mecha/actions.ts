// The mecha choices: small plain-JSON actions. Compound acts (fleet building, a launch, operating all
// mechs) are sequences of them; reactions are decisions owed inside the other seat's turn.

/** Reactions offered in a window (命中闪避判定均结束时, 出动成功时, 选择聚集能量时). */
export const REACT_KINDS = [
  'decline',
  'swiftHare', // 动若脱兔
  'borrowedKnife', // 借刀杀人 (u = new target)
  'precisionStrike', // 精准打击
  'warpShield', // 扭曲护盾
  'conversionShield', // 转化护盾
  'deckBomb', // 甲板炸弹
  'drainField', // 泄能磁场
  'repair', // 自律修理机器人 (任意时间点)
  'extendShield', // 朱庇特 延伸护盾 (MR-31)
] as const;
export type ReactKind = (typeof REACT_KINDS)[number];

export type MechaAction =
  // 舰队配置 (fleet building), each seat secretly and at once
  | { readonly t: 'ship'; readonly c: number }
  | { readonly t: 'gun'; readonly w: number }
  | { readonly t: 'mech'; readonly c: number }
  | { readonly t: 'arm'; readonly i: number }
  | { readonly t: 'captain'; readonly c: number }
  | { readonly t: 'crew'; readonly p: number }
  | { readonly t: 'card'; readonly c: number }
  | { readonly t: 'mcard'; readonly c: number }
  // 胜利条件 (secret, simultaneous)
  | { readonly t: 'goal'; readonly g: number }
  // 回合行动
  | { readonly t: 'fire'; readonly g: number; readonly u: number } // 使用武器 at unit u (AOE: u = target zone)
  | { readonly t: 'draw'; readonly pile: number } // 补充副武器: 0 ship card, 1 mech cards up to 3
  | { readonly t: 'opAll' } // 操作战甲
  | { readonly t: 'op'; readonly m: number } // 单独操作战甲
  | { readonly t: 'launch'; readonly m: number; readonly z: number } // 出动
  | { readonly t: 'recover'; readonly m: number } // 回收
  | { readonly t: 'gather' } // 聚集能量
  | { readonly t: 'play'; readonly c: number; readonly x: number } // a ship sub-weapon (x: zone/target/pile, -1 none)
  | { readonly t: 'turret'; readonly u: number } // 自律火炮 fires
  | { readonly t: 'skill'; readonly k: number; readonly a: number; readonly b: number } // a captain skill
  | { readonly t: 'resupply' } // 分离式舰体补给
  | { readonly t: 'overload' } // 朱庇特 超负荷指挥
  | { readonly t: 'dash'; readonly m: number; readonly z: number } // 隐身冲刺
  | { readonly t: 'end' } // end the turn
  // a launch in progress
  | { readonly t: 'pilot'; readonly p: number }
  | { readonly t: 'attach'; readonly c: number }
  | { readonly t: 'ready' }
  // a mech's action (战甲行动)
  | { readonly t: 'attack'; readonly m: number; readonly g: number; readonly u: number }
  | { readonly t: 'move'; readonly m: number; readonly z: number }
  | { readonly t: 'gear'; readonly m: number; readonly i: number; readonly u: number }
  | { readonly t: 'hold'; readonly m: number }
  | { readonly t: 'talent'; readonly m: number; readonly u: number } // [L] 杀意 / 狡诈 on enemy mech u
  | { readonly t: 'done' }
  // follow-ups and windows
  | { readonly t: 'second'; readonly u: number } // 双管镭射炮: another target (-1 = no)
  | { readonly t: 'pick'; readonly c: number } // 高级武器系统: the card kept
  | { readonly t: 'react'; readonly k: ReactKind; readonly u: number };

export function actionKey(a: MechaAction): string {
  switch (a.t) {
    case 'ship':
    case 'mech':
    case 'captain':
    case 'card':
    case 'mcard':
    case 'attach':
    case 'pick':
      return `${a.t}:${a.c}`;
    case 'gun':
      return `gun:${a.w}`;
    case 'arm':
      return `arm:${a.i}`;
    case 'crew':
    case 'pilot':
      return `${a.t}:${a.p}`;
    case 'goal':
      return `goal:${a.g}`;
    case 'fire':
      return `fire:${a.g}:${a.u}`;
    case 'draw':
      return `draw:${a.pile}`;
    case 'op':
    case 'recover':
    case 'hold':
      return `${a.t}:${a.m}`;
    case 'launch':
    case 'move':
    case 'dash':
      return `${a.t}:${a.m}:${a.z}`;
    case 'play':
      return `play:${a.c}:${a.x}`;
    case 'turret':
    case 'second':
      return `${a.t}:${a.u}`;
    case 'skill':
      return `skill:${a.k}:${a.a}:${a.b}`;
    case 'attack':
      return `attack:${a.m}:${a.g}:${a.u}`;
    case 'gear':
      return `gear:${a.m}:${a.i}:${a.u}`;
    case 'talent':
      return `talent:${a.m}:${a.u}`;
    case 'react':
      return `react:${a.k}:${a.u}`;
    default:
      return a.t;
  }
}

const T_CODE: Readonly<Record<MechaAction['t'], number>> = {
  ship: 0, gun: 1, mech: 2, arm: 3, captain: 4, crew: 5, card: 6, mcard: 7, goal: 8, fire: 9, draw: 10,
  opAll: 11, op: 12, launch: 13, recover: 14, gather: 15, play: 16, turret: 17, skill: 18, resupply: 19,
  dash: 20, end: 21, pilot: 22, attach: 23, ready: 24, attack: 25, move: 26, gear: 27, hold: 28, done: 29,
  second: 30, pick: 31, react: 32, talent: 33, overload: 34,
};

/** Up to three fields (each −1…254) after the kind's 6 bits. */
function pack(t: number, a = -1, b = -1, c = -1): number {
  return t | ((a + 1) << 6) | ((b + 1) << 14) | ((c + 1) << 22);
}

/**
 * The action as one small integer, equal exactly when `actionKey` is (search keys its trees by it:
 * integer keys are cheaper than strings). Every field is a card, unit, zone, pile or skill index or −1,
 * all far below 255 on the 3 × 5 map. Its switch mirrors actionKey's on purpose: sharing a field list
 * would allocate one on the search's hot path.
 */
export function actionCode(a: MechaAction): number {
  const t = T_CODE[a.t];
  switch (a.t) {
    case 'ship':
    case 'mech':
    case 'captain':
    case 'card':
    case 'mcard':
    case 'attach':
    case 'pick':
      return pack(t, a.c);
    case 'gun':
      return pack(t, a.w);
    case 'arm':
      return pack(t, a.i);
    case 'crew':
    case 'pilot':
      return pack(t, a.p);
    case 'goal':
      return pack(t, a.g);
    case 'fire':
      return pack(t, a.g, a.u);
    case 'draw':
      return pack(t, a.pile);
    case 'op':
    case 'recover':
    case 'hold':
      return pack(t, a.m);
    case 'launch':
    case 'move':
    case 'dash':
      return pack(t, a.m, a.z);
    case 'play':
      return pack(t, a.c, a.x);
    case 'turret':
    case 'second':
      return pack(t, a.u);
    case 'skill':
      return pack(t, a.k, a.a, a.b);
    case 'attack':
      return pack(t, a.m, a.g, a.u);
    case 'gear':
      return pack(t, a.m, a.i, a.u);
    case 'talent':
      return pack(t, a.m, a.u);
    case 'react':
      return pack(t, REACT_KINDS.indexOf(a.k), a.u);
    default:
      return t;
  }
}
