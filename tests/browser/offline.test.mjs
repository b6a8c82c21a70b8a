// Browser tests: offline. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './server.mjs';
import { useBrowser, closeClean, open, click, newGame, status, keys, repo, server, browser, goTo, movesListed } from './helpers.mjs';

useBrowser();

test('after one visit the site works offline, the computer player included', async () => {
  const { page, errors, context } = await open('#/');
  await page.locator('.game-card[data-game=brandubh] h2').waitFor();
  const ready = await page.evaluate(() => Promise.race([
    navigator.serviceWorker.ready.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 15000)),
  ]));
  assert.ok(ready, 'a service worker is active');
  // Installing it kept every file the page names (the tab's icon, the style sheet,
  // the manifest), before the page asked for any of them under its control.
  const { named, kept } = await page.evaluate(async () => {
    const cache = await caches.open((await caches.keys()).find((k) => k.startsWith('abstrakta-')));
    return {
      named: [...document.querySelectorAll('head link[href]')].map((l) => l.href).filter((h) => h.startsWith(location.origin)),
      kept: (await cache.keys()).map((r) => r.url),
    };
  });
  assert.ok(named.some((h) => /\/icon-48-[0-9a-f]+\.png$/.test(h)), `the tab's icon is named: ${named}`);
  for (const href of named) assert.ok(kept.includes(href), `${href} is kept for offline use`);
  await page.reload(); // now under the service worker's control
  await page.locator('.game-card[data-game=brandubh] h2').waitFor();
  await context.setOffline(true);
  await goTo(page, '#/brandubh');
  await page.reload();
  await page.locator('section.play svg.board').waitFor();
  await newGame(page, 'computer', 'first', 'easy');
  await click(page, 'd2', 'e2');
  await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2, null, { timeout: 30000 });
  await closeClean(errors, context);
});

test('a site copied without its worker says so instead of thinking forever', async () => {
  const { site, page, close } = await ownSite({ without: ['worker.js'] });
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
    await close();
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
  await goTo(page, '#/brandubh');
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
  await closeClean(errors, context);
});

/** A page not yet opened, of a fresh context in `locale`, that records page errors. */
async function unopenedPage(locale = 'en-US') {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** The app starts and its loading frame gives way to it. */
async function started(page) {
  await page.locator('.game-card').first().waitFor({ timeout: 60_000 });
  assert.equal(await page.locator('#loading').count(), 0, 'the app replaces the loading frame');
}

test('a slow connection shows the loading frame, never a blank page', async () => {
  const { context, page, errors } = await unopenedPage();
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route(/\.wasm(?:\?.*)?$/, async (route) => { await held; await route.continue(); });
  await page.goto(server.url + '#/', { waitUntil: 'domcontentloaded' });
  await page.locator('#loading').waitFor();
  assert.match(await page.locator('#loading').innerText(), /abstrakta[\s\S]*Loading the games/);
  release();
  await started(page);
  await closeClean(errors, context);
});

test('the loading frame speaks the language the app will speak, and says so when loading fails', async () => {
  // [browser locale, stored choice, the words, the document's language]
  const cases = [['en-US', null, 'Loading the games', 'en'], ['cs-CZ', null, 'Hry se načítají', 'cs'],
    ['cs-CZ', 'en', 'Loading the games', 'en'], ['de-DE', 'cs', 'Hry se načítají', 'cs'], ['de-DE', 'fr', 'Loading the games', 'en']];
  for (const [locale, stored, words, lang] of cases) {
    const { context, page, errors } = await unopenedPage(locale);
    if (stored) await context.addInitScript((value) => localStorage.setItem('abstrakta.lang', value), stored);
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route(/\.wasm(?:\?.*)?$/, async (route) => { await held; await route.continue(); });
    await page.goto(server.url + '#/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction((w) => document.querySelector('#loading .loading-words')?.textContent === w, words, { timeout: 10_000 });
    const seen = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      text: document.getElementById('loading').innerText,
      label: document.getElementById('loading-bar').getAttribute('aria-label'),
    }));
    assert.equal(seen.lang, lang, `${locale}, stored ${stored}`);
    assert.match(seen.text, new RegExp(`abstrakta[\\s\\S]*${words}`), `${locale}, stored ${stored}`);
    assert.equal(seen.label, words, `${locale}, stored ${stored}: the bar's name`);
    release();
    await started(page);
    await closeClean(errors, context);
  }
  // A wasm that cannot be fetched: the message, in the reader's language.
  for (const [locale, said] of [['cs-CZ', /Hry se nepodařilo načíst \(.*home_bg\.wasm: HTTP 404\)/], ['en-US', /The games could not be loaded \(.*home_bg\.wasm: HTTP 404\)/]]) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.route(/\.wasm(?:\?.*)?$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(server.url + '#/', { waitUntil: 'domcontentloaded' });
    await page.locator('#loading .loading-failed').waitFor({ timeout: 10_000 });
    assert.match(await page.locator('#loading .loading-failed').innerText(), said);
    await context.close();
  }
});

test('a page that arrives in parts still gets its loading frame in the reader\'s language, with its progress or its failure', async () => {
  // The page's start runs from the head; the host sends the body 1.5 s later, so the
  // start runs before the browser has read the loading frame.
  const site = await serve(join(repo, 'dist'), '/parts/', { pause: { before: '<body>', ms: 1500 } });
  try {
    const { context, page, errors } = await unopenedPage('cs-CZ');
    // The app's code held, so that the frame stays; its wasm arrives at once.
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route(/\/home\.js(?:\?.*)?$/, async (route) => { await held; await route.continue(); });
    await page.goto(site.url + '#/', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.dataset.bundle === 'home', null, { timeout: 10_000 });
    assert.equal(await page.evaluate(() => document.getElementById('loading')), null, 'the start ran before the frame was read');
    await page.waitForFunction(() => /^[1-9]\d* \/ \d+ KB$/.test(document.getElementById('loading-bytes')?.textContent ?? ''), null, { timeout: 10_000 });
    const seen = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      words: document.querySelector('#loading .loading-words').textContent,
      label: document.getElementById('loading-bar').getAttribute('aria-label'),
      shown: !document.getElementById('loading-bar').hidden,
      value: document.getElementById('loading-bar').value,
    }));
    assert.deepEqual({ ...seen, value: seen.value > 0 }, { lang: 'cs', words: 'Hry se načítají', label: 'Hry se načítají', shown: true, value: true });
    release();
    await started(page);
    await closeClean(errors, context);
    // A wasm that cannot be fetched, found before the frame was read: the message.
    const failing = await browser.newContext({ locale: 'cs-CZ' });
    const second = await failing.newPage();
    await second.route(/\.wasm(?:\?.*)?$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await second.goto(site.url + '#/', { waitUntil: 'domcontentloaded' });
    await second.locator('#loading .loading-failed').waitFor({ timeout: 10_000 });
    assert.match(await second.locator('#loading .loading-failed').innerText(), /Hry se nepodařilo načíst \(.*home_bg\.wasm: HTTP 404\)/);
    await failing.close();
  } finally {
    await site.close();
  }
});

test('while the app loads, the loading frame shows the share of its wasm received', async () => {
  const { context, page, errors } = await unopenedPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // About 400 KB/s: the wasm takes a few seconds to arrive.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 20, downloadThroughput: 400 * 1024, uploadThroughput: 400 * 1024,
  });
  await page.goto(server.url + '#/', { waitUntil: 'commit' });
  const seen = await page.waitForFunction(() => {
    const bytes = document.getElementById('loading-bytes')?.textContent ?? '';
    const bar = document.getElementById('loading-bar');
    const m = /^(\d+) \/ (\d+) KB$/.exec(bytes);
    return m && Number(m[1]) > 0 && Number(m[1]) < Number(m[2]) && bar && !bar.hidden && bar.value > 0 && bar.value < 1
      ? { bytes, value: bar.value } : null;
  }, null, { timeout: 30_000, polling: 20 });
  const { bytes } = await seen.jsonValue();
  assert.match(bytes, /^\d+ \/ \d+ KB$/);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await started(page);
  await closeClean(errors, context);
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
  await closeClean(errors, context);
});

test('a new version offers a reload, and the game in progress survives it', async () => {
  const { site, page, errors, deploy, close } = await ownSite();
  try {
    await page.goto(site.url + '#/brandubh');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await newGame(page, 'hotseat');
    await click(page, 'd2', 'e2');
    await movesListed(page, 1);
    deploy();
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await installed(page);
    const bar = page.locator('#update-bar');
    await bar.waitFor({ timeout: 5000 });
    assert.match(await bar.innerText(), /A new version of abstrakta is ready/);
    assert.equal(await page.locator('ol.moves .mv').count(), 1, 'nothing changes until the player says so');
    await Promise.all([page.waitForEvent('load'), bar.locator('button[name=update-reload]').click()]);
    await page.locator('section.play svg.board').waitFor();
    assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'd2-e2', 'the game survived the reload');
    assert.equal(await page.locator('#update-bar').count(), 0);
    assert.ok((await page.evaluate(() => caches.keys())).includes('abstrakta-next'), 'the new version took over');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a new version found before the page listens is offered once it is installed', async () => {
  // The browser can find a new version as the page loads, before the page registers
  // (on idle): the version's `updatefound` has then come and gone, and the page's
  // registration, which waits for the version's installing (on a slow host here),
  // finds it waiting.
  let slow = false;
  const { site, page, errors, deploy, close } = await ownSite({
    before: (path) => (slow && path.endsWith('.wasm') ? new Promise((done) => setTimeout(done, 1000)) : null),
  });
  try {
    await page.goto(site.url + '#/brandubh');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // From here the page registers when the test says: its idle callback is held.
    await page.addInitScript(() => { window.requestIdleCallback = (f) => { window.registerNow = f; }; });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null && typeof window.registerNow === 'function');
    deploy();
    slow = true;
    await page.evaluate(() => { navigator.serviceWorker.getRegistration().then((r) => r.update()); });
    await waitInPage(page, () => navigator.serviceWorker.getRegistration().then((r) => (r.installing ?? r.waiting) !== null),
      'the new version is found');
    await page.evaluate(() => window.registerNow());
    await installed(page);
    const bar = page.locator('#update-bar');
    await bar.waitFor({ timeout: 5000 });
    assert.match(await bar.innerText(), /A new version of abstrakta is ready/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

/** A copy of the built site (less the files named `without`) on a host of its own
 * (`serve`'s other options), a browser context that may install its offline
 * support, the console's errors and warnings, a way to deploy a new build (the
 * offline support's cache named anew), and one to close it all. */
async function ownSite({ without = [], ...options } = {}) {
  const copy = mkdtempSync(join(tmpdir(), 'abstrakta-'));
  cpSync(join(repo, 'dist'), copy, { recursive: true });
  for (const file of without) rmSync(join(copy, file));
  const site = await serve(copy, '/copy/', options);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  const sw = join(copy, 'sw.js');
  const deploy = () => writeFileSync(sw, readFileSync(sw, 'utf8').replace(/const CACHE = 'abstrakta-[^']*'/, "const CACHE = 'abstrakta-next'"));
  const close = async () => {
    await context.close();
    await site.close();
    rmSync(copy, { recursive: true, force: true });
  };
  return { site, page, errors, deploy, close };
}

/** Polls `check` in `page` every 50 ms until it is true; fails after `seconds`. */
async function waitInPage(page, check, what, seconds = 90) {
  for (const end = Date.now() + seconds * 1000; !(await page.evaluate(check));) {
    assert.ok(Date.now() < end, `${what} within ${seconds} s`);
    await page.waitForTimeout(50);
  }
}

/** Waits until a new version of the offline support has installed (it keeps the
 * whole site, some megabytes: slow on a busy machine) and waits to take over. */
function installed(page) {
  return waitInPage(page, () => navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null), 'the new version installs');
}
