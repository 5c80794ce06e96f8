// 朱庇特 (Jupiter-00) with its placeholder X set (MR-31), and the [L] cooldown of 分离式舰体补给.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/index.js';
import { parseOptions } from '../../../engine/index.js';
import { SHIPS } from '../data.js';
import { mecha } from '../index.js';
import { mechaOptionsSchema } from '../options.js';
import { makeCtx, type MechaState } from '../state.js';
import { keys, play, scenario, Z } from './scenario.js';

const attack = (m: number, u: number, g = 0) => ({ t: 'attack', m, g, u }) as const;
const ships = (jupiterX: number) => makeCtx(parseOptions(mechaOptionsSchema, { jupiterX })).ships.map((i) => SHIPS[i].id);
/** End turns (ending operations and end-of-turn moves too) until `seat` is to act in a later turn. */
function passTo(s: MechaState, seat: Seat): void {
  const pass = () => {
    const legal = mecha.legalActions(s, s.active);
    play(s, s.active, legal.find((a) => a.t === 'end') ?? legal.find((a) => a.t === 'done') ?? legal.find((a) => a.t === 'hold')!);
  };
  const from = s.turn;
  do pass();
  while (s.active !== seat || s.turn === from);
  while (mecha.legalActions(s, seat).every((a) => a.t !== 'end')) pass();
}

describe('MR-31 朱庇特 and cooldowns', () => {
  it('MR-31 Jupiter-00 joins the pool only when jupiterX gives its X', () => {
    expect(ships(0)).not.toContain('jupiter-00');
    expect(ships(1)).toContain('jupiter-00');
    expect(SHIPS.find((x) => x.id === 'jupiter-00')).toMatchObject({ hp: 50, hit: 8, evade: 6, guns: 1, mechs: 6, pilots: 5 });
  });

  it('MR-31 充能护盾: at the start of each own turn with energy tokens, the ship heals 5X', () => {
    const run = (energy: number) => {
      const s = scenario({ options: { jupiterX: 1 }, red: { ship: 'jupiter-00', hp: 30, energy }, blue: { ship: 'FA-07A' }, active: 1 });
      play(s, 1, { t: 'end' });
      return s.units[0].hp;
    };
    expect(run(1)).toBe(35);
    expect(run(0)).toBe(30);
  });

  it('MR-31 延伸护盾: in the defender window, 10X HP blocks an attack on a mech; then it cools down for two own turns', () => {
    const s = scenario({
      options: { jupiterX: 1 },
      red: { ship: 'FA-07A' },
      blue: { ship: 'jupiter-00' },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: Z(2, 0), pilot: 'hans-zimmers' },
        { owner: 1, mech: 'RU-001', zone: Z(2, 0), pilot: 'john-snow' },
      ],
      ap: 4,
      dice: [1, 20, 1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 3));
    expect(keys(s, 1)).toEqual(['react:decline:-1', 'react:extendShield:-1']);
    play(s, 1, { t: 'react', k: 'extendShield', u: -1 });
    expect([s.units[3].hp, s.units[1].hp]).toEqual([5, 40]);
    expect(s.sides[1].cool).toEqual([0, 2, 0]);
    passTo(s, 1);
    passTo(s, 0);
    expect(s.sides[1].cool).toEqual([0, 1, 0]);
    passTo(s, 1);
    passTo(s, 0);
    expect(s.sides[1].cool).toEqual([0, 0, 0]);
  });

  it('MR-31 超负荷指挥: 10X HP, one mech acts once more this turn; then not for three own turns', () => {
    const s = scenario({ options: { jupiterX: 2 }, red: { ship: 'jupiter-00' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01A', zone: Z(1, 0), pilot: 'hans-zimmers' }] });
    expect(keys(s, 0)).toContain('overload');
    play(s, 0, { t: 'overload' });
    expect([s.units[0].hp, s.acts, s.actsLeft]).toEqual([30, [2], 1]);
    for (let turn = 1; turn <= 3; turn++) {
      passTo(s, 0);
      expect(keys(s, 0), `own turn ${turn} after`).not.toContain('overload');
    }
    passTo(s, 0);
    expect(keys(s, 0)).toContain('overload');
  });

  it('MR-31 [L] 分离式舰体补给 冷却时间1回合: with resupplyCooldown 1 it skips the next own turn (seed: every turn)', () => {
    const offered = (resupplyCooldown: number) => {
      const s = scenario({
        options: { resupplyCooldown },
        red: { ship: 'white-pegasus' },
        blue: { ship: 'FA-07A' },
        mechs: [{ owner: 0, mech: 'URA-01A', zone: Z(1, 0), pilot: 'hans-zimmers' }],
      });
      play(s, 0, { t: 'resupply' });
      const out: boolean[] = [];
      for (let i = 0; i < 2; i++) {
        passTo(s, 0);
        out.push(keys(s, 0).includes('resupply'));
      }
      return out;
    };
    expect(offered(0)).toEqual([true, true]);
    expect(offered(1)).toEqual([false, true]);
  });
});
