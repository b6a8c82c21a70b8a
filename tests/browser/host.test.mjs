// Browser tests: the page around a frame. docs/host-example.html, served from
// another origin than the site's, embeds a lesson and a viewer: it hears their
// events and drives them by commands; a malformed command is answered with an
// error event; a command changes only what a frame shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servePage } from './embeds.mjs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useBrowser, server, browser, repo, shots } from './helpers.mjs';

useBrowser();

/** Serves docs/host-example.html on an origin of its own; resolves to { url, close }. */
async function serveHost() {
  return servePage(await readFile(join(repo, 'docs', 'host-example.html')), 'host-example.html');
}

/** Waits for an event of the host page's log that `match` accepts; returns it. */
async function event(page, match, what) {
  const handle = await page.waitForFunction((m) => {
    const fields = JSON.parse(m);
    return window.events.find((e) => Object.entries(fields).every(([k, v]) =>
      typeof v === 'string' && v.startsWith('~') ? new RegExp(v.slice(1)).test(String(e[k])) : e[k] === v));
  }, JSON.stringify(match), { timeout: 30_000 }).catch(async () => {
    throw new Error(`no event ${what ?? JSON.stringify(match)}; events: ${JSON.stringify(await page.evaluate(() => window.events))}`);
  });
  return handle.jsonValue();
}

test('a host page of another origin hears a lesson\'s and a viewer\'s events and drives both by commands', async () => {
  const host = await serveHost();
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1300, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.goto(`${host.url}?site=${encodeURIComponent(server.url)}`);
    assert.notEqual(new URL(host.url).origin, new URL(server.url).origin, 'the host page is on another origin');
    const ready = await event(page, { from: 'viewer', type: 'ready' });
    assert.deepEqual([ready.page, ready.game, ready.at, ready.moves, ready.notation], ['viewer', 'brandubh', 3, 3, 'd2-f2xf3']);
    const lessonReady = await event(page, { from: 'lesson', type: 'ready' });
    assert.deepEqual([lessonReady.page, lessonReady.lesson], ['lesson', 'capture-between-two']);
    const viewer = page.frameLocator('#viewer');
    const lesson = page.frameLocator('#lesson');
    assert.equal(await lesson.locator('header.site-header').count(), 0, 'the embedded lesson shows itself alone');

    // goto: the viewer shows move 2, with the address's annotations of it.
    await page.locator('#goto-2').click();
    const moved = await event(page, { from: 'viewer', type: 'move', at: 2 });
    assert.equal(moved.notation, 'd3-f3');
    await viewer.locator('[data-testid=caption]').waitFor();
    assert.equal(await viewer.locator('[data-testid=caption]').innerText(), 'The attacker threatens f3');
    assert.equal(await viewer.locator('svg.board .square-mark.noted').count(), 1, 'f3 marked');
    assert.equal(await viewer.locator('svg.board g.hint-arrow[data-arrow=d2-f2]').count(), 1, 'the arrow');
    await page.locator('#goto-0').click();
    await event(page, { from: 'viewer', type: 'move', at: 0 });
    assert.equal(await viewer.locator('[data-testid=caption]').count(), 0, 'no caption at the start');

    // The lesson is played in its frame: the host hears the move and the end.
    await lesson.locator('rect.sq[data-square=g6]').click();
    await lesson.locator('rect.sq[data-square=c6]').click();
    const played = await event(page, { from: 'lesson', type: 'move', by: 'player' });
    assert.match(played.notation, /^g6-c6/);
    assert.equal(typeof played.position, 'string');
    await event(page, { from: 'lesson', type: 'lesson-complete', lesson: 'capture-between-two' });
    await page.screenshot({ path: join(shots, 'host-example.png') });

    // start-lesson: another lesson of the course, in the same frame.
    await page.locator('#start').click();
    await event(page, { from: 'lesson', type: 'ready', lesson: 'hostile-corner' });
    await lesson.locator('[data-testid=lesson][data-lesson=hostile-corner]').waitFor();

    // show: a position of the host's, with a move.
    await page.locator('#show').click();
    const shown = await event(page, { from: 'viewer', type: 'move', at: 1, notation: 'd1-c1' });
    assert.match(shown.position, /^7\/7\/7\/3k3/);
    assert.equal(await viewer.locator('g.piece[data-square=c1]').count(), 1);

    // Malformed commands are answered with an error event, in words.
    const send = (frame, data) => page.evaluate(([f, d]) => {
      (f === 'lesson' ? document.getElementById('lesson') : document.getElementById('viewer')).contentWindow.postMessage(d, '*');
    }, [frame, data]);
    await send('viewer', { abstrakta: 2, type: 'goto', move: 1 });
    await event(page, { from: 'viewer', type: 'error', message: '~version 2 is not spoken here' });
    await send('viewer', { abstrakta: 1, type: 'fly' });
    await event(page, { from: 'viewer', type: 'error', message: '~“fly” is not a command' });
    await send('viewer', { abstrakta: 1, type: 'goto', move: 'three' });
    await event(page, { from: 'viewer', type: 'error', message: '~goto: “move” must be a whole number' });
    await send('viewer', { abstrakta: 1, type: 'goto', move: 40 });
    await event(page, { from: 'viewer', type: 'error', message: '~move 40 is past the last move' });
    await send('viewer', { abstrakta: 1, type: 'show', position: 'not a position' });
    await event(page, { from: 'viewer', type: 'error', message: '~position' });
    assert.equal(await viewer.locator('g.piece[data-square=c1]').count(), 1, 'a refused position leaves what was shown');
    await send('viewer', { abstrakta: 1, type: 'start-lesson', id: 'escape' });
    await event(page, { from: 'viewer', type: 'error', message: '~start-lesson is not a command of this page' });
    await send('lesson', { abstrakta: 1, type: 'start-lesson', id: 'no-such-lesson' });
    await event(page, { from: 'lesson', type: 'error', message: '~no-such-lesson' });
    await send('lesson', { abstrakta: 1, type: 'start-lesson', lesson: 'lesson: x\ngame: thud\n' });
    await event(page, { from: 'lesson', type: 'error', message: '~cannot be played' });
    // A message not for the frames (no `abstrakta`) is let be.
    const before = await page.evaluate(() => window.events.length);
    await send('viewer', { type: 'goto', move: 0 });
    await send('viewer', 'hello');
    // A command after them is answered; messages are read in order, so anything
    // they had caused would stand before its answer.
    await send('viewer', { abstrakta: 1, type: 'goto', move: 'x' });
    await page.waitForFunction((n) => window.events.length > n, before);
    const after = await page.evaluate((n) => window.events.slice(n), before);
    assert.deepEqual(after.map((e) => [e.from, e.type]), [['viewer', 'error']], JSON.stringify(after));
    assert.match(after[0].message, /^goto: “move” must be a whole number/);

    // Commands changed only what the frames show: nothing stored.
    const viewerFrame = page.frames().find((f) => f.url().includes('/view?'));
    const stored = await viewerFrame.evaluate(() => Object.keys(localStorage));
    assert.deepEqual(stored.filter((k) => /learnt|saved|match|archive/.test(k)), [], `stored: ${stored}`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await host.close();
  }
});

test('a frame works with no page listening, and a page not in a frame sends nothing', async () => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  try {
    await page.addInitScript(() => {
      window.heard = [];
      addEventListener('message', (e) => window.heard.push(e.data));
    });
    await page.goto(`${server.url}#/brandubh/lesson?id=capture-between-two`);
    await page.locator('[data-testid=lesson-task]').waitFor();
    assert.equal(await page.locator('header.site-header').count(), 1, 'a lesson opened by itself has the site\'s header');
    await page.locator('rect.sq[data-square=g6]').click();
    await page.locator('rect.sq[data-square=c6]').click();
    await page.locator('[data-testid=lesson-done]').waitFor();
    assert.deepEqual(await page.evaluate(() => window.heard), []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
