// One test per sentence of seed 004 (rule ids S-… in docs/rules/blueprints.md).
import { describe, expect, it } from 'vitest';
import { cellOf, cellLabel, baseCells } from '../board.js';
import { CARD } from '../data.js';
import { bpView } from '../view.js';
import { OBJ_TARGET, objById } from '../state.js';
import { A, W, key, scenario } from './scenario.js';

const B0 = cellOf(1, 4); // (01,04): seat 0's base in 2p
const B1 = cellOf(13, 4); // (13,04)
const NEXT_TO_B0 = cellOf(2, 4);

describe('一般基地 / 地面基地 / 地面物件', () => {
  it('S-1 一般基地 用作生產一般物件; S-2 地面基地 用作生產地面物件; S-14 其須於地面基地生產', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    sc.s.players[0].hand = [CARD['missile'], CARD['blade']].sort((a, b) => a - b);
    const makes = sc.legal(0).filter((a) => a.t === 'make');
    // Slots 0–1 general lines, 2–3 ground lines; one choice per card (slots of a kind are alike).
    expect(makes).toContainEqual({ t: 'make', c: CARD['missile'], slot: 0 });
    expect(makes).toContainEqual({ t: 'make', c: CARD['blade'], slot: 2 });
    expect(makes).toHaveLength(2);
    sc.put(0, 'field-wall');
    sc.put(0, 'bunker');
    expect(sc.legal(0).filter((a) => a.t === 'make' && a.c === CARD['blade'])).toEqual([]); // ground lines full
  });
});

describe('“你”', () => {
  it('S-3 遊戲開始時，“你”視作與基地分享能量值: damage before separation comes off the one pool', () => {
    const sc = scenario();
    sc.put(1, 'missile');
    sc.s.active = 1;
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 0, x: 0 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'done' }, 0);
    expect(sc.s.players[0].pool).toBe(20 - A('missile'));
    expect(sc.s.players[0].you).toBe(false);
  });

  it('S-4 “你”完成後，視作與基地分離: K W move onto "You"; the two are accounted apart (S-11)', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    expect(sc.keys(0)).toContain('you:2:6');
    sc.act({ t: 'you', slot: 2, k: 6 });
    const p = sc.s.players[0];
    expect([p.pool, p.youW, p.you, p.youCell]).toEqual([20 - 5 - 6, 6, true, B0]);
    // A ranged hit now hurts the base only.
    sc.put(1, 'missile');
    sc.s.active = 1;
    sc.s.phase = 'action';
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 0, x: 0 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'done' }, 0);
    expect([p.pool, p.youW]).toEqual([9 - A('missile'), 6]);
  });

  it('S-5 攜離: "You" moves [p] objects at its coordinate onto its line; they move with it (its v)', () => {
    const sc = scenario();
    sc.you(0, 5);
    const buckler = sc.put(0, 'buckler');
    const wall = sc.put(0, 'field-wall');
    const carries = sc.legal(0).filter((a) => a.t === 'carry');
    expect(carries).toEqual([{ t: 'carry', o: buckler.id, slot: 4 }]); // not the non-[p] wall
    sc.act({ t: 'carry', o: buckler.id, slot: 4 });
    sc.act({ t: 'walk', cell: cellOf(1, 2) });
    const v = bpView(sc.s, 0) as { objects: { id: number; cell: number }[] };
    expect(v.objects.find((o) => o.id === buckler.id)!.cell).toBe(cellOf(1, 2));
    expect(v.objects.find((o) => o.id === wall.id)!.cell).toBe(B0);
    expect(buckler.tok).toBe(-1); // riding "You": "You" is its marker
  });

  it('S-5 攜離 is free any time in your own turn, the production phase included', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    sc.you(0, 5);
    const buckler = sc.put(0, 'buckler');
    expect(sc.keys(0)).toContain(`carry:${buckler.id}:4`);
    sc.s.active = 1;
    expect(sc.legal(0)).toEqual([]);
  });

  it('S-6 閃避: a grounded "You" is a target only for [p] objects (weapons and uses)', () => {
    const sc = scenario();
    sc.you(1, 5, NEXT_TO_B0);
    const bike = sc.put(0, 'blade'); // [p], r1
    sc.act({ t: 'attack' });
    expect(sc.keys(0)).toContain(`aim:${bike.id}:1`);
    sc.act({ t: 'aim', o: bike.id, x: 1 });
    // A non-[p] ground weapon (strider, r2) and a non-[p] use (sentry, r2) cannot pick the grounded "You".
    const sc2 = scenario();
    sc2.you(1, 5, NEXT_TO_B0);
    sc2.put(0, 'strider');
    const sentry = sc2.put(0, 'sentry', { shown: true });
    const stinger = sc2.put(0, 'stinger', { line: 'you' });
    sc2.you(0, 5, B0);
    expect(sc2.keys(0)).not.toContain('attack:0:0');
    expect(sc2.keys(0)).not.toContain(`use:${sentry.id}:1`);
    expect(sc2.keys(0)).toContain(`use:${stinger.id}:1`);
    // Before it separates the character is at its base: the strider may strike it there.
    sc2.s.players[1].you = false;
    sc2.s.players[1].youCell = B1;
    expect(sc2.keys(0)).not.toContain('attack:0:0'); // the base is 8 cells away
  });

  it('S-7 “你”移回基地，可與基地復合: all W back to the base, "You" leaves the game', () => {
    const sc = scenario();
    sc.you(0, 7, NEXT_TO_B0);
    expect(sc.keys(0)).not.toContain('recombine:0:0');
    sc.act({ t: 'walk', cell: B0 });
    sc.act({ t: 'recombine' });
    expect([sc.s.players[0].pool, sc.s.players[0].you, sc.s.players[0].youW]).toEqual([27, false, 0]);
  });

  it('S-8 “你”只能有一個: no second "You" while one stands; after recombining it can be made again', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    sc.you(0, 3);
    expect(sc.legal(0).some((a) => a.t === 'you')).toBe(false);
    sc.s.phase = 'action';
    sc.act({ t: 'recombine' });
    sc.s.phase = 'production';
    expect(sc.legal(0).some((a) => a.t === 'you')).toBe(true);
  });

  it('S-9 若你被消滅，視作你死亡: "You" at 0 eliminates the character (2p: the other wins)', () => {
    const sc = scenario();
    sc.you(1, 3, NEXT_TO_B0);
    sc.put(0, 'blade');
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 0, x: 1 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'done' }, 1);
    expect(sc.s.players[1].alive).toBe(false);
    expect(sc.s.winner).toBe(0);
    expect(sc.s.phase).toBe('over');
  });

  it('S-10 你即使移離基地，仍能生產及使用該基地的物件', () => {
    const sc = scenario();
    sc.you(0, 5, cellOf(1, 1));
    sc.s.phase = 'production';
    sc.s.players[0].hand = [CARD['missile']];
    expect(sc.keys(0)).toContain(`make:${CARD['missile']}:0`);
    sc.put(0, 'rocket-pod');
    sc.s.phase = 'action';
    expect(sc.keys(0)).toContain('attack:0:0');
  });
});

describe('基地或“你”被消滅 / 基地權力真空', () => {
  it('S-12 基地能量值為0: the base is destroyed, its lines stop producing, its objects still work, no rebuild', () => {
    const sc = scenario();
    sc.you(0, 5, B0);
    sc.s.players[0].pool = 3;
    sc.put(0, 'rocket-pod');
    sc.put(1, 'missile');
    sc.s.active = 1;
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 1, x: 0 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'done' }, 0);
    const p = sc.s.players[0];
    expect([p.base, p.pool, p.alive]).toEqual([false, 0, true]);
    sc.s.active = 0;
    sc.s.phase = 'production';
    p.hand = [CARD['plating']];
    expect(sc.legal(0).some((a) => a.t === 'make' || a.t === 'you')).toBe(false);
    sc.s.phase = 'action';
    expect(sc.keys(0)).toContain('attack:0:0'); // 其物件仍能使用
    expect(sc.keys(0)).not.toContain('recombine:0:0'); // 基地不能重建
    // No income while the base is down.
    sc.act({ t: 'end' });
    sc.act({ t: 'next' });
    sc.act({ t: 'end' });
    expect(p.pool).toBe(0);
  });

  it('S-13 你的能量值為0 → 權力真空: every object destroyed, wherever it is', () => {
    const sc = scenario(3);
    sc.you(1, 2, cellOf(1, 1));
    const far = sc.put(1, 'repair-drone', { cell: cellOf(5, 2) });
    const home = sc.put(1, 'plating');
    const atYou = sc.put(1, 'buckler', { line: 'you' });
    sc.put(0, 'lance', { cell: cellOf(1, 2) }); // r2 from (01,02) reaches (01,01)
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 3, x: 1 });
    sc.act({ t: 'fire' });
    while (sc.s.q.length > 0) sc.act(sc.legal().find((a) => a.t === 'pass' || a.t === 'done')!);
    expect(sc.s.players[1].alive).toBe(false);
    for (const o of [far, home, atYou]) expect(objById(sc.s, o.id)).toBeUndefined();
    expect(sc.s.tokens.every((t) => t < 0)).toBe(true);
  });
});

describe('[g] [p] [v] [r]', () => {
  it('S-15 [g]: general objects use no ground unless printed [g] — only [g][p] ones ride "You"', () => {
    const sc = scenario();
    sc.you(0, 5);
    const kit = sc.put(0, 'field-kit'); // general [g][p]
    sc.put(0, 'plating'); // general, no [g]
    expect(sc.legal(0).filter((a) => a.t === 'carry')).toEqual([{ t: 'carry', o: kit.id, slot: 4 }]);
  });

  it('S-16 一般 [p] 物件須與“你”座標相同才能使用', () => {
    const sc = scenario();
    sc.put(0, 'pistol');
    expect(sc.keys(0)).toContain('attack:0:0'); // not separated: "You" is at the base
    sc.you(0, 5, cellOf(1, 1));
    expect(sc.keys(0)).not.toContain('attack:0:0');
  });

  it('S-17 [v] 預設為 0; v > 0 moves by itself up to v cells, once per action phase', () => {
    const sc = scenario();
    const wall = sc.put(0, 'field-wall');
    const drone = sc.put(0, 'repair-drone');
    const moves = sc.legal(0).filter((a) => a.t === 'move');
    expect(moves.every((a) => a.t === 'move' && a.o === drone.id)).toBe(true);
    expect(moves).toHaveLength(8); // cells within 2 of a ring-4 corner, minus its own
    void wall;
    sc.act(moves[0]);
    expect(sc.legal(0).some((a) => a.t === 'move')).toBe(false);
  });

  it('S-18 座標棋子: a pair before the first move; none free = wait until a pair comes back', () => {
    const sc = scenario(2, { tokenPairs: 1 });
    const a = sc.put(0, 'repair-drone');
    const b = sc.put(0, 'decoy');
    sc.act({ t: 'move', o: a.id, cell: NEXT_TO_B0 });
    expect(a.tok).toBe(0);
    expect(sc.legal(0).some((x) => x.t === 'move' && x.o === b.id)).toBe(false);
    a.moved = false;
    sc.act({ t: 'move', o: a.id, cell: B0 }); // back at its original position: the pair returns
    expect(a.tok).toBe(-1);
    expect(sc.legal(0).some((x) => x.t === 'move' && x.o === b.id)).toBe(true);
  });

  it('S-19 [r]: an effect triggers only within its range; weapons only in the action phase', () => {
    const sc = scenario();
    const sentry = sc.put(0, 'sentry', { shown: true }); // r2
    const enemy = sc.put(1, 'decoy', { shown: true, cell: cellOf(3, 4) }); // distance 2 from (01,04)
    expect(sc.keys(0)).toContain(`use:${sentry.id}:${OBJ_TARGET + enemy.id}`);
    enemy.cell = cellOf(4, 4); // distance 3
    expect(sc.keys(0)).not.toContain(`use:${sentry.id}:${OBJ_TARGET + enemy.id}`);
    sc.put(0, 'missile');
    sc.s.phase = 'production';
    expect(sc.keys(0)).not.toContain('attack:0:0');
  });
});

describe('近身攻擊 (melee)', () => {
  it('S-20 a ground weapon hits the character itself ("You"), not its base; and may target a non-[p] object on the ground', () => {
    const sc = scenario();
    sc.you(1, 6, NEXT_TO_B0);
    const blade = sc.put(0, 'blade');
    const wallOnGround = sc.put(1, 'decoy', { shown: true, cell: NEXT_TO_B0 });
    const pOnGround = sc.put(1, 'buckler', { shown: true, cell: NEXT_TO_B0 });
    sc.act({ t: 'attack' });
    expect(sc.keys(0)).toContain(`aim:${blade.id}:${OBJ_TARGET + wallOnGround.id}`);
    expect(sc.keys(0)).not.toContain(`aim:${blade.id}:${OBJ_TARGET + pOnGround.id}`);
    sc.act({ t: 'aim', o: blade.id, x: 1 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'done' }, 1);
    expect([sc.s.players[1].youW, sc.s.players[1].pool]).toEqual([6 - A('blade'), 20]);
  });
});

describe('傷害結算 (the 8 steps)', () => {
  it('S-21 step 1: declared weapons are shown to everyone', () => {
    const sc = scenario();
    const m = sc.put(0, 'missile');
    expect((bpView(sc.s, 1) as { objects: { card: string | null }[] }).objects[0].card).toBeNull();
    sc.act({ t: 'attack' });
    const ev = sc.act({ t: 'aim', o: m.id, x: 1 });
    expect(ev.some((e) => e.type === 'declared' && e.to === 'all')).toBe(true);
    expect((bpView(sc.s, 1) as { objects: { card: string | null }[] }).objects[0].card).toBe('missile');
  });

  it('S-22 step 2: several targets are resolved in order (blocks asked target by target)', () => {
    const sc = scenario(3);
    sc.put(0, 'missile');
    sc.put(0, 'rocket-pod');
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 1, x: 2 });
    sc.act({ t: 'aim', o: 0, x: 1 });
    sc.act({ t: 'fire' });
    expect(sc.mover()).toBe(2);
    sc.act({ t: 'done' }, 2);
    expect(sc.s.players[2].pool).toBe(20 - A('rocket-pod'));
    expect(sc.s.players[1].pool).toBe(20);
    expect(sc.mover()).toBe(1);
    sc.act({ t: 'done' }, 1);
    expect(sc.s.players[1].pool).toBe(20 - A('missile'));
  });

  it('S-23 step 3: the target chooses any blockers for any weapons, inside the attacker\'s action', () => {
    const sc = scenario();
    sc.put(0, 'missile');
    sc.put(0, 'rocket-pod');
    const pl = sc.put(1, 'plating');
    const bw = sc.put(1, 'bulwark');
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 0, x: 1 });
    sc.act({ t: 'aim', o: 1, x: 1 });
    sc.act({ t: 'fire' });
    expect(sc.mover()).toBe(1);
    expect(sc.s.active).toBe(0);
    expect(sc.keys(1).sort()).toEqual(['block:2:0', 'block:2:1', 'block:3:0', 'block:3:1', 'done:0:0'].sort());
    const ev = sc.act({ t: 'block', o: pl.id, w: 0 }, 1);
    expect(ev.some((e) => e.type === 'blocked' && e.to === 'all')).toBe(true);
    expect(pl.shown).toBe(true);
    expect(sc.keys(1)).not.toContain(`block:${pl.id}:1`); // one blocker blocks one weapon
    void bw;
  });

  it('S-24 step 4: with no blocker the weapon damages the base directly; S-28 step 8: weapons are destroyed after one use', () => {
    const sc = scenario();
    const m = sc.put(0, 'missile');
    sc.put(1, 'plating');
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: m.id, x: 1 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'done' }, 1);
    expect(sc.s.players[1].pool).toBe(20 - A('missile'));
    expect(objById(sc.s, m.id)).toBeUndefined();
    expect(sc.s.players[0].slots[0]).toBe(-1);
  });

  it('S-25/S-26/S-27 steps 5–7: blocked damage goes to the blockers in order, 1 W cancels 1 A (cancelled W removed), the rest to the base', () => {
    const sc = scenario();
    sc.put(0, 'artillery', { line: 'general' } as never);
    const a = sc.s.objs[0];
    a.card = CARD['artillery'];
    const pl = sc.put(1, 'plating'); // W3
    const lp = sc.put(1, 'light-plate');
    lp.w = 2; // a light plate already down to 2 W
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: a.id, x: 1 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'block', o: lp.id, w: 0 }, 1);
    sc.act({ t: 'block', o: pl.id, w: 0 }, 1);
    sc.act({ t: 'done' }, 1);
    // The light plate (2 W left) cancels 2 (destroyed), plating cancels 3 (destroyed), the rest reaches the base.
    expect(A('artillery')).toBeGreaterThan(5);
    expect(objById(sc.s, lp.id)).toBeUndefined();
    expect(objById(sc.s, pl.id)).toBeUndefined();
    expect(sc.s.players[1].pool).toBe(20 - (A('artillery') - 5));
  });

  it('S-26 a blocker with W to spare keeps it: a bulwark against a rocket pod keeps W − A', () => {
    const sc = scenario();
    sc.put(0, 'rocket-pod');
    const bw = sc.put(1, 'bulwark');
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 0, x: 1 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'block', o: bw.id, w: 0 }, 1);
    sc.act({ t: 'done' }, 1);
    expect(A('rocket-pod')).toBeLessThan(W('bulwark'));
    expect(bw.w).toBe(W('bulwark') - A('rocket-pod'));
    expect(sc.s.players[1].pool).toBe(20);
  });
});

describe('地面防具 / 置於地面 / 虛擬地面', () => {
  it('S-29 地面防具 blocks like armor: ground armor riding "You" blocks a melee hit; general armor cannot', () => {
    const sc = scenario();
    sc.you(1, 6, NEXT_TO_B0);
    const vest = sc.put(1, 'buckler', { line: 'you' });
    sc.put(1, 'plating');
    sc.put(0, 'lance'); // r2
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 2, x: 1 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'pass' }, 1); // its USE window (a ground object on "You"'s line) comes first
    expect(sc.keys(1).sort()).toEqual([`block:${vest.id}:0`, 'done:0:0'].sort());
    sc.act({ t: 'block', o: vest.id, w: 0 }, 1);
    sc.act({ t: 'done' }, 1);
    sc.act({ t: 'pass' }, 1);
    expect(sc.s.players[1].youW).toBe(6 - (A('lance') - W('buckler'))); // the buckler absorbs its W, the rest goes through
  });

  it('S-30 置於地面: an object leaves "You"\'s line for a base line, taking a token pair, and stays where "You" is', () => {
    const sc = scenario();
    sc.you(0, 5, cellOf(1, 2));
    const b = sc.put(0, 'buckler', { line: 'you' });
    sc.act({ t: 'place', o: b.id, slot: 2 });
    expect(b.slot).toBe(2);
    expect(b.tok).toBeGreaterThanOrEqual(0);
    expect(b.cell).toBe(cellOf(1, 2));
    sc.act({ t: 'walk', cell: cellOf(2, 2) });
    expect((bpView(sc.s, 0) as { objects: { id: number; cell: number }[] }).objects.find((o) => o.id === b.id)!.cell).toBe(cellOf(1, 2));
  });

  it('S-31 BG-10 虛擬地面: polar coordinates, the bases spread evenly on ring 4, centre 0', () => {
    expect(baseCells(6).map(cellLabel)).toEqual(['(01,04)', '(05,04)', '(09,04)', '(13,04)', '(17,04)', '(21,04)']);
    expect(cellLabel(0)).toBe('0');
    for (let n = 2; n <= 6; n++) expect(scenario(n).s.bases).toEqual(baseCells(n));
  });
});
