// Browser tests: viewer. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, closeClean, open, pieceAt, click, shots, server, browser, goTo } from './helpers.mjs';

useBrowser();

test('the embeddable viewer replays a sequence for tutorials and reports bad input', async () => {
  const { page, errors, context } = await open('#/brandubh/view?moves=d1-e1+d3-f3+d2-f2xf3&at=1');
  await page.locator('section.embed svg.board').waitFor();
  assert.equal(await page.locator('header.site-header').count(), 0, 'no site header in the embed');
  assert.equal(await pieceAt(page, 'e1').getAttribute('data-piece'), 'attacker');
  assert.equal(await pieceAt(page, 'd3').getAttribute('data-piece'), 'defender');
  await page.locator('button[name=last]').click();
  assert.equal(await pieceAt(page, 'f3').count(), 0, 'the capture is shown at the end');
  assert.equal(await page.locator('g.captured-mark[data-captured=f3]').count(), 1);
  assert.match(await page.locator('section.embed a[data-testid=play-on]').getAttribute('href'), /^#\/brandubh\?moves=d1-e1\+d3-f3\+d2-f2xf3$/);
  assert.match(await page.locator('section.embed a[data-testid=analyse]').getAttribute('href'), /^#\/brandubh\/analysis\?moves=d1-e1\+d3-f3\+d2-f2xf3$/);
  await page.screenshot({ path: join(shots, 'embed.png') });
  await goTo(page, '#/brandubh/view?position=3a3/3a3/9+a');
  await page.locator('.notice.error').waitFor();
  assert.match(await page.locator('.notice.error').innerText(), /start position is not valid: expected 7 ranks/);
  await closeClean(errors, context);
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
    await closeClean(errors, context);
  }
});

test('the viewer plays on from the position shown and reports a bad at=', async () => {
  const { page, errors, context } = await open('#/brandubh/view?moves=d1-e1+d3-f3+d2-f2xf3&at=1');
  await page.locator('section.embed svg.board').waitFor();
  assert.match(await page.locator('section.embed a[data-testid=play-on]').getAttribute('href'), /^#\/brandubh\?moves=d1-e1$/);
  await page.locator('button[name=last]').click();
  assert.match(await page.locator('section.embed a[data-testid=play-on]').getAttribute('href'), /moves=d1-e1\+d3-f3\+d2-f2xf3$/);
  for (const at of ['9', 'two']) {
    await goTo(page, `#/brandubh/view?moves=d1-e1+d3-f3&at=${at}`);
    await page.locator('.notice.error').waitFor();
    assert.match(await page.locator('.notice.error').innerText(), new RegExp(`at=${at} is not a move of this game \\(it has 2 moves\\)`));
    assert.equal(await page.locator('ol.moves .mv.last').innerText(), 'd3-f3', 'the last position is shown');
  }
  await closeClean(errors, context);
});
