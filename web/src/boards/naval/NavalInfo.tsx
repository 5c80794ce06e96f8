// The panel beside the naval map: turn and phase, own ships, the enemy fleet as known, the
// destroyed units, base-holding counters and reinforcements.
import { listJoin, type Lang } from '../../i18n/lang.js';
import { hexName } from './layout.js';
import { className, NAVAL_WORDS as W, PHASES, SIDE_COLOURS, SIDES, unitLabel } from './labels.js';
import type { NavalView } from './view.js';

export function NavalInfo({ view, lang }: { view: NavalView; lang: Lang }) {
  const own = view.you === null ? [] : view.units.filter((u) => u.owner === view.you);
  const phase = PHASES[view.phase]?.[lang] ?? view.phase;
  return (
    <div className="naval-info">
      <div className="info-row">
        <strong>
          {W.turn[lang]} {view.turn}
        </strong>{' '}
        · {W.phase[lang]}: <span data-phase={view.phase}>{phase}</span>
        {view.actor !== null && (
          <>
            {' '}
            · {W.actor[lang]}: <Side seat={view.actor} lang={lang} />
          </>
        )}
      </div>
      {view.phase === 'build' && (
        <div className="info-row">
          {[0, 1].map((p) => (
            <span key={p} className="ready-flag">
              <Side seat={p} lang={lang} />: {view.ready[p] ? W.ready[lang] : W.building[lang]}{' '}
            </span>
          ))}
          {view.fleet.length > 0 && <div>{listJoin(view.fleet.map((c) => `${className(c)[lang]}${c}`), lang)}</div>}
        </div>
      )}
      {view.active && (
        <div className="info-row">
          {unitLabel(view.units.find((u) => u.id === view.active?.u)?.cls ?? '', view.active.u)[lang]} · {W.movesLeft[lang]} {view.active.left}
        </div>
      )}
      {own.length > 0 && (
        <section>
          <h4>{W.yourFleet[lang]}</h4>
          <ul className="unit-list">
            {own.map((u) => (
              <li key={u.id} data-unit-row={u.id}>
                {unitLabel(u.cls, u.id)[lang]} · {W.hp[lang]} {u.hp}/{u.maxHp}
                {u.mine !== null && u.mine > 0 ? ` · ${W.torpedoes[lang]} ${u.mine}` : ''}
                {u.lit ? ` · ${W.lit[lang]}` : ''} · {u.hex < 0 ? W.toPlace[lang] : hexName(view.board, u.hex)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.roster.length > 0 && (
        <section>
          <h4>{W.enemyRoster[lang]}</h4>
          <ul className="unit-list">
            {view.roster.map((r) => (
              <li key={r.id} className={`status-${r.status}`}>
                <Side seat={r.owner} lang={lang} /> {unitLabel(r.cls, r.id)[lang]} · {statusWord(r.status, lang)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.sunk.length > 0 && (
        <section>
          <h4>{W.sunk[lang]}</h4>
          <ul className="unit-list">
            {view.sunk.map((u) => (
              <li key={u.id}>
                <Side seat={u.owner} lang={lang} /> {unitLabel(u.cls, u.id)[lang]}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(view.hold[0] > 0 || view.hold[1] > 0) && (
        <div className="info-row">
          {W.hold[lang]}: <Side seat={0} lang={lang} /> {view.hold[0]} · <Side seat={1} lang={lang} /> {view.hold[1]} {W.turns[lang]}
        </div>
      )}
      {view.reinforcements && view.phase !== 'build' && view.phase !== 'deploy' && (
        <div className="info-row muted">
          {W.supplyThisTurn[lang]} {view.reinforcements.supplyThisTurn} · {W.minelayers[lang]} {view.reinforcements.minelayers}
        </div>
      )}
    </div>
  );
}

function Side({ seat, lang }: { seat: number; lang: Lang }) {
  return (
    <span className="side" style={{ color: SIDE_COLOURS[seat] }}>
      {SIDES[seat]?.[lang] ?? seat}
    </span>
  );
}

function statusWord(status: string, lang: Lang): string {
  if (status === 'afloat') return W.afloat[lang];
  if (status === 'sunk') return W.sunkWord[lang];
  if (status === 'removed') return W.removed[lang];
  return status;
}
