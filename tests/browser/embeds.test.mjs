// A tutorial page of another origin embeds six viewers: every board is drawn and
// nothing goes wrong in any frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, server, browser, GAMES } from './helpers.mjs';
import { EMBEDS, serveTutorial, allBoardsDrawn } from './embeds.mjs';

useBrowser();

test('a tutorial page of another origin with six embedded viewers draws all six boards, without errors', async () => {
  const tutorial = await serveTutorial(server.url);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(String(e)));
  const wasm = [];
  context.on('request', (r) => { if (/\.wasm(\?|$)/.test(r.url())) wasm.push(new URL(r.url()).pathname.split('/').pop()); });
  try {
    await page.goto(tutorial.url);
    assert.notEqual(new URL(tutorial.url).origin, new URL(server.url).origin, 'the tutorial is on another origin');
    assert.equal(await allBoardsDrawn(page, server.url), EMBEDS.length);
    for (const frame of page.frames().filter((f) => f.url().startsWith(server.url))) {
      assert.equal(await frame.locator('header.site-header').count(), 0, `${frame.url()} shows the viewer alone`);
      assert.ok(await frame.locator('svg.board g.piece').count() > 0, `${frame.url()} shows pieces`);
    }
    // Each frame fetches its game's viewer alone: not the home page's bundle, not
    // a game's play bundle, not the computer player.
    assert.deepEqual([...new Set(wasm)].sort(),
      GAMES.map((game) => `${game}-view_bg.wasm`).sort());
    for (const frame of page.frames().filter((f) => f.url().startsWith(server.url))) {
      const registered = await frame.evaluate(async () => (await navigator.serviceWorker?.getRegistrations())?.length ?? 0);
      assert.equal(registered, 0, `${frame.url()} installs no offline copy of the site`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await tutorial.close();
  }
});
