// Fleet building (舰队配置): this seat's choices so far (the opponent's stay secret until both are done),
// what the draft asks for now — the later steps wait for it, which is why their choices are not offered
// yet — and how much of each count (set by the ship and the options) is filled.
import type { Json } from '../../../../src/protocol/types.js';
import { listJoin, type Lang } from '../../i18n/lang.js';
import { buildCounts, buildStep, type BuildStep } from './buildPlan.js';
import { captainName, mechCardName, mechName, pilotName, shipCardName, shipName, weaponName } from './names.js';
import type { MechaBuildView } from './view.js';
import { MECHA_WORDS as W } from './words.js';

const STEP_WORDS: Record<BuildStep, { zh: string; en: string }> = {
  ship: { zh: '战舰', en: 'your ship' },
  guns: { zh: '主武器', en: 'main weapons' },
  mechs: { zh: '战甲及其武器', en: 'mechs and their weapons' },
  captain: { zh: '舰长', en: 'a captain' },
  pilots: { zh: '驾驶员', en: 'pilots' },
  cards: { zh: '舰船卡', en: 'ship cards' },
  mcards: { zh: '战甲卡', en: 'mech cards' },
  done: { zh: '配置完成', en: 'done' },
};

export function BuildSummary({ build, options, lang }: { build: MechaBuildView; options?: Json; lang: Lang }) {
  const list = (ids: readonly string[], name: (id: string) => { zh: string; en: string }) => listJoin(ids.map((id) => name(id)[lang]), lang) || '—';
  const step = buildStep(build, options);
  const counts = buildCounts(build, options);
  return (
    <section className="side-panel build-summary">
      <h4>{W.yourBuild[lang]}</h4>
      {!build.done && (
        <div className="hint" data-testid="build-step">
          {lang === 'zh' ? `现在选择：${STEP_WORDS[step].zh}（按顺序配置，之后的选项届时开放）` : `Now choose ${STEP_WORDS[step].en} (the draft goes in order; later choices open in turn)`}
        </div>
      )}
      <div className="build-counts" data-testid="build-counts">
        {counts.map((c) => (
          <span key={c.step} className={c.step === step ? 'current' : ''}>
            {STEP_WORDS[c.step][lang]} {c.have}/{c.of ?? '?'}{' '}
          </span>
        ))}
      </div>
      <div>{build.ship ? shipName(build.ship)[lang] : '—'}</div>
      <div>{list(build.guns, weaponName)}</div>
      <div>{list(build.mechs.map((m) => m.mech), mechName)}</div>
      <div>
        {W.captain[lang]}: {build.captain ? captainName(build.captain)[lang] : '—'}
      </div>
      <div>
        {W.pilots[lang]}: {list(build.pilots, pilotName)}
      </div>
      <div>
        {W.shipCards[lang]}: {list(build.cards, shipCardName)}
      </div>
      <div>
        {W.mechCards[lang]}: {list(build.mcards, mechCardName)}
      </div>
    </section>
  );
}
