// A tutorial page of another origin embeds six viewers: every board is drawn and
// nothing goes wrong in any frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, server, browser } from './helpers.mjs';
import { EMBEDS, serveTutorial, allBoardsDrawn } from './embeds.mjs';

useBrowser();

test('a tutorial page of another origin with six embedded viewers draws all six boards, without errors', async () => {
  const tutorial = await serveTutorial(server.url);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.goto(tutorial.url);
    assert.notEqual(new URL(tutorial.url).origin, new URL(server.url).origin, 'the tutorial is on another origin');
    assert.equal(await allBoardsDrawn(page, server.url), EMBEDS.length);
    for (const frame of page.frames().filter((f) => f.url().startsWith(server.url))) {
      assert.equal(await frame.locator('header.site-header').count(), 0, `${frame.url()} shows the viewer alone`);
      assert.ok(await frame.locator('svg.board g.piece').count() > 0, `${frame.url()} shows pieces`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await tutorial.close();
  }
});
