// Browser tests: play topquark. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, closeClean, openGame, open, click, newGame, hollow, status, tqHollow, tqTarget, statusText, shots, server, goTo, movesListed } from './helpers.mjs';

useBrowser();

test('Top Quark: a path chosen at a strategic hollow, a capture in the gutter, the counter', async () => {
  // A lone white ball on f2 (pointing south to the strategic f1), counter 2.
  const lone = '--.....b.--/-.........-/.........../.........../.........../-....w....-/--.......--+w+2+0-0';
  const { page, errors, context } = await openGame(`#/topquark?position=${lone}`, 'hotseat');
  assert.equal(await page.locator('[data-testid=counter]').getAttribute('data-count'), '2');
  // The legend under the board says at a glance how a ball leaves each kind of hollow.
  const legend = page.locator('[data-testid=board-legend] li');
  assert.deepEqual(await legend.allInnerTexts(), [
    'Drop hollow: every step leaves it by its point.',
    'Strategic hollow (gold rim): a step leaves it by either end, as the player chooses.',
  ]);
  assert.equal(await legend.nth(1).locator('g.hollow.strategic path').count(), 1);
  await tqHollow(page, 'f2').click();
  await page.locator('g.route[data-route="e1"]').waitFor();
  assert.equal(await page.locator('g.route').count(), 2, 'east or west at f1');
  await tqTarget(page, 'g1').hover();
  assert.equal(await page.locator('g.route[data-route="g1"] polyline').getAttribute('points') !== null, true);
  await tqTarget(page, 'g1').click();
  await movesListed(page, 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'f2-g1');
  assert.match(await page.locator('[data-testid=status]').innerText(), /Black to move/);
  assert.deepEqual(errors, []);
  // A capture: f2 takes the black ball on f1 with one step; it goes to White's gutter.
  const take = '--.b.....--/-.........-/.........../.........../.........../-....w....-/--...b...--+w+1+0-0';
  await goTo(page, `#/topquark?position=${take}`);
  await page.locator('section.page.play svg.board').waitFor();
  await newGame(page, 'hotseat');
  await tqHollow(page, 'f2').click();
  await tqTarget(page, 'f1').click();
  await movesListed(page, 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'f2-f1x');
  assert.equal(await page.locator('[data-testid=gutter-white]').getAttribute('data-taken'), '1');
  assert.match(await page.locator('[data-testid=captures]').innerText(), /White leads 1–0 and needs 2 more capture/);
  // Black's answer (d7 west to c7) ends round 1: the counter goes to 2.
  await tqHollow(page, 'd7').click();
  await tqTarget(page, 'c7').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=counter]').dataset.count === '2');
  await page.screenshot({ path: join(shots, 'topquark.png') });
  await closeClean(errors, context);
});

test('Top Quark: the computer answers, and the rules say the board is a reconstruction', async () => {
  const { page, errors, context } = await openGame('#/topquark', 'computer', 'first', 'hard');
  await tqHollow(page, 'f2').click();
  await tqTarget(page, 'f1').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2, null, { timeout: 30000 });
  assert.match(await page.locator('ol.moves .mv[data-index="1"]').innerText(), /^[a-k][1-7]-[a-k][1-7]x?$/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /White to move\. Your move/);
  // A side named by its colour takes no article: "You play White", not "the white".
  assert.match(await page.locator('[data-testid=legend]').innerText(), /^You play White \(white balls/);
  assert.equal(await page.locator('[data-testid=counter]').getAttribute('data-count'), '2');
  await goTo(page, '#/topquark/rules');
  await page.locator('[data-testid=rules-notice]').waitFor();
  assert.match(await page.locator('[data-testid=rules-notice]').innerText(), /could not be found[\s\S]*reconstruction/);
  await closeClean(errors, context);
});

test('Top Quark: a copy the initiative rule forbids is not offered, and the page says why', async () => {
  const after = '--.bb.bb.--/-b...b...b-/.........../.........../.........../-w.......w-/--.wwwww.--+b+1+0-0+last:f2-f1+copies:0/3';
  const { page, errors, context } = await openGame(`#/topquark?position=${after}`, 'hotseat');
  assert.match(await page.locator('[data-testid=status]').innerText(), /Black may not copy the last move a fourth time: f6-f7 is not allowed/);
  await tqHollow(page, 'f6').click();
  assert.equal(await page.locator('g.route').count(), 0, 'f6 has no move: its only one is the copy');
  await closeClean(errors, context);
});

test('Top Quark: the end of a game in the status and the end panel, in both languages', async () => {
  const won = '--.b.....--/-.........-/.........../.........../.........../-....w....-/--...b...--+w+1+2-0';
  const { page, errors, context } = await open(`#/topquark?position=${won}&moves=f2-f1x`);
  const panel = page.locator('[data-testid=end-panel]');
  await panel.waitFor();
  assert.match(await statusText(page), /^White wins\. White took 3 balls against 0\.$/);
  assert.match(await panel.innerText(), /^White wins\s+White took 3 balls against 0\. Last move: f2-f1x\./);
  await page.locator('button.lang', { hasText: 'CS' }).click();
  assert.match(await panel.locator('h2').innerText(), /^Vyhrál bílý$/);
  assert.match(await panel.innerText(), /bílý zajal 3 koule proti 0/i);
  await closeClean(errors, context);
});
