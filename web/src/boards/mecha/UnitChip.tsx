// A ship (战舰) or mech (战甲): name, hit points, hit/evade, weapons with ammunition, its pilot and
// gear — face-down ones as card backs — and its conditions.
import type { Lang } from '../../i18n/lang.js';
import { mechCardName, mechName, pilotName, shipName, weaponName } from './names.js';
import type { MechaUnitView } from './view.js';
import { MECHA_WORDS as W, SIDE_COLOURS } from './words.js';

interface Props {
  readonly unit: MechaUnitView;
  readonly lang: Lang;
  readonly selected: boolean;
  readonly selectable: boolean;
  readonly target: boolean;
  onClick: ((u: MechaUnitView) => void) | null;
  /** Show this unit's details (hover, or the ⓘ button on a touch screen). */
  onInspect?: (u: MechaUnitView) => void;
}

export function UnitChip({ unit: u, lang, selected, selectable, target, onClick, onInspect }: Props) {
  const name = (u.kind === 'ship' ? shipName(u.card) : mechName(u.card))[lang];
  const cls = ['unit-chip', u.kind, selected ? 'selected' : '', selectable ? 'selectable' : '', target ? 'target' : '', u.place === 'down' ? 'down' : '']
    .filter(Boolean)
    .join(' ');
  const hpFrac = u.maxHp > 0 ? Math.max(0, u.hp) / u.maxHp : 0;
  const states = [
    u.stun > 0 && `${W.stun[lang]} ${u.stun}`,
    u.emp && W.stun[lang],
    u.burn > 0 && `${W.burn[lang]} ${u.burn}`,
    u.shield > 0 && `${W.shield[lang]} ${u.shield}`,
    u.stealth && W.stealth[lang],
    u.charged && W.charged[lang],
    u.debuff > 0 && `${W.debuff[lang]} −${u.debuff}`,
    u.marks > 0 && `${W.marks[lang]} ${u.marks}`,
    u.intent === true && W.intent[lang],
    u.silenced === true && W.silenced[lang],
    u.acted && W.acted[lang],
  ].filter((x): x is string => typeof x === 'string');
  return (
    <div
      className={cls}
      role={onClick ? 'button' : undefined}
      data-unit={u.id}
      data-owner={u.owner}
      style={{ borderColor: SIDE_COLOURS[u.owner] }}
      onClick={onClick ? (e) => (e.stopPropagation(), onClick(u)) : undefined}
      onMouseEnter={onInspect ? () => onInspect(u) : undefined}
    >
      <div className="chip-head">
        <strong>{name}</strong> <span className="muted">#{u.id}</span>
        {onInspect && (
          <button
            type="button"
            className="chip-info"
            data-testid="unit-info"
            aria-label={W.details[lang]}
            title={W.details[lang]}
            onClick={(e) => (e.stopPropagation(), onInspect(u))}
          >
            ⓘ
          </button>
        )}
      </div>
      <div className="chip-hp" title={`${W.hp[lang]} ${u.hp}/${u.maxHp}`}>
        <span style={{ width: `${hpFrac * 100}%` }} />
      </div>
      <div className="chip-line">
        {W.hp[lang]} {u.hp}/{u.maxHp} · {W.hit[lang]} {u.hit} · {W.evade[lang]} {u.evade}
      </div>
      {u.guns.length > 0 && (
        <div className="chip-line">
          {u.guns.map((g, i) => (
            <span key={i} className="gun">
              {weaponName(g.weapon)[lang]}
              {g.ammo >= 0 ? ` (${W.ammo[lang]} ${g.ammo})` : ''}
            </span>
          ))}
        </div>
      )}
      {u.pilot !== null && (
        <div className="chip-line">
          {W.pilot[lang]}: {u.pilot === 'face-down' ? <span className="card-back">{W.faceDown[lang]}</span> : pilotName(u.pilot)[lang]}
        </div>
      )}
      {u.gear.length > 0 && (
        <div className="chip-line">
          {W.gear[lang]}:{' '}
          {u.gear.map((g, i) =>
            g.card === null ? (
              <span key={i} className="card-back">
                {W.faceDown[lang]}
              </span>
            ) : (
              <span key={i} className="gun">
                {mechCardName(g.card)[lang]}
                {g.uses !== null && g.uses > 0 ? ` ×${g.uses}` : ''}
              </span>
            ),
          )}
        </div>
      )}
      {states.length > 0 && <div className="chip-line states">{states.join(' · ')}</div>}
    </div>
  );
}
