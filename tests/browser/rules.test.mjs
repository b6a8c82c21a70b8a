// Browser tests: rules. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, closeClean, open, square, click, status, server, browser, goTo, drawn, movesListed } from './helpers.mjs';

useBrowser();

test('the rules pages step through worked examples: the next move as an arrow, a sentence for each step', async () => {
  const { page, errors, context } = await open('#/brandubh/rules');
  const examples = page.locator('[data-testid=example]');
  await examples.first().waitFor();
  assert.equal(await examples.count(), 4);
  // The second: the empty throne captures, then the king is taken against a corner.
  const ex = examples.nth(1);
  const step = () => ex.locator('.example-step').innerText();
  assert.match(await step(), /The defenders to move\. The king has left the throne/);
  assert.equal(await ex.locator('.example-count').innerText(), '0 / 4');
  assert.equal(await ex.locator('button[name=prev]').isDisabled(), true);
  // The coming move is drawn from f6 to d6; the attacker on d5 is still there.
  assert.equal(await ex.locator('g.hint-arrow').count(), 1);
  assert.equal(await ex.locator('g.piece[data-square="d5"]').count(), 1);
  await ex.locator('button[name=next]').click();
  assert.match(await step(), /^f6-d6xd5 The defender on d6 and the empty throne catch the attacker/);
  assert.equal(await ex.locator('g.piece[data-square="d5"]').count(), 0);
  for (let i = 0; i < 3; i++) await ex.locator('button[name=next]').click();
  assert.match(await step(), /^c5-c1xb1 Too late: .* the attackers win\./);
  assert.equal(await ex.locator('.example-count').innerText(), '4 / 4');
  assert.equal(await ex.locator('button[name=next]').isDisabled(), true);
  assert.equal(await ex.locator('g.hint-arrow').count(), 0);
  // The other examples did not move, and the first button goes back.
  assert.equal(await examples.nth(0).locator('.example-count').innerText(), '0 / 2');
  await ex.locator('button[name=first]').click();
  assert.equal(await ex.locator('.example-count').innerText(), '0 / 4');
  // The fourth: a third repetition ends the game.
  const rep = examples.nth(3);
  for (let i = 0; i < 8; i++) await rep.locator('button[name=next]').click();
  assert.match(await rep.locator('.example-step').innerText(), /^d3-d2 The start position for the third time .* the defenders/);

  // Top Quark: round 4's capture, its arrow along the maze (i3, i4, j4, j5, k5).
  await goTo(page, '#/topquark/rules');
  const tq = page.locator('[data-testid=example]').first();
  await tq.waitFor();
  assert.equal(await page.locator('[data-testid=example]').count(), 2);
  for (let i = 0; i < 6; i++) await tq.locator('button[name=next]').click();
  assert.match(await tq.locator('.example-step').innerText(), /^c7-c4 Black: three steps/);
  const points = (await tq.locator('g.hint-arrow polyline').getAttribute('points')).trim().split(/\s+/);
  assert.equal(points.length, 5);
  await tq.locator('button[name=next]').click();
  assert.match(await tq.locator('.example-step').innerText(), /^i3-k5x Round 4: .* captured and goes into the gutter\./);
  assert.match(await tq.innerText(), /Taken by White: 1/);
  // The position shown can be played on.
  await tq.locator('.example-play a').click();
  await movesListed(page, 7);
  assert.match(await page.locator('ol.moves').innerText(), /i3-k5x/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Black to move/);
  await page.goBack();
  await tq.waitFor();
  assert.equal(await tq.locator('.example-count').innerText(), '0 / 7');
  for (let i = 0; i < 7; i++) await tq.locator('button[name=next]').click();

  // In Czech, the sentences are Czech.
  await page.locator('button.lang', { hasText: 'CS' }).click();
  assert.match(await tq.locator('.example-step').innerText(), /^i3-k5x 4\. kolo: čtyři kroky/);
  await goTo(page, '#/thud/rules');
  await page.locator('[data-testid=example]').first().waitFor();
  assert.equal(await page.locator('[data-testid=example]').count(), 3);
  const end = page.locator('[data-testid=example]').nth(2);
  await end.locator('button[name=next]').click();
  await end.locator('button[name=next]').click();
  assert.match(await end.locator('.example-step').innerText(), /^accept Trollové přijmou\. .* o 5\./);
  await goTo(page, '#/bilitaire/rules');
  const bi = page.locator('[data-testid=example]').nth(1);
  await bi.waitFor();
  assert.equal(await page.locator('[data-testid=example]').count(), 3);
  // Taken from the middle of a game: it starts at move 19 and stops at move 21.
  assert.equal(await bi.locator('.example-count').innerText(), '0 / 2');
  assert.match(await bi.locator('.example-step').innerText(), /Později v kole/);
  await bi.locator('button[name=next]').click();
  await bi.locator('button[name=next]').click();
  assert.match(await bi.locator('.example-step').innerText(), /^b2-b4-b6 Koulař vyhoví řetězem/);
  assert.equal(await bi.locator('button[name=next]').isDisabled(), true);
  assert.equal(await bi.locator('g.hint-arrow').count(), 0);
  await closeClean(errors, context);
});

test('printed, a rules page has dark text on white in either theme, without the site header and footer', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const context = await browser.newContext({ locale: 'en-US', colorScheme });
    const page = await context.newPage();
    await page.goto(`${server.url}#/topquark/rules`);
    await page.locator('.prose p').first().waitFor();
    await drawn(page);
    await page.emulateMedia({ media: 'print', colorScheme });
    const paper = await page.evaluate(() => {
      const rgb = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
      const style = (sel) => getComputedStyle(document.querySelector(sel));
      return {
        text: rgb(style('.prose p').color),
        link: rgb(style('.prose a, main a').color),
        page: rgb(style('html').backgroundColor),
        header: style('.site-header').display,
        footer: style('.site-footer').display,
      };
    });
    assert.ok(paper.text.every((v) => v < 80), `${colorScheme}: printed text is dark (${paper.text})`);
    assert.ok(paper.link.every((v) => v < 160), `${colorScheme}: printed links are dark (${paper.link})`);
    assert.ok(paper.page.every((v) => v > 240), `${colorScheme}: on white (${paper.page})`);
    assert.deepEqual([paper.header, paper.footer], ['none', 'none'], colorScheme);
    await context.close();
  }
});
