// Browser benchmark: the analysis board while the computer thinks. Serves the
// built site (dist/, after `trunk build --release`), opens each game's
// analysis board in Chromium (no throttling: this machine's browser) and
// prints, for each, how long after the board is drawn the first engine line
// appears, how long after a line is clicked (the position changes, the old
// search is cancelled) the new position's first line appears, and the longest
// task of the page's thread over the whole visit (the search runs in the
// worker; a task over 50 ms would be a page that stutters), apart from
// those while the page loads. Run:
// `node tests/browser/analysis-bench.mjs` (`SECONDS=n` watches each page n
// seconds in all, 8 by default).
import { chromium } from 'playwright-core';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const GAMES = ['thud', 'brandubh', 'bilitaire', 'topquark'];
const watch = Number(process.env.SECONDS ?? 8) * 1000;

const server = await serve(join(repo, 'dist'), '/abstrakta/');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const lines = (page) => page.locator('ol.engine-lines li').count();
try {
  for (const game of GAMES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Every task of 50 ms or more, from the page's start.
    await page.addInitScript(() => {
      window.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__long.push([e.startTime, Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${server.url}#/${game}/analysis`);
    await page.locator('section.analysis svg.board').waitFor({ timeout: 60_000 });
    const drawn = Date.now();
    const drawnAt = await page.evaluate(() => performance.now());
    await page.waitForFunction(() => document.querySelectorAll('ol.engine-lines li').length > 0, null, { timeout: 30_000 });
    const first = Date.now() - drawn;
    await page.waitForTimeout(watch / 2);
    // A line clicked: a new position, the old search dropped.
    const before = await page.locator('ol.engine-lines').innerText();
    await page.locator('ol.engine-lines button.engine-line').first().click();
    const switched = Date.now();
    // The new position's lines: others than the old position's.
    await page.waitForFunction((old) => {
      const list = document.querySelector('ol.engine-lines');
      return list.querySelectorAll('li').length > 0 && list.innerText !== old;
    }, before, { timeout: 30_000 });
    const again = Date.now() - switched;
    await page.waitForTimeout(watch / 2);
    const depth = await page.locator('[data-testid=engine-depth]').innerText().catch(() => '');
    const long = await page.evaluate(() => window.__long);
    const list = (tasks) => (tasks.length ? tasks.map(([, d]) => d).join(', ') + ' ms' : 'none');
    const start = long.filter(([t]) => t < drawnAt);
    const later = long.filter(([t]) => t >= drawnAt);
    console.log(`${game}: first line ${first} ms after the board; after a move ${again} ms; ${await lines(page)} lines${depth}; `
      + `tasks of 50 ms or more while analysing: ${list(later)} (while loading: ${list(start)})`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
