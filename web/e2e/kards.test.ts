// Browser test for KARDS decks (issue 15), in real Chromium against a real server: a player imports a
// deck file in the deck builder (an illegal one is refused with its problems listed, a legal one is
// taken), saves it, picks it in the lobby for their seat and starts a match against a bot with it; then
// a match with a friend, who chooses a deck at the table from the invite link. Skipped without Chromium
// (CI=true: fails), as browser.test.ts.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '../../src/games/kards/data/starter-decks.js';
import { kardsCatalog } from '../../src/games/kards/catalog.js';
import { cardText } from '../../src/games/kards/card-text.js';
import { cardIndex } from '../../src/games/kards/cards.js';
import { startServer, type RunningServer } from '../../src/server/index.js';
import { filterCards, NO_FILTER } from '../src/decks/filter.js';
import { planBrowserSuite } from './find-browser.js';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(WEB, 'dist');
const SHOTS = join(WEB, 'e2e', 'screenshots');
const PLAN = planBrowserSuite(process.env);
const CHROMIUM = PLAN.kind === 'run' ? PLAN.path : '';

let dir: string;
let server: RunningServer;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

async function browser(locale: string): Promise<Page> {
  const ctx = await chromium.launchPersistentContext(mkdtempSync(join(dir, 'profile-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
    locale,
    viewport: { width: 1400, height: 1000 },
  });
  contexts.push(ctx);
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return page;
}

beforeAll(async () => {
  if (PLAN.kind === 'skip') return;
  if (PLAN.kind === 'fail') throw new Error(PLAN.message);
  mkdirSync(SHOTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'sandtable-kards-web-'));
  // Always a fresh build: the deck pages are new code (browser.test.ts rebuilds only when sources are newer).
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(WEB, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = env;
  }
  server = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'e2e.db'), webDir: DIST, botWorkers: 1 });
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const britain = STARTER_DECKS.Britain;
const britishIds = new Set(Object.keys(britain.cards));

describe.skipIf(PLAN.kind === 'skip')('KARDS decks in Chromium', () => {
  it('DECK-E2E imports a deck (illegal refused with its problems, legal taken), saves it, and plays a match against a bot with it; a friend chooses a deck at the table', async () => {
    const page = await browser('zh-CN');
    await page.goto(`${server.url}/#/kards/decks`);
    await page.waitForSelector('[data-testid="deck-builder"]');

    // An illegal file: 38 cards and a card that does not exist — refused, each problem in Chinese.
    const cards: Record<string, number> = { ...britain.cards };
    const [first, second] = Object.keys(cards);
    delete cards[first];
    delete cards[second];
    cards.no_such_card = 1;
    await page.locator('summary', { hasText: '导入卡组文件' }).click();
    await page.getByTestId('deck-import-text').fill(JSON.stringify({ ...britain, cards }));
    await page.getByTestId('deck-import').click();
    const errors = page.getByTestId('import-errors');
    await expect.poll(() => errors.textContent()).toContain('没有这张卡');
    expect(await errors.textContent()).toMatch(/卡组必须是 39 张/);

    // The legal file: taken, legality live (39/39, legal); a card taken out makes it 38 and illegal.
    await page.getByTestId('deck-import-text').fill(JSON.stringify(britain));
    await page.getByTestId('deck-import').click();
    await expect.poll(() => page.getByTestId('deck-legality').getAttribute('data-legal')).toBe('yes');
    expect(await page.getByTestId('deck-size').textContent()).toBe('39/39');
    await page.locator(`[data-deck-card="${first}"] button[aria-label="移除"]`).click();
    await expect.poll(() => page.getByTestId('deck-size').textContent()).toBe('38/39');
    expect(await page.getByTestId('deck-problems').textContent()).toContain('共 38 张');
    // Filters: units of cost 2 of the deck's two nations, as many as the catalog has.
    const expected = filterCards(kardsCatalog().cards, { ...NO_FILTER, type: 'unit', cost: 2 }, ['Britain', britain.ally]);
    await page.getByTestId('filter-type').selectOption('unit');
    await page.getByTestId('filter-cost-2').click();
    await expect.poll(() => page.locator('li.deck-card').count()).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    await page.getByTestId('filter-type').selectOption('');
    await page.getByTestId('filter-cost--1').click();
    await page.getByTestId(`add-${first}`).click();
    await expect.poll(() => page.getByTestId('deck-legality').getAttribute('data-legal')).toBe('yes');
    await page.getByTestId('deck-name').fill('e2e 英国');
    await page.getByTestId('deck-save').click();
    await expect.poll(() => page.getByTestId('deck-note').textContent()).toBe('已保存');
    // Export is the CLI's deck file.
    expect(JSON.parse(await page.getByTestId('deck-export').inputValue())).toEqual({ nation: 'Britain', ally: britain.ally, cards: expect.any(Object) });
    await page.screenshot({ path: join(SHOTS, '14-kards-deck-builder.png') });

    // The lobby: KARDS, my seat with the saved deck, a bot with a starter deck.
    await page.goto(`${server.url}/#/`);
    await page.click('[data-game="kards"]');
    await page.waitForSelector('[data-testid="kards-decks"] [data-testid="deck-0"]');
    await page.getByTestId('deck-0').selectOption('saved:e2e 英国');
    await page.getByTestId('seat-1').selectOption('named:random');
    await page.getByTestId('deck-1').selectOption('starter:Japan');
    await page.getByTestId('create-match').click();
    await page.waitForSelector('.kards-board');
    // My hand is from my deck: every card shown is British-deck.
    await page.waitForSelector('.kards-board [data-hand] [data-card]');
    const hand = await page.locator('.kards-board [data-hand] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
    expect(hand.length).toBeGreaterThanOrEqual(4);
    for (const id of hand) expect(britishIds.has(id)).toBe(true);
    // Each hand card reads in Chinese as the engine plays it, with what it costs now; each side has a removed pile.
    const texts = await page.locator('.kards-board [data-hand] [data-card-text]').allTextContents();
    expect(texts).toEqual(hand.map((id) => cardText(cardIndex(id)).zh));
    // Every card with a text reads in Chinese (a hand of vanilla units only, 16 of the deck's 39, has none: 2 % of 4-card hands).
    expect(texts.filter((x) => x !== '').every((x) => /[\u4e00-\u9fff]/.test(x))).toBe(true);
    const costs = await page.locator('.kards-board [data-hand] [data-cost]').evaluateAll((els) => els.map((e) => e.getAttribute('data-cost')));
    expect(costs.every((c) => /^\d+$/.test(c ?? ''))).toBe(true);
    expect(await page.locator('.kards-board [data-removed]').count()).toBe(2);
    const hq = await page.locator('.kards-board [data-hq]').allTextContents();
    expect(hq.join(' ')).toContain('英国');
    await page.screenshot({ path: join(SHOTS, '15-kards-vs-bot.png') });

    // With a friend: the table's invite link; the friend picks Japan's starter deck there; both go in.
    await page.goto(`${server.url}/#/`);
    await page.click('[data-game="kards"]');
    await page.getByTestId('seat-1').selectOption('friend');
    await page.waitForSelector('[data-testid="kards-decks"] [data-testid="deck-0"]');
    await page.getByTestId('deck-0').selectOption('starter:Germany');
    await page.getByTestId('create-match').click();
    const link = await page.getByTestId('table-invite-1').inputValue();
    await page.getByRole('button', { name: /入座/ }).click();
    await page.waitForSelector('[data-testid="table-waiting"]');
    const friend = await browser('en-US');
    await friend.goto(link);
    await friend.waitForSelector('[data-testid="table-deck"]');
    expect(await friend.getByTestId('table-seat-0').textContent()).toBe('ready');
    await friend.getByTestId('table-deck').selectOption('starter:Japan');
    await friend.getByTestId('table-submit').click();
    await friend.waitForSelector('.kards-board');
    await page.waitForSelector('.kards-board');
    expect(await friend.locator('.kards-board [data-hq]').allTextContents()).toContainEqual(expect.stringContaining('Japan'));
    await friend.waitForSelector('.kards-board [data-hand] [data-card]');
    const friendHand = await friend.locator('.kards-board [data-hand] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
    expect(await friend.locator('.kards-board [data-hand] [data-card-text]').allTextContents()).toEqual(friendHand.map((id) => cardText(cardIndex(id)).en));
    expect(pageErrors).toEqual([]);
  });
});
