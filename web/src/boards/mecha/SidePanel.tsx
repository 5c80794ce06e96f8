// One side's cards and counters: captain, energy, pilots, hand, library, discard, mechs in the
// hangar and destroyed. The opponent's secrets appear only as counts and card backs.
import { listJoin, type Lang } from '../../i18n/lang.js';
import { captainName, goalName, mechCardName, pilotName, shipCardName, skillName } from './names.js';
import type { Inspected } from './Details.js';
import { UnitChip } from './UnitChip.js';
import type { MechaSideView, MechaUnitView, MechaView } from './view.js';
import { COOLDOWNS, CREW_WHERE, fill, MECHA_WORDS as W, SIDE_COLOURS, SIDES } from './words.js';

interface Props {
  readonly view: MechaView;
  readonly seat: number;
  readonly side: MechaSideView;
  readonly lang: Lang;
  readonly selectable: ReadonlySet<number>;
  readonly focus: number | null;
  onUnit: ((u: MechaUnitView) => void) | null;
  onInspect?: (what: Inspected) => void;
}

export function SidePanel({ view, seat, side, lang, selectable, focus, onUnit, onInspect }: Props) {
  const inspectUnit = onInspect ? (u: MechaUnitView) => onInspect({ unit: u.id }) : undefined;
  const hangar = view.units.filter((u) => u.owner === seat && u.place === 'hangar');
  const down = view.units.filter((u) => u.owner === seat && u.place === 'down');
  const names = (ids: readonly string[], name: (id: string) => { zh: string; en: string }) => listJoin(ids.map((id) => name(id)[lang]), lang) || '—';
  return (
    <section className="side-panel" data-side={seat}>
      <h4 style={{ color: SIDE_COLOURS[seat] }}>
        {SIDES[seat][lang]}
        {view.you === seat ? ` (${lang === 'zh' ? '你' : 'you'})` : ''}
      </h4>
      <div>
        {W.captain[lang]}: {side.captain === 'face-down' ? <span className="card-back">{W.faceDown[lang]}</span> : captainName(side.captain)[lang]}
        {side.used.length > 0 && ` · ${W.skillsUsed[lang]}: ${names(side.used, skillName)}`}
      </div>
      <div>
        {W.energy[lang]}: <strong data-testid={`energy-${seat}`}>{side.energy}</strong>
      </div>
      {side.cool && side.cool.some((n) => n > 0) && (
        <div data-testid={`cool-${seat}`}>
          {W.cooldowns[lang]}:{' '}
          {side.cool
            .map((n, k) => (n > 0 ? `${COOLDOWNS[k]?.[lang] ?? k} ${n}` : null))
            .filter((x) => x !== null)
            .join(' · ')}
        </div>
      )}
      {side.goal !== null && (
        <div>
          {W.goal[lang]}: {side.goal === 'chosen' ? W.goalChosen[lang] : goalName(side.goal)[lang]}
        </div>
      )}
      <div>
        {W.pilots[lang]}:{' '}
        {side.crew.length === 0
          ? '—'
          : side.crew.map((c, i) => (
              <span key={c.pilot}>
                {i > 0 && (lang === 'zh' ? '、' : ', ')}
                <span
                  className="pilot-name"
                  data-pilot={c.pilot}
                  role={onInspect ? 'button' : undefined}
                  onMouseEnter={onInspect ? () => onInspect({ pilot: c.pilot }) : undefined}
                  onClick={onInspect ? () => onInspect({ pilot: c.pilot }) : undefined}
                >
                  {pilotName(c.pilot)[lang]}
                </span>{' '}
                ({CREW_WHERE[c.where]?.[lang] ?? c.where}
                {c.timer > 0 ? ` ${c.timer}` : ''})
              </span>
            ))}
        {side.hiddenCrew.ready + side.hiddenCrew.flying + side.hiddenCrew.hurt.length > 0 && (
          <div className="muted">{fill(W.hiddenPilots[lang], { ready: side.hiddenCrew.ready, flying: side.hiddenCrew.flying })}</div>
        )}
      </div>
      <div>
        {W.hand[lang]}:{' '}
        {side.hand === null ? (
          <span className="card-back">
            {W.shipCards[lang]} {side.handCount[0]} {W.cards[lang]} · {W.mechCards[lang]} {side.handCount[1]} {W.cards[lang]}
          </span>
        ) : (
          <>
            {W.shipCards[lang]}: {names(side.hand, shipCardName)} · {W.mechCards[lang]}: {names(side.mhand ?? [], mechCardName)}
          </>
        )}
      </div>
      <div className="muted">
        {W.library[lang]}: {side.libraryCount[0]} / {side.libraryCount[1]} · {W.discard[lang]}: {side.discard.ship.length + side.discard.mech.length}
      </div>
      {hangar.length > 0 && (
        <div className="chip-row">
          <div className="muted">{W.hangar[lang]}</div>
          {hangar.map((u) => (
            <UnitChip key={u.id} unit={u} lang={lang} selected={focus === u.id} selectable={selectable.has(u.id)} target={false} onClick={onUnit} onInspect={inspectUnit} />
          ))}
        </div>
      )}
      {down.length > 0 && (
        <div className="chip-row">
          <div className="muted">{W.down[lang]}</div>
          {down.map((u) => (
            <UnitChip key={u.id} unit={u} lang={lang} selected={false} selectable={false} target={false} onClick={null} onInspect={inspectUnit} />
          ))}
        </div>
      )}
    </section>
  );
}
