// Browser tests: play bilitaire. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, closeClean, openGame, open, pieceAt, movesText, click, newGame, hollow, slot, status, CHAIN, PUSHER, shots, server, goTo, movesListed } from './helpers.mjs';

useBrowser();

test('Bi-litaire: the opening removal, a slide that carries its balls, a jump', async () => {
  const { page, errors, context } = await openGame('#/bilitaire', 'hotseat');
  assert.match(await status(page), /Jumper to move\. The jumper begins by removing any one ball/);
  await hollow(page, 'd4').click();
  await movesListed(page, 1);
  assert.equal(await pieceAt(page, 'd4').count(), 0);
  assert.match(await status(page), /Pusher to move/);
  assert.match(await page.locator('[data-testid=captures]').innerText(), /Removed 1 · on the board 47/);
  // The pusher points at a tile (any of its hollows), then where it should go.
  await hollow(page, 'd8').click();
  await page.locator('circle.dest[data-dest=a8]').waitFor();
  await slot(page, 'A4').click();
  await movesListed(page, 2);
  assert.equal(await page.locator('g.tile[data-tile=A4]').count(), 1);
  assert.equal(await page.locator('g.tile[data-tile=B4]').count(), 0);
  assert.equal(await pieceAt(page, 'a8').count(), 1, 'the balls travelled with their tile');
  // The last move is marked as the whole tile: where it stood (B4) and where it went (A4)
  // (measured once the tile has slid in).
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => {}))));
  const box = (l) => l.boundingBox();
  const [tile, from, to] = await Promise.all([box(page.locator('g.tile[data-tile=A4]')), box(page.locator('svg.board .last-from')), box(page.locator('svg.board .last-to'))]);
  assert.ok(Math.abs(to.width - tile.width) < tile.width * 0.15 && Math.abs(to.x - tile.x) < tile.width * 0.15, `the mark of A4 ${JSON.stringify(to)} covers the tile ${JSON.stringify(tile)}`);
  assert.ok(Math.abs(from.width - to.width) < 2 && Math.abs(from.x - to.x - tile.width) < tile.width * 0.2, `B4's mark ${JSON.stringify(from)} is one tile to the right`);
  // The jumper: d6 over d5 into d4.
  await hollow(page, 'd6').click();
  await page.locator('circle.dest[data-dest=d4]').waitFor();
  await hollow(page, 'd4').click();
  await movesListed(page, 3);
  assert.match(await movesText(page), /xd4[\s\S]*B4-A4[\s\S]*d6-d4/);
  assert.equal(await pieceAt(page, 'd5').count(), 0);
  assert.equal(await page.locator('g.captured-mark[data-captured=d5]').count(), 1);
  await closeClean(errors, context);
});

test('Bi-litaire: a chain jump by jump, finished when the player wants', async () => {
  const { page, errors, context } = await openGame(`#/bilitaire?position=${CHAIN}`, 'hotseat');
  await hollow(page, 'a1').click();
  await hollow(page, 'c1').click();
  const chain = page.locator('[data-testid=chain]');
  await chain.waitFor();
  assert.match(await chain.innerText(), /Chain so far: 1 jump\./);
  assert.equal(await page.locator('circle.dest[data-dest=e1]').count(), 1, 'the next landing is offered');
  // The ball is drawn where it stands now, the ball it jumped is crossed out.
  assert.equal(await pieceAt(page, 'a1').count(), 0, 'no ball left behind on a1');
  assert.equal(await pieceAt(page, 'c1').count(), 1);
  assert.equal(await page.locator('g.captured-mark[data-captured=b1]').count(), 1);
  assert.equal(await pieceAt(page, 'b1').count(), 0, 'the jumped ball is taken off');
  await hollow(page, 'e1').click();
  assert.match(await chain.innerText(), /Chain so far: 2 jumps\./);
  assert.equal(await pieceAt(page, 'e1').count(), 1);
  assert.equal(await page.locator('g.captured-mark').count(), 2, 'b1 and d1 crossed out');
  await chain.locator('button[name=finish]').click();
  await movesListed(page, 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'a1-c1-e1');
  assert.equal(await pieceAt(page, 'b1').count(), 0);
  assert.equal(await pieceAt(page, 'd1').count(), 0);
  assert.equal(await pieceAt(page, 'e1').count(), 1);
  await closeClean(errors, context);
});

test('Bi-litaire: an announcement binds the next move; round 1 ends and the roles swap', async () => {
  const { page, errors, context } = await openGame(`#/bilitaire?position=${PUSHER}`, 'hotseat');
  await hollow(page, 'g7').click();
  await slot(page, 'D3').click();
  const chooser = page.locator('.chooser');
  await chooser.waitFor();
  assert.match(await chooser.innerText(), /Announce a chain\?/);
  await chooser.locator('button', { hasText: 'Announce 2' }).click();
  await movesListed(page, 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'D4-D3=2');
  assert.match(await status(page), /The pusher announced 2: the jumper must now capture exactly 2 balls/);
  // The first jump alone is not a move now: no "finish here" until the second.
  await hollow(page, 'a1').click();
  await hollow(page, 'c1').click();
  await page.locator('[data-testid=chain]').waitFor();
  assert.equal(await page.locator('[data-testid=chain] button[name=finish]').count(), 0);
  await hollow(page, 'e1').click();
  await movesListed(page, 2);
  assert.equal(await page.locator('ol.moves .mv[data-index="1"]').innerText(), 'a1-c1-e1');
  // The pusher removes the empty tile A1 (click it twice): the jumper has no jump left.
  await hollow(page, 'a1').click();
  await hollow(page, 'a1').click();
  const match = page.locator('[data-testid=match]');
  await match.locator('li[data-round="1"]').waitFor();
  assert.match(await match.innerText(), /Round 1: Player 1 \(jumper\) removed 46 balls, 2 balls left\./);
  assert.match(await match.innerText(), /Round 2 of 2\. Player 1 leads the pusher, Player 2 the jumper\./);
  assert.match(await match.innerText(), /Balls removed as jumper: Player 1 46, Player 2 —/);
  assert.match(await status(page), /Jumper to move/);
  assert.equal(await page.locator('svg.board g.piece.ball').count(), 48, 'round 2 starts full');
  assert.match(await movesText(page), /Round 1[\s\S]*xA1[\s\S]*Round 2/);
  await page.screenshot({ path: join(shots, 'bilitaire-round2.png') });
  await closeClean(errors, context);
});

test('Bi-litaire: the computer answers as pusher and as jumper', async () => {
  const { page, errors, context } = await openGame('#/bilitaire', 'computer', 'first', 'hard');
  await hollow(page, 'd4').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2, null, { timeout: 30000 });
  assert.match(await page.locator('ol.moves .mv[data-index="1"]').innerText(), /^[A-D][1-4]-[A-D][1-4]$/);
  assert.match(await status(page), /Jumper to move\. Your move/);
  await newGame(page, 'computer', 'second', 'hard');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1, null, { timeout: 30000 });
  assert.match(await page.locator('ol.moves .mv[data-index="0"]').innerText(), /^x[a-h][1-8]$/);
  assert.match(await status(page), /Pusher to move\. Your move/);
  await closeClean(errors, context);
});

test('Bi-litaire: the embed viewer replays a slide with its announcement', async () => {
  const { page, errors, context } = await open('#/bilitaire/view?moves=xd4+B4-A4&at=1');
  // The board's pieces are drawn in a step after its picture: wait for them.
  await page.locator('section.embed svg.board g.piece.ball').first().waitFor();
  assert.equal(await page.locator('svg.board g.piece.ball').count(), 47);
  assert.equal(await page.locator('g.tile[data-tile=B4]').count(), 1, 'at move 1 the slide is still to come');
  await page.locator('button[name=last]').click();
  assert.equal(await page.locator('g.tile[data-tile=A4]').count(), 1);
  assert.equal(await page.locator('g.tile[data-tile=B4]').count(), 0);
  assert.equal(await page.locator('g.tile.slide-in').count(), 1, 'the tile slides in (animated)');
  await goTo(page, '#/bilitaire/view?moves=xd4+B4-A4%3D5');
  await page.locator('.notice.error').waitFor();
  assert.match(await page.locator('.notice.error').innerText(), /B4-A4=5/);
  await closeClean(errors, context);
});

test('show threats: the pusher at easy sees the jumper\'s longest chains, drawn through each landing', async () => {
  const { page, errors, context } = await open('#/bilitaire?players=easy,human');
  // The computer's opening removal, then the pusher's turn.
  await movesListed(page, 1);
  const note = page.locator('[data-testid=threats]');
  await note.waitFor();
  assert.match(await note.innerText(), /Your opponent threatens: [a-h]\d-[a-h]\d/);
  const arrows = await page.locator('g.threat-arrow').count();
  assert.ok(arrows >= 1, `${arrows} arrows`);
  assert.ok(await page.locator('svg.board g.square-mark.threat').count() >= 1, 'the balls a chain would take');
  await page.screenshot({ path: join(shots, 'threats-bilitaire.png') });
  await closeClean(errors, context);
});
