// Browser tests: play. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, closeClean, openGame, open, pieceAt, square, movesText, click, drag, newGame, hollow, status, statusText, moveCount, shots, server, goTo, movesListed, hotseatAfterFirstMove } from './helpers.mjs';

useBrowser();

test('a hot-seat sequence with a capture updates the board, the move list and the counts', async () => {
  const { page, errors, context } = await openGame('#/brandubh', 'hotseat');
  // A typed move is checked by the engine: a refused one says why.
  await page.locator('form.typed-move input[name=move]').fill('d2-d3');
  await page.locator('form.typed-move button').click();
  assert.match(await page.locator('form.typed-move .field-error').innerText(), /cannot move to d3/);
  await page.locator('form.typed-move input[name=move]').fill('d1-e1');
  await page.locator('form.typed-move button').click();
  await movesListed(page, 1);
  await drag(page, 'd3', 'f3');
  await movesListed(page, 2);
  assert.equal(await pieceAt(page, 'f3').getAttribute('data-piece'), 'defender');
  await click(page, 'd2', 'f2');
  await movesListed(page, 3);
  assert.equal(await pieceAt(page, 'f3').count(), 0, 'the defender on f3 is captured');
  assert.equal(await pieceAt(page, 'f2').getAttribute('data-piece'), 'attacker');
  assert.equal(await page.locator('g.captured-mark[data-captured=f3]').count(), 1);
  assert.match(await movesText(page), /d1-e1\s+d3-f3[\s\S]*d2-f2xf3/);
  assert.match(await page.locator('[data-testid=captures]').innerText(), /0 attackers, 1 defender(?!s)/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Defenders to move/);
  await page.screenshot({ path: join(shots, 'hotseat-capture.png') });
  // Review: back to the position after the first move, then forward with the keyboard.
  await page.locator('ol.moves .mv[data-index="0"]').click();
  assert.match(await page.locator('.viewing').innerText(), /after move 1 \(3 moves in all\)/);
  assert.equal(await pieceAt(page, 'd3').getAttribute('data-piece'), 'defender');
  assert.equal(await page.locator('circle.dest').count(), 0);
  await page.keyboard.press('ArrowRight');
  assert.equal(await pieceAt(page, 'f3').getAttribute('data-piece'), 'defender', 'after move 2');
  await page.locator('button[name=present]').click();
  assert.equal(await page.locator('.viewing').count(), 0);
  assert.equal(await pieceAt(page, 'f3').count(), 0);
  // Home and End step to the start and the end of the game, and do not scroll the page.
  await page.setViewportSize({ width: 375, height: 500 });
  await page.evaluate(() => { document.activeElement?.blur(); window.scrollTo(0, 300); });
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 0, 'the page can scroll');
  await page.keyboard.press('Home');
  assert.match(await page.locator('.viewing').innerText(), /the start position/);
  assert.equal(await pieceAt(page, 'd1').getAttribute('data-piece'), 'attacker', 'the start');
  await page.keyboard.press('End');
  assert.equal(await page.locator('.viewing').count(), 0);
  assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'Home and End leave the page where it was');
  await page.setViewportSize({ width: 1280, height: 800 });
  // Undo takes the capture back.
  await page.locator('button[name=undo]').click();
  assert.equal(await pieceAt(page, 'f3').getAttribute('data-piece'), 'defender');
  await closeClean(errors, context);
});

test('against the computer, the worker answers and the page says whose move it is', async () => {
  const { page, errors, context } = await openGame('#/brandubh', 'computer', 'first', 'easy');
  await click(page, 'd2', 'e2');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2, null, { timeout: 30000 });
  assert.match(await page.locator('[data-testid=status]').innerText(), /Attackers to move\. Your move/);
  assert.match(await page.locator('[data-testid=legend]').innerText(), /You play the attackers \(dark pieces: capture the king\)/i);
  assert.match(await page.locator('.notice').innerText(), /The computer moved (a defender|the king) from [a-g][1-7] to [a-g][1-7]\./);
  assert.match(await page.locator('[data-testid=search-figures]').textContent(), /depth \d+, \d+ positions, \d+ ms/);
  await page.screenshot({ path: join(shots, 'vs-computer.png') });
  // The computer can take the first side too: it moves at once.
  await newGame(page, 'computer', 'second', 'medium');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1, null, { timeout: 30000 });
  assert.match(await page.locator('[data-testid=status]').innerText(), /Defenders to move/);
  await closeClean(errors, context);
});

test('a shared link loads its moves, and a bad move in it is reported without losing the rest', async () => {
  const { page, errors, context } = await open('#/brandubh?moves=d1-e1+d3-f3+d2-f2xf3+zz9');
  await movesListed(page, 3);
  assert.match(await page.locator('.notice.error').innerText(), /could not be read completely/);
  assert.equal(await pieceAt(page, 'f3').count(), 0);
  // The game is saved: a reload (the address is now plain) shows it again.
  await page.reload();
  await movesListed(page, 3);
  await closeClean(errors, context);
});

test('a shared link of a game against the computer opens as that game, the same level and the same sides', async () => {
  const { page, errors, context } = await openGame('#/brandubh', 'computer', 'second', 'hard');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1, null, { timeout: 30000 });
  await page.locator('details.box summary', { hasText: 'Save and share' }).click();
  const link = await page.locator('input[name=link]').inputValue();
  assert.match(link, /[?&]players=hard,human(&|$)/);
  assert.doesNotMatch(await page.locator('textarea[name=embed]').inputValue(), /players=/, 'an embed shows a game, it plays none');
  // Opened elsewhere: the computer (hard) has the attackers, the person the defenders.
  const other = await context.newPage();
  await other.goto(link);
  await other.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.match(await other.locator('p.players').innerText(), /^Attackers: computer \(hard\) · Defenders: human$/i);
  assert.match(await other.locator('[data-testid=status]').innerText(), /Defenders to move\. Your move/);
  // A players value that is not two players is reported, and both sides are people.
  await other.goto(link.replace(/players=[^&]*/, 'players=hard'));
  await other.locator('.notice.error').waitFor();
  assert.match(await other.locator('.notice.error').innerText(), /players="?hard"? is not two players/);
  assert.match(await other.locator('p.players').innerText(), /^Attackers: human · Defenders: human$/i);
  await other.close();
  await closeClean(errors, context);
});

test('a bad or empty pasted record leaves the game and the pasted text untouched', async () => {
  const { page, errors, context } = await openGame('#/bilitaire', 'hotseat');
  await hollow(page, 'd4').click();
  await movesListed(page, 1);
  await page.locator('details.box summary', { hasText: 'Save and share' }).click();
  const box = page.locator('textarea[name=record]');
  await box.fill('xd4 B4-A4 d6-d2');
  await page.locator('button[name=load]').click();
  await page.locator('.notice.error').waitFor();
  assert.match(await page.locator('.notice.error').innerText(), /was not loaded: move 3 \(d6-d2\)[\s\S]*Your game is unchanged/);
  assert.equal(await page.locator('ol.moves .mv').count(), 1, 'the game in progress is kept');
  assert.equal(await box.inputValue(), 'xd4 B4-A4 d6-d2', 'the pasted text is kept to be corrected');
  await box.fill('');
  await page.locator('button[name=load]').click();
  await page.waitForFunction(() => /record box is empty/.test(document.querySelector('.notice')?.innerText ?? ''));
  assert.equal(await page.locator('ol.moves .mv').count(), 1);
  await closeClean(errors, context);
});

test('a piece taken to a square it may not reach says why, until the next move', async () => {
  const { page, errors, context } = await openGame('#/brandubh', 'hotseat');
  await square(page, 'd2').click();
  await square(page, 'd5').click();
  assert.equal(await page.locator('[data-testid=board-refusal]').innerText(), 'd2-d5 is not a move: the piece on d2 cannot move to d5: d3 is occupied.');
  assert.equal(await page.locator('circle.dest').count(), 0, 'the selection is let go');
  await click(page, 'd1', 'e1');
  await movesListed(page, 1);
  assert.equal(await page.locator('[data-testid=board-refusal]').count(), 0, 'a move clears it');
  await square(page, 'd3').click();
  await square(page, 'a1').click();
  assert.match(await page.locator('[data-testid=board-refusal]').innerText(), /^d3-a1 is not a move: /);
  await closeClean(errors, context);
});

test('a new game can be taken back with undo', async () => {
  const { page, errors, context } = await hotseatAfterFirstMove();
  await newGame(page, 'hotseat');
  await movesListed(page, 0);
  assert.equal(await page.locator('button[name=undo]').isEnabled(), true);
  await page.locator('button[name=undo]').click();
  await movesListed(page, 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'd2-e2');
  await closeClean(errors, context);
});

test('a link opened while a game is in progress loads, and the game stays one undo away', async () => {
  const { page, errors, context } = await hotseatAfterFirstMove();
  await goTo(page, '#/brandubh?moves=d1-e1+d3-f3');
  await movesListed(page, 2);
  assert.match(await page.locator('.notice').innerText(), /game from the link is shown[\s\S]*Undo brings it back/);
  await page.locator('button[name=undo]').click();
  await page.locator('button[name=undo]').click();
  await page.locator('button[name=undo]').click();
  await movesListed(page, 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'd2-e2');
  // Opened from another page, a link does not silently replace the saved game either.
  await goTo(page, '#/');
  await page.locator('.game-card[data-game=brandubh] h2').waitFor();
  await goTo(page, '#/brandubh?moves=d1-e1');
  await movesListed(page, 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'd1-e1');
  assert.match(await page.locator('.notice').innerText(), /Undo brings it back/);
  await closeClean(errors, context);
});

test('a new visitor plays the computer at easy on the side that moves first; two players is one click away', async () => {
  const { page, errors, context } = await open('#/');
  const expected = { thud: 'Dwarfs', brandubh: 'Attackers', bilitaire: 'Jumper', topquark: 'White' };
  for (const [game, first] of Object.entries(expected)) {
    await goTo(page, `#/${game}`);
    await page.locator('section.play svg.board').waitFor();
    const players = await page.locator('p.players').innerText();
    assert.match(players, new RegExp(`^${first}: human · .*: computer \\(easy\\)$`, 'i'), game);
    // A side named by its colour takes no article ("You play White").
    assert.match(await page.locator('[data-testid=legend]').innerText(), game === 'topquark' ? /^You play White / : /^You play the /, game);
    assert.match(await statusText(page), /Your move/, game);
    await page.locator('button[name=two-players]').click();
    assert.match(await page.locator('p.players').innerText(), /human · .*: human$/, game);
    assert.equal(await page.locator('button[name=two-players]').count(), 0);
  }
  await closeClean(errors, context);
});

test('the end of a game is an event: who won and why, play again, swap sides, review', async () => {
  // The king one step from a1; the person plays the defenders against the computer.
  const { page, errors, context } = await openGame('#/brandubh?position=7/7/7/7/7/k6/3a3+d', 'computer', 'second', 'easy');
  await click(page, 'a2', 'a1');
  const panel = page.locator('[data-testid=end-panel]');
  await panel.waitFor();
  assert.match(await panel.locator('h2').innerText(), /^You won$/);
  assert.match(await panel.innerText(), /The king reached the corner a1\. Last move: a2-a1\./);
  // Swap sides: now the computer has the king, and escapes with it.
  await panel.locator('button[name=swap]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=end-panel] h2')?.innerText === 'You lost', null, { timeout: 20000 });
  assert.match(await page.locator('p.players').innerText(), /Attackers: human · Defenders: computer/);
  // Review: back to the start, and the status describes the position viewed.
  await panel.locator('button[name=review]').click();
  assert.match(await statusText(page), /^Viewing the start position\. Defenders to move\.$/);
  assert.equal(await panel.count(), 0, 'the panel steps aside while reviewing');
  await page.locator('button[name=last]').click();
  // Play again: the same players from the same start (the computer, to move, wins again).
  await panel.locator('button[name=again]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=end-panel] h2')?.innerText === 'You lost', null, { timeout: 20000 });
  assert.equal(await moveCount(page), 1);
  assert.match(await page.locator('p.players').innerText(), /Attackers: human · Defenders: computer/);
  await closeClean(errors, context);
});

/** Waits until the page waits for no move of the computer: the status line is not
 * thinking and the step button is enabled (a move asked for disables it). A reply
 * to a request made before is dropped, so nothing more is played from here. */
async function idle(page) {
  await page.waitForFunction(() => {
    const status = document.querySelector('[data-testid=status]');
    const step = document.querySelector('button[name=step]');
    return status && !status.classList.contains('thinking') && step && !step.disabled;
  }, null, { timeout: 20000 });
}

test('computer against computer pauses, resumes and steps; arriving moves do not pull a review back', async () => {
  const { page, errors, context } = await open('#/brandubh');
  await page.locator('section.play svg.board').waitFor();
  const form = page.locator('form.new-game');
  await form.locator('select[name=mode]').selectOption('watch');
  await form.locator('button[name=start]').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length >= 2, null, { timeout: 20000 });
  // Review the start while the computers play on.
  await page.locator('button[name=first]').click();
  const seen = await moveCount(page);
  await page.waitForFunction((n) => document.querySelectorAll('ol.moves .mv').length > n + 1, seen, { timeout: 20000 });
  assert.match(await statusText(page), /^Viewing the start position\. Attackers to move\.$/);
  assert.equal(await pieceAt(page, 'd2').getAttribute('data-piece'), 'attacker', 'the board still shows the start');
  await page.locator('button[name=last]').click();
  // Pause: nothing more is played.
  await page.locator('button[name=pause]').click();
  const paused = await moveCount(page);
  await idle(page);
  assert.equal(await moveCount(page), paused);
  assert.match(await statusText(page), /Paused\./);
  // One step: exactly one move, and then it waits again.
  await page.locator('button[name=step]').click();
  await page.waitForFunction((n) => document.querySelectorAll('ol.moves .mv').length === n + 1, paused, { timeout: 20000 });
  await idle(page);
  assert.equal(await moveCount(page), paused + 1);
  // Resume: play goes on.
  await page.locator('button[name=resume]').click();
  await page.waitForFunction((n) => document.querySelectorAll('ol.moves .mv').length > n + 1, paused, { timeout: 20000 });
  // The speed: normal at first, "as fast as it can" chosen; a new game keeps it.
  const speed = page.locator('select[name=watch-speed]');
  assert.equal(await speed.inputValue(), 'normal');
  assert.deepEqual(await speed.locator('option').allInnerTexts(), ['Slow', 'Normal', 'Fast', 'As fast as it can']);
  await speed.selectOption('fastest');
  const before = await moveCount(page);
  await page.waitForFunction((n) => document.querySelectorAll('ol.moves .mv').length > n + 2, before, { timeout: 20000 });
  const played = await moveCount(page);
  // Read as soon as the new game shows it, by an observer set before it starts: at
  // the fastest speed a game between the computers can be over, or past the old
  // game's length, before a test's polling comes round, and the speed is offered
  // only while one runs. The new game is the one with fewer moves than the old had.
  await page.evaluate((n) => {
    window.__keptSpeed = null;
    const look = () => {
      const select = document.querySelector('select[name=watch-speed]');
      if (window.__keptSpeed === null && select && document.querySelectorAll('ol.moves .mv').length < n) window.__keptSpeed = select.value;
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }, played);
  await newGame(page, 'watch');
  const kept = await page.waitForFunction(() => window.__keptSpeed, null, { timeout: 20000 });
  assert.equal(await kept.jsonValue(), 'fastest');
  await closeClean(errors, context);
});

test('counted words take their plural: "1 defender", "0 attackers"; "1 obránce"', async () => {
  for (const [locale, said] of [['en-US', /Captured: 0 attackers, 1 defender(?!s)/], ['cs-CZ', /Zajato: 0 útočníků, 1 obránce/]]) {
    const { page, errors, context } = await open('#/brandubh?moves=d1-e1+d3-f3+d2-f2xf3', locale);
    await movesListed(page, 3);
    assert.match(await page.locator('section.page.play').innerText(), said);
    await closeClean(errors, context);
  }
});

test('a refused typed move says why, and the reason and its text clear when a move is played on the board', async () => {
  const { page, errors, context } = await openGame('#/brandubh', 'hotseat');
  const field = page.locator('form.typed-move input[name=move]');
  await field.fill('d2-d3');
  await page.locator('form.typed-move button').click();
  assert.match(await page.locator('form.typed-move .field-error').innerText(), /the piece on d2 cannot move to d3/);
  await click(page, 'd1', 'e1');
  await movesListed(page, 1);
  await page.locator('form.typed-move .field-error').waitFor({ state: 'detached' });
  assert.equal(await field.inputValue(), '', 'the refused text is gone');
  await closeClean(errors, context);
});

test('show threats: at easy the opponent\'s threats are marked from the engine, and a switch turns them off or on', async () => {
  // The attackers to move against the computer at easy: the king on a3 runs to a
  // corner, the defender on d6 takes the attacker on e5.
  const position = encodeURIComponent('7/3d3/4ad1/7/k6/6a/7 a');
  const { page, errors, context } = await open(`#/brandubh?position=${position}&players=human,easy`);
  const note = page.locator('[data-testid=threats]');
  await note.waitFor();
  assert.match(await note.innerText(), /Your opponent threatens: .*a3-a1, which wins/);
  assert.match(await note.innerText(), /d6-d5xe5/);
  assert.equal(await page.locator('g.threat-arrow[data-threat=a3-a1]').count(), 1);
  assert.equal(await page.locator('g.threat-arrow[data-threat=d6-d5]').count(), 1);
  assert.equal(await page.locator('svg.board g.square-mark.threat').count(), 2, 'e5 and g2 would be taken');
  assert.equal(await page.locator('input[name=threats]').isChecked(), true, 'on by default at easy');
  await page.screenshot({ path: join(shots, 'threats-brandubh.png') });
  await page.locator('input[name=threats]').uncheck();
  assert.equal(await page.locator('g.threat-arrow').count(), 0);
  assert.equal(await note.count(), 0);
  await page.locator('input[name=threats]').check();
  assert.equal(await page.locator('g.threat-arrow[data-threat=a3-a7]').count(), 1);
  // In Czech.
  await page.locator('button.lang', { hasText: 'CS' }).click();
  assert.match(await note.innerText(), /Soupeř hrozí: .*a3-a1, čímž vyhraje/);
  assert.match(await page.locator('.row.aid label').innerText(), /Ukázat hrozby/);
  await closeClean(errors, context);
  // Two people at one screen: off until switched on, then for whoever is to move.
  const two = await open(`#/brandubh?position=${position}&players=human,human`);
  assert.equal(await two.page.locator('input[name=threats]').isChecked(), false);
  assert.equal(await two.page.locator('g.threat-arrow').count(), 0);
  await two.page.locator('input[name=threats]').check();
  assert.equal(await two.page.locator('g.threat-arrow[data-threat=a3-a1]').count(), 1);
  await click(two.page, 'g2', 'g3');
  await movesListed(two.page, 1);
  // The defenders to move now: the attackers' threats.
  assert.equal(await two.page.locator('g.threat-arrow[data-threat=a3-a1]').count(), 0);
  // The attacker on g3 can go to g5 and take the defender on f5.
  assert.match(await two.page.locator('[data-testid=threats]').innerText(), /threatens: g3-g5xf5/);
  await closeClean(two.errors, two.context);
});

test('a game with a friend by link: the move goes as a link, the friend plays the other side, their move comes back and goes on in place', async () => {
  const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };
  // Alice: two people at her screen; she moves and sends the move.
  const alice = await open('#/brandubh?players=human,human', 'en-US', clipboard);
  await click(alice.page, 'd2', 'e2');
  await movesListed(alice.page, 1);
  const box = alice.page.locator('[data-testid=by-link]');
  await box.locator('summary').click();
  await box.locator('button[name=send-move]').click();
  await box.locator('input[name=friend-link]').waitFor();
  const link = await box.locator('input[name=friend-link]').inputValue();
  assert.match(link, /#\/brandubh\?moves=d2-e2&players=friend,human$/, 'the friend plays Player 2');
  assert.match(await box.innerText(), /Copied|The link is sent/);
  assert.equal(await alice.page.evaluate(() => navigator.clipboard.readText()), link);
  assert.match(await statusText(alice.page), /Defenders to move\. Your friend's move/);
  assert.equal(await alice.page.locator('svg.board.interactive').count(), 0, 'the board waits for the friend');
  await alice.page.screenshot({ path: join(shots, 'by-link.png') });
  // Bob, in his own browser, with a game of his own in progress.
  const bob = await open('#/brandubh?players=human,human', 'en-US', clipboard);
  await click(bob.page, 'd1', 'e1');
  await movesListed(bob.page, 1);
  await bob.page.goto(link);
  await bob.page.waitForFunction(() => document.querySelector('ol.moves')?.innerText.includes('d2-e2'));
  assert.match(await statusText(bob.page), /Defenders to move\. Your move/);
  assert.match(await bob.page.locator('.players').innerText(), /Attackers: a friend by link · Defenders: human/);
  const bobSaved = bob.page.locator('[data-testid=saved-game]');
  await bobSaved.first().waitFor({ state: 'attached' });
  assert.equal(await bobSaved.count(), 1, 'his own game is kept among his saved games');
  await click(bob.page, 'd3', 'f3');
  await movesListed(bob.page, 2);
  const bobBox = bob.page.locator('[data-testid=by-link]');
  await bobBox.locator('button[name=send-move]').click();
  const back = await bobBox.locator('input[name=friend-link]').inputValue();
  assert.match(back, /moves=d2-e2\+d3-f3&players=human,friend$/);
  // Back at Alice's: the game goes on in place, the friend's move said, nothing saved twice.
  await alice.page.goto(back);
  await movesListed(alice.page, 2);
  assert.match(await alice.page.locator('.notice').innerText(), /Your friend's move arrived: d3-f3/);
  assert.match(await statusText(alice.page), /Attackers to move\. Your move/);
  assert.equal(await alice.page.locator('[data-testid=saved-game]').count(), 0, 'no copy of the game before');
  await click(alice.page, 'e2', 'e3');
  await movesListed(alice.page, 3);
  assert.match(await alice.page.locator('input[name=friend-link]').inputValue(), /moves=d2-e2\+d3-f3\+e2-e3&players=friend,human$/);
  await closeClean(alice.errors, alice.context);
  await closeClean(bob.errors, bob.context);
});
