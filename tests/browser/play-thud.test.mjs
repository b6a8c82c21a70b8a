// Browser tests: play thud. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, closeClean, openGame, open, square, pieceAt, movesText, click, newGame, THUD_TROLL_H5, status, shots, server, browser, goTo, movesListed } from './helpers.mjs';

useBrowser();

/** A fresh page where the troll on H5 has just stepped to H4 beside three dwarfs. */
async function trollToH4() {
  const opened = await open(`#/thud?position=${THUD_TROLL_H5}`);
  const board = opened.page.locator('section.play svg.board.thud');
  await board.waitFor();
  await click(opened.page, 'H5', 'H4');
  return { ...opened, board };
}

test('Thud: a troll lands beside dwarfs and the player chooses which to capture', async () => {
  const { page, errors, context } = await open(`#/thud?position=${THUD_TROLL_H5}`);
  await page.locator('section.play svg.board.thud').waitFor();
  assert.match(await page.locator('[data-testid=status]').innerText(), /Trolls to move/);
  await click(page, 'H5', 'H4');
  // All three adjacent dwarfs are chosen at first; clicking G3 keeps it.
  await page.locator('.chooser').waitFor();
  assert.equal(await page.locator('[data-testid=chosen-move]').innerText(), 'TH5-H4xG3xH3xJ3');
  assert.equal(await page.locator('circle.choice.on').count(), 3);
  await page.screenshot({ path: join(shots, 'thud-chooser.png') });
  await square(page, 'G3').click();
  assert.equal(await page.locator('[data-testid=chosen-move]').innerText(), 'TH5-H4xH3xJ3');
  await page.locator('.chooser button[name=confirm]').click();
  await movesListed(page, 1);
  assert.match(await movesText(page), /TH5-H4xH3xJ3/);
  assert.equal(await pieceAt(page, 'G3').getAttribute('data-piece'), 'dwarf', 'the dwarf left out stays');
  assert.equal(await pieceAt(page, 'H3').count(), 0);
  assert.equal(await pieceAt(page, 'J3').count(), 0);
  assert.equal(await pieceAt(page, 'H4').getAttribute('data-piece'), 'troll');
  assert.equal(await page.locator('g.captured-mark').count(), 2);
  assert.match(await page.locator('[data-testid=captures]').innerText(), /Dwarfs 1 × 1 = 1 · Trolls 1 × 4 = 4/);
  assert.equal(await page.locator('.chooser').count(), 0);
  await page.screenshot({ path: join(shots, 'thud-captured.png') });
  await closeClean(errors, context);
});

test('Thud: the capture chooser by keyboard: Space marks a dwarf, Enter confirms, the focus stays on the board', async () => {
  const { page, errors, context, board } = await trollToH4();
  await page.locator('.chooser').waitFor();
  // The cursor is where the troll landed; G3 is down and to the left of it.
  await board.focus();
  assert.equal(await page.locator('rect.cursor').getAttribute('data-cursor'), 'H4');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.locator('rect.cursor').getAttribute('data-cursor'), 'G3');
  await page.keyboard.press(' ');
  assert.equal(await page.locator('[data-testid=chosen-move]').innerText(), 'TH5-H4xH3xJ3');
  await page.keyboard.press('Enter');
  await movesListed(page, 1);
  assert.match(await movesText(page), /TH5-H4xH3xJ3/);
  assert.equal(await page.locator('.chooser').count(), 0);
  assert.ok(await board.evaluate((b) => document.activeElement === b), 'the board keeps the focus');
  await closeClean(errors, context);
});

test('Thud: after a button of the chooser the focus goes back to the board', async () => {
  const { page, errors, context, board } = await trollToH4();
  await page.locator('.chooser button[name=cancel]').click();
  assert.ok(await board.evaluate((b) => document.activeElement === b), 'Cancel gives the focus back to the board');
  await click(page, 'H5', 'H4');
  await page.locator('.chooser button[name=confirm]').focus();
  await page.keyboard.press('Enter');
  await movesListed(page, 1);
  assert.ok(await board.evaluate((b) => document.activeElement === b), 'Confirm gives the focus back to the board');
  await closeClean(errors, context);
});

test('Thud: a match against the computer says which player is you, and its result once', async () => {
  // Player 1 (the person) has the dwarfs in battle 1 and the trolls in battle 2.
  const { page, errors, context } = await open('#/thud?moves=F1-F6+propose+accept+F1-F6+propose+accept&players=human,easy');
  await page.locator('[data-testid=end-panel]').waitFor();
  const match = await page.locator('[data-testid=match]').innerText();
  assert.match(match, /Battle 2 of 2\. Player 1 \(you\) leads the Trolls, Player 2 \(computer\) the Dwarfs\./);
  assert.match(match, /Match: Player 1 \(you\) \+0, Player 2 \(computer\) \+0\./);
  const panel = await page.locator('aside.panel').innerText();
  assert.equal(panel.match(/The match is drawn/g)?.length, 1, panel);
  assert.match(await page.locator('[data-testid=end-panel]').innerText(), /A draw[\s\S]*The match is drawn/);
  // Reviewing an earlier move, the match box says the verdict (the end panel is gone).
  await page.locator('ol.moves .mv[data-index="0"]').click();
  assert.equal(await page.locator('[data-testid=end-panel]').count(), 0);
  assert.match(await page.locator('[data-testid=match]').innerText(), /The match is drawn/);
  await closeClean(errors, context);
});

test('Thud: a battle ended by agreement, then battle 2 with the sides swapped', async () => {
  const { page, errors, context } = await openGame('#/thud', 'hotseat');
  await click(page, 'F1', 'F6');
  // The trolls propose; the dwarfs are asked.
  await page.locator('button[name=propose]').click();
  await page.locator('button[name=accept]').waitFor();
  assert.match(await page.locator('[data-testid=status]').innerText(), /Dwarfs to move\. The Trolls propose to end the battle/);
  assert.equal(await page.locator('circle.dest').count(), 0);
  await square(page, 'G1').click();
  assert.equal(await page.locator('circle.dest').count(), 0, 'no piece moves while a proposal waits');
  // Refused: play goes on, the proposer moves a piece and may not propose at once.
  await page.locator('button[name=refuse]').click();
  assert.match(await page.locator('[data-testid=status]').innerText(), /Trolls to move\. The proposal was refused/);
  assert.equal(await page.locator('button[name=propose]').count(), 0);
  await click(page, 'J9', 'K10');
  await page.locator('button[name=propose]').click();
  await page.locator('button[name=accept]').click();
  const match = page.locator('[data-testid=match]');
  await match.locator('li[data-round="1"]').waitFor();
  assert.match(await match.innerText(), /Battle 1: drawn\./);
  assert.match(await match.innerText(), /Battle 2 of 2\. Player 1 leads the Trolls, Player 2 the Dwarfs\./);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Dwarfs to move/);
  // The board is battle 2's start; the move list shows both battles.
  assert.equal(await pieceAt(page, 'F1').getAttribute('data-piece'), 'dwarf');
  assert.equal(await page.locator('ol.moves li.round-head').count(), 2);
  assert.match(await movesText(page), /Battle 1[\s\S]*propose[\s\S]*accept[\s\S]*Battle 2/);
  // Battle 2 ends at once by agreement too: the match is over and drawn.
  await page.locator('button[name=propose]').click();
  await page.locator('button[name=accept]').click();
  await page.locator('[data-testid=end-panel]').waitFor();
  assert.match(await page.locator('[data-testid=end-panel]').innerText(), /A draw[\s\S]*The match is drawn/);
  assert.equal(await match.locator('.verdict').count(), 0, 'the end panel says the result, the match box does not again');
  assert.match(await page.locator('[data-testid=status]').innerText(), /Draw\. The battle ended by agreement\./);
  await page.screenshot({ path: join(shots, 'thud-match.png') });
  // Undo goes back into battle 2.
  await page.locator('button[name=undo]').click();
  await page.locator('button[name=undo]').click();
  assert.match(await match.innerText(), /Battle 2 of 2/);
  await closeClean(errors, context);
});

test('Thud: the computer answers as trolls and as dwarfs', async () => {
  const { page, errors, context } = await openGame('#/thud', 'computer', 'first', 'easy');
  await click(page, 'F1', 'F6');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2, null, { timeout: 30000 });
  assert.match(await page.locator('ol.moves .mv[data-index="1"]').innerText(), /^T/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Dwarfs to move\. Your move/);
  // The person leads the trolls in battle 1: the computer opens as the dwarfs.
  await newGame(page, 'computer', 'second', 'hard');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1, null, { timeout: 30000 });
  assert.match(await page.locator('ol.moves .mv[data-index="0"]').innerText(), /^d/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Trolls to move\. Your move/);
  assert.match(await page.locator('.notice').innerText(), /^The computer moved a dwarf from [A-P][0-9]+ to [A-P][0-9]+\./);
  await closeClean(errors, context);
});

test('Thud: the computer\'s dwarfs, a dwarf down with nothing to win back, propose the end in words', async () => {
  const { page, errors, context } = await open('#/thud');
  // The person leads the trolls; the computer (hard) opens as the dwarfs.
  await newGame(page, 'computer', 'second', 'hard');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1, null, { timeout: 30000 });
  // The stored game is given a history (from a hard game against itself) in
  // which the trolls took seven dwarfs, the last two by a hurl, and two quiet
  // plies followed with no further loss in sight: reloaded, the computer's
  // dwarfs are to move.
  await page.waitForFunction(() => localStorage.getItem('abstrakta.thud.match') !== null);
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('abstrakta.thud.match')));
  assert.deepEqual([stored.first, stored.second], [{ Computer: 'Hard' }, 'Human']);
  stored.record.moves = ('dA7-F2 TH9-G10 dC12-F9 TG10-F10xF9 dG15-B10 TF10-F9 dM3-E3 TG7-G6 dK1-F5 TG6-G5xF5 '
    + 'dL2-G2 TG5-G6 dC4-E4 TG6-G5 dE4-C4 TJ8-H9 dA9-D9 TG5-H4 dJ1-O6 TH4-H3xG2 dG1-G2 TH3-H4 dG2-G1 '
    + 'TF9-E10xD9 dA6-K6 TJ7-J6xK6 dB5-N5 TG8-F9 dM13-M6 TF9*B9xA10xB10 dB11-A10 TB9-C10').split(' ');
  await page.evaluate((t) => localStorage.setItem('abstrakta.thud.match', t), JSON.stringify(stored));
  await page.reload();
  await page.locator('button[name=accept]').waitFor({ timeout: 30000 });
  assert.match(await page.locator('.notice').innerText(), /The computer proposes to end the battle\./);
  assert.match(await page.locator('[data-testid=status]').innerText(), /The Dwarfs propose to end the battle/);
  assert.match(await page.locator('ol.moves .mv[data-index="32"]').innerText(), /propose/);
  // Refused: the computer plays on with a dwarf move, and the person moves next.
  await page.locator('button[name=refuse]').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 35, null, { timeout: 30000 });
  assert.match(await page.locator('ol.moves .mv[data-index="34"]').innerText(), /^d/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Trolls to move\. Your move/);
  await closeClean(errors, context);
});

test('Thud: a link with other rules and a bad move keeps the moves before it', async () => {
  const { page, errors, context } = await open('#/thud?rules=capture%3Dallornone&moves=dF1-F6+TG7-G6xF6+dQ1-Q2');
  await movesListed(page, 2);
  assert.match(await page.locator('.notice.error').innerText(), /could not be read completely: move 3 \(dQ1-Q2\)/);
  assert.equal(await page.locator('select[name=capture]').inputValue(), 'allornone');
  await goTo(page, '#/thud?rules=capture%3Dmost');
  await page.locator('.notice.error').waitFor();
  assert.match(await page.locator('.notice.error').innerText(), /rule options are not valid: capture=most/);
  // The form offers every value of the option, and a game started with one
  // carries it in its link.
  const select = page.locator('form.new-game select[name=capture]');
  assert.deepEqual(await select.locator('option').evaluateAll((os) => os.map((o) => [o.value, o.textContent])),
    [['subset', 'any adjacent (as written)'], ['allornone', 'all adjacent or none'], ['single', 'step: one; shove: all']]);
  await select.selectOption('single');
  await newGame(page, 'hotseat');
  await page.locator('details.box summary', { hasText: 'Save and share' }).click();
  const link = await page.locator('input[name=link]').inputValue();
  assert.match(link, /#\/thud\?rules=capture%3Dsingle$/);
  assert.equal(await select.inputValue(), 'single');
  // Opened elsewhere, the link is a new game under those rules.
  const other = await browser.newContext({ locale: 'en-US' });
  const visitor = await other.newPage();
  await visitor.goto(server.url + link.slice(link.indexOf('#')));
  await visitor.locator('section.page.play svg.board').waitFor();
  assert.equal(await visitor.locator('form.new-game select[name=capture]').inputValue(), 'single');
  assert.equal(await visitor.locator('ol.moves .mv').count(), 0);
  assert.equal(await visitor.locator('.notice.error').count(), 0);
  await other.close();
  await closeClean(errors, context);
});

test('Thud: hurls and shoves are marked among the destinations, and the viewer replays a game', async () => {
  // Dwarfs A8 B8 C8 D8 against a troll on G8: D8 may be hurled onto it.
  const { page, errors, context } = await open('#/thud?position=5/7/9/11/13/15/15/dddd2To7/15/15/13/11/9/7/5+d');
  await square(page, 'D8').click();
  await page.locator('circle.dest[data-dest=G8]').waitFor();
  assert.equal(await page.locator('circle.dest[data-dest=G8]').getAttribute('data-kind'), 'hurl');
  assert.equal(await page.locator('circle.dest[data-dest=E8]').getAttribute('data-kind'), null, 'a plain move');
  await square(page, 'G8').click();
  await movesListed(page, 1);
  assert.match(await movesText(page), /dD8\*G8/);
  // The last troll is gone: battle 1 is over and battle 2 begins with the sides swapped.
  assert.match(await page.locator('[data-testid=match]').innerText(), /Battle 1: the Dwarfs \(Player 1\) won by 4\./);
  assert.match(await page.locator('[data-testid=match]').innerText(), /Battle 2 of 2/);
  // Trolls H5 H6 in a line: H5 may be shoved two squares to H3, next to G2 and J2.
  await goTo(page, '#/thud?position=5/7/9/11/13/15/15/7o7/15/7T7/6T6/11/9/2d1d2/2d2+t');
  await square(page, 'H5').click();
  await page.locator('circle.dest[data-dest=H3]').waitFor();
  assert.equal(await page.locator('circle.dest[data-dest=H3]').getAttribute('data-kind'), 'shove');
  assert.equal(await page.locator('circle.dest[data-dest=H4]').getAttribute('data-kind'), null);
  await page.screenshot({ path: join(shots, 'thud-shove.png') });
  // The embed viewer: a capture shown step by step.
  await goTo(page, '#/thud/view?moves=dF1-F6+TG7-G6xF6&at=1');
  await page.locator('section.embed svg.board.thud').waitFor();
  assert.equal(await pieceAt(page, 'F6').getAttribute('data-piece'), 'dwarf');
  await page.locator('button[name=last]').click();
  assert.equal(await pieceAt(page, 'F6').count(), 0);
  assert.equal(await page.locator('g.captured-mark[data-captured=F6]').count(), 1);
  await closeClean(errors, context);
});

test('starting a game from the form brings the board and the status into view', async () => {
  const { page, errors, context } = await open('#/thud');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('section.page.play svg.board').waitFor();
  const form = page.locator('form.new-game');
  if (!(await form.isVisible())) await page.locator('details.box:has(form.new-game) > summary').click();
  await form.locator('button[name=start]').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  assert.ok(await page.evaluate(() => window.scrollY) > 0, 'the page was scrolled down to the form');
  await form.locator('select[name=mode]').selectOption('hotseat');
  await form.locator('button[name=start]').click();
  await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
  for (const selector of ['[data-testid=status]', 'section.page.play svg.board']) {
    const box = await page.locator(selector).first().boundingBox();
    assert.ok(box && box.y >= 0 && box.y < 800, `${selector} is in view (top at ${box?.y})`);
  }
  await closeClean(errors, context);
});
