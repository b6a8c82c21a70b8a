// Browser tests: the board and lesson editor (#/<game>/editor). Pieces are put
// and taken by click and by keyboard, the engine says at once whether the
// position is valid; a lesson recorded on the board is checked, and its link,
// opened in a fresh browser, plays the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, open, drawn, square, click, pieceAt, closeClean, hollow, browser, server, shots } from './helpers.mjs';

useBrowser();

const text = (page) => page.locator('textarea[name=position]').inputValue();

test('the board editor puts and takes pieces, says at once whether the position is valid, and links to it', async () => {
  const { page, errors, context } = await open('#/brandubh/editor?position=7/6a/2d4/2a1k2/7/7/7+a');
  await page.locator('[data-testid=position-valid]').waitFor();
  assert.equal(await text(page), '7/6a/2d4/2a1k2/7/7/7 a');
  // An attacker on e6, by click.
  await page.locator('input[name=piece][value=a]').check();
  await square(page, 'e6').click();
  assert.equal(await text(page), '7/4a1a/2d4/2a1k2/7/7/7 a');
  assert.equal(await pieceAt(page, 'e6').getAttribute('data-piece'), 'attacker');
  // Then on d6, by keyboard: the cursor is on e6, one square to the left.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  assert.equal(await text(page), '7/3aa1a/2d4/2a1k2/7/7/7 a');
  // A second king: the engine refuses the position, and says why.
  await page.locator('input[name=piece][value=k]').check();
  await square(page, 'b2').click();
  const error = page.locator('[data-testid=position-error]');
  await error.waitFor();
  assert.match(await error.innerText(), /^Not a valid position: .*king/i);
  assert.equal(await pieceAt(page, 'b2').count(), 0, 'the board shows the last valid position');
  await page.locator('input[name=piece][value=empty]').check();
  await square(page, 'b2').click();
  await page.locator('[data-testid=position-valid]').waitFor();
  // The side to move.
  await page.locator('select[name=side]').selectOption('d');
  assert.equal(await text(page), '7/3aa1a/2d4/2a1k2/7/7/7 d');
  // A text typed in is read as well.
  await page.locator('textarea[name=position]').fill('7/7/7/3k3/7/7/3a3 a');
  await page.locator('[data-testid=position-valid]').waitFor();
  assert.equal(await pieceAt(page, 'd4').getAttribute('data-piece'), 'king');
  const play = await page.locator('[data-testid=play-from]').getAttribute('href');
  assert.equal(play, '#/brandubh?position=7/7/7/3k3/7/7/3a3+a');
  assert.equal(await page.locator('[data-testid=analyse]').getAttribute('href'), '#/brandubh/analysis?position=7/7/7/3k3/7/7/3a3+a');
  const embed = await page.locator('textarea[name=position-embed]').inputValue();
  assert.match(embed, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/sub\/abstrakta\/#\/brandubh\/view\?position=7\/7\/7\/3k3\/7\/7\/3a3\+a" width="\d+" height="\d+" title="Brandubh"/);
  // Bad rule options are said too.
  await page.locator('input[name=rules]').fill('repetition=sometimes');
  await page.locator('[data-testid=position-error]', { hasText: /rule options do not read/ }).waitFor();
  await page.locator('input[name=rules]').fill('');
  await page.locator('[data-testid=position-valid]').waitFor();
  await closeClean(errors, context);
});

test('Bi-litaire\'s editor takes a whole tile away, in Czech', async () => {
  const { page, errors, context } = await open('#/bilitaire/editor', 'cs-CZ');
  await page.locator('[data-testid=position-valid]').waitFor();
  assert.match(await page.locator('h1').innerText(), /Editor — Bi-litaire/);
  await page.locator('input[name=piece][value="-"]').check();
  await hollow(page, 'd4').click();
  assert.equal(await text(page), '--oooo--/--oooo--/oooooooo/oooooooo/oo--oooo/oo--oooo/--oooo--/--oooo-- j 1 +0');
  await page.locator('[data-testid=position-valid]').waitFor();
  assert.equal(await hollow(page, 'c3').count(), 0, 'the tile is gone');
  await closeClean(errors, context);
});

test('Top Quark\'s editor sets the round counter and the captures in fields of their own', async () => {
  const { page, errors, context } = await open('#/topquark/editor');
  await page.locator('[data-testid=position-valid]').waitFor();
  assert.equal(await page.locator('input[name=word-1]').inputValue(), '1');
  await page.locator('input[name=word-1]').fill('3');
  assert.match(await text(page), / w 3 0-0$/);
  await page.locator('[data-testid=position-valid]').waitFor();
  // The engine says why a field's value does not make a position.
  await page.locator('input[name=word-2]').fill('1-0');
  await page.locator('[data-testid=position-error]', { hasText: /more balls on the board than 7 minus those taken/ }).waitFor();
  await page.locator('input[name=word-2]').fill('0-0');
  await page.locator('[data-testid=position-valid]').waitFor();
  await page.locator('input[name=word-1]').fill('7');
  await page.locator('[data-testid=position-error]', { hasText: /round counter "7": expected 1 to 6/ }).waitFor();
  await page.locator('input[name=word-1]').fill('4');
  await page.locator('[data-testid=position-valid]').waitFor();
  await closeClean(errors, context);
});

test('a lesson recorded in the editor, opened from its link in a fresh browser, plays the same', async () => {
  const { page, errors, context } = await open('#/brandubh/editor?position=7/6a/2d4/2a1k2/7/7/7+a');
  await page.locator('[data-testid=position-valid]').waitFor();
  await page.locator('input[name=mode][value=record]').check();
  await click(page, 'g6', 'c6');
  await click(page, 'e4', 'e3');
  await click(page, 'c4', 'c3');
  assert.equal(await page.locator('fieldset.step').count(), 2);
  await page.locator('input[name=lesson-id]').fill('editor-made');
  await page.locator('input[name=title-en]').fill('Made in the editor');
  await page.locator('input[name=title-cs]').fill('Z editoru');
  await page.locator('select[name=goal-1]').selectOption('capture');
  await page.locator('input[name=task-1-en]').fill('Take the defender on c5.');
  await page.locator('input[name=task-1-cs]').fill('Zajměte obránce na c5.');
  await page.locator('input[name=arrows-1]').fill('g6-c6');
  await page.locator('input[name=marks-1]').fill('c5');
  await page.locator('input[name=task-2-en]').fill('Now c4-c3.');
  await page.locator('input[name=done-en]').fill('Made and played.');
  const lessonText = await page.locator('textarea[name=lesson-text]').inputValue();
  assert.match(lessonText, /^lesson: editor-made\ngame: brandubh\nposition: 7\/6a\/2d4\/2a1k2\/7\/7\/7 a\ntitle: Made in the editor \| Z editoru\ngoal: capture\n/);
  assert.match(lessonText, /reply: e4-e3\ngoal: move c4-c3\ntask: Now c4-c3\.\n/);
  await page.locator('button[name=make-link]').click();
  await page.locator('[data-testid=lesson-ok]').waitFor();
  const link = await page.locator('input[name=lesson-link]').inputValue();
  assert.ok(link.startsWith(`${server.url}#/brandubh/lesson?data=`), link);
  assert.match(await page.locator('textarea[name=lesson-embed]').inputValue(), /&amp;embed=1" width="760" height="560"/);
  await page.screenshot({ path: join(shots, 'editor-brandubh.png') });
  // A lesson that does not check is said so, with the engine's reason.
  await page.locator('select[name=goal-1]').selectOption('win');
  await page.locator('button[name=make-link]').click();
  assert.match(await page.locator('[data-testid=lesson-fault]').innerText(), /does not check: .*no move meets the goal "win"/);
  await closeClean(errors, context);

  // A fresh browser: nothing stored, the link alone.
  const fresh = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const reader = await fresh.newPage();
  const readerErrors = [];
  reader.on('pageerror', (e) => readerErrors.push(String(e)));
  await reader.goto(link);
  // The lesson's text comes a step before its board: judged once drawn whole.
  await drawn(reader);
  await reader.locator('[data-testid=lesson-task]').waitFor();
  assert.equal(await reader.locator('[data-testid=lesson] h2').innerText(), 'Made in the editor');
  assert.equal(await reader.locator('g.hint-arrow[data-arrow=g6-c6]').count(), 1);
  await click(reader, 'g6', 'c6');
  await reader.locator('[data-testid=lesson-task]', { hasText: 'Now c4-c3.' }).waitFor();
  await click(reader, 'c4', 'c3');
  assert.match(await reader.locator('[data-testid=lesson-done]').innerText(), /Made and played\./);
  assert.deepEqual(readerErrors, []);
  await fresh.close();
});

test('the share panel builds the embed code of the game from a move, of a lesson or of a puzzle, with a preview', async () => {
  const { page, errors, context } = await open('#/brandubh?moves=d1-e1+d3-f3+d2-f2xf3');
  await page.locator('details.box summary', { hasText: 'Save and share' }).click();
  const code = () => page.locator('textarea[name=embed]').inputValue();
  assert.match(await code(), /#\/brandubh\/view\?moves=d1-e1\+d3-f3\+d2-f2xf3" width="\d+" height="\d+"/);
  await page.locator('input[name=embed-at]').fill('1');
  await page.locator('input[name=embed-width]').fill('500');
  assert.match(await code(), /view\?moves=d1-e1\+d3-f3\+d2-f2xf3&amp;at=1" width="500"/);
  // The preview opens the embedded page itself, at the size chosen.
  const preview = async () => {
    const tab = await context.newPage();
    await tab.setViewportSize({ width: 500, height: 650 });
    await tab.goto(await page.locator('[data-testid=embed-preview]').getAttribute('href'));
    return tab;
  };
  let tab = await preview();
  // The board is shown at move 1 (a waiting locator: the first frame may still be drawing).
  await tab.locator('section.embed svg.board g.piece[data-square=e1]').waitFor({ timeout: 10000 });
  assert.equal(await tab.locator('g.piece[data-square=f3]').count(), 0, 'not after move 2');
  await tab.close();
  // A lesson of the course.
  await page.locator('select[name=embed-what]').selectOption('lesson');
  await page.locator('input[name=embed-lesson]').fill('fork');
  await page.locator('select[name=embed-theme]').selectOption({ label: 'dark' });
  assert.match(await code(), /#\/brandubh\/lesson\?id=fork&amp;embed=1&amp;theme=dark" width="760"/);
  tab = await preview();
  await tab.locator('[data-testid=lesson][data-lesson=fork]').waitFor();
  assert.equal(await tab.locator('header.site-header').count(), 0, 'the lesson alone');
  await tab.close();
  // A puzzle.
  await page.locator('select[name=embed-what]').selectOption('puzzle');
  await page.locator('input[name=embed-puzzle]').fill('2');
  assert.match(await code(), /#\/brandubh\/puzzles\/2\?embed=1"/);
  tab = await preview();
  await tab.locator('[data-testid=puzzle-heading]').waitFor();
  assert.equal(await tab.locator('header.site-header').count(), 0, 'the puzzle alone');
  await tab.close();
  await closeClean(errors, context);
});
