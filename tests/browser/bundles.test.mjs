// Browser tests: each page fetches the one wasm bundle that draws it
// (src/components/bundle.rs), and going to a page of another bundle reloads
// into it. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, closeClean, open, bundleOf, drawn } from './helpers.mjs';

useBrowser();

/** The wasm files `page` fetches from now on. */
function wasmFetched(page) {
  const names = [];
  page.on('request', (r) => { if (/\.wasm(\?|$)/.test(r.url())) names.push(new URL(r.url()).pathname.split('/').pop()); });
  return names;
}

test('each page fetches its own bundle, and a link to another bundle reloads into it', async () => {
  const { page, errors, context } = await open('#/');
  const fetched = wasmFetched(page);
  await page.locator('.game-card[data-game=thud] h2').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.bundle), 'home');
  // The home page's card opens Thud: the page reloads with Thud's bundle.
  await page.locator('.game-card[data-game=thud] a.button.primary').click();
  await page.waitForFunction(() => document.documentElement.dataset.bundle === 'thud');
  await page.locator('section.play svg.board g.piece.troll').first().waitFor();
  // Its rules page is in the same bundle: no reload, no other wasm.
  const marker = await page.evaluate(() => { window.__samePage = true; return true; });
  await page.locator('header nav a', { hasText: 'Rules' }).click();
  await page.locator('h1', { hasText: 'Thud' }).waitFor();
  assert.equal(await page.evaluate(() => window.__samePage), marker, 'the rules page is drawn by the same page');
  // Home again: the home bundle.
  await page.locator('header nav a[href="#/"]').click();
  await page.waitForFunction(() => document.documentElement.dataset.bundle === 'home');
  await page.locator('.game-card').first().waitFor();
  assert.deepEqual(fetched.map((n) => n.replace(/\?.*/, '')), ['thud_bg.wasm', 'home_bg.wasm']);
  await closeClean(errors, context);
});

test('the loader picks the bundle as the app reads the address: no address reloads', async () => {
  const cases = {
    '': 'home', '#/': 'home', '#/chess/view': 'home', '#//thud': 'thud', '#/thud?moves=x': 'thud',
    '#/brandubh/puzzles/3': 'brandubh-puzzles', '#/topquark/puzzles': 'topquark-puzzles',
    '#/thud/puzzles': 'thud', '#/brandubh/nonsense': 'brandubh', '#/topquark/view?at=1': 'topquark-view',
    '#/bilitaire/view/': 'bilitaire-view', '#/bilitaire?x=/view': 'bilitaire',
    '#/thud/analysis?moves=dF1-F2': 'thud-analysis',
    '#/topquark/study?data=abc': 'topquark-study',
  };
  for (const [hash, stem] of Object.entries(cases)) {
    assert.equal(bundleOf(hash), stem, hash);
    const { page, errors, context } = await open(hash);
    let loads = 0;
    page.on('load', () => { loads += 1; });
    await page.waitForFunction(() => !document.getElementById('loading') && document.querySelector('main'));
    // Drawn whole: a bundle that reloads does so when it starts, before drawing.
    await drawn(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.bundle), stem, hash);
    assert.equal(loads, 0, `${hash} is drawn without a reload`);
    // An address of no page says so, in whichever bundle draws it.
    if (/chess|nonsense|x=|thud\/puzzles/.test(hash) && hash !== '#/bilitaire?x=/view') {
      await page.locator('main', { hasText: 'There is no page at this address.' }).waitFor();
    }
    await closeClean(errors, context);
  }
});

test('a bundle that does not draw its address says so rather than reloading again and again', async () => {
  // No service worker: its fetches would not pass through the page's routes.
  const { page, errors, context } = await open('#/', 'en-US', { serviceWorkers: 'block' });
  await page.locator('.game-card').first().waitFor();
  // A broken host that answers Thud's files with the home page's bundle.
  await page.route(/\/thud(_bg\.wasm|\.js)(\?.*)?$/, (route) =>
    route.continue({ url: route.request().url().replace('/thud', '/home') }));
  let loads = 0;
  page.on('load', () => { loads += 1; });
  await page.goto(page.url().replace(/#.*/, '#/thud'));
  await page.locator('main', { hasText: 'There is no page at this address.' }).waitFor();
  // Drawn whole, with the message rather than another reload.
  await drawn(page);
  assert.ok(loads <= 2, `loaded ${loads} times`);
  await closeClean(errors, context);
});
