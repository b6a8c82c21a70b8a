// Browser tests: the analysis board of each game. The computer's best three
// moves of the position shown appear in a list named "Engine lines" and deepen;
// a line clicked is played; a move of either side is free; the play page opens
// the analysis of its position; the page speaks Czech.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, open, closeClean, movesListed, shots, GAMES } from './helpers.mjs';

useBrowser();

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
    await movesListed(page, 1);
    assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), best);
    await linesShown(page);
    assert.notDeepEqual((await engineLines(page)).map((l) => l.moves), lines.map((l) => l.moves), 'lines of the new position');
    // Taken back: the start again.
    await page.locator('button[name=undo]').click();
    await movesListed(page, 0);
    await closeClean(errors, context);
  });
}

test('the play page opens the analysis of its position, and the analysis board speaks Czech', async () => {
  const { page, errors, context } = await open('#/brandubh?moves=d2-e2+c4-c5');
  await page.locator('section.play svg.board').waitFor();
  await movesListed(page, 2);
  const href = await page.locator('a[data-testid=analyse]').getAttribute('href');
  assert.match(href, /^#\/brandubh\/analysis\?moves=d2-e2(\+|%20)c4-c5$/);
  await closeClean(errors, context);

  const cs = await open(`#/brandubh/analysis?moves=d2-e2+c4-c5`, 'cs-CZ');
  await movesListed(cs.page, 2);
  await cs.page.getByRole('list', { name: 'Varianty počítače' }).waitFor();
  await linesShown(cs.page);
  assert.match(await cs.page.locator('h1').innerText(), /Rozbor hry Brandubh/);
  // A bad move in the address says so, and keeps the moves before it.
  await closeClean(cs.errors, cs.context);
  const bad = await open('#/brandubh/analysis?moves=d2-e2+zz');
  await movesListed(bad.page, 1);
  await bad.page.locator('.notice.error').waitFor();
  await linesShown(bad.page);
  await closeClean(bad.errors, bad.context);
});
