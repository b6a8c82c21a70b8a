// Browser tests: variations on the play page. A move played on an earlier
// position of the game starts a variation beside it instead of changing it;
// the move list becomes the tree of moves, stepped through by the buttons and
// the keyboard; the game goes on and is taken back as before, the variation
// kept; a variation is deleted; the analysis board gets the whole tree; the
// page says it in Czech too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, open, closeClean, shots, click, movesListed } from './helpers.mjs';

useBrowser();

/** Waits for the tree of moves to hold `n` moves. */
const treeMoves = (page, n) => page.waitForFunction((k) => document.querySelectorAll('.move-tree .mv').length === k, n, { timeout: 30_000 });
/** The moves of the main line, in order. */
const mainLine = (page) => page.locator('.move-tree > .mv.main').allInnerTexts();
/** The moves of the variations, in order. */
const variationMoves = (page) => page.locator('.move-tree .variation .mv').allInnerTexts();
/** The move shown, as the tree marks it. */
const shownMove = (page) => page.locator('.move-tree .mv[aria-selected=true]').innerText();
/** Waits for the move shown to be `text`. */
const shownIs = (page, text) => page.waitForFunction((t) => document.querySelector('.move-tree .mv[aria-selected=true]')?.textContent === t, text, { timeout: 10_000 });

test('a move on an earlier position starts a variation beside the game, which goes on, is taken back, and keeps it', async () => {
  const { page, errors, context } = await open('#/brandubh?moves=d2-e2+c4-c5+d6-e6');
  await page.locator('section.play svg.board').waitFor();
  await movesListed(page, 3);
  // Reviewing: the page says that a move here starts a variation.
  await page.locator('ol.moves .mv[data-index="0"]').click();
  await page.locator('.review .viewing', { hasText: 'A move played here starts a variation.' }).waitFor();
  await click(page, 'e4', 'e6');
  await treeMoves(page, 4);
  assert.deepEqual(await mainLine(page), ['d2-e2', 'c4-c5', 'd6-e6'], 'the game is not changed');
  assert.deepEqual(await variationMoves(page), ['e4-e6']);
  await page.locator('[data-testid=in-variation]', { hasText: 'A variation: the game itself is not changed.' }).waitFor();
  // Either side plays on in the variation.
  await click(page, 'b4', 'b2');
  await treeMoves(page, 5);
  assert.deepEqual(await variationMoves(page), ['e4-e6', 'b4-b2']);
  assert.equal(await shownMove(page), 'b4-b2');
  await page.screenshot({ path: join(shots, 'play-variation.png') });
  // The keyboard steps along the line shown, back to the game's own move
  // (once the board, whose arrow keys are its own, has lost the focus).
  await page.locator('aside.panel h1').click();
  await page.keyboard.press('ArrowLeft');
  await shownIs(page, 'e4-e6');
  await page.keyboard.press('ArrowLeft');
  await shownIs(page, 'd2-e2');
  assert.equal(await page.locator('[data-testid=in-variation]').count(), 0);
  await page.keyboard.press('ArrowRight');
  await shownIs(page, 'c4-c5');
  // Back to the game: its next move is played as before.
  await page.locator('button[name=present]').click();
  await shownIs(page, 'd6-e6');
  await click(page, 'c5', 'c6');
  await treeMoves(page, 6);
  assert.deepEqual(await mainLine(page), ['d2-e2', 'c4-c5', 'd6-e6', 'c5-c6']);
  assert.equal(await shownMove(page), 'c5-c6', 'the view follows the game at its end');
  // Undo takes the game's move back; the variation stays.
  await page.locator('button[name=undo]').click();
  await treeMoves(page, 5);
  assert.deepEqual(await mainLine(page), ['d2-e2', 'c4-c5', 'd6-e6']);
  assert.deepEqual(await variationMoves(page), ['e4-e6', 'b4-b2']);
  // A variation's move is deleted with what follows it; the game's moves never are.
  await page.locator('.move-tree .variation .mv', { hasText: 'e4-e6' }).click();
  await page.locator('button[name=delete-variation]').click();
  await treeMoves(page, 3);
  assert.equal(await shownMove(page), 'd2-e2');
  assert.equal(await page.locator('button[name=delete-variation]').count(), 0);
  await closeClean(errors, context);
});

test('the analysis board gets the game with its variations; the page says a variation in Czech', async () => {
  const { page, errors, context } = await open('#/brandubh?moves=d2-e2+c4-c5', 'cs-CZ');
  await page.locator('section.play svg.board').waitFor();
  await movesListed(page, 2);
  await page.locator('ol.moves .mv[data-index="0"]').click();
  await page.locator('.review .viewing', { hasText: 'Tah zahraný zde založí variantu.' }).waitFor();
  await click(page, 'e4', 'e6');
  await treeMoves(page, 3);
  await page.locator('[data-testid=in-variation]', { hasText: 'Varianta: samotná partie se nemění.' }).waitFor();
  await page.locator('a[data-testid=analyse]').click();
  await page.locator('section.analysis').waitFor({ timeout: 30_000 });
  await treeMoves(page, 3);
  assert.deepEqual(await mainLine(page), ['d2-e2', 'c4-c5']);
  assert.deepEqual(await variationMoves(page), ['e4-e6']);
  assert.match(page.url(), /#\/brandubh\/analysis\?moves=d2-e2(\+|%20)c4-c5&line=d2-e2(\+|%20)e4-e6$/);
  await closeClean(errors, context);
  // A variation of the address that does not replay is said, the moves before it kept.
  const bad = await open('#/brandubh/analysis?moves=d2-e2&line=d1-e1+zz');
  await treeMoves(bad.page, 2);
  await bad.page.locator('.notice.error', { hasText: 'variation 1, move 2' }).waitFor();
  await closeClean(bad.errors, bad.context);
});
