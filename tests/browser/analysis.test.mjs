// Browser tests: the analysis board of each game. The computer's best three
// moves of the position shown appear in a list named "Engine lines" and deepen;
// a line clicked is played into the tree of moves; a move at an earlier point
// starts a variation, which is promoted and deleted, by mouse and keyboard; a
// comment and drawings go out in the record and come back in; the play page
// opens the analysis of its position; the page speaks Czech.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, open, closeClean, shots, click, movesListed, GAMES } from './helpers.mjs';

useBrowser();

/** Waits for the tree of moves to hold `n` moves. */
const treeMoves = (page, n) => page.waitForFunction((k) => document.querySelectorAll('.move-tree .mv').length === k
  || (k === 0 && document.querySelector('.moves.empty')), n, { timeout: 30_000 });
/** The moves of the main line, in order. */
const mainLine = (page) => page.locator('.move-tree > .mv.main').allInnerTexts();
/** The move shown, as the tree marks it. */
const shownMove = (page) => page.locator('.move-tree .mv[aria-selected=true]').innerText();

/** The engine lines shown: each line's evaluation and moves. */
const engineLines = (page) => page.locator('ol.engine-lines li').evaluateAll((items) => items.map((li) => ({
  eval: li.querySelector('.eval')?.textContent ?? '',
  moves: li.querySelector('.notation')?.textContent ?? '',
})));

/** Waits for at least `n` engine lines; returns the milliseconds it took. */
async function linesShown(page, n = 3) {
  const start = Date.now();
  await page.waitForFunction((k) => document.querySelectorAll('ol.engine-lines li').length >= k, n, { timeout: 30_000 });
  return Date.now() - start;
}

for (const game of GAMES) {
  test(`${game}: the analysis board shows three engine lines, deepening, and plays one clicked`, async () => {
    const { page, errors, context } = await open(`#/${game}/analysis`);
    await page.locator('section.analysis svg.board').waitFor();
    const list = page.getByRole('list', { name: 'Engine lines' });
    await list.waitFor();
    const ms = await linesShown(page);
    console.log(`${game}: first engine lines ${ms} ms after the board`);
    const lines = await engineLines(page);
    assert.equal(lines.length, 3);
    for (const line of lines) {
      assert.match(line.eval, /^([+−]?\d+(\.\d)? \w+|#-?\d+)$/, `an evaluation in the game's unit: ${line.eval}`);
      assert.ok(line.moves.length > 0);
    }
    const firsts = lines.map((l) => l.moves.split(' ')[0]);
    assert.equal(new Set(firsts).size, 3, `three different moves: ${firsts}`);
    // It looks deeper while the position is shown.
    await page.waitForFunction(() => /depth ([2-9]|\d\d)/.test(document.querySelector('[data-testid=engine-depth]')?.textContent ?? ''), null, { timeout: 30_000 });
    await page.screenshot({ path: join(shots, `analysis-${game}.png`) });
    // The best line clicked: its first move is played, and the new position is looked at.
    // (Read and clicked in one step: a deeper answer may replace the lines.)
    const best = await list.locator('button.engine-line').first().evaluate((button) => {
      const first = button.querySelector('.notation').textContent.split(' ')[0];
      button.click();
      return first;
    });
    await treeMoves(page, 1);
    assert.equal(await shownMove(page), best);
    await linesShown(page);
    assert.notDeepEqual((await engineLines(page)).map((l) => l.moves), lines.map((l) => l.moves), 'lines of the new position');
    // Back at the start, the move stays in the tree.
    await page.locator('button[name=prev]').click();
    await page.waitForFunction(() => !document.querySelector('.move-tree .mv[aria-selected=true]'));
    await treeMoves(page, 1);
    await closeClean(errors, context);
  });
}

test('the play page opens the analysis of its position, and the analysis board speaks Czech', async () => {
  const { page, errors, context } = await open('#/brandubh?moves=d2-e2+c4-c5');
  await page.locator('section.play svg.board').waitFor();
  await movesListed(page, 2);
  const href = await page.locator('a[data-testid=analyse]').getAttribute('href');
  assert.match(href, /^#\/brandubh\/analysis\?moves=d2-e2(\+|%20)c4-c5$/);
  // In review, the whole game goes, the position shown selected: another move
  // there starts a variation.
  await page.locator('ol.moves .mv[data-index="0"]').click();
  const reviewed = await page.locator('a[data-testid=analyse]').getAttribute('href');
  assert.match(reviewed, /^#\/brandubh\/analysis\?moves=d2-e2(\+|%20)c4-c5&at=1$/);
  await page.locator('a[data-testid=analyse]').click();
  await treeMoves(page, 2);
  assert.equal(await shownMove(page), 'd2-e2');
  await click(page, 'e4', 'e6');
  await treeMoves(page, 3);
  assert.deepEqual(await mainLine(page), ['d2-e2', 'c4-c5']);
  assert.equal(await page.locator('.move-tree .variation .mv').innerText(), 'e4-e6');
  await closeClean(errors, context);

  const cs = await open(`#/brandubh/analysis?moves=d2-e2+c4-c5`, 'cs-CZ');
  await treeMoves(cs.page, 2);
  await cs.page.getByRole('list', { name: 'Varianty počítače' }).waitFor();
  await linesShown(cs.page);
  assert.match(await cs.page.locator('h1').innerText(), /Rozbor hry Brandubh/);
  // A bad move in the address says so, and keeps the moves before it.
  await closeClean(cs.errors, cs.context);
  const bad = await open('#/brandubh/analysis?moves=d2-e2+zz');
  await treeMoves(bad.page, 1);
  await bad.page.locator('.notice.error').waitFor();
  await linesShown(bad.page);
  // An at= past the moves is said, and the last move is shown.
  await bad.page.goto(bad.page.url().replace(/#.*/, '#/brandubh/analysis?moves=d2-e2&at=5'));
  await bad.page.locator('.notice.error', { hasText: '5' }).waitFor();
  assert.equal(await shownMove(bad.page), 'd2-e2');
  await closeClean(bad.errors, bad.context);
});

test('a move at an earlier point starts a variation, which is promoted, stepped through by keyboard, and deleted', async () => {
  const { page, errors, context } = await open('#/brandubh/analysis?moves=d1-e1+d3-f3');
  await page.locator('section.analysis svg.board').waitFor();
  await treeMoves(page, 2);
  assert.equal(await shownMove(page), 'd3-f3');
  // Back to the first move, and another answer: a variation; the line stays.
  await page.locator('.move-tree .mv', { hasText: 'd1-e1' }).click();
  await click(page, 'c4', 'c6');
  await treeMoves(page, 3);
  assert.deepEqual(await mainLine(page), ['d1-e1', 'd3-f3']);
  assert.equal(await page.locator('.move-tree .variation .mv').innerText(), 'c4-c6');
  assert.equal(await shownMove(page), 'c4-c6');
  assert.match(await page.locator('.move-tree .mv[aria-selected=true]').getAttribute('aria-label'), /^move 1, c4-c6, variation, level 1$/);
  // Promoted: it is the main line, the old move its variation.
  await page.locator('button[name=promote]').click();
  assert.deepEqual(await mainLine(page), ['d1-e1', 'c4-c6']);
  assert.equal(await page.locator('.move-tree .variation .mv').innerText(), 'd3-f3');
  assert.equal(await page.locator('button[name=promote]').isDisabled(), true, 'the main line is not promoted');
  // The keyboard: up and down between the variations, left and right along the line.
  await page.locator('.move-tree .mv[aria-selected=true]').focus();
  await page.keyboard.press('ArrowDown');
  assert.equal(await shownMove(page), 'd3-f3');
  assert.ok(await page.evaluate(() => document.activeElement?.dataset.node !== undefined), 'the focus follows the move shown');
  await page.keyboard.press('ArrowUp');
  assert.equal(await shownMove(page), 'c4-c6');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await shownMove(page), 'd1-e1');
  await page.keyboard.press('ArrowRight');
  assert.equal(await shownMove(page), 'c4-c6');
  // Folded away and shown again.
  await page.locator('.move-tree button.fold').click();
  assert.equal(await page.locator('.move-tree .variation').count(), 0);
  await page.locator('.move-tree button.fold', { hasText: '(+1)' }).click();
  assert.equal(await page.locator('.move-tree .variation').count(), 1);
  // Deleted: the variation goes, the move before it is shown.
  await page.locator('.move-tree .variation .mv').click();
  await page.locator('button[name=delete]').click();
  await treeMoves(page, 2);
  assert.equal(await shownMove(page), 'd1-e1');
  assert.deepEqual(await mainLine(page), ['d1-e1', 'c4-c6']);
  await page.screenshot({ path: join(shots, 'analysis-tree.png') });
  await closeClean(errors, context);
});

test('a comment, an arrow and a mark go out in the record and come back in; a bad record changes nothing', async () => {
  const { page, errors, context } = await open('#/brandubh/analysis?moves=d1-e1+d3-f3');
  await treeMoves(page, 2);
  await page.locator('.move-tree .mv', { hasText: 'd1-e1' }).click();
  await click(page, 'c4', 'c6');
  await treeMoves(page, 3);
  await page.locator('.move-tree .mv', { hasText: 'd1-e1' }).click();
  await page.locator('textarea[name=comment]').fill('Out of the way.');
  await page.locator('textarea[name=comment]').press('Tab');
  await page.locator('textarea[name=comment-cs]').fill('Z cesty.');
  await page.locator('textarea[name=comment-cs]').press('Tab');
  await page.locator('input[name=drawings]').fill('b2-f6 f3');
  await page.locator('input[name=drawings]').press('Tab');
  await page.locator('select[name=glyph]').selectOption('!?');
  await page.locator('g.hint-arrow[data-arrow=b2-f6]').waitFor();
  assert.equal(await page.locator('.move-tree .comment').innerText(), 'Out of the way.');
  assert.equal(await page.locator('.move-tree .mv .glyph').innerText(), '!?');
  // A cell the board does not have is refused, and the drawings stay.
  await page.locator('input[name=drawings]').fill('b2-z9');
  await page.locator('input[name=drawings]').press('Tab');
  assert.match(await page.locator('.notice.error').innerText(), /"z9" is not a cell of the board/);
  assert.equal(await page.locator('g.hint-arrow[data-arrow=b2-f6]').count(), 1);
  // The record: the moves, the variation, the comment and its drawings.
  await page.locator('details.study-record summary').click();
  const record = await page.locator('textarea[name=study]').inputValue();
  assert.match(record, /\[game "brandubh"\]/);
  assert.match(record, /d1-e1!\? \{Out of the way\. \[%cs Z cesty\.\] \[%arrow b2-f6\] \[%mark f3\]\}/);
  assert.match(record, /\(1\.\.\. c4-c6\)/);
  await closeClean(errors, context);

  // Read into a fresh analysis board: the same tree, the comment and drawings shown.
  const fresh = await open('#/brandubh/analysis');
  await fresh.page.locator('section.analysis svg.board').waitFor();
  await fresh.page.locator('details.study-record summary').click();
  const box = fresh.page.locator('textarea[name=study]');
  // A bad record first: where it is wrong is said, and nothing changes.
  await box.fill('1. d1-e1 {open');
  await fresh.page.locator('button[name=read-study]').click();
  assert.match(await fresh.page.locator('.notice.error').innerText(), /not read, and nothing changed: line 1, column 10: the comment opened here is not closed/);
  await treeMoves(fresh.page, 0);
  await box.fill(record);
  await fresh.page.locator('button[name=read-study]').click();
  await treeMoves(fresh.page, 3);
  assert.match(await fresh.page.locator('.notice').first().innerText(), /The record was read: 3 moves, 1 variation\./);
  assert.deepEqual(await mainLine(fresh.page), ['d1-e1!?', 'd3-f3'], 'the judgement read back too');
  await fresh.page.locator('.move-tree .mv', { hasText: 'd1-e1' }).click();
  await fresh.page.locator('g.hint-arrow[data-arrow=b2-f6]').waitFor();
  assert.equal(await fresh.page.locator('input[name=drawings]').inputValue(), 'b2-f6 f3');
  assert.equal(await fresh.page.locator('textarea[name=comment]').inputValue(), 'Out of the way.');
  assert.equal(await fresh.page.locator('textarea[name=comment-cs]').inputValue(), 'Z cesty.');
  // In Czech the tree shows the Czech comment.
  await fresh.page.locator('button.lang', { hasText: 'CS' }).click();
  await fresh.page.locator('.move-tree .comment', { hasText: 'Z cesty.' }).waitFor();
  await closeClean(fresh.errors, fresh.context);
});

test('a puzzle and a lesson open the analysis of the position they show', async () => {
  const { page, errors, context } = await open('#/');
  const pages = [['#/brandubh/puzzles/1', 'section.puzzles svg.board'], ['#/brandubh/lesson?id=fork', '[data-testid=lesson][data-lesson=fork]']];
  for (const [hash, shown] of pages) {
    await page.goto(page.url().replace(/#.*/, hash));
    await page.locator(shown).waitFor();
    assert.match(await page.locator('a[data-testid=analyse]').getAttribute('href'), /^#\/brandubh\/analysis\?position=/, hash);
    await page.locator('a[data-testid=analyse]').click();
    await page.locator('section.analysis svg.board').waitFor();
    await linesShown(page, 1);
    assert.equal(await page.locator('.notice.error').count(), 0, hash);
  }
  await closeClean(errors, context);
});

test('the main line judged: an evaluation graph, and the losing move marked in the tree', async () => {
  // A lost game: after d3-d6xc6 the attackers win by force.
  const moves = 'd6-c6+d5-d6+b4-b3+d4-d5+f4-f6+c4-b4+f6-e6xd6+b4-b6+a4-a5+d5-e5+d2-e2+d3-d6xc6';
  const { page, errors, context } = await open(`#/brandubh/analysis?moves=${moves}`);
  await treeMoves(page, 12);
  await page.locator('button[name=judge]').click();
  const graph = page.locator('[data-testid=eval-graph]');
  await graph.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=eval-graph] circle.eval-point').length === 13
    && !document.querySelector('[data-testid=eval-graph] figcaption'), null, { timeout: 60_000 });
  assert.match(await graph.locator('svg').getAttribute('aria-label'), /^Evaluation along the main line \(Attackers upwards\)$/);
  const marks = await page.locator('.move-tree .mv:has(.glyph.engine)').evaluateAll((items) => items.map((i) => i.textContent));
  assert.ok(marks.some((m) => /^d3-d6xc6(\?!|\?|\?\?)$/.test(m)), `the losing move is marked: ${marks}`);
  assert.ok(marks.length <= 6, `not every move is marked: ${marks}`);
  // A point clicked shows its position.
  await graph.locator('circle.eval-point[data-node]').nth(3).click();
  assert.equal(await shownMove(page), 'b4-b3');
  // A move added to the main line is judged too (the line's other positions are not searched again).
  await page.keyboard.press('End');
  await page.locator('.move-tree .mv').nth(11).click();
  await linesShown(page, 1);
  await page.locator('button.engine-line').first().click();
  await treeMoves(page, 13);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=eval-graph] circle.eval-point').length === 14
    && !document.querySelector('[data-testid=eval-graph] figcaption'), null, { timeout: 30_000 });
  await page.screenshot({ path: join(shots, 'analysis-judged.png') });
  await closeClean(errors, context);
});
