// Browser tests: the Learn pages. A lesson is played on the board; the engine
// judges each move against the lesson's goal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, closeClean, open, pieceAt, click, hollow, tqHollow, tqTarget, shots, GAMES } from './helpers.mjs';

useBrowser();

test('Brandubh\'s course: a lesson is played to its end, a move that misses the goal is taken back with why, hints and "show me", progress is kept', async () => {
  const { page, errors, context } = await open('#/brandubh/learn');
  const task = page.locator('[data-testid=lesson-task]');
  await task.waitFor();
  assert.match(await page.locator('h1').innerText(), /Learn Brandubh/);
  assert.match(await page.locator('[data-testid=lesson]').innerText(), /Lesson 1 of 13[\s\S]*Moving like a rook/);
  assert.match(await task.innerText(), /Move the attacker on d1/);
  await click(page, 'd1', 'd3');
  await page.locator('[data-testid=lesson-done]').waitFor();
  assert.match(await page.locator('[data-testid=lesson-done]').innerText(), /Lesson learnt\. Every piece moves this way/);
  assert.equal(await page.locator('li[data-lesson=rook-moves].learnt').count(), 1, 'marked learnt in the list');
  // The next lesson, one click away.
  await page.locator('[data-testid=next-lesson]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=lesson]')?.dataset.lesson === 'capture-between-two');
  assert.match(await task.innerText(), /Take the defender on c5/);
  // The new lesson's board is drawn a step after its text.
  await page.locator('g.hint-arrow[data-arrow=g6-c6]').waitFor();
  assert.equal(await page.locator('g.hint-arrow[data-arrow=g6-c6]').count(), 1, 'the lesson\'s arrow');
  // A legal move that misses the goal is taken back, with why.
  await click(page, 'g6', 'f6');
  const said = page.locator('[data-testid=lesson-said]');
  await said.waitFor();
  assert.match(await said.innerText(), /g6-f6 is a legal move, but not what the lesson asks: Take the defender on c5.*taken back/);
  assert.equal(await pieceAt(page, 'g6').getAttribute('data-piece'), 'attacker', 'the board is as it was');
  // A hint, then "show me".
  await page.locator('button[name=lesson-hint]').click();
  assert.match(await page.locator('[data-testid=lesson-hint]').innerText(), /The attacker on g6 can reach c6/);
  assert.equal(await page.locator('button[name=lesson-hint]').isDisabled(), true, 'no more hints');
  await page.locator('button[name=show-me]').click();
  assert.ok(await page.locator('g.hint-arrow[data-arrow=g6-c6]').count() >= 1);
  await click(page, 'g6', 'c6');
  await page.locator('[data-testid=lesson-done]').waitFor();
  assert.equal(await pieceAt(page, 'c5').count(), 0, 'the defender is taken');
  assert.match(await said.innerText(), /^Yes\./);
  await page.screenshot({ path: join(shots, 'learn-brandubh.png') });
  // Progress is kept in this browser.
  await page.reload();
  await page.locator('li[data-lesson=capture-between-two]').waitFor();
  assert.equal(await page.locator('li.learnt').count(), 2);
  await closeClean(errors, context);
});

test('a lesson in Czech, a goal proven by the search, and an unknown lesson', async () => {
  const { page, errors, context } = await open('#/brandubh/learn/fork');
  const task = page.locator('[data-testid=lesson-task]');
  await task.waitFor();
  await page.locator('button.lang', { hasText: 'CS' }).click();
  assert.match(await task.innerText(), /Vyhrajte dvěma tahy/);
  // Any move that wins in two counts: c3-a3 as well as c3-c7.
  await click(page, 'c3', 'a3');
  await page.locator('[data-testid=lesson-done]').waitFor();
  assert.match(await page.locator('[data-testid=lesson-done]').innerText(), /Lekce zvládnuta\. Vidlička/);
  await closeClean(errors, context);
  const other = await open('#/brandubh/learn/no-such-lesson');
  await other.page.locator('[data-testid=lesson-task]').waitFor();
  assert.match(await other.page.locator('.learn-list .notice').innerText(), /There is no lesson "no-such-lesson"/);
  assert.equal(await other.page.locator('[data-testid=lesson]').getAttribute('data-lesson'), 'rook-moves');
  // A stored list of lessons learnt that does not read is said, and kept aside.
  await other.page.evaluate(() => localStorage.setItem('abstrakta.brandubh.learnt', '{not a list'));
  await other.page.reload();
  await other.page.locator('[data-testid=learnt-error]').waitFor();
  assert.match(await other.page.locator('[data-testid=learnt-error]').innerText(), /could not be read .*abstrakta\.brandubh\.learnt\.unreadable/);
  assert.equal(await other.page.evaluate(() => localStorage.getItem('abstrakta.brandubh.learnt.unreadable')), '{not a list');
  await closeClean(other.errors, other.context);
});

test('every game has a Learn page, linked from the home page and the game\'s header', async () => {
  const { page, errors, context } = await open('#/');
  await page.locator('.game-card').first().waitFor();
  for (const game of GAMES) {
    assert.equal(await page.locator(`.game-card a[href="#/${game}/learn"]`).count(), 1, game);
  }
  await closeClean(errors, context);
  // Each game's first lesson, played to its end in Czech.
  const first = {
    thud: { task: /Táhněte trpaslíkem/, play: (page) => click(page, 'H4', 'H6') },
    bilitaire: { task: /Jako skokan začněte/, play: (page) => hollow(page, 'd4').click() },
    topquark: { task: /Kolo 1: táhněte koulí/, play: async (page) => { await tqHollow(page, 'f2').click(); await tqTarget(page, 'f1').click(); } },
  };
  for (const [game, lesson] of Object.entries(first)) {
    const { page, errors, context } = await open(`#/${game}/learn`);
    await page.locator('[data-testid=lesson-task]').waitFor();
    assert.equal(await page.locator(`header nav a[href="#/${game}/learn"].active`).count(), 1, game);
    assert.ok(await page.locator('ol.lessons li').count() >= 2, game);
    await page.locator('button.lang', { hasText: 'CS' }).click();
    assert.match(await page.locator('[data-testid=lesson-task]').innerText(), lesson.task, game);
    await lesson.play(page);
    await page.locator('[data-testid=lesson-done]').waitFor();
    assert.match(await page.locator('[data-testid=lesson-done]').innerText(), /Lekce zvládnuta/, game);
    await closeClean(errors, context);
  }
});
