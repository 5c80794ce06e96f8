// The HTML report: one self-contained file (Chart.js inlined, no network) with the study's tables and
// charts; for a sweep, the studies side by side.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SimReport } from './report.js';

export interface SweepEntry {
  readonly value: string;
  readonly report: SimReport;
}

function chartJs(): string {
  const require = createRequire(import.meta.url);
  // The UMD build sits beside the package's main file (it is not in the package's exports map).
  return readFileSync(join(dirname(require.resolve('chart.js')), 'chart.umd.min.js'), 'utf8');
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function ci(c: readonly [number, number]): string {
  return `[${pct(c[0])}, ${pct(c[1])}]`;
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

function studySection(r: SimReport, id: string, title: string): string {
  const summary = table(
    ['games', 'draws', 'timeouts', 'balance', 'completion', 'drawishness', 'first-player win rate', 'decisiveness', 'mean lead changes'],
    [[String(r.games), String(r.draws), String(r.timeouts), r.balance.toFixed(3), pct(r.completion), pct(r.drawishness), `${pct(r.firstPlayerAdvantage.rate)} ${ci(r.firstPlayerAdvantage.ci95)}`, r.decisiveness.toFixed(3), String(r.leadChanges.mean)]],
  );
  const bots = table(['bot', 'games', 'wins', 'win rate', '95% CI'], r.bots.map((b) => [b.spec, String(b.games), String(b.wins), pct(b.winRate), ci(b.ci95)]));
  const seats = table(['seat', 'wins', 'win rate', '95% CI'], r.seats.map((s) => [String(s.seat), String(s.wins), pct(s.winRate), ci(s.ci95)]));
  const content = table(
    ['content', 'chosen', 'win rate with', '95% CI', 'win rate without', '95% CI'],
    r.content.map((c) => [c.name, pct(c.chosenRate), pct(c.withIt.winRate), ci(c.withIt.ci95), pct(c.without.winRate), ci(c.without.ci95)]),
  );
  const timing = table(['bot', 'decisions', 'mean ms', 'max ms'], r.timing.decisions.map((d) => [d.spec, String(d.decisions), String(d.meanMs), String(d.maxMs)]));
  return `<section><h2>${esc(title)}</h2>${summary}
<div class="grid"><div><h3>Bots</h3>${bots}<canvas id="${id}-bots"></canvas></div>
<div><h3>Seats</h3>${seats}<canvas id="${id}-seats"></canvas></div>
<div><h3>Duration (turns)</h3><canvas id="${id}-turns"></canvas></div>
<div><h3>Content: win rate with / without</h3>${content}<canvas id="${id}-content"></canvas></div></div>
<h3>Decision time (wall clock)</h3>${timing}<p class="muted">End reasons: ${esc(JSON.stringify(r.reasons))}. ${r.timing.gamesPerSec} games/s on ${r.timing.workers} worker(s).</p></section>`;
}

function studyCharts(r: SimReport, id: string): string {
  const bar = (el: string, labels: string[], data: number[], lo: number[], hi: number[], label: string) =>
    `rateChart(${JSON.stringify(el)}, ${JSON.stringify(labels)}, ${JSON.stringify(data)}, ${JSON.stringify(lo)}, ${JSON.stringify(hi)}, ${JSON.stringify(label)});`;
  return [
    bar(`${id}-bots`, r.bots.map((b) => b.spec), r.bots.map((b) => b.winRate), r.bots.map((b) => b.ci95[0]), r.bots.map((b) => b.ci95[1]), 'win rate'),
    bar(`${id}-seats`, r.seats.map((s) => `seat ${s.seat}`), r.seats.map((s) => s.winRate), r.seats.map((s) => s.ci95[0]), r.seats.map((s) => s.ci95[1]), 'win rate'),
    `histChart(${JSON.stringify(`${id}-turns`)}, ${JSON.stringify(r.duration.turns.histogram.map((h) => String(h[0])))}, ${JSON.stringify(r.duration.turns.histogram.map((h) => h[1]))});`,
    `pairChart(${JSON.stringify(`${id}-content`)}, ${JSON.stringify(r.content.map((c) => c.name))}, ${JSON.stringify(r.content.map((c) => c.withIt.winRate))}, ${JSON.stringify(r.content.map((c) => c.without.winRate))});`,
  ].join('\n');
}

const SCRIPT_HELPERS = `
function rateChart(id, labels, data, lo, hi, label) {
  new Chart(document.getElementById(id), { type: 'bar', data: { labels, datasets: [
    { label, data },
    { label: '95% CI low', data: lo, type: 'line', showLine: false, pointStyle: 'line', pointRadius: 12 },
    { label: '95% CI high', data: hi, type: 'line', showLine: false, pointStyle: 'line', pointRadius: 12 } ] },
    options: { animation: false, scales: { y: { min: 0, max: 1 } } } });
}
function histChart(id, labels, data) {
  new Chart(document.getElementById(id), { type: 'bar', data: { labels, datasets: [{ label: 'games', data }] }, options: { animation: false } });
}
function pairChart(id, labels, withIt, without) {
  new Chart(document.getElementById(id), { type: 'bar', data: { labels, datasets: [{ label: 'with', data: withIt }, { label: 'without', data: without }] },
    options: { animation: false, scales: { y: { min: 0, max: 1 } } } });
}
function sweepChart(id, labels, series) {
  new Chart(document.getElementById(id), { type: 'line', data: { labels, datasets: series }, options: { animation: false, scales: { y: { min: 0, max: 1 } } } });
}`;

export function renderHtml(title: string, studies: readonly SweepEntry[], sweepKey: string | null): string {
  const sections = studies.map((s, i) => studySection(s.report, `s${i}`, sweepKey ? `${sweepKey} = ${s.value}` : 'Study')).join('\n');
  const charts = studies.map((s, i) => studyCharts(s.report, `s${i}`)).join('\n');
  let sweep = '';
  let sweepScript = '';
  if (sweepKey && studies.length > 1) {
    const labels = studies.map((s) => s.value);
    const seatsN = studies[0].report.seats.length;
    const series = [
      ...Array.from({ length: seatsN }, (_, seat) => ({ label: `seat ${seat} win rate`, data: studies.map((s) => s.report.seats[seat].winRate) })),
      { label: 'balance', data: studies.map((s) => s.report.balance) },
      { label: 'drawishness', data: studies.map((s) => s.report.drawishness) },
      { label: 'completion', data: studies.map((s) => s.report.completion) },
    ];
    sweep = `<section><h2>Sweep over ${esc(sweepKey)}</h2>${table(
      [sweepKey, 'balance', 'drawishness', 'completion', 'mean turns', ...studies[0].report.bots.map((b) => `${b.spec} win rate`)],
      studies.map((s) => [s.value, s.report.balance.toFixed(3), pct(s.report.drawishness), pct(s.report.completion), String(s.report.duration.turns.mean), ...s.report.bots.map((b) => pct(b.winRate))]),
    )}<canvas id="sweep"></canvas></section>`;
    sweepScript = `sweepChart('sweep', ${JSON.stringify(labels)}, ${JSON.stringify(series)});`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2em;max-width:1200px}table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:right}
th{background:#f3f3f3}.grid{display:grid;grid-template-columns:1fr 1fr;gap:1.5em}.muted{color:#666}canvas{max-height:320px}</style>
<script>${chartJs().replace(/<\/script/gi, "<\\/script")}</script></head><body><h1>${esc(title)}</h1>${sweep}${sections}
<script>${SCRIPT_HELPERS}
${charts}
${sweepScript}</script></body></html>`;
}
