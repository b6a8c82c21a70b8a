// Browser tests of the built site (dist/), served under a sub-path and driven in
// the system's headless Chromium through playwright-core.
// Run: node --test tests/browser/   (after building dist/ with trunk)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shots = join(repo, 'target', 'screenshots');
mkdirSync(shots, { recursive: true });

let server, browser;

before(async () => {
  server = await serve(join(repo, 'dist'), '/sub/abstrakta/');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** A fresh page (empty storage) that records console errors and warnings, and page errors. */
async function open(hash = '#/', locale = 'en-US') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url + hash);
  return { page, errors, context };
}

const square = (page, sq) => page.locator(`rect.sq[data-square="${sq}"]`);
const pieceAt = (page, sq) => page.locator(`g.piece[data-square="${sq}"]`);
const movesText = (page) => page.locator('ol.moves').innerText();

async function click(page, from, to) {
  await square(page, from).click();
  await page.locator(`circle.dest[data-dest="${to}"]`).waitFor();
  await square(page, to).click();
}

async function drag(page, from, to) {
  const a = await square(page, from).boundingBox();
  const b = await square(page, to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2 + a.width / 2, (a.y + b.y) / 2 + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
}

async function newGame(page, mode, side = 'first', level = 'easy') {
  const form = page.locator('form.new-game');
  // The page must be drawn before the form's box is judged open or closed.
  await page.locator('section.page.play svg.board').waitFor();
  if (!(await form.isVisible())) await page.locator('details.box summary').first().click();
  await form.locator('select[name=mode]').selectOption(mode);
  if (mode === 'computer') {
    await form.locator('select[name=side]').selectOption(side);
    await form.locator('select[name^=level]').selectOption(level);
  }
  await form.locator('button[name=start]').click();
}

test('the home page lists every game with its board, under a sub-path', async () => {
  const { page, errors, context } = await open('#/');
  await page.locator('.game-card[data-game=brandubh] h2').waitFor();
  assert.equal(await page.locator('.game-card[data-game=brandubh] h2').innerText(), 'Brandubh');
  assert.equal(await page.locator('.game-card[data-game=thud] h2').innerText(), 'Thud');
  assert.deepEqual(await page.locator('.game-card').evaluateAll((cards) => cards.map((c) => c.dataset.game)), ['thud', 'brandubh', 'bilitaire', 'topquark']);
  assert.equal(await page.locator('.game-card[data-game=topquark] svg.board g.hollow').count(), 65);
  assert.equal(await page.locator('.game-card[data-game=bilitaire] svg.board g.piece.ball').count(), 48);
  assert.equal(await page.locator('.game-card[data-game=bilitaire] svg.board g.tile').count(), 12);
  assert.equal(await page.locator('.game-card[data-game=brandubh] svg.board g.piece').count(), 13);
  assert.equal(await page.locator('.game-card[data-game=thud] svg.board g.piece.dwarf').count(), 32);
  assert.equal(await page.locator('.game-card[data-game=thud] svg.board g.piece.troll').count(), 8);
  assert.match(await page.locator('.game-card[data-game=thud] p').first().innerText(), /dwarfs against 8 trolls/);
  await page.screenshot({ path: join(shots, 'home.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a hot-seat sequence with a capture updates the board, the move list and the counts', async () => {
  const { page, errors, context } = await open('#/brandubh');
  await newGame(page, 'hotseat');
  // A typed move is checked by the engine: a refused one says why.
  await page.locator('form.typed-move input[name=move]').fill('d2-d3');
  await page.locator('form.typed-move button').click();
  assert.match(await page.locator('form.typed-move .field-error').innerText(), /cannot move to d3/);
  await page.locator('form.typed-move input[name=move]').fill('d1-e1');
  await page.locator('form.typed-move button').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  await drag(page, 'd3', 'f3');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2);
  assert.equal(await pieceAt(page, 'f3').getAttribute('data-piece'), 'defender');
  await click(page, 'd2', 'f2');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 3);
  assert.equal(await pieceAt(page, 'f3').count(), 0, 'the defender on f3 is captured');
  assert.equal(await pieceAt(page, 'f2').getAttribute('data-piece'), 'attacker');
  assert.equal(await page.locator('g.captured-mark[data-captured=f3]').count(), 1);
  assert.match(await movesText(page), /d1-e1\s+d3-f3[\s\S]*d2-f2xf3/);
  assert.match(await page.locator('[data-testid=captures]').innerText(), /0 attackers, 1 defenders/);
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
  // Undo takes the capture back.
  await page.locator('button[name=undo]').click();
  assert.equal(await pieceAt(page, 'f3').getAttribute('data-piece'), 'defender');
  assert.deepEqual(errors, []);
  await context.close();
});

test('against the computer, the worker answers and the page says whose move it is', async () => {
  const { page, errors, context } = await open('#/brandubh');
  await newGame(page, 'computer', 'first', 'easy');
  await click(page, 'd2', 'e2');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2, null, { timeout: 30000 });
  assert.match(await page.locator('[data-testid=status]').innerText(), /Attackers to move\. Your move/);
  assert.match(await page.locator('[data-testid=legend]').innerText(), /You play the attackers \(dark pieces: capture the king\)/i);
  assert.match(await page.locator('.notice').innerText(), /The computer played [a-g][1-7]-[a-g][1-7]/);
  assert.match(await page.locator('[data-testid=search-figures]').textContent(), /depth \d+, \d+ positions, \d+ ms/);
  await page.screenshot({ path: join(shots, 'vs-computer.png') });
  // The computer can take the first side too: it moves at once.
  await newGame(page, 'computer', 'second', 'medium');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1, null, { timeout: 30000 });
  assert.match(await page.locator('[data-testid=status]').innerText(), /Defenders to move/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a shared link loads its moves, and a bad move in it is reported without losing the rest', async () => {
  const { page, errors, context } = await open('#/brandubh?moves=d1-e1+d3-f3+d2-f2xf3+zz9');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 3);
  assert.match(await page.locator('.notice.error').innerText(), /could not be read completely/);
  assert.equal(await pieceAt(page, 'f3').count(), 0);
  // The game is saved: a reload (the address is now plain) shows it again.
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 3);
  assert.deepEqual(errors, []);
  await context.close();
});

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
  assert.equal(await page.locator('ol.moves .mv').count(), 1);
  assert.equal(await page.evaluate(() => localStorage.getItem('abstrakta.brandubh.match.unreadable')), saved);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the embeddable viewer replays a sequence for tutorials and reports bad input', async () => {
  const { page, errors, context } = await open('#/brandubh/view?moves=d1-e1+d3-f3+d2-f2xf3&at=1');
  await page.locator('section.embed svg.board').waitFor();
  assert.equal(await page.locator('header.site-header').count(), 0, 'no site header in the embed');
  assert.equal(await pieceAt(page, 'e1').getAttribute('data-piece'), 'attacker');
  assert.equal(await pieceAt(page, 'd3').getAttribute('data-piece'), 'defender');
  await page.locator('button[name=last]').click();
  assert.equal(await pieceAt(page, 'f3').count(), 0, 'the capture is shown at the end');
  assert.equal(await page.locator('g.captured-mark[data-captured=f3]').count(), 1);
  assert.match(await page.locator('section.embed a').getAttribute('href'), /^#\/brandubh\?moves=d1-e1\+d3-f3\+d2-f2xf3$/);
  await page.screenshot({ path: join(shots, 'embed.png') });
  await page.goto(server.url + '#/brandubh/view?position=3a3/3a3/9+a');
  await page.locator('.notice.error').waitFor();
  assert.match(await page.locator('.notice.error').innerText(), /start position is not valid: expected 7 ranks/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after one visit the site works offline, the computer player included', async () => {
  const { page, errors, context } = await open('#/');
  await page.locator('.game-card[data-game=brandubh] h2').waitFor();
  const ready = await page.evaluate(() => Promise.race([
    navigator.serviceWorker.ready.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 15000)),
  ]));
  assert.ok(ready, 'a service worker is active');
  await page.reload(); // now under the service worker's control
  await page.locator('.game-card[data-game=brandubh] h2').waitFor();
  await context.setOffline(true);
  await page.goto(server.url + '#/brandubh');
  await page.reload();
  await page.locator('section.play svg.board').waitFor();
  await newGame(page, 'computer', 'first', 'easy');
  await click(page, 'd2', 'e2');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2, null, { timeout: 30000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a site copied without its worker says so instead of thinking forever', async () => {
  const broken = mkdtempSync(join(tmpdir(), 'abstrakta-'));
  cpSync(join(repo, 'dist'), broken, { recursive: true });
  rmSync(join(broken, 'worker.js'));
  const site = await serve(broken, '/broken/');
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto(site.url + '#/brandubh');
    await newGame(page, 'computer', 'first', 'easy');
    await click(page, 'd2', 'e2');
    // The failed start is noticed at once, not after the no-answer timeout.
    await page.locator('.notice.error').waitFor({ timeout: 10000 });
    assert.match(await page.locator('.notice.error').innerText(), /could not start .*worker-loader\.js, worker\.js and worker_bg\.wasm/s);
    assert.equal(await page.locator('button[name=retry]').count(), 1, 'the player can ask again');
    assert.equal(await page.locator('ol.moves .mv').count(), 1, 'the move played is kept');
    // A puzzle's move cannot be checked: it is taken back, and the page says why.
    await page.goto(site.url + '#/brandubh/puzzles/1');
    await page.locator('[data-testid=puzzle-task]').waitFor();
    const first = readFileSync(join(repo, 'engine', 'data', 'puzzles', 'brandubh.txt'), 'utf8')
      .split('\n').find((l) => l.trim() && !l.startsWith('#')).split('|')[2].trim().split(/\s+/)[0];
    const [from, to] = first.split('-');
    await click(page, from, to.replace(/x.*/, ''));
    await page.waitForFunction(() => /could not be checked/.test(document.querySelector('[data-testid=status]').textContent), null, { timeout: 10000 });
    assert.match(await page.locator('[data-testid=status]').innerText(),
      /^Your move \S+ could not be checked \(The computer player could not start .*worker-loader\.js, worker\.js and worker_bg\.wasm were copied with it\.\)\. Try it again\.$/s);
    assert.equal(await page.locator('ol.moves .mv').count(), 0);
  } finally {
    await context.close();
    await site.close();
    rmSync(broken, { recursive: true, force: true });
  }
});

test('a worker that crashes is replaced, the page says so, and the game goes on', async () => {
  // (No service worker here: the test serves the worker's loader itself.)
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(String(e)));
  // The first two workers trap on their first request, as a panic in wasm does
  // (panics abort: the wasm runs `unreachable`, which throws this error).
  let loads = 0;
  await context.route('**/worker-loader.js', async (route) => {
    loads += 1;
    if (loads > 2) return route.continue();
    const real = await (await route.fetch()).text();
    const crashing = real.replace(/\.catch\(/, `.then(() => {
      self.onmessage = () => { throw new WebAssembly.RuntimeError('unreachable'); };
    }).catch(`);
    assert.notEqual(crashing, real, 'the loader was changed');
    await route.fulfill({ contentType: 'text/javascript', body: crashing });
  });
  await page.goto(server.url + '#/brandubh');
  await newGame(page, 'computer', 'first', 'easy');
  await click(page, 'd2', 'e2');
  // The first crash: a new worker is asked at once; it crashes too.
  const notice = page.locator('.notice.error');
  await notice.filter({ hasText: 'crashed again' }).waitFor({ timeout: 15000 });
  assert.match(await notice.innerText(), /crashed again \(.*unreachable\).*your game is kept/s);
  assert.equal(loads, 2, 'a new worker was started after the first crash');
  assert.equal(await page.locator('ol.moves .mv').count(), 1, 'the move played is kept');
  // Asked again, a third worker answers.
  await page.locator('button[name=retry]').click();
  await page.locator('ol.moves .mv').nth(1).waitFor({ timeout: 15000 });
  assert.match(await page.locator('.notice').innerText(), /had crashed; a new one was started, and it played/);
  assert.equal(loads, 3);
  // The game goes on: the player's move, with that worker.
  assert.match(await page.locator('.status').innerText(), /Your move/);
  assert.deepEqual(errors.filter((e) => !/unreachable|Service Worker registration blocked/.test(e)), [], 'no error but the crashes and the blocked service worker');
  await context.close();
});

test('the worker answers any message at all with a typed reply', async () => {
  const { page, errors, context } = await open('#/');
  const replies = await page.evaluate(async () => {
    const worker = new Worker('./worker-loader.js');
    const got = [];
    const all = new Promise((resolve) => {
      worker.onmessage = (e) => {
        got.push(JSON.parse(e.data));
        if (got.length === 1) {
          worker.postMessage('not json');
          worker.postMessage(42);
          worker.postMessage({ id: 3 });
          worker.postMessage(JSON.stringify({ id: 5, version: 1, position: 'old layout' }));
          worker.postMessage(JSON.stringify({ id: 6, version: 3, game: 'Chess' }));
          worker.postMessage('x'.repeat(3e6));
        }
        if (got.length === 7) resolve();
      };
    });
    await all;
    worker.terminate();
    return got;
  });
  assert.deepEqual(replies[0], { Ready: { version: 3 } });
  const results = replies.slice(1).map((r) => [r.Reply.id, Object.keys(r.Reply.result.Err)[0]]);
  assert.deepEqual(results, [[0, 'Malformed'], [0, 'Malformed'], [0, 'Malformed'], [5, 'Version'], [6, 'Malformed'], [0, 'TooLarge']]);
  assert.deepEqual(replies[4].Reply.result.Err.Version, { expected: 3, got: 1 });
  assert.match(replies[5].Reply.result.Err.Malformed, /Chess/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the language follows the browser and can be switched', async () => {
  const { page, errors, context } = await open('#/', 'cs-CZ');
  await page.locator('h1').waitFor();
  assert.equal(await page.locator('h1').innerText(), 'Vyberte hru');
  await page.locator('button.lang', { hasText: 'EN' }).click();
  assert.equal(await page.locator('h1').innerText(), 'Choose a game');
  await page.goto(server.url + '#/brandubh/rules');
  await page.locator('article.rules h1').waitFor();
  assert.equal(await page.locator('article.rules h1').innerText(), 'Rules of Brandubh');
  assert.equal(await page.title(), 'Rules of Brandubh — abstrakta');
  await page.screenshot({ path: join(shots, 'rules.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// Thud: troll H5 above dwarfs G3 H3 J3, trolls to move (a position of the rules tests).
const THUD_TROLL_H5 = '5/7/9/11/13/15/15/7o7/15/15/6T6/11/3ddd3/7/5+t';

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
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.match(await movesText(page), /TH5-H4xH3xJ3/);
  assert.equal(await pieceAt(page, 'G3').getAttribute('data-piece'), 'dwarf', 'the dwarf left out stays');
  assert.equal(await pieceAt(page, 'H3').count(), 0);
  assert.equal(await pieceAt(page, 'J3').count(), 0);
  assert.equal(await pieceAt(page, 'H4').getAttribute('data-piece'), 'troll');
  assert.equal(await page.locator('g.captured-mark').count(), 2);
  assert.match(await page.locator('[data-testid=captures]').innerText(), /Dwarfs 1 × 1 = 1 · Trolls 1 × 4 = 4/);
  assert.equal(await page.locator('.chooser').count(), 0);
  await page.screenshot({ path: join(shots, 'thud-captured.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Thud: a battle ended by agreement, then battle 2 with the sides swapped', async () => {
  const { page, errors, context } = await open('#/thud');
  await newGame(page, 'hotseat');
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
  await match.locator('.verdict').waitFor();
  assert.match(await match.locator('.verdict').innerText(), /The match is drawn/);
  assert.match(await page.locator('[data-testid=end-panel]').innerText(), /A draw[\s\S]*The match is drawn/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Draw\. The battle ended by agreement\./);
  await page.screenshot({ path: join(shots, 'thud-match.png') });
  // Undo goes back into battle 2.
  await page.locator('button[name=undo]').click();
  await page.locator('button[name=undo]').click();
  assert.match(await match.innerText(), /Battle 2 of 2/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Thud: the computer answers as trolls and as dwarfs', async () => {
  const { page, errors, context } = await open('#/thud');
  await newGame(page, 'computer', 'first', 'easy');
  await click(page, 'F1', 'F6');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2, null, { timeout: 30000 });
  assert.match(await page.locator('ol.moves .mv[data-index="1"]').innerText(), /^T/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Dwarfs to move\. Your move/);
  // The person leads the trolls in battle 1: the computer opens as the dwarfs.
  await newGame(page, 'computer', 'second', 'hard');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1, null, { timeout: 30000 });
  assert.match(await page.locator('ol.moves .mv[data-index="0"]').innerText(), /^d/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Trolls to move\. Your move/);
  assert.match(await page.locator('.notice').innerText(), /The computer played d/);
  assert.deepEqual(errors, []);
  await context.close();
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
  assert.deepEqual(errors, []);
  await context.close();
});

test('Thud: a link with other rules and a bad move keeps the moves before it', async () => {
  const { page, errors, context } = await open('#/thud?rules=capture%3Dallornone&moves=dF1-F6+TG7-G6xF6+dQ1-Q2');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2);
  assert.match(await page.locator('.notice.error').innerText(), /could not be read completely: move 3 \(dQ1-Q2\)/);
  assert.equal(await page.locator('select[name=capture]').inputValue(), 'allornone');
  await page.goto(server.url + '#/thud?rules=capture%3Dmost');
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
  assert.deepEqual(errors, []);
  await context.close();
});

test('Thud: hurls and shoves are marked among the destinations, and the viewer replays a game', async () => {
  // Dwarfs A8 B8 C8 D8 against a troll on G8: D8 may be hurled onto it.
  const { page, errors, context } = await open('#/thud?position=5/7/9/11/13/15/15/dddd2To7/15/15/13/11/9/7/5+d');
  await square(page, 'D8').click();
  await page.locator('circle.dest[data-dest=G8]').waitFor();
  assert.equal(await page.locator('circle.dest[data-dest=G8]').getAttribute('data-kind'), 'hurl');
  assert.equal(await page.locator('circle.dest[data-dest=E8]').getAttribute('data-kind'), null, 'a plain move');
  await square(page, 'G8').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.match(await movesText(page), /dD8\*G8/);
  // The last troll is gone: battle 1 is over and battle 2 begins with the sides swapped.
  assert.match(await page.locator('[data-testid=match]').innerText(), /Battle 1: the Dwarfs \(Player 1\) won by 4\./);
  assert.match(await page.locator('[data-testid=match]').innerText(), /Battle 2 of 2/);
  // Trolls H5 H6 in a line: H5 may be shoved two squares to H3, next to G2 and J2.
  await page.goto(server.url + '#/thud?position=5/7/9/11/13/15/15/7o7/15/7T7/6T6/11/9/2d1d2/2d2+t');
  await square(page, 'H5').click();
  await page.locator('circle.dest[data-dest=H3]').waitFor();
  assert.equal(await page.locator('circle.dest[data-dest=H3]').getAttribute('data-kind'), 'shove');
  assert.equal(await page.locator('circle.dest[data-dest=H4]').getAttribute('data-kind'), null);
  await page.screenshot({ path: join(shots, 'thud-shove.png') });
  // The embed viewer: a capture shown step by step.
  await page.goto(server.url + '#/thud/view?moves=dF1-F6+TG7-G6xF6&at=1');
  await page.locator('section.embed svg.board.thud').waitFor();
  assert.equal(await pieceAt(page, 'F6').getAttribute('data-piece'), 'dwarf');
  await page.locator('button[name=last]').click();
  assert.equal(await pieceAt(page, 'F6').count(), 0);
  assert.equal(await page.locator('g.captured-mark[data-captured=F6]').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

// Bi-litaire: hollows are circles named a1-h8; empty tile positions are slots A1-D4.
const hollow = (page, h) => page.locator(`circle.hollow[data-hollow="${h}"]`);
const slot = (page, t) => page.locator(`rect.slot[data-tile="${t}"]`);
const status = (page) => page.locator('[data-testid=status]').innerText();
const CHAIN = '--------/--------/--------/--------/--------/--------/......../oo.o.o..+j+1+%2B0';
const PUSHER = '------../------o./--------/--------/--------/--------/......--/oo.o..--+p+1+%2B0';

test('Bi-litaire: the opening removal, a slide that carries its balls, a jump', async () => {
  const { page, errors, context } = await open('#/bilitaire');
  await newGame(page, 'hotseat');
  assert.match(await status(page), /Jumper to move\. The jumper begins by removing any one ball/);
  await hollow(page, 'd4').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.equal(await pieceAt(page, 'd4').count(), 0);
  assert.match(await status(page), /Pusher to move/);
  assert.match(await page.locator('[data-testid=captures]').innerText(), /Removed 1 · on the board 47/);
  // The pusher points at a tile (any of its hollows), then where it should go.
  await hollow(page, 'd8').click();
  await page.locator('circle.dest[data-dest=a8]').waitFor();
  await slot(page, 'A4').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2);
  assert.equal(await page.locator('g.tile[data-tile=A4]').count(), 1);
  assert.equal(await page.locator('g.tile[data-tile=B4]').count(), 0);
  assert.equal(await pieceAt(page, 'a8').count(), 1, 'the balls travelled with their tile');
  // The jumper: d6 over d5 into d4.
  await hollow(page, 'd6').click();
  await page.locator('circle.dest[data-dest=d4]').waitFor();
  await hollow(page, 'd4').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 3);
  assert.match(await movesText(page), /xd4[\s\S]*B4-A4[\s\S]*d6-d4/);
  assert.equal(await pieceAt(page, 'd5').count(), 0);
  assert.equal(await page.locator('g.captured-mark[data-captured=d5]').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Bi-litaire: a chain jump by jump, finished when the player wants', async () => {
  const { page, errors, context } = await open(`#/bilitaire?position=${CHAIN}`);
  await newGame(page, 'hotseat');
  await hollow(page, 'a1').click();
  await hollow(page, 'c1').click();
  const chain = page.locator('[data-testid=chain]');
  await chain.waitFor();
  assert.match(await chain.innerText(), /Chain so far: 1 jump\./);
  assert.equal(await page.locator('circle.dest[data-dest=e1]').count(), 1, 'the next landing is offered');
  await hollow(page, 'e1').click();
  assert.match(await chain.innerText(), /Chain so far: 2 jumps\./);
  await chain.locator('button[name=finish]').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'a1-c1-e1');
  assert.equal(await pieceAt(page, 'b1').count(), 0);
  assert.equal(await pieceAt(page, 'd1').count(), 0);
  assert.equal(await pieceAt(page, 'e1').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Bi-litaire: an announcement binds the next move; round 1 ends and the roles swap', async () => {
  const { page, errors, context } = await open(`#/bilitaire?position=${PUSHER}`);
  await newGame(page, 'hotseat');
  await hollow(page, 'g7').click();
  await slot(page, 'D3').click();
  const chooser = page.locator('.chooser');
  await chooser.waitFor();
  assert.match(await chooser.innerText(), /Announce a chain\?/);
  await chooser.locator('button', { hasText: 'Announce 2' }).click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'D4-D3=2');
  assert.match(await status(page), /The pusher announced 2: the jumper must now capture exactly 2 balls/);
  // The first jump alone is not a move now: no "finish here" until the second.
  await hollow(page, 'a1').click();
  await hollow(page, 'c1').click();
  await page.locator('[data-testid=chain]').waitFor();
  assert.equal(await page.locator('[data-testid=chain] button[name=finish]').count(), 0);
  await hollow(page, 'e1').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2);
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
  assert.deepEqual(errors, []);
  await context.close();
});

test('Bi-litaire: the computer answers as pusher and as jumper', async () => {
  const { page, errors, context } = await open('#/bilitaire');
  await newGame(page, 'computer', 'first', 'hard');
  await hollow(page, 'd4').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2, null, { timeout: 30000 });
  assert.match(await page.locator('ol.moves .mv[data-index="1"]').innerText(), /^[A-D][1-4]-[A-D][1-4]$/);
  assert.match(await status(page), /Jumper to move\. Your move/);
  await newGame(page, 'computer', 'second', 'hard');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1, null, { timeout: 30000 });
  assert.match(await page.locator('ol.moves .mv[data-index="0"]').innerText(), /^x[a-h][1-8]$/);
  assert.match(await status(page), /Pusher to move\. Your move/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Bi-litaire: the embed viewer replays a slide with its announcement', async () => {
  const { page, errors, context } = await open('#/bilitaire/view?moves=xd4+B4-A4&at=1');
  await page.locator('section.embed svg.board').waitFor();
  assert.equal(await page.locator('svg.board g.piece.ball').count(), 47);
  assert.equal(await page.locator('g.tile[data-tile=B4]').count(), 1, 'at move 1 the slide is still to come');
  await page.locator('button[name=last]').click();
  assert.equal(await page.locator('g.tile[data-tile=A4]').count(), 1);
  assert.equal(await page.locator('g.tile[data-tile=B4]').count(), 0);
  assert.equal(await page.locator('g.tile.slide-in').count(), 1, 'the tile slides in (animated)');
  await page.goto(server.url + '#/bilitaire/view?moves=xd4+B4-A4%3D5');
  await page.locator('.notice.error').waitFor();
  assert.match(await page.locator('.notice.error').innerText(), /B4-A4=5/);
  assert.deepEqual(errors, []);
  await context.close();
});

// Top Quark: hollows are groups named a1-k7; a destination is clicked through its route.
const tqHollow = (page, h) => page.locator(`g.hollow[data-hollow="${h}"]`);
const tqTarget = (page, h) => page.locator(`g.route[data-route="${h}"] rect.route-hit`);

test('Top Quark: a path chosen at a strategic hollow, a capture in the gutter, the counter', async () => {
  // A lone white ball on f2 (pointing south to the strategic f1), counter 2.
  const lone = '--.....b.--/-.........-/.........../.........../.........../-....w....-/--.......--+w+2+0-0';
  const { page, errors, context } = await open(`#/topquark?position=${lone}`);
  await newGame(page, 'hotseat');
  assert.equal(await page.locator('[data-testid=counter]').getAttribute('data-count'), '2');
  await tqHollow(page, 'f2').click();
  await page.locator('g.route[data-route="e1"]').waitFor();
  assert.equal(await page.locator('g.route').count(), 2, 'east or west at f1');
  await tqTarget(page, 'g1').hover();
  assert.equal(await page.locator('g.route[data-route="g1"] polyline').getAttribute('points') !== null, true);
  await tqTarget(page, 'g1').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'f2-g1');
  assert.match(await page.locator('[data-testid=status]').innerText(), /Black to move/);
  assert.deepEqual(errors, []);
  // A capture: f2 takes the black ball on f1 with one step; it goes to White's gutter.
  const take = '--.b.....--/-.........-/.........../.........../.........../-....w....-/--...b...--+w+1+0-0';
  await page.goto(server.url + `#/topquark?position=${take}`);
  await page.locator('section.page.play svg.board').waitFor();
  await newGame(page, 'hotseat');
  await tqHollow(page, 'f2').click();
  await tqTarget(page, 'f1').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'f2-f1x');
  assert.equal(await page.locator('[data-testid=gutter-white]').getAttribute('data-taken'), '1');
  assert.match(await page.locator('[data-testid=captures]').innerText(), /White leads 1–0 and needs 2 more capture/);
  // Black's answer (d7 west to c7) ends round 1: the counter goes to 2.
  await tqHollow(page, 'd7').click();
  await tqTarget(page, 'c7').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=counter]').dataset.count === '2');
  await page.screenshot({ path: join(shots, 'topquark.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Top Quark: the computer answers, and the rules say the board is a reconstruction', async () => {
  const { page, errors, context } = await open('#/topquark');
  await newGame(page, 'computer', 'first', 'hard');
  await tqHollow(page, 'f2').click();
  await tqTarget(page, 'f1').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2, null, { timeout: 30000 });
  assert.match(await page.locator('ol.moves .mv[data-index="1"]').innerText(), /^[a-k][1-7]-[a-k][1-7]x?$/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /White to move\. Your move/);
  assert.equal(await page.locator('[data-testid=counter]').getAttribute('data-count'), '2');
  await page.goto(server.url + '#/topquark/rules');
  await page.locator('[data-testid=reconstruction]').waitFor();
  assert.match(await page.locator('[data-testid=reconstruction]').innerText(), /could not be found[\s\S]*reconstruction/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules pages step through worked examples: the next move as an arrow, a sentence for each step', async () => {
  const { page, errors, context } = await open('#/brandubh/rules');
  const examples = page.locator('[data-testid=example]');
  await examples.first().waitFor();
  assert.equal(await examples.count(), 4);
  // The second: the empty throne captures, then the king is taken against a corner.
  const ex = examples.nth(1);
  const step = () => ex.locator('.example-step').innerText();
  assert.match(await step(), /The defenders to move\. The king has left the throne/);
  assert.equal(await ex.locator('.example-count').innerText(), '0 / 4');
  assert.equal(await ex.locator('button[name=prev]').isDisabled(), true);
  // The coming move is drawn from f6 to d6; the attacker on d5 is still there.
  assert.equal(await ex.locator('g.hint-arrow').count(), 1);
  assert.equal(await ex.locator('g.piece[data-square="d5"]').count(), 1);
  await ex.locator('button[name=next]').click();
  assert.match(await step(), /^f6-d6xd5 The defender on d6 and the empty throne catch the attacker/);
  assert.equal(await ex.locator('g.piece[data-square="d5"]').count(), 0);
  for (let i = 0; i < 3; i++) await ex.locator('button[name=next]').click();
  assert.match(await step(), /^c5-c1xb1 Too late: .* the attackers win\./);
  assert.equal(await ex.locator('.example-count').innerText(), '4 / 4');
  assert.equal(await ex.locator('button[name=next]').isDisabled(), true);
  assert.equal(await ex.locator('g.hint-arrow').count(), 0);
  // The other examples did not move, and the first button goes back.
  assert.equal(await examples.nth(0).locator('.example-count').innerText(), '0 / 2');
  await ex.locator('button[name=first]').click();
  assert.equal(await ex.locator('.example-count').innerText(), '0 / 4');
  // The fourth: a third repetition ends the game.
  const rep = examples.nth(3);
  for (let i = 0; i < 8; i++) await rep.locator('button[name=next]').click();
  assert.match(await rep.locator('.example-step').innerText(), /^d3-d2 The start position for the third time .* the defenders/);

  // Top Quark: round 4's capture, its arrow along the maze (i3, i4, j4, j5, k5).
  await page.goto(server.url + '#/topquark/rules');
  const tq = page.locator('[data-testid=example]').first();
  await tq.waitFor();
  assert.equal(await page.locator('[data-testid=example]').count(), 2);
  for (let i = 0; i < 6; i++) await tq.locator('button[name=next]').click();
  assert.match(await tq.locator('.example-step').innerText(), /^c7-c4 Black: three steps/);
  const points = (await tq.locator('g.hint-arrow polyline').getAttribute('points')).trim().split(/\s+/);
  assert.equal(points.length, 5);
  await tq.locator('button[name=next]').click();
  assert.match(await tq.locator('.example-step').innerText(), /^i3-k5x Round 4: .* captured and goes into the gutter\./);
  assert.match(await tq.innerText(), /Taken by White: 1/);
  // The position shown can be played on.
  await tq.locator('.example-play a').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 7);
  assert.match(await page.locator('ol.moves').innerText(), /i3-k5x/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Black to move/);
  await page.goBack();
  await tq.waitFor();
  assert.equal(await tq.locator('.example-count').innerText(), '0 / 7');
  for (let i = 0; i < 7; i++) await tq.locator('button[name=next]').click();

  // In Czech, the sentences are Czech.
  await page.locator('button.lang', { hasText: 'CS' }).click();
  assert.match(await tq.locator('.example-step').innerText(), /^i3-k5x 4\. kolo: čtyři kroky/);
  await page.goto(server.url + '#/thud/rules');
  await page.locator('[data-testid=example]').first().waitFor();
  assert.equal(await page.locator('[data-testid=example]').count(), 3);
  const end = page.locator('[data-testid=example]').nth(2);
  await end.locator('button[name=next]').click();
  await end.locator('button[name=next]').click();
  assert.match(await end.locator('.example-step').innerText(), /^accept Trollové přijmou\. .* o 5\./);
  await page.goto(server.url + '#/bilitaire/rules');
  const bi = page.locator('[data-testid=example]').nth(1);
  await bi.waitFor();
  assert.equal(await page.locator('[data-testid=example]').count(), 3);
  // Taken from the middle of a game: it starts at move 19 and stops at move 21.
  assert.equal(await bi.locator('.example-count').innerText(), '0 / 2');
  assert.match(await bi.locator('.example-step').innerText(), /Později v kole/);
  await bi.locator('button[name=next]').click();
  await bi.locator('button[name=next]').click();
  assert.match(await bi.locator('.example-step').innerText(), /^b2-b4-b6 Koulař vyhoví řetězem/);
  assert.equal(await bi.locator('button[name=next]').isDisabled(), true);
  assert.equal(await bi.locator('g.hint-arrow').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Top Quark: a copy the initiative rule forbids is not offered, and the page says why', async () => {
  const after = '--.bb.bb.--/-b...b...b-/.........../.........../.........../-w.......w-/--.wwwww.--+b+1+0-0+last:f2-f1+copies:0/3';
  const { page, errors, context } = await open(`#/topquark?position=${after}`);
  await newGame(page, 'hotseat');
  assert.match(await page.locator('[data-testid=status]').innerText(), /Black may not copy the last move a fourth time: f6-f7 is not allowed/);
  await tqHollow(page, 'f6').click();
  assert.equal(await page.locator('g.route').count(), 0, 'f6 has no move: its only one is the copy');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a bad or empty pasted record leaves the game and the pasted text untouched', async () => {
  const { page, errors, context } = await open('#/bilitaire');
  await newGame(page, 'hotseat');
  await hollow(page, 'd4').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
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
  assert.deepEqual(errors, []);
  await context.close();
});

test('the suggested embed code fits the viewer it embeds, for every game', async () => {
  // Games of easy against easy (from the tool's match records): the move list is full.
  const games = {
    brandubh: 'd6-b6+c4-c5+f4-f5+d3-f3+b6-c6+c5-c4+f5-f6+e4-e1+c6-b6+c4-c1xd1+b6-c6+f3-e3+b4-b2+c1-c4+a4-b4+e3-f3+b4-b5+f3-e3+c6-a6+c4-c5+a6-a4+c5-c1+d2-d1+e3-e4+b2-b1xc1+e1-e2+g4-f4+e2-d2+f4-f5+d2-g2+f6-a6+g2-g4+f5-f6+g4-g5+d1-e1+e4-g4+a4-a3+g4-g3+b1-d1+g3-b3',
    thud: 'dO11-O6+TG9-F8+dD3-L3+TG7-F6+dN12-N9+TF6-G6+dA10-O10+TF8-F9+dL14-G10+TG8-G9xG10+dE14-E13+TF9*B9xA9+dA7-B6+TJ9*M9xN9+dK1-K7+TJ7-K6xK7+dN4-N6+TK6-J5+dM13-J13+TJ5-K4xL3+dJ13-K14+TM9-N10xO10+dL2-J4+TG6-H5xJ4+dP10-M13+TB9-B10xB11+dA6-J14+TK4-L4xM3+dC12-G8+TG9-F9xG8+dO6-F14+TB10-B9+dP9-H2+TL4-M5xN6+dO5-E14+TN10-M11+dM13-J13+TJ8-K7+dB5-C6+TH5-J5',
    bilitaire: 'xa5+B4-A4+a3-a5+B1-B2+c3-a3+D2-D1+c4-a4+C4-D4+e3-c3+B4-C4=2+d5-d3-b3+D1-C1+d1-d3+A4-B4+c1-c3-e3+A2-A1+f2-d2+A1-A2=2+e4-e2-c2+D3-D1=2+a3-c3-c1+C4-B4+f5-d5+xB2+a5-a3+C3-C4+f1-d1+A3-A2+h2-f2+B3-C3+e6-e4+D1-D3+c7-e7+A2-B2=3+g5-e5-e3-c3+C3-B3=2+h7-f7-d7+B2-C2=2+a7-c7-e7+D2-B2=3',
    topquark: 'j2-i2+h7-i7+d1-c2+j6-k5+i2-j4+i7-g6+h1-i4+d7-c4+b2-b5+c4-f2x+i4-g6x+b6-c3+g6-f6x+c3-c2x+f6-e7x+f2-e1x+g1-i2+g7-i6+e7-c5+i6-f7+c5-c2x+k5-i2x+b5-d5+i2-i6+c2-b2+e1-d1+b2-a3+i6-j5+d5-e7+d1-d2+e7-c5+j5-j3+j4-j3x+f7-c5x',
  };
  for (const [game, moves] of Object.entries(games)) {
    const { page, errors, context } = await open(`#/${game}?moves=${moves}`);
    await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length > 10);
    await page.locator('details.box summary', { hasText: 'Save and share' }).click();
    const code = await page.locator('textarea[name=embed]').inputValue();
    const [, w, h] = code.match(/width="(\d+)" height="(\d+)"/).map(Number);
    const src = code.match(/src="([^"]+)"/)[1];
    assert.match(src, new RegExp(`#/${game}/view\\?`));
    const frame = await browser.newContext({ viewport: { width: w, height: h } });
    const view = await frame.newPage();
    await view.goto(server.url + src.slice(src.indexOf('#')));
    await view.locator('section.embed svg.board').waitFor();
    assert.equal(await view.locator('.notice.error').count(), 0, game);
    const tall = await view.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(tall <= h, `${game}: the viewer is ${tall} px tall in a ${w}×${h} frame`);
    await frame.close();
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the viewer plays on from the position shown and reports a bad at=', async () => {
  const { page, errors, context } = await open('#/brandubh/view?moves=d1-e1+d3-f3+d2-f2xf3&at=1');
  await page.locator('section.embed svg.board').waitFor();
  assert.match(await page.locator('section.embed a').getAttribute('href'), /^#\/brandubh\?moves=d1-e1$/);
  await page.locator('button[name=last]').click();
  assert.match(await page.locator('section.embed a').getAttribute('href'), /moves=d1-e1\+d3-f3\+d2-f2xf3$/);
  for (const at of ['9', 'two']) {
    await page.goto(server.url + `#/brandubh/view?moves=d1-e1+d3-f3&at=${at}`);
    await page.locator('.notice.error').waitFor();
    assert.match(await page.locator('.notice.error').innerText(), new RegExp(`at=${at} is not a move of this game \\(it has 2 moves\\)`));
    assert.equal(await page.locator('ol.moves .mv.last').innerText(), 'd3-f3', 'the last position is shown');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a page opened from another starts at its top, on a phone too', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url + '#/');
  await page.locator('.game-card[data-game=topquark] a', { hasText: 'Play' }).scrollIntoViewIfNeeded();
  assert.ok(await page.evaluate(() => window.scrollY) > 300, 'the home page was scrolled down');
  await page.locator('.game-card[data-game=topquark] a', { hasText: 'Play' }).click();
  await page.locator('section.page.play svg.board').waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  const box = await page.locator('section.page.play svg.board').boundingBox();
  assert.ok(box.y + box.height <= 667, `the board is in view (${box.y}+${box.height})`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a new game can be taken back with undo', async () => {
  const { page, errors, context } = await open('#/brandubh');
  await newGame(page, 'hotseat');
  await click(page, 'd2', 'e2');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  await newGame(page, 'hotseat');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 0);
  assert.equal(await page.locator('button[name=undo]').isEnabled(), true);
  await page.locator('button[name=undo]').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'd2-e2');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link opened while a game is in progress loads, and the game stays one undo away', async () => {
  const { page, errors, context } = await open('#/brandubh');
  await newGame(page, 'hotseat');
  await click(page, 'd2', 'e2');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  await page.goto(server.url + '#/brandubh?moves=d1-e1+d3-f3');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2);
  assert.match(await page.locator('.notice').innerText(), /game from the link is shown[\s\S]*Undo brings it back/);
  await page.locator('button[name=undo]').click();
  await page.locator('button[name=undo]').click();
  await page.locator('button[name=undo]').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'd2-e2');
  // Opened from another page, a link does not silently replace the saved game either.
  await page.goto(server.url + '#/');
  await page.locator('.game-card[data-game=brandubh] h2').waitFor();
  await page.goto(server.url + '#/brandubh?moves=d1-e1');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'd1-e1');
  assert.match(await page.locator('.notice').innerText(), /Undo brings it back/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a slow connection shows the loading frame, never a blank page', async () => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
  await page.goto(server.url + '#/', { waitUntil: 'domcontentloaded' });
  await page.locator('#loading').waitFor();
  assert.match(await page.locator('#loading').innerText(), /abstrakta[\s\S]*Loading the games/);
  release();
  await page.locator('.game-card').first().waitFor();
  assert.equal(await page.locator('#loading').count(), 0, 'the app replaces the loading frame');
  assert.deepEqual(errors, []);
  await context.close();
});

const statusText = (page) => page.locator('[data-testid=status]').innerText();
const moveCount = (page) => page.locator('ol.moves .mv').count();

test('a new visitor plays the computer at medium on the side that moves first; two players is one click away', async () => {
  const { page, errors, context } = await open('#/');
  const expected = { thud: 'Dwarfs', brandubh: 'Attackers', bilitaire: 'Jumper', topquark: 'White' };
  for (const [game, first] of Object.entries(expected)) {
    await page.goto(server.url + `#/${game}`);
    await page.locator('section.play svg.board').waitFor();
    const players = await page.locator('p.players').innerText();
    assert.match(players, new RegExp(`^${first}: human · .*: computer \\(medium\\)$`, 'i'), game);
    assert.match(await page.locator('[data-testid=legend]').innerText(), /^You play the /, game);
    assert.match(await statusText(page), /Your move/, game);
    await page.locator('button[name=two-players]').click();
    assert.match(await page.locator('p.players').innerText(), /human · .*: human$/, game);
    assert.equal(await page.locator('button[name=two-players]').count(), 0);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the end of a game is an event: who won and why, play again, swap sides, review', async () => {
  // The king one step from a1; the person plays the defenders against the computer.
  const { page, errors, context } = await open('#/brandubh?position=7/7/7/7/7/k6/3a3+d');
  await newGame(page, 'computer', 'second', 'easy');
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
  assert.deepEqual(errors, []);
  await context.close();
});

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
  await page.waitForTimeout(2500);
  assert.equal(await moveCount(page), paused);
  assert.match(await statusText(page), /Paused\./);
  // One step: exactly one move.
  await page.locator('button[name=step]').click();
  await page.waitForFunction((n) => document.querySelectorAll('ol.moves .mv').length === n + 1, paused, { timeout: 20000 });
  await page.waitForTimeout(2000);
  assert.equal(await moveCount(page), paused + 1);
  // Resume: play goes on.
  await page.locator('button[name=resume]').click();
  await page.waitForFunction((n) => document.querySelectorAll('ol.moves .mv').length > n + 1, paused, { timeout: 20000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Czech: counted words take the right plural, and the engine\'s refusals are worded', async () => {
  const { page, errors, context } = await open('#/brandubh', 'cs-CZ');
  await page.locator('section.play svg.board').waitFor();
  await page.locator('details.box summary', { hasText: 'Uložit a sdílet' }).click();
  const box = page.locator('textarea[name=record]');
  const load = async (record, expected) => {
    await box.fill(record);
    await page.locator('button[name=load]').click();
    await page.waitForFunction((t) => document.querySelector('.notice')?.innerText.includes(t), expected);
  };
  await load('d1-e1', 'Záznam načten: 1 tah.');
  await load('d1-e1 d3-f3 d2-f2xf3', 'Záznam načten: 3 tahy.');
  await load('d1-e1 d3-f3 d2-f2xf3 c4-c2 e1-e2', 'Záznam načten: 5 tahů.');
  await page.locator('button[name=first]').click();
  assert.match(await statusText(page), /^Prohlížíte výchozí pozici\./);
  await page.locator('button[name=next]').click();
  assert.match(await statusText(page), /^Prohlížíte pozici po 1\. tahu \(celkem 5 tahů\)\./);
  await page.locator('button[name=last]').click();
  // The engine's reasons, in Czech: a typed move, a pasted record, a link.
  await page.locator('input[name=move]').fill('a4-a3');
  await page.locator('input[name=move]').press('Enter');
  assert.equal(await page.locator('.typed-move .field-error').innerText(), 'Tah nelze zahrát: figura na a4 patří straně, která není na tahu');
  await box.fill('d1-e1 d1-d7');
  await page.locator('button[name=load]').click();
  await page.waitForFunction(() => document.querySelector('.notice.error')?.innerText.includes('tah 2 (d1-d7): na d1 žádná figura nestojí'));
  await page.goto(server.url + '#/brandubh?position=7/7/7/7/7/7/3a3+x');
  await page.waitForFunction(() => document.querySelector('.notice.error')?.innerText.includes('strana na tahu musí být a nebo d, ne "x"'));
  await page.goto(server.url + '#/bilitaire?moves=xd4+B4-A4%3D9');
  await page.waitForFunction(() => document.querySelector('.notice.error')?.innerText.includes('ohlášeno 9 přeskoků, ale koulařův nejdelší skok by měl'));
  await page.goto(server.url + '#/thud?rules=capture%3Dnone');
  await page.waitForFunction(() => document.querySelector('.notice.error')?.innerText.includes('capture=none: čekáno subset, allornone nebo single'));
  await page.goto(server.url + '#/brandubh');
  await page.locator('section.play svg.board').waitFor();
  await page.locator('details.box summary', { hasText: 'Uložit a sdílet' }).click();
  await page.locator('button.lang', { hasText: 'EN' }).click();
  await load('d1-e1', 'Record loaded: 1 move.');
  await load('d1-e1 d3-f3', 'Record loaded: 2 moves.');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Presses Tab until the board has the focus; returns how many presses it took. */
async function tabToBoard(page) {
  for (let i = 1; i <= 30; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.matches('svg.board'))) return i;
  }
  throw new Error('the board never took the focus');
}

async function keys(page, ...presses) {
  for (const k of presses) await page.keyboard.press(k);
}

test('the board is played by keyboard alone, and the accessibility tree names its cells', async () => {
  const { page, errors, context } = await open('#/brandubh');
  await page.locator('section.play svg.board').waitFor();
  // The browser's own accessibility tree: a grid of labelled cells.
  const cdp = await context.newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const named = (role) => nodes.filter((n) => n.role?.value === role).map((n) => n.name?.value);
  assert.deepEqual(named('grid'), ['Brandubh board']);
  const cells = named('gridcell');
  assert.equal(cells.length, 49);
  assert.ok(cells.includes('d4, throne, king'), 'the king on the throne');
  assert.ok(cells.includes('a1, corner, empty'));
  assert.ok(cells.includes('d2, attacker, can move'));
  // Tab reaches the board; the cursor starts in the middle and shows.
  await tabToBoard(page);
  await keys(page, 'ArrowDown', 'ArrowDown');
  assert.equal(await page.locator('rect.cursor').getAttribute('data-cursor'), 'd2');
  assert.equal(await page.locator('svg.board').getAttribute('aria-activedescendant'), 'brandubh-cell-d2');
  // Enter takes up the attacker; the destinations are spoken; Escape lets go.
  await keys(page, 'Enter');
  assert.match(await page.locator('[data-testid=board-announce]').innerText(), /^d2, attacker, selected\. It can go to: e2, f2, g2, c2, b2, a2\.$/);
  await keys(page, 'Escape');
  assert.equal(await page.locator('circle.dest').count(), 0);
  assert.equal(await moveCount(page), 0, 'arrows on the board do not step through moves');
  // Again, and Space plays it.
  await keys(page, 'Enter', 'ArrowRight', 'Space');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2, null, { timeout: 20000 });
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'd2-e2');
  assert.match(await page.locator('[data-testid=move-announce]').innerText(), /^Move 2: Defenders played \S+\.$/);
  const after = (await cdp.send('Accessibility.getFullAXTree')).nodes
    .filter((n) => n.role?.value === 'gridcell').map((n) => n.name?.value);
  assert.ok(after.includes('e2, attacker, can move'), 'the tree follows the position');
  await page.screenshot({ path: join(shots, 'keyboard.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Thud, Bi-litaire and Top Quark are played by keyboard too; a path shows on keyboard focus', async () => {
  const { page, errors, context } = await open('#/thud');
  await page.locator('section.play svg.board').waitFor();
  await tabToBoard(page);
  // From the Thudstone (H8) to the dwarf on F1, and up to F6.
  await keys(page, 'ArrowLeft', 'ArrowLeft', ...Array(7).fill('ArrowDown'), 'Enter', ...Array(5).fill('ArrowUp'), 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length >= 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'dF1-F6');
  // Bi-litaire: the jumper's opening removal, from the middle of the tray.
  await page.goto(server.url + '#/bilitaire');
  await page.locator('section.play svg.board').waitFor();
  await page.locator('svg.board').focus();
  await keys(page, 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length >= 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'xe5');
  const tray = (await (await context.newCDPSession(page)).send('Accessibility.getFullAXTree')).nodes
    .filter((n) => n.role?.value === 'gridcell').map((n) => n.name?.value);
  assert.ok(tray.includes('a1, no tile at A1, empty'), 'a corner of the tray without its tile');
  // Top Quark: a lone white ball on f2 with the counter at 2; e1 is reached through f1.
  const lone = '--.....b.--/-.........-/.........../.........../.........../-....w....-/--.......--+w+2+0-0';
  await page.goto(server.url + `#/topquark?position=${lone}`);
  await page.locator('section.play svg.board').waitFor();
  await page.locator('svg.board').focus();
  await keys(page, 'ArrowDown', 'ArrowDown', 'Enter', 'ArrowDown');
  assert.equal(await page.locator('g.route.focused').count(), 0, 'f1 is passed through, not a destination');
  await keys(page, 'ArrowLeft');
  assert.equal(await page.locator('g.route.focused').getAttribute('data-route'), 'e1', 'the path to the focused target stands out');
  await keys(page, 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'f2-e1');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a replaced game goes to the saved games, which can be resumed or deleted', async () => {
  const { page, errors, context } = await open('#/brandubh');
  await newGame(page, 'hotseat');
  await click(page, 'd2', 'e2');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  // A new game replaces it: it is kept in the list, with its players and progress.
  await newGame(page, 'hotseat');
  const saved = page.locator('[data-testid=saved-games]');
  await saved.locator('summary').click();
  assert.match(await saved.locator('summary').innerText(), /Saved games \(1\)/);
  assert.match(await saved.locator('li').innerText(), /Attackers: human · Defenders: human[\s\S]*Unfinished, 1 move\./);
  // A finished game from a link, replaced in turn: its result is listed.
  await page.goto(server.url + '#/brandubh?position=7/7/7/7/7/k6/3a3+d&moves=a2-a1');
  await page.locator('[data-testid=end-panel]').waitFor();
  await newGame(page, 'hotseat');
  await saved.locator('summary').click();
  assert.equal(await saved.locator('li').count(), 2);
  assert.match(await saved.locator('li').first().innerText(), /Defenders win\. The king reached the corner a1\./);
  // It survives a reload; resuming the older one brings back its move.
  await page.reload();
  await saved.locator('summary').click();
  await saved.locator('li').nth(1).locator('button[name=resume-saved]').click();
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'd2-e2');
  assert.equal(await saved.locator('li').count(), 1, 'the resumed game left the list');
  await saved.locator('button[name=delete-saved]').click();
  assert.equal(await saved.count(), 0, 'an empty list is not shown');
  assert.equal(await page.evaluate(() => localStorage.getItem('abstrakta.brandubh.games')), '[]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone: the header on one line, touch targets of 44 px, the board at the top; in landscape board and status together', async () => {
  for (const game of ['thud', 'brandubh', 'bilitaire', 'topquark']) {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, locale: 'en-US' });
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
    await page.goto(server.url + `#/${game}`);
    await page.locator('section.play svg.board').waitFor();
    const layout = await page.evaluate(() => {
      const header = document.querySelector('header.site-header').getBoundingClientRect();
      const tooWide = [...document.querySelectorAll('header.site-header *')]
        .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5).map((e) => e.textContent.trim());
      const small = [...document.querySelectorAll('button, select, summary, a, input, .moves .mv')]
        .filter((e) => e.offsetParent !== null)
        .filter((e) => { const r = e.getBoundingClientRect(); return r.width < 44 || r.height < 44; })
        .map((e) => e.name || e.textContent.trim().slice(0, 20));
      const board = document.querySelector('section.play svg.board').getBoundingClientRect();
      // A folding box shows whether it is open: the browser's marker, or ours.
      const markers = [...document.querySelectorAll('summary')].filter((e) => e.offsetParent !== null).map((e) => {
        const style = getComputedStyle(e);
        const drawn = getComputedStyle(e, '::before').content;
        return style.display === 'list-item' ? 'browser' : drawn.replace(/"/g, '') + (e.parentElement.open ? ' open' : ' closed');
      });
      return { headerHeight: header.height, tooWide, small, markers, board: [board.top, board.bottom, board.left, board.right] };
    });
    assert.deepEqual(layout.markers, ['\u25BE open', '\u25B8 closed'], `${game}: "New game" (open) and "Save and share" (closed) show their state`);
    assert.ok(layout.headerHeight <= 60, `${game}: the header is one line (${layout.headerHeight}px)`);
    assert.deepEqual(layout.tooWide, [], `${game}: nothing in the header leaves the screen`);
    assert.deepEqual(layout.small, [], `${game}: every control is at least 44 px each way`);
    const [top, bottom, left, right] = layout.board;
    assert.ok(top >= 0 && bottom <= 667 && left >= 0 && right <= 375, `${game}: the board is fully visible`);
    // Landscape: the board and the status line both on the screen.
    await page.setViewportSize({ width: 667, height: 375 });
    await page.waitForTimeout(100);
    const seen = await page.evaluate(() => {
      const inside = (e) => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; };
      return { board: inside(document.querySelector('section.play svg.board')), status: inside(document.querySelector('[data-testid=status]')) };
    });
    assert.deepEqual(seen, { board: true, status: true }, `${game}: landscape`);
    if (game === 'thud') await page.screenshot({ path: join(shots, 'phone-landscape.png') });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the web app manifest is valid, relative, with icons (maskable too) that load', async () => {
  const { page, errors, context } = await open('#/');
  await page.locator('.game-card h2').first().waitFor();
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  assert.equal(href, 'manifest.webmanifest', 'a relative address, so the site works from any folder');
  const cdp = await context.newCDPSession(page);
  const { url, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  assert.equal(url, `${server.url}manifest.webmanifest`);
  assert.deepEqual(manifestErrors, [], 'Chromium reads the manifest without errors');
  const manifest = await (await page.request.get(url)).json();
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.scope, './');
  assert.equal(manifest.display, 'standalone');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  assert.equal(new URL(manifest.start_url, url).href, server.url, 'start_url resolves to the site folder');
  assert.ok(manifest.icons.some((i) => i.purpose === 'maskable'), 'a maskable icon');
  for (const icon of manifest.icons) {
    const res = await page.request.get(new URL(icon.src, url).href);
    assert.equal(res.status(), 200, icon.src);
    assert.equal(res.headers()['content-type'].split(';')[0], icon.type, icon.src);
    if (icon.type === 'image/png') {
      const png = await res.body();
      const [w, h] = icon.sizes.split('x').map(Number);
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [w, h], `${icon.src} is ${icon.sizes}`);
    }
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a new version offers a reload, and the game in progress survives it', async () => {
  const copy = mkdtempSync(join(tmpdir(), 'abstrakta-'));
  cpSync(join(repo, 'dist'), copy, { recursive: true });
  const site = await serve(copy, '/next/');
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  try {
    await page.goto(site.url + '#/brandubh');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await newGame(page, 'hotseat');
    await click(page, 'd2', 'e2');
    await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1);
    // The site is deployed again with a new build.
    const sw = join(copy, 'sw.js');
    writeFileSync(sw, readFileSync(sw, 'utf8').replace(/const CACHE = 'abstrakta-[^']*'/, "const CACHE = 'abstrakta-next'"));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    const bar = page.locator('#update-bar');
    await bar.waitFor({ timeout: 20000 });
    assert.match(await bar.innerText(), /A new version of abstrakta is ready/);
    assert.equal(await page.locator('ol.moves .mv').count(), 1, 'nothing changes until the player says so');
    await Promise.all([page.waitForEvent('load'), bar.locator('button[name=update-reload]').click()]);
    await page.locator('section.play svg.board').waitFor();
    assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'd2-e2', 'the game survived the reload');
    assert.equal(await page.locator('#update-bar').count(), 0);
    assert.ok((await page.evaluate(() => caches.keys())).includes('abstrakta-next'), 'the new version took over');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await site.close();
    rmSync(copy, { recursive: true, force: true });
  }
});

test('a content security policy is in force, nothing breaks it, and no request leaves the site', async () => {
  const { page, errors, context } = await open('#/');
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.reload();
  await page.locator('.game-card h2').first().waitFor();
  const policy = await page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content');
  assert.match(policy, /default-src 'self'/);
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.doesNotMatch(policy, /'unsafe-eval'|script-src[^;]*'unsafe-inline'/, 'no eval, no inline scripts but the hashed ones');
  // Every page, the computer player and the offline worker under the policy.
  for (const game of ['thud', 'brandubh', 'bilitaire', 'topquark']) {
    await page.goto(server.url + `#/${game}`);
    await page.locator('section.play svg.board').waitFor();
    await newGame(page, 'watch');
    await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length >= 2, null, { timeout: 30000 });
    await page.goto(server.url + `#/${game}/rules`);
    await page.locator('h1').waitFor();
    await page.goto(server.url + `#/${game}/view?moves=`);
    await page.locator('section.embed svg.board').waitFor();
  }
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  // The policy does bite: an injected inline script does not run.
  const ran = await page.evaluate(() => new Promise((resolve) => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    setTimeout(() => resolve(window.__injected === true), 200);
  }));
  assert.equal(ran, false, 'an injected script is blocked');
  assert.equal((await page.evaluate(() => window.__violations)).length, 1);
  errors.splice(0, errors.length, ...errors.filter((e) => !/Content Security Policy/.test(e)));
  const origin = new URL(server.url).origin;
  const away = requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:'));
  assert.deepEqual(away, [], 'every request stays on the site');
  assert.ok(requests.some((u) => u.endsWith('/worker_bg.wasm')), 'the worker was loaded');
  assert.deepEqual(errors, []);
  await context.close();
});

test('hostile address parameters give a clear message, run nothing injected, and log no error', async () => {
  const { page, errors, context } = await open('#/');
  let dialogs = 0;
  page.on('dialog', (d) => { dialogs += 1; d.dismiss(); });
  await page.locator('.game-card h2').first().waitFor();
  const long = 'd1-e1+'.repeat(20000);
  const hostile = [
    'x'.repeat(100000),
    encodeURIComponent('<img src=x onerror="window.__pwned=1;alert(1)">'),
    encodeURIComponent('"><script>window.__pwned=1</script>'),
    '%00%01%02%1b%7f',
    '%E2%80%AE%C0%80%ED%A0%BD%FF',
    '-1', '1e309', 'NaN', '[]', '{}',
  ];
  const pages = ['thud', 'brandubh', 'bilitaire', 'topquark'].flatMap((g) => [`#/${g}`, `#/${g}/view`]);
  for (const base of pages) {
    for (const value of hostile) {
      for (const param of ['position', 'moves', 'rules', 'at']) {
        await page.goto(`${server.url}${base}?${param}=${value}`);
        await page.locator('svg.board').first().waitFor();
        const notices = await page.locator('.notice').allInnerTexts();
        if (param !== 'at' || base.endsWith('/view')) {
          assert.ok(notices.length > 0, `${base} ${param}=${value.slice(0, 40)}: a message`);
        }
        for (const text of notices) assert.ok(text.length < 2000, `${base} ${param}: the message stays short`);
      }
    }
    // A very long record of moves is refused at its first bad move, quickly.
    const started = Date.now();
    await page.goto(`${server.url}${base}?moves=${long}`);
    await page.locator('.notice').first().waitFor();
    assert.ok(Date.now() - started < 10000, `${base}: a long record is refused quickly`);
  }
  for (const where of ['#/chess', '#/chess/view?moves=e2-e4', `#/${'x'.repeat(5000)}`, '#/brandubh/nothing', '#/%3Cscript%3E']) {
    await page.goto(server.url + where);
    await page.locator('main').waitFor();
    assert.match(await page.locator('main').innerText(), /There is no page at this address/, where);
  }
  assert.equal(await page.evaluate(() => window.__pwned), undefined, 'no injected script ran');
  assert.equal(dialogs, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the coach: a hint drawn as an arrow with its reason, and who is better in words and as a bar', async () => {
  // The king on b2 escapes by force: along the second rank to g2, then a corner.
  const { page, errors, context } = await open('#/brandubh?position=7/7/7/7/7/1k5/3a3+d');
  await page.locator('section.play svg.board').waitFor();
  await page.locator('button[name=hint]').click();
  const hint = page.locator('[data-testid=hint]');
  await hint.waitFor({ timeout: 20000 });
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
  await page.goto(server.url + '#/brandubh?position=2a1a2/a6/1d1a3/1a3d1/2d3a/1a1k1d1/1a5+d');
  await page.locator('section.play svg.board').waitFor();
  await page.locator('button[name=hint]').click();
  await hint.waitFor({ timeout: 20000 });
  assert.match(await hint.innerText(), /The computer suggests d2-d1\. It threatens to win next move\./);
  assert.equal(await hint.locator('[data-testid=forced]').count(), 0);
  // Any position: a suggestion and an assessment in words.
  await page.goto(server.url + '#/brandubh?position=7/7/7/3k3/7/3a3/2ad3+a');
  await page.locator('section.play svg.board').waitFor();
  await page.locator('button[name=hint]').click();
  await hint.waitFor({ timeout: 20000 });
  assert.match(await hint.innerText(), /The computer suggests \S+\./);
  assert.match(await hint.innerText(), /(about level|better|by force)/);
  // Top Quark in round 3: the arrow follows the ball's way through the maze,
  // three steps along the lattice, not a straight line to the target.
  await page.goto(server.url + '#/topquark?moves=b2-b3+j6-j5+b3-a4+b6-c5');
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
  assert.deepEqual(errors, []);
  await context.close();
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
  assert.deepEqual(errors, []);
  await context.close();
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
  assert.match(await items.first().innerText(), /^\d+(\.|…) \S+: (the evaluation dropped by \d+\.\d|this move threw away the game)/);
  assert.match(await page.locator(`ol.moves .mv[data-index="${marked[0]}"]`).getAttribute('title'), /dropped|threw away/);
  await items.first().locator('button').click();
  await page.locator(`ol.moves .mv.last[data-index="${marked[0]}"]`).waitFor();
  await page.screenshot({ path: join(shots, 'review-mistakes.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Top Quark: the end of a game in the status and the end panel, in both languages', async () => {
  const won = '--.b.....--/-.........-/.........../.........../.........../-....w....-/--...b...--+w+1+2-0';
  const { page, errors, context } = await open(`#/topquark?position=${won}&moves=f2-f1x`);
  const panel = page.locator('[data-testid=end-panel]');
  await panel.waitFor();
  assert.match(await statusText(page), /^White wins\. White took 3 balls against 0\.$/);
  assert.match(await panel.innerText(), /^White wins\s+White took 3 balls against 0\. Last move: f2-f1x\./);
  await page.locator('button.lang', { hasText: 'CS' }).click();
  assert.match(await panel.locator('h2').innerText(), /^Vyhrál bílý$/);
  assert.match(await panel.innerText(), /bílý zajal 3 koule proti 0/i);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a dark system theme gives dark surroundings with readable text; the boards keep their colours', async () => {
  const looks = {};
  for (const colorScheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', colorScheme });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}#/brandubh?position=bad`);
    await page.locator('.notice.error').waitFor();
    await page.locator('button[name=hint]').click();
    await page.locator('.hint .eval-bar').waitFor();
    looks[colorScheme] = await page.evaluate(() => {
      const rgb = (c) => c.match(/[\d.]+/g).map(Number);
      const luminance = ([r, g, b]) => {
        const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      const background = (el) => {
        for (let e = el; e; e = e.parentElement) {
          const c = rgb(getComputedStyle(e).backgroundColor);
          if (c.length < 4 || c[3] > 0) return c.slice(0, 3);
        }
        return rgb(getComputedStyle(document.documentElement).backgroundColor).slice(0, 3);
      };
      const contrast = (sel) => {
        const el = document.querySelector(sel);
        const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(background(el))];
        return Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 10) / 10;
      };
      const texts = ['.status', 'form.new-game label', '.panel p > a', 'button[name=start]', '.notice.error', '.hint p',
        '.moves.empty', '.site-header nav a.active'];
      return {
        page: luminance(background(document.body)),
        contrast: Object.fromEntries(texts.map((s) => [s, contrast(s)])),
        square: getComputedStyle(document.querySelector('rect.sq.light')).fill,
        piece: getComputedStyle(document.querySelector('g.piece.attacker .body')).fill,
      };
    });
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.ok(looks.light.page > 0.8, `a light page in a light theme (${looks.light.page})`);
  assert.ok(looks.dark.page < 0.05, `a dark page in a dark theme (${looks.dark.page})`);
  for (const scheme of ['light', 'dark']) {
    for (const [sel, ratio] of Object.entries(looks[scheme].contrast)) {
      assert.ok(ratio >= 4.5, `${scheme}: ${sel} has a contrast of ${ratio}, below 4.5`);
    }
  }
  assert.equal(looks.dark.square, looks.light.square, 'the board keeps its squares');
  assert.equal(looks.dark.piece, looks.light.piece, 'and its pieces');
  // A viewer for a tutorial takes the theme its address asks for, whatever the
  // reader's system says, and reports one it does not know.
  for (const [system, asked, expected] of [['dark', 'light', false], ['light', 'dark', true], ['dark', null, true],
    ['light', 'blue', false]]) {
    const context = await browser.newContext({ locale: 'en-US', colorScheme: system });
    const page = await context.newPage();
    await page.goto(`${server.url}#/brandubh/view?moves=d1-e1${asked ? `&theme=${asked}` : ''}`);
    await page.locator('section.embed svg.board').waitFor();
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    assert.equal(bg === 'rgb(27, 24, 21)', expected, `system ${system}, theme=${asked}: background ${bg}`);
    const notice = page.locator('.notice.error');
    if (asked === 'blue') assert.match(await notice.innerText(), /theme=.?blue.? is not a theme \(light or dark\)/);
    else assert.equal(await notice.count(), 0);
    await context.close();
  }
  // The share panel writes the embed code with the colours the author picks.
  const context = await browser.newContext({ locale: 'en-US', colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${server.url}#/brandubh?moves=d1-e1`);
  await page.locator('details.box summary', { hasText: 'Save and share' }).click();
  const code = () => page.locator('textarea[name=embed]').inputValue();
  assert.doesNotMatch(await code(), /theme=/, "the reader's colours by default");
  await page.locator('select[name=embed-theme]').selectOption({ label: 'dark' });
  assert.match(await code(), /view\?moves=d1-e1&amp;theme=dark"|view\?moves=d1-e1&theme=dark"/);
  const src = (await code()).match(/src="([^"]+)"/)[1];
  const view = await context.newPage();
  await view.goto(server.url + src.slice(src.indexOf('#')).replace(/&amp;/g, '&'));
  await view.locator('section.embed svg.board').waitFor();
  assert.equal(await view.evaluate(() => document.documentElement.dataset.theme), 'dark', 'the embed is dark on a light system');
  await page.locator('select[name=embed-theme]').selectOption({ label: 'light' });
  assert.match(await code(), /theme=light"/);
  await context.close();
});

test('the colours chosen in the footer override the system theme, are remembered, and reach other tabs', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', colorScheme: 'dark' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const theme = (p) => p.evaluate(() => [document.documentElement.dataset.theme,
    getComputedStyle(document.documentElement).backgroundColor]);
  await page.goto(`${server.url}#/thud`);
  const footer = page.locator('footer .theme-switch');
  await footer.waitFor();
  assert.deepEqual(await theme(page), ['dark', 'rgb(27, 24, 21)'], 'the system theme at first');
  assert.equal(await footer.locator('button[name=theme-system]').getAttribute('aria-pressed'), 'true');
  await footer.locator('button[name=theme-light]').click();
  assert.deepEqual(await theme(page), ['light', 'rgb(246, 241, 231)'], 'light at once');
  assert.equal(await footer.locator('button[name=theme-light]').getAttribute('aria-pressed'), 'true');
  const other = await context.newPage();
  await other.goto(`${server.url}#/brandubh/rules`);
  await other.locator('footer .theme-switch').waitFor();
  assert.equal((await theme(other))[0], 'light', 'remembered in a new tab');
  await footer.locator('button[name=theme-dark]').click();
  await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await other.waitForFunction(() => document.querySelector('footer button[name=theme-dark]').getAttribute('aria-pressed') === 'true');
  await page.reload();
  await footer.waitFor();
  assert.equal((await theme(page))[0], 'dark', 'remembered after a reload');
  assert.equal(await footer.locator('button[name=theme-dark]').getAttribute('aria-pressed'), 'true');
  await footer.locator('button[name=theme-system]').click();
  assert.equal((await theme(page))[0], 'dark', 'back to the system theme');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light', null, { timeout: 5000 });
  // A stored value the page does not know counts as no choice.
  await page.evaluate(() => localStorage.setItem('abstrakta.theme', 'blue'));
  await page.reload();
  await footer.waitFor();
  assert.equal((await theme(page))[0], 'light');
  assert.equal(await footer.locator('button[name=theme-system]').getAttribute('aria-pressed'), 'true');
  assert.deepEqual(errors, []);
  await context.close();
});

test('printed, a rules page has dark text on white in either theme, without the site header and footer', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const context = await browser.newContext({ locale: 'en-US', colorScheme });
    const page = await context.newPage();
    await page.goto(`${server.url}#/topquark/rules`);
    await page.locator('.prose p').first().waitFor();
    await page.emulateMedia({ media: 'print', colorScheme });
    const paper = await page.evaluate(() => {
      const rgb = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
      const style = (sel) => getComputedStyle(document.querySelector(sel));
      return {
        text: rgb(style('.prose p').color),
        link: rgb(style('.prose a, main a').color),
        page: rgb(style('html').backgroundColor),
        header: style('.site-header').display,
        footer: style('.site-footer').display,
      };
    });
    assert.ok(paper.text.every((v) => v < 80), `${colorScheme}: printed text is dark (${paper.text})`);
    assert.ok(paper.link.every((v) => v < 160), `${colorScheme}: printed links are dark (${paper.link})`);
    assert.ok(paper.page.every((v) => v > 240), `${colorScheme}: on white (${paper.page})`);
    assert.deepEqual([paper.header, paper.footer], ['none', 'none'], colorScheme);
    await context.close();
  }
});

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
  await page.locator('[data-testid=puzzle-task]').waitFor();
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
  assert.deepEqual(errors, []);
  await context.close();
});

test('puzzles: Top Quark has its set, in Czech too; games without forced wins have none', async () => {
  const { page, errors, context } = await open('#/', 'cs-CZ');
  await page.locator('.game-card').first().waitFor();
  const withPuzzles = await page.locator('.game-card').evaluateAll((cards) =>
    cards.filter((c) => [...c.querySelectorAll('a')].some((a) => a.getAttribute('href').endsWith('/puzzles'))).map((c) => c.dataset.game));
  assert.deepEqual(withPuzzles.sort(), ['brandubh', 'topquark']);
  await page.goto(server.url + '#/topquark/puzzles');
  await page.locator('[data-testid=puzzle-task]').waitFor();
  assert.match(await page.locator('[data-testid=puzzle-heading]').innerText(), /^Úloha 1 z \d+$/);
  assert.match(await page.locator('[data-testid=puzzle-task]').innerText(), /^Na tahu: (Bílý|Černý)\. Najděte vynucenou výhru; stačí na ni 2 tahy\.$/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Jste na tahu; zbývá: 2 tahy\./);
  assert.ok(await page.locator('circle.dest, g.piece').count() > 0);
  await page.screenshot({ path: join(shots, 'puzzle-topquark.png') });
  // The rules page leads to them.
  await page.goto(server.url + '#/topquark/rules');
  await page.locator('article a[href$="/puzzles"]').waitFor();
  assert.equal(await page.locator('article a[href$="/puzzles"]').innerText(), 'Úlohy hry Top Quark');
  await page.goto(server.url + '#/thud/rules');
  await page.locator('article a.button.primary').waitFor();
  assert.equal(await page.locator('article a[href$="/puzzles"]').count(), 0);
  await page.goto(server.url + '#/thud');
  await page.locator('section.play svg.board').waitFor();
  assert.equal(await page.locator('.site-header nav a[href$="/puzzles"]').count(), 0);
  await page.goto(server.url + '#/thud/puzzles');
  await page.getByText('Na této adrese žádná stránka není.').waitFor();
  assert.equal(await page.locator('[data-testid=puzzle-task]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
