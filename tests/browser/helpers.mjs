// What every browser test file shares: the built site (dist/) served under a
// sub-path, the system's headless Chromium through playwright-core, and helpers
// that open a page, find squares and play moves.
// Run: node --test --test-concurrency=2 tests/browser/   (after building dist/ with trunk)
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';
import { GAMES, PUZZLES } from './bundles.mjs';

export { GAMES, PUZZLES };

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const shots = join(repo, 'target', 'screenshots');
mkdirSync(shots, { recursive: true });

export let server, browser;

/** Serves the site and starts the browser for the tests of the file that calls it. */
export function useBrowser() {
  before(async () => {
    server = await serve(join(repo, 'dist'), '/sub/abstrakta/');
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    });
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });
}

/** A fresh page (empty storage) that records console errors and warnings, and
 * page errors; `options` add to the browser context's. It waits until the page
 * is drawn whole (a page that is never drawn fails the test) unless `wait` is
 * false (a test of a page that cannot start). */
export async function open(hash = '#/', locale = 'en-US', options = {}, { wait = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => {
    // A test that blocks the service worker hears Playwright say so.
    if ((m.type() === 'error' || m.type() === 'warning') && !/blocked by Playwright/.test(m.text())) errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url + hash);
  // A page draws in steps (src/components/later.rs): judged once drawn whole.
  if (wait) await drawn(page);
  return { page, errors, context };
}

/** Waits until the page is drawn whole: every step of its drawing done (the app
 * marks the root element `data-drawn`). */
export async function drawn(page, timeout = 30_000) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-drawn'), null, { timeout });
}

/** The bundle that draws `hash` (index.html's loader and state::Bundle::of),
 * from the lists written from state::Bundle::all() (./bundles.mjs). */
export function bundleOf(hash) {
  const path = hash.replace(/^#+/, '').split('?')[0].split('/').filter(Boolean);
  return !GAMES.includes(path[0]) ? 'home' : path[1] === 'view' ? `${path[0]}-view`
    : path[1] === 'learn' || path[1] === 'lesson' ? `${path[0]}-learn`
    : path[1] === 'editor' ? `${path[0]}-editor`
    : path[1] === 'analysis' ? `${path[0]}-analysis`
    : path[1] === 'study' ? `${path[0]}-study`
    : path[1] === 'puzzles' && PUZZLES.includes(path[0]) ? `${path[0]}-puzzles` : path[0];
}

/** Goes to `hash` and waits until the bundle that draws it has started: an
 * address of another bundle reloads the page, and until then the old page shows. */
export async function goTo(page, hash) {
  await page.goto(server.url + hash);
  await page.waitForFunction((stem) => document.documentElement.dataset.bundle === stem && !document.getElementById('loading'), bundleOf(hash));
  await drawn(page);
}

export const square = (page, sq) => page.locator(`rect.sq[data-square="${sq}"]`);
export const pieceAt = (page, sq) => page.locator(`g.piece[data-square="${sq}"]`);
export const movesText = (page) => page.locator('ol.moves').innerText();

export async function click(page, from, to) {
  await square(page, from).click();
  await page.locator(`circle.dest[data-dest="${to}"]`).waitFor();
  await square(page, to).click();
}

export async function drag(page, from, to) {
  const a = await square(page, from).boundingBox();
  const b = await square(page, to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2 + a.width / 2, (a.y + b.y) / 2 + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
}

/** Checks that the page logged no error, and closes it. */
export async function closeClean(errors, context) {
  assert.deepEqual(errors, []);
  await context.close();
}

/** A fresh page at `hash` with a new game started by the New game form (see `newGame`). */
export async function openGame(hash, ...game) {
  const opened = await open(hash);
  await newGame(opened.page, ...game);
  return opened;
}

/** A fresh Brandubh hot-seat game after its first move, d2-e2. */
export async function hotseatAfterFirstMove() {
  const opened = await openGame('#/brandubh', 'hotseat');
  await click(opened.page, 'd2', 'e2');
  await movesListed(opened.page, 1);
  return opened;
}

export async function newGame(page, mode, side = 'first', level = 'easy') {
  const form = page.locator('form.new-game');
  // The page must be drawn before the form's box is judged open or closed.
  await page.locator('section.page.play svg.board').waitFor();
  await drawn(page);
  if (!(await form.isVisible())) await page.locator('details.box:has(form.new-game) > summary').click();
  await form.locator('select[name=mode]').selectOption(mode);
  if (mode === 'computer') {
    await form.locator('select[name=side]').selectOption(side);
    await form.locator('select[name^=level]').selectOption(level);
  }
  await form.locator('button[name=start]').click();
}

// Thud: troll H5 above dwarfs G3 H3 J3, trolls to move (a position of the rules tests).
export const THUD_TROLL_H5 = '5/7/9/11/13/15/15/7o7/15/15/6T6/11/3ddd3/7/5+t';

// Bi-litaire: hollows are circles named a1-h8; empty tile positions are slots A1-D4.
export const hollow = (page, h) => page.locator(`circle.hollow[data-hollow="${h}"]`);

export const slot = (page, t) => page.locator(`rect.slot[data-tile="${t}"]`);

export const status = (page) => page.locator('[data-testid=status]').innerText();

export const CHAIN = '--------/--------/--------/--------/--------/--------/......../oo.o.o..+j+1+%2B0';

export const PUSHER = '------../------o./--------/--------/--------/--------/......--/oo.o..--+p+1+%2B0';

// Top Quark: hollows are groups named a1-k7; a destination is clicked through its route.
export const tqHollow = (page, h) => page.locator(`g.hollow[data-hollow="${h}"]`);

export const tqTarget = (page, h) => page.locator(`g.route[data-route="${h}"] rect.route-hit`);

export const statusText = (page) => page.locator('[data-testid=status]').innerText();

export const moveCount = (page) => page.locator('ol.moves .mv').count();
/** Waits until the move list holds `n` moves. */
export const movesListed = (page, n, timeout = 30_000) =>
  page.waitForFunction((k) => document.querySelectorAll('ol.moves .mv').length === k, n, { timeout });

/** Presses Tab until the board has the focus; returns how many presses it took. */
export async function tabToBoard(page) {
  for (let i = 1; i <= 30; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.matches('svg.board'))) return i;
  }
  throw new Error('the board never took the focus');
}

export async function keys(page, ...presses) {
  for (const k of presses) await page.keyboard.press(k);
}
