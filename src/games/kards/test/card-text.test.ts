// Card text in Chinese and English, rendered from the compiled effect language (effects/render.ts via
// card-text.ts): every implemented card reads in Chinese with no English left but quoted card names;
// spot checks against sentences written by hand from the printed English; unsupported cards keep their
// printed text, marked 未实现.
import { describe, expect, it } from 'vitest';
import { cardChoiceText, cardText, UNSUPPORTED_NOTE } from '../card-text.js';
import { cardIndex, CARDS } from '../cards.js';
import { kardsCatalog } from '../catalog.js';
import { NO_STATICS, type CardScript } from '../effects/lang.js';
import { renderScript } from '../effects/render.js';

const text = (id: string) => {
  const i = cardIndex(id);
  if (i < 0) throw new Error(`no card ${id}`);
  return cardText(i);
};
const implemented = CARDS.filter((c) => c.script.ok);
/** Quoted card names (“…”) are the only Latin text a Chinese card text may hold. */
const latinOutsideNames = (zh: string): string[] => zh.replace(/“[^”]*”/g, '').match(/[A-Za-z]{2,}/g) ?? [];

describe('kards card text', () => {
  it('TEXT-1 every implemented card with printed text or effects renders a non-empty Chinese and English text', () => {
    expect(implemented.length).toBeGreaterThan(500);
    let rendered = 0;
    for (const c of implemented) {
      const sc = c.script;
      const has = c.text !== '' || (sc.ok && sc.abilities.length > 0);
      const t = cardText(c.i);
      if (!has) continue;
      rendered++;
      expect(t.zh, c.id).not.toBe('');
      expect(t.en, c.id).not.toBe('');
    }
    expect(rendered).toBeGreaterThan(450);
  });

  it('TEXT-2 no English word is left in the Chinese text except quoted card names; the English text has no Chinese', () => {
    for (const c of implemented) {
      const t = cardText(c.i);
      expect(latinOutsideNames(t.zh), `${c.id}: ${t.zh}`).toEqual([]);
      expect(/[\u4e00-\u9fff]/.test(t.en.replace(/“[^”]*”/g, '')), `${c.id}: ${t.en}`).toBe(false);
    }
  });

  it('TEXT-3 spot checks: orders, units, countermeasures, statics, listeners, choices, picks, conditions (zh by hand from the printed English)', () => {
    // Deal 1 damage to an enemy unit and Pin it.
    expect(text('the_desert_rats')).toEqual({ zh: '对一个敌方单位造成1点伤害，压制它。', en: 'Deal 1 damage to an enemy unit and pin it.' });
    // Deals double damage against tanks.
    expect(text('6_pounder').zh).toBe('对坦克造成双倍伤害。');
    // When your enemy deploys a unit, deal 3 damage to it. (无心漫谈, a countermeasure)
    expect(text('careless_talk').zh).toBe('当敌方部署一个单位时，对它造成3点伤害。');
    // Choose one - destroy target tank OR deal 2 damage to an enemy.
    expect(text('air_power').zh).toBe('选择一项：消灭一个坦克；或对一个敌方目标造成2点伤害。');
    // Becomes Veteran at the start of its third turn on the battlefield.
    expect(text('22nd_guards_brigade').zh).toBe('在战场上的第三个回合开始时晋升为老兵。');
    // When another friendly unit is destroyed, deal 1 damage to the enemy HQ.
    expect(text('1st_signal_regiment').zh).toBe('当另一个友方单位被消灭时，对敌方总部造成1点伤害。');
    // Destruction: Deal 2 damage to a random enemy.
    expect(text('akita_regiment').zh).toBe('亡计：对随机一个敌方目标造成2点伤害。');
    // Has Ambush and Guard while in your support line.
    expect(text('type_3_chinu').zh).toBe('在你的支援阵线时，此单位具有守护和伏击。');
    // Deal 1 damage to a unit. If you have an air unit on the battlefield, deal 3 damage.
    expect(text('air_superiority').zh).toBe('如果你在战场上没有空中单位，对一个单位造成1点伤害。如果你在战场上有空中单位，对一个单位造成3点伤害。');
    // Destroy two random enemy units.
    expect(text('high_altitude_bombing').zh).toBe('消灭随机一个敌方单位，重复2次。');
    // Choose and discard an air unit to destroy a unit with 5 or less attack.
    expect(text('code_of_bushido').zh).toBe('选择并弃置你手牌中的一张空中单位，然后消灭一个攻击力不高于5的单位。');
    // Next turn, you gain 5 additional kredits and cannot give orders.
    expect(text('reichsbank').zh).toBe('下回合你额外获得5个指挥点且不能使用指令。');
    // If you control the frontline, gain 3 additional Kredits (北方铁矿).
    expect(text('iron_from_the_north')).toEqual({ zh: '如果你控制前线，获得3个额外指挥点。', en: 'If you control the frontline, gain 3 additional kredits.' });
    // Deployment: Retreat a unit in the frontline. If it is empty, gets Blitz.
    expect(text('1st_airlanding_brigade').zh).toBe('部署：使一个前线的单位撤退。如果前线为空，使此单位获得闪击。');
    // Add two SWORDFISH MK I to your support line. Give them Blitz.
    expect(text('hms_illustrious').zh).toBe('在你的支援阵线增加2个“SWORDFISH Mk I”，使它们获得闪击。');
    // Give an air unit +1+1 and Blitz.
    expect(text('finest_hour')).toEqual({ zh: '使一个空中单位获得+1+1和闪击。', en: 'Give an air unit +1+1 and Blitz.' });
    // Give a friendly fighter +1 attack and Fury this turn.
    expect(text('burst_of_fire').zh).toBe('本回合使一个友方战斗机获得+1攻击力和奋战。');
    // Deal 4 damage to all. (冬季攻势's kind: HQs too)
    expect(text('winter_offensive').zh).toBe('对所有单位和双方总部造成4点伤害。');
  });

  it('TEXT-4 a "choose one" option reads as the engine plays it, in both languages', () => {
    expect(cardChoiceText(cardIndex('shore_bombardment'), 0)).toEqual({ zh: '对一个单位造成3点伤害', en: 'deal 3 damage to a unit' });
    expect(cardChoiceText(cardIndex('shore_bombardment'), 1)).toEqual({ zh: '使一个单位获得+2+3', en: 'give a unit +2+3' });
    expect(cardChoiceText(cardIndex('the_desert_rats'), 0)).toBeNull();
  });

  it('TEXT-5 an unsupported card keeps its printed English, marked 未实现 in Chinese; the catalog carries both texts', () => {
    const u = CARDS.find((c) => !c.script.ok && c.text !== '');
    expect(u).toBeDefined();
    expect(cardText(u!.i)).toEqual({ zh: `${UNSUPPORTED_NOTE}${u!.text}`, en: u!.text });
    const cat = kardsCatalog();
    const row = cat.cards.find((c) => c.id === u!.id);
    if (row) expect(row.text.zh.startsWith(UNSUPPORTED_NOTE)).toBe(true);
    const rats = cat.cards.find((c) => c.id === 'the_desert_rats');
    expect(rats?.text).toEqual(text('the_desert_rats'));
  });

  it('TEXT-6 the text is read from the effect data, not the printed text: hand-built scripts render as their data says', () => {
    const name = (x: string) => ({ zh: `Z${x}`, en: `E${x}` });
    const sel = { side: 'enemy', cls: 2, line: 'front', other: false, maxCost: 99, maxAtk: 99, damaged: false, nation: '', minDef: 0, named: '' } as const;
    const order: CardScript = {
      ok: true, kw: 0, armor: 0, statics: NO_STATICS,
      abilities: [{ when: 'play', cm: null, cond: 'controlFront', listen: null, effects: [
        { do: 'damage', n: 4, to: { k: 'chosen', sel, hq: false, units: true } },
        { do: 'pin', to: { k: 'it' } },
        { do: 'spawn', card: 'x', n: 2, where: 'hand' },
      ] }],
    };
    expect(renderScript(order, name)).toEqual({
      zh: '如果你控制前线，对一个前线的敌方坦克造成4点伤害，压制它，将2张“Zx”置入你的手牌。',
      en: 'If you control the frontline, deal 4 damage to an enemy tank in the frontline, pin it and add 2 Ex to your hand.',
    });
    const unit: CardScript = {
      ok: true, kw: 0, armor: 0, statics: { ...NO_STATICS, noHq: true, orderDmg: 1 },
      abilities: [{ when: 'destroyed', cm: null, cond: 'none', listen: null, effects: [{ do: 'hq', n: 3, side: 'friendly' }] }],
    };
    expect(renderScript(unit, name)?.zh).toBe('不能攻击敌方总部。你的指令伤害+1。亡计：使你的总部获得+3防御力。');
    expect(renderScript({ ok: false, reason: 'r', kw: 0, armor: 0 }, name)).toBeNull();
  });
});

