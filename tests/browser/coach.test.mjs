// Browser tests: coach. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, closeClean, open, click, status, shots, server, goTo } from './helpers.mjs';

useBrowser();

/** Opens the play page at `hash`, asks for a hint and waits for it. */
async function hintAt(hash) {
  const opened = await open(hash);
  await opened.page.locator('section.play svg.board').waitFor();
  await opened.page.locator('button[name=hint]').click();
  const hint = opened.page.locator('[data-testid=hint]');
  await hint.waitFor({ timeout: 20000 });
  return { ...opened, hint };
}

test('the coach: a hint drawn as an arrow with its reason, and who is better in words and as a bar', async () => {
  // The king on b2 escapes by force: along the second rank to g2, then a corner.
  const { page, errors, context, hint } = await hintAt('#/brandubh?position=7/7/7/7/7/1k5/3a3+d');
  // b2-a2, b2-g2 and b2-b7 all win (two corners open next move); the seed picks one.
  assert.match(await hint.innerText(), /The computer suggests b2-(a2|g2|b7)\. It wins by force within 3 moves\.[\s\S]*Defenders win by force\./);
  const suggested = await hint.getAttribute('data-move');
  assert.equal(await page.locator('g.hint-arrow').getAttribute('data-arrow'), suggested);
  // The proof search's verdict, with the line to the win from the move suggested.
  assert.match(await hint.locator('[data-testid=forced]').innerText(),
    new RegExp(`^Proven: defenders win by force in 3 moves: ${suggested} \\S+ \\S+\\.$`));
  // The bar shows the light side's share (the defenders'), named at its ends.
  const meter = hint.locator('[role=meter]');
  assert.equal(await meter.getAttribute('aria-valuenow'), '100');
  // How deep it looked, with the noun's number right ("1 move", "14 moves").
  assert.match(await hint.locator('p.muted').last().innerText(), /^Looked (1 move|(0|[2-9]|\d\d+) moves) ahead\.$/);
  assert.equal(await meter.getAttribute('aria-label'), 'Share of the advantage: Defenders');
  assert.equal((await hint.locator('.eval-ends').innerText()).replace(/\s+/g, ' '), 'Defenders Attackers');
  // Each move of the line is kept whole, never broken at its hyphen.
  assert.deepEqual(await hint.locator('[data-testid=forced] .pv-move').evaluateAll((ms) => ms.map((m) => getComputedStyle(m).whiteSpace)),
    ['nowrap', 'nowrap', 'nowrap']);
  // The whole forced line is on the board: the move, then numbered arrows for
  // the attackers' answer and the king's escape.
  const forcedLine = (await hint.locator('[data-testid=forced]').innerText()).replace(/\.$/, '').split(': ').pop().split(' ');
  const steps = page.locator('g.line-arrow');
  assert.equal(await steps.count(), 2);
  assert.deepEqual(await steps.evaluateAll((gs) => gs.map((g) => [g.dataset.step, g.dataset.arrow, g.classList.contains('other')])),
    [['3', forcedLine[2].slice(0, 5), false], ['2', forcedLine[1].slice(0, 5), true]]);
  // A move makes the hint stale: it goes.
  await click(page, 'b2', 'b3');
  assert.equal(await hint.count(), 0);
  assert.equal(await page.locator('g.hint-arrow').count(), 0);
  assert.equal(await page.locator('g.line-arrow').count(), 0);
  // A threat the engine sees: the king to d1 sees g1 (the attackers can still
  // close it, so it is no forced win).
  await goTo(page, '#/brandubh?position=2a1a2/a6/1d1a3/1a3d1/2d3a/1a1k1d1/1a5+d');
  await page.locator('section.play svg.board').waitFor();
  await page.locator('button[name=hint]').click();
  await hint.waitFor({ timeout: 20000 });
  assert.match(await hint.innerText(), /The computer suggests d2-d1\. It threatens to win next move\./);
  assert.equal(await hint.locator('[data-testid=forced]').count(), 0);
  // Any position: a suggestion and an assessment in words.
  await goTo(page, '#/brandubh?position=7/7/7/3k3/7/3a3/2ad3+a');
  await page.locator('section.play svg.board').waitFor();
  await page.locator('button[name=hint]').click();
  await hint.waitFor({ timeout: 20000 });
  assert.match(await hint.innerText(), /The computer suggests \S+\./);
  assert.match(await hint.innerText(), /(about level|better|by force)/);
  // Top Quark in round 3: the arrow follows the ball's way through the maze,
  // three steps along the lattice, not a straight line to the target.
  await goTo(page, '#/topquark?moves=b2-b3+j6-j5+b3-a4+b6-c5');
  await page.locator('section.play svg.board').waitFor();
  await page.locator('button[name=hint]').click();
  await hint.waitFor({ timeout: 20000 });
  assert.equal(await page.locator('g.hint-arrow').getAttribute('data-arrow'), await hint.getAttribute('data-move'));
  const shaft = (await page.locator('g.hint-arrow polyline').getAttribute('points')).split(' ').map((p) => p.split(',').map(Number));
  assert.equal(shaft.length, 4, 'the ball\'s cell and the three it enters');
  for (let i = 1; i < shaft.length; i++) {
    const [[x0, y0], [x1, y1]] = [shaft[i - 1], shaft[i]];
    assert.ok(Math.abs(x1 - x0) < 0.01 || Math.abs(y1 - y0) < 0.01, `step ${i} runs along a file or a rank`);
  }
  await closeClean(errors, context);
});

test('the coach in review: a hint for an earlier position with the expected line, gone back at the current one', async () => {
  // The position of a lost game: after d3-d6xc6 the attackers win by force.
  const moves = 'd6-c6+d5-d6+b4-b3+d4-d5+f4-f6+c4-b4+f6-e6xd6+b4-b6+a4-a5+d5-e5+d2-e2+d3-d6xc6';
  const { page, errors, context } = await open(`#/brandubh?moves=${moves}`);
  await page.locator('ol.moves .mv').nth(11).waitFor();
  // Back one move: the defenders to move, before their mistake.
  await page.locator('ol.moves .mv').nth(10).click();
  await page.locator('button[name=hint]').click();
  const hint = page.locator('[data-testid=hint]');
  await hint.waitFor({ timeout: 30000 });
  assert.notEqual(await hint.getAttribute('data-move'), 'd3-d6xc6', 'the coach does not suggest the losing move');
  assert.match(await hint.locator('[data-testid=line]').innerText(), /^Expected line: \S+( \S+)+\.$/);
  assert.equal(await page.locator('g.hint-arrow').count(), 1);
  // The current position: the hint of the earlier one is not shown there.
  await page.keyboard.press('End');
  await page.locator('ol.moves .mv').nth(11).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid=hint]'));
  assert.equal(await page.locator('g.hint-arrow').count(), 0);
  // Its own hint: the attackers to move are winning, and the bar, which shows
  // the defenders' share whichever side is to move, has them under half.
  await page.locator('button[name=hint]').click();
  await hint.waitFor({ timeout: 30000 });
  const meter = hint.locator('[role=meter]');
  assert.equal(await meter.getAttribute('aria-label'), 'Share of the advantage: Defenders');
  assert.ok(Number(await meter.getAttribute('aria-valuenow')) < 50, await hint.innerText());
  await closeClean(errors, context);
});

test('after a game, the review marks the moves where the evaluation dropped most', async () => {
  // The defenders' d3-d6xc6, then the attackers' forced win to the king's capture.
  const moves = 'd6-c6+d5-d6+b4-b3+d4-d5+f4-f6+c4-b4+f6-e6xd6+b4-b6+a4-a5+d5-e5+d2-e2+d3-d6xc6'
    + '+d1-d5xd6+b6-c6+b3-f3+c6-d6xd5+a5-d5xd6+e5-f5+f3-f4xe4+f5-f6+g4-g6xf6';
  const { page, errors, context } = await open(`#/brandubh?moves=${moves}`);
  await page.locator('ol.moves .mv').nth(20).waitFor();
  assert.match(await page.locator('.status').innerText(), /Attackers win/);
  await page.locator('button[name=analyse]').click();
  const found = page.locator('[data-testid=mistakes]');
  await found.waitFor({ timeout: 60000 });
  const marked = await page.locator('ol.moves .mv.mistake').evaluateAll((els) => els.map((e) => e.getAttribute('data-index')));
  assert.ok(marked.length >= 1 && marked.length <= 3, `${marked.length} marked`);
  // The list names the marked moves, each with what it cost; a click shows it.
  const items = found.locator('li');
  assert.equal(await items.count(), marked.length);
  // Numbered as in the move list: "12… d3-d6xc6: …" for the defenders' 12th move.
  const number = (i) => `${Math.floor(i / 2) + 1}${i % 2 ? '…' : '.'}`;
  const first = await page.locator(`ol.moves .mv[data-index="${marked[0]}"]`).innerText();
  assert.equal((await items.first().innerText()).split(':')[0], `${number(Number(marked[0]))} ${first.replace(/\s*\?$/, '')}`);
  assert.match(await items.first().innerText(), /^\d+(\.|…) \S+: (the evaluation dropped by \d+(\.\d)? pieces? here|this move threw away the game)/);
  assert.match(await page.locator(`ol.moves .mv[data-index="${marked[0]}"]`).getAttribute('title'), /dropped|threw away/);
  await items.first().locator('button').click();
  await page.locator(`ol.moves .mv.last[data-index="${marked[0]}"]`).waitFor();
  await page.screenshot({ path: join(shots, 'review-mistakes.png') });
  await closeClean(errors, context);
});

test('a hint that is an answer to a proposal, not a piece\'s move, is said in words, with no arrow', async () => {
  // The dwarfs proposed to end the battle; the trolls must accept or refuse.
  const { page, errors, context, hint } = await hintAt('#/thud?position=5/7/9/11/13/15/15/7o7/15/15/6T6/11/3ddd3/7/5+t+1+%2B0+proposal');
  assert.match(await hint.innerText(), /^The computer suggests this: (accept|refuse) [^.]*\(not a move of a piece, so there is no arrow: the button is under the board\)\./);
  assert.equal(await page.locator('g.hint-arrow').count(), 0);
  await closeClean(errors, context);
});
