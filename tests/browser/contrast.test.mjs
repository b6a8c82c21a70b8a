// Browser test: every mark that carries meaning on a board (the last move, the
// selected piece, its destinations and paths, captures, the keyboard's cursor)
// stands out from what lies under it by a contrast of at least 3:1 (WCAG 1.4.11),
// in every game and both themes. Measured on the screen: the pixels where the mark
// is drawn, with the mark and with the mark hidden.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, closeClean, open, movesListed } from './helpers.mjs';

useBrowser();

/** The contrast ratio of two sRGB colours ([r, g, b], 0–255). */
function contrast(a, b) {
  const lum = ([r, g, b]) => {
    const c = [r, g, b].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The colours of the screen's pixels at `points` (page coordinates). */
async function pixels(page, points) {
  const png = await page.screenshot({ fullPage: true });
  return page.evaluate(async ({ data, points }) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(img, 0, 0);
    const { data: px } = ctx.getImageData(0, 0, img.width, img.height);
    return points.map(([x, y]) => {
      const i = (Math.round(y) * img.width + Math.round(x)) * 4;
      return [px[i], px[i + 1], px[i + 2]];
    });
  }, { data: png.toString('base64'), points });
}

/**
 * The best contrast of the mark `selector` (its first element) against what lies
 * under it: sampled at points over its box where hiding it changes the screen.
 */
async function markContrast(page, selector) {
  const mark = page.locator(selector).first();
  await mark.waitFor({ state: 'attached' });
  const points = await mark.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const out = [];
    // Across the middle, down the middle and along a diagonal, a point every 1 %
    // (a thin outline is found wherever it crosses them).
    for (let i = 0; i <= 100; i++) {
      const f = i / 100;
      out.push([r.left + r.width * f, r.top + r.height / 2], [r.left + r.width / 2, r.top + r.height * f], [r.left + r.width * f, r.top + r.height * f]);
    }
    for (const p of out) { p[0] += window.scrollX; p[1] += window.scrollY; }
    return out;
  });
  const shown = await pixels(page, points);
  await mark.evaluate((el) => { el.style.visibility = 'hidden'; });
  const hidden = await pixels(page, points);
  await mark.evaluate((el) => { el.style.visibility = ''; });
  let best = 0;
  for (let i = 0; i < points.length; i++) {
    if (shown[i].some((v, k) => Math.abs(v - hidden[i][k]) > 2)) best = Math.max(best, contrast(shown[i], hidden[i]));
  }
  return best;
}

/** A press of the mouse at the middle of `locator` (whatever lies over it). */
async function press(page, locator) {
  const box = await locator.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

// Each game: a move to play (its last-move marks), then a piece to select.
const GAMES = {
  brandubh: { link: '?moves=d1-e1+d3-f3+d2-f2xf3', select: 'e4', captured: true },
  thud: { link: '?moves=dF1-F6', select: 'J9' },
  bilitaire: { link: '?moves=xd4+B4-A4', select: null },
  topquark: { link: '?players=human,human', select: null, byHand: true },
};

for (const theme of ['light', 'dark']) {
  for (const [game, setup] of Object.entries(GAMES)) {
    test(`${game}, ${theme} theme: every mark stands out 3:1 from what lies under it`, async () => {
      const { page, errors, context } = await open(`#/${game}${setup.link}`);
      await page.locator(`footer button[name=theme-${theme}]`).click();
      await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
      const board = page.locator('section.play svg.board');
      await board.waitFor();
      if (setup.byHand) {
        // A first move by hand: a movable piece and its first destination.
        await press(page, page.locator('svg.board .piece.movable').first());
        await press(page, page.locator('svg.board .dest').first());
        await movesListed(page, 1);
      }
      const results = {};
      results['last move, from'] = await markContrast(page, 'svg.board .last-from');
      results['last move, to'] = await markContrast(page, 'svg.board .last-to');
      if (setup.captured) results['captured'] = await markContrast(page, 'svg.board .captured-mark');
      const piece = setup.select ? page.locator(`svg.board .piece.movable[data-square="${setup.select}"]`) : page.locator('svg.board .piece.movable').first();
      await press(page, piece);
      results['selected'] = await markContrast(page, 'svg.board .selected');
      results['destination'] = await markContrast(page, 'svg.board .dest');
      if (await page.locator('svg.board .route .route-line').count()) results['path'] = await markContrast(page, 'svg.board .route .route-line');
      await board.focus();
      results['cursor'] = await markContrast(page, 'svg.board .cursor');
      for (const [mark, ratio] of Object.entries(results)) {
        assert.ok(ratio >= 3, `${game}, ${theme}: ${mark} has a contrast of ${ratio.toFixed(2)}:1 (${JSON.stringify(Object.fromEntries(Object.entries(results).map(([k, v]) => [k, +v.toFixed(2)])))})`);
      }
      await closeClean(errors, context);
    });
  }
}

// The "show threats" aid: its dashed arrows and the pieces at stake, on a light
// board (Brandubh, a position with threats) and where chains cross tiles
// (Bi-litaire, the pusher's first turn).
const THREATS = {
  brandubh: `?position=${encodeURIComponent('7/3d3/4ad1/7/k6/6a/7 a')}`,
  bilitaire: '?moves=xd4',
};

for (const theme of ['light', 'dark']) {
  for (const [game, link] of Object.entries(THREATS)) {
    test(`${game}, ${theme} theme: the threats' marks stand out 3:1`, async () => {
      const { page, errors, context } = await open(`#/${game}${link}`);
      await page.locator(`footer button[name=theme-${theme}]`).click();
      await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
      await page.locator('input[name=threats]').check();
      const results = {
        arrow: await markContrast(page, 'svg.board .threat-arrow'),
        'piece at stake': await markContrast(page, 'svg.board .square-mark.threat'),
      };
      for (const [mark, ratio] of Object.entries(results)) {
        assert.ok(ratio >= 3, `${game}, ${theme}: the threat's ${mark} has a contrast of ${ratio.toFixed(2)}:1`);
      }
      await closeClean(errors, context);
    });
  }
}
