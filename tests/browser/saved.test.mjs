// Browser tests: saved. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, closeClean, openGame, open, click, newGame, server, goTo, drawn, movesListed, hotseatAfterFirstMove } from './helpers.mjs';

useBrowser();

test('unreadable stored data is reported and kept, never silently dropped', async () => {
  const { page, errors, context } = await open('#/brandubh');
  await page.locator('section.play svg.board').waitFor();
  await page.evaluate(() => localStorage.setItem('abstrakta.brandubh.match', '{"version":1,"oops'));
  await page.reload();
  await page.locator('.notice.error').waitFor();
  assert.match(await page.locator('.notice.error').innerText(), /could not be restored.*abstrakta\.brandubh\.match\.unreadable/s);
  assert.equal(await page.evaluate(() => localStorage.getItem('abstrakta.brandubh.match.unreadable')), '{"version":1,"oops');
  // A saved game with an illegal move keeps the moves before it, and the original text.
  const saved = '{"version":1,"rules":{"repetition":"MoverWins"},"first":"Human","second":"Human","record":{"start":null,"moves":["d1-e1","d1-d7"]}}';
  await page.evaluate((t) => localStorage.setItem('abstrakta.brandubh.match', t), saved);
  await page.reload();
  await page.locator('.notice.error').waitFor();
  // The moves are drawn a few steps after the notice.
  await drawn(page);
  assert.equal(await page.locator('ol.moves .mv').count(), 1);
  assert.equal(await page.evaluate(() => localStorage.getItem('abstrakta.brandubh.match.unreadable')), saved);
  await closeClean(errors, context);
});

test('a replaced game goes to the saved games, which can be resumed or deleted', async () => {
  const { page, errors, context } = await hotseatAfterFirstMove();
  // A new game replaces it: it is kept in the list, with its players and progress.
  await newGame(page, 'hotseat');
  const saved = page.locator('[data-testid=saved-games]');
  await saved.locator('summary').click();
  assert.match(await saved.locator('summary').innerText(), /Saved games \(1\)/);
  assert.match(await saved.locator('li').innerText(), /Attackers: human · Defenders: human[\s\S]*Unfinished, 1 move\./);
  // A finished game from a link, replaced in turn: its result is listed.
  await goTo(page, '#/brandubh?position=7/7/7/7/7/k6/3a3+d&moves=a2-a1');
  await page.locator('[data-testid=end-panel]').waitFor();
  await newGame(page, 'hotseat');
  await saved.locator('summary').click();
  assert.equal(await saved.locator('li').count(), 2);
  assert.match(await saved.locator('li').first().innerText(), /Defenders win\. The king reached the corner a1\./);
  // It survives a reload; resuming the older one brings back its move.
  await page.reload();
  await saved.locator('summary').click();
  await saved.locator('li').nth(1).locator('button[name=resume-saved]').click();
  await movesListed(page, 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'd2-e2');
  assert.equal(await saved.locator('li').count(), 1, 'the resumed game left the list');
  await saved.locator('button[name=delete-saved]').click();
  assert.equal(await saved.count(), 0, 'an empty list is not shown');
  assert.equal(await page.evaluate(() => localStorage.getItem('abstrakta.brandubh.games')), '[]');
  await closeClean(errors, context);
});
