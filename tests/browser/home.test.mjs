// Browser tests: home. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, closeClean, open, click, hollow, shots, server, browser, goTo, GAMES } from './helpers.mjs';

useBrowser();

test('the home page lists every game with its board, under a sub-path', async () => {
  const { page, errors, context } = await open('#/');
  await page.locator('.game-card[data-game=brandubh] h2').waitFor();
  assert.equal(await page.locator('.game-card[data-game=brandubh] h2').innerText(), 'Brandubh');
  assert.equal(await page.locator('.game-card[data-game=thud] h2').innerText(), 'Thud');
  assert.deepEqual(await page.locator('.game-card').evaluateAll((cards) => cards.map((c) => c.dataset.game)), GAMES);
  assert.equal(await page.locator('.game-card[data-game=topquark] svg.board g.hollow').count(), 65);
  assert.equal(await page.locator('.game-card[data-game=bilitaire] svg.board g.piece.ball').count(), 48);
  assert.equal(await page.locator('.game-card[data-game=bilitaire] svg.board g.tile').count(), 12);
  assert.equal(await page.locator('.game-card[data-game=brandubh] svg.board g.piece').count(), 13);
  assert.equal(await page.locator('.game-card[data-game=thud] svg.board g.piece.dwarf').count(), 32);
  assert.equal(await page.locator('.game-card[data-game=thud] svg.board g.piece.troll').count(), 8);
  assert.match(await page.locator('.game-card[data-game=thud] p').first().innerText(), /dwarfs against 8 trolls/);
  await page.screenshot({ path: join(shots, 'home.png') });
  await closeClean(errors, context);
});

test('the language follows the browser and can be switched', async () => {
  const { page, errors, context } = await open('#/', 'cs-CZ');
  await page.locator('h1').waitFor();
  assert.equal(await page.locator('h1').innerText(), 'Vyberte hru');
  await page.locator('button.lang', { hasText: 'EN' }).click();
  assert.equal(await page.locator('h1').innerText(), 'Choose a game');
  await goTo(page, '#/brandubh/rules');
  await page.locator('article.rules h1').waitFor();
  assert.equal(await page.locator('article.rules h1').innerText(), 'Rules of Brandubh');
  assert.equal(await page.title(), 'Rules of Brandubh — abstrakta');
  await page.screenshot({ path: join(shots, 'rules.png') });
  await closeClean(errors, context);
});

test('a page opened from another starts at its top, on a phone too', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await goTo(page, '#/');
  await page.locator('.game-card[data-game=topquark] a', { hasText: 'Play' }).scrollIntoViewIfNeeded();
  assert.ok(await page.evaluate(() => window.scrollY) > 300, 'the home page was scrolled down');
  await page.locator('.game-card[data-game=topquark] a', { hasText: 'Play' }).click();
  await page.locator('section.page.play svg.board').waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  const box = await page.locator('section.page.play svg.board').boundingBox();
  assert.ok(box.y + box.height <= 667, `the board is in view (${box.y}+${box.height})`);
  await closeClean(errors, context);
});
