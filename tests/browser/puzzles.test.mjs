// Browser tests: puzzles. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useBrowser, closeClean, open, drawn, square, click, status, tabToBoard, keys, repo, shots, server, browser, goTo, PUZZLES } from './helpers.mjs';

useBrowser();

test('puzzles: a forced win to find, every move checked, the solution shown, solved ones remembered', async () => {
  const puzzles = readFileSync(join(repo, 'engine', 'data', 'puzzles', 'brandubh.txt'), 'utf8')
    .split('\n').filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [position, plies, solution] = l.split('|').map((f) => f.trim());
      return { position, plies: Number(plies), solution: solution.split(/\s+/) };
    });
  const total = puzzles.length;
  // A defenders' win in 3 plies: the king gets out in two moves.
  const k = puzzles.findIndex((p) => p.plies === 3 && p.position.endsWith(' d'));
  assert.ok(k >= 0, 'a defenders\' puzzle of 3 plies');
  const number = k + 1;
  const { page, errors, context } = await open(`#/brandubh/puzzles/${number}`);
  const status = page.locator('[data-testid=status]');
  await page.locator('[data-testid=puzzle-task]').waitFor();
  assert.equal(await page.locator('[data-testid=puzzle-heading]').innerText(), `Puzzle ${number} of ${total}`);
  assert.match(await page.locator('[data-testid=puzzle-task]').innerText(), /Defenders to move and win in 2 moves\./);
  assert.match(await page.locator('[data-testid=legend]').innerText(), /You play the defenders \(light pieces and the king: bring the king to a corner\)/i);
  assert.match(await status.innerText(), /Your move: 2 moves left\./);
  assert.equal(await page.locator('.site-header nav a', { hasText: 'Puzzles' }).getAttribute('class'), 'active');
  const checked = () => page.waitForFunction(
    () => /does not win|keeps the win|could not be checked/.test(document.querySelector('[data-testid=status]').textContent),
    null, { timeout: 60000 });
  // A move that lets the win go is refused and taken back: a defender's move
  // that is not the solution's (the first that the check refuses).
  const [from0, to0] = puzzles[k].solution[0].split('-');
  const defenders = await page.locator('g.piece[data-piece=defender]').evaluateAll((gs) => gs.map((g) => g.dataset.square));
  let refused = false;
  for (const sq of defenders.slice(0, 6)) {
    await square(page, sq).click();
    const dests = await page.locator('circle.dest').evaluateAll((cs) => cs.map((c) => c.dataset.dest));
    if (dests.length === 0) { await page.keyboard.press('Escape'); continue; }
    await square(page, dests[0]).click();
    await checked();
    if (/does not win by force in the moves left/.test(await status.innerText())) { refused = true; break; }
    await page.locator('button[name=restart]').click();
  }
  assert.ok(refused, 'a defender\'s move that does not win is refused');
  assert.match(await status.innerText(), /^[a-g][1-7]-[a-g][1-7]\S* does not win by force in the moves left\. Try another move\./);
  assert.equal(await page.locator('ol.moves .mv').count(), 0, 'taken back');
  // The solution's first move keeps the win; the computer defends. Played by
  // keyboard, on the page opened again: the cursor starts in the middle (d4).
  await page.reload();
  await page.locator('[data-testid=puzzle-task]').waitFor();
  await tabToBoard(page);
  const steps = (a, b) => {
    const dx = b.charCodeAt(0) - a.charCodeAt(0), dy = Number(b[1]) - Number(a[1]);
    return [...Array(Math.abs(dx)).fill(dx > 0 ? 'ArrowRight' : 'ArrowLeft'),
      ...Array(Math.abs(dy)).fill(dy > 0 ? 'ArrowUp' : 'ArrowDown')];
  };
  const target = to0.replace(/x.*/, '');
  await keys(page, ...steps('d4', from0), 'Enter', ...steps(from0, target), 'Space');
  await checked();
  assert.match(await status.innerText(), /keeps the win\. The computer answered [a-g][1-7]-[a-g][1-7]\S*\. Your move: 1 move left\./);
  assert.equal(await page.locator('ol.moves .mv').count(), 2);
  // A hint: a winning move, drawn as an arrow (the king to a corner).
  assert.equal(await page.locator('g.hint-arrow').count(), 0);
  await page.locator('button[name=hint]').click();
  await page.locator('[data-testid=hint]').waitFor({ timeout: 30000 });
  assert.match(await page.locator('[data-testid=hint]').innerText(), /^The computer suggests [a-g][1-7]-[ag][17]\.$/);
  assert.equal(await page.locator('g.hint-arrow').count(), 1);
  assert.equal(await page.locator('button[name=hint]').isDisabled(), true);
  // The king to a corner wins.
  const king = await page.locator('g.piece[data-piece=king]').getAttribute('data-square');
  await square(page, king).click();
  const corners = await page.locator('circle.dest').evaluateAll((cs) => cs.map((c) => c.dataset.dest).filter((d) => /^[ag][17]$/.test(d)));
  assert.ok(corners.length > 0, 'a corner in reach');
  await square(page, corners[0]).click();
  await page.waitForFunction(() => /Solved/.test(document.querySelector('[data-testid=status]').textContent));
  assert.match(await status.innerText(), /Solved: defenders win\./);
  assert.equal(await page.locator(`.puzzle-list li:nth-child(${number})`).getAttribute('class'), 'solved current');
  assert.equal(await page.locator('[data-testid=puzzle-progress]').innerText(), `Solved in this browser: 1 of ${total}.`);
  await page.screenshot({ path: join(shots, 'puzzle-solved.png') });
  // Remembered in this browser.
  await page.reload();
  // The panel's state is a step after the task: the page drawn whole first.
  await page.locator('[data-testid=puzzle-task]').waitFor();
  await drawn(page);
  assert.match(await page.locator('.panel').innerText(), /You have solved this puzzle before\./);
  assert.match(await page.locator(`.puzzle-list li:nth-child(${number}) a`).getAttribute('aria-label'), /solved/);
  // The solution, to step through.
  await page.locator('button[name=solution]').click();
  assert.match(await status.innerText(), /A solution, move by move/);
  assert.equal(await page.locator('ol.moves .mv').count(), 3);
  assert.equal(await page.locator('circle.dest').count(), 0);
  await page.locator('ol.moves .mv[data-index="0"]').click();
  assert.match(await page.locator('.viewing').innerText(), /after move 1/);
  // Start again, then on to the next puzzle.
  await page.locator('button[name=restart]').click();
  assert.equal(await page.locator('ol.moves .mv').count(), 0);
  if (number < total) {
    await page.locator('a[rel=next]').click();
    await page.waitForFunction((n) => location.hash === `#/brandubh/puzzles/${n}`, number + 1);
    assert.equal(await page.locator('[data-testid=puzzle-heading]').innerText(), `Puzzle ${number + 1} of ${total}`);
  }
  // A list of solved puzzles that does not read is kept aside and said.
  await page.evaluate(() => localStorage.setItem('abstrakta.brandubh.puzzles', '[1,'));
  await page.reload();
  await page.locator('.notice.error').waitFor();
  assert.match(await page.locator('.notice.error').innerText(), /could not be read.*abstrakta\.brandubh\.puzzles\.unreadable/s);
  assert.equal(await page.evaluate(() => localStorage.getItem('abstrakta.brandubh.puzzles.unreadable')), '[1,');
  await closeClean(errors, context);
});

test('puzzles: Top Quark has its set, in Czech too; games without forced wins have none', async () => {
  const { page, errors, context } = await open('#/', 'cs-CZ');
  await page.locator('.game-card').first().waitFor();
  const withPuzzles = await page.locator('.game-card').evaluateAll((cards) =>
    cards.filter((c) => [...c.querySelectorAll('a')].some((a) => a.getAttribute('href').endsWith('/puzzles'))).map((c) => c.dataset.game));
  assert.deepEqual(withPuzzles.sort(), [...PUZZLES].sort());
  await goTo(page, '#/topquark/puzzles');
  await page.locator('[data-testid=puzzle-task]').waitFor();
  assert.match(await page.locator('[data-testid=puzzle-heading]').innerText(), /^Úloha 1 z \d+$/);
  assert.match(await page.locator('[data-testid=puzzle-task]').innerText(), /^Na tahu: (Bílý|Černý)\. Najděte vynucenou výhru; stačí na ni 2 tahy\.$/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Jste na tahu; zbývá: 2 tahy\./);
  assert.ok(await page.locator('circle.dest, g.piece').count() > 0);
  await page.screenshot({ path: join(shots, 'puzzle-topquark.png') });
  // The rules page leads to them.
  await goTo(page, '#/topquark/rules');
  await page.locator('article a[href$="/puzzles"]').waitFor();
  assert.equal(await page.locator('article a[href$="/puzzles"]').innerText(), 'Úlohy hry Top Quark');
  await goTo(page, '#/thud/rules');
  await page.locator('article a.button.primary').waitFor();
  assert.equal(await page.locator('article a[href$="/puzzles"]').count(), 0);
  await goTo(page, '#/thud');
  await page.locator('section.play svg.board').waitFor();
  assert.equal(await page.locator('.site-header nav a[href$="/puzzles"]').count(), 0);
  await goTo(page, '#/thud/puzzles');
  await page.getByText('Na této adrese žádná stránka není.').waitFor();
  assert.equal(await page.locator('[data-testid=puzzle-task]').count(), 0);
  await closeClean(errors, context);
});
