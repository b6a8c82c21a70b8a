// Phone layout: no page of the site scrolls sideways at 320 or 375 CSS pixels,
// in English or Czech; a tap on the board does not flash the browser's highlight.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, server, browser, goTo, GAMES, PUZZLES } from './helpers.mjs';

useBrowser();

const ROUTES = ['#/', ...GAMES.flatMap((g) => [`#/${g}`, `#/${g}/rules`, `#/${g}/view`, `#/${g}/learn`, `#/${g}/editor`]), ...PUZZLES.map((g) => `#/${g}/puzzles`),
  '#/brandubh/lesson?id=fork', '#/thud/lesson?id=hurl&embed=1'];

for (const locale of ['en-US', 'cs-CZ']) {
  test(`no page scrolls sideways on a phone (320 and 375 px, ${locale})`, async () => {
    const wide = [];
    for (const width of [320, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 700 }, locale, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      for (const route of ROUTES) {
        await goTo(page, route);
        await page.locator('main').first().waitFor();
        await page.locator('svg.board, .game-card').first().waitFor();
        const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (over > 0) wide.push(`${route} at ${width} px: ${over} px too wide`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
    assert.deepEqual(wide, []);
  });
}

test('a tap on the board shows only the board\'s own marks (no tap highlight)', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  for (const game of GAMES) {
    await goTo(page, `#/${game}`);
    const board = page.locator('svg.board').first();
    await board.waitFor();
    const color = await board.evaluate((b) => getComputedStyle(b).webkitTapHighlightColor);
    assert.equal(color, 'rgba(0, 0, 0, 0)', `${game}: the board's tap highlight is transparent`);
  }
  await context.close();
});
