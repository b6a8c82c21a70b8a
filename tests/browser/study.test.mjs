// Browser tests: a study made on the analysis board travels in a link, and the
// viewer embedded on a page of another origin steps through it, into a
// variation (by its buttons and by the host page's command), showing each
// move's comment and telling the page which line a move is on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { servePage } from './embeds.mjs';
import { useBrowser, open, closeClean, click, browser, shots } from './helpers.mjs';

useBrowser();

test('a study from the analysis board, embedded on a page of another origin, is stepped into a variation', async () => {
  // The study: d1-e1 d3-f3, and c4-c6 in place of d3-f3 with a comment.
  const { page, errors, context } = await open('#/brandubh/analysis?moves=d1-e1+d3-f3');
  await page.waitForFunction(() => document.querySelectorAll('.move-tree .mv').length === 2);
  await page.locator('.move-tree .mv', { hasText: 'd1-e1' }).click();
  await click(page, 'c4', 'c6');
  await page.waitForFunction(() => document.querySelectorAll('.move-tree .mv').length === 3);
  await page.locator('textarea[name=comment]').fill('Better: the defenders open the file.');
  await page.locator('textarea[name=comment]').press('Tab');
  await page.locator('.move-tree .comment').waitFor();
  await page.locator('button[name=study-link]').click();
  const link = await page.locator('input[name=study-view]');
  await link.waitFor();
  const view = await link.inputValue();
  assert.match(view, /^http:\/\/127\.0\.0\.1:\d+\/sub\/abstrakta\/#\/brandubh\/study\?data=[A-Za-z0-9_-]+$/);
  assert.match(await page.locator('textarea[name=study-embed]').inputValue(), /^<iframe src="http:[^"]+#\/brandubh\/study\?data=/);
  const analysis = await page.locator('input[name=study-analysis]').inputValue();
  await closeClean(errors, context);

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A study</title></head><body>
<iframe id="study" src="${view}" width="640" height="720" title="Brandubh"></iframe>
<button id="next-variation">Next variation</button>
<script>
  window.events = [];
  addEventListener('message', (e) => { if (e.data && e.data.abstrakta) window.events.push(e.data); });
  document.getElementById('next-variation').onclick = () =>
    document.getElementById('study').contentWindow.postMessage({ abstrakta: 1, type: 'variation', move: 1 }, '*');
</script></body></html>`;
  const host = await servePage(html, 'study.html');
  const hostContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1000, height: 900 } });
  const hostPage = await hostContext.newPage();
  const hostErrors = [];
  hostPage.on('pageerror', (e) => hostErrors.push(String(e)));
  try {
    await hostPage.goto(host.url);
    const frame = hostPage.frameLocator('#study');
    await frame.locator('section.study-view .move-tree .mv').nth(2).waitFor({ timeout: 30_000 });
    // Along the main line by the viewer's buttons.
    await frame.locator('button[name=next]').click();
    await frame.locator('button[name=next]').click();
    await frame.locator('.move-tree .mv[aria-selected=true]', { hasText: 'd3-f3' }).waitFor();
    await hostPage.waitForFunction(() => window.events.some((e) => e.type === 'move' && e.notation === 'd3-f3' && e.line === 'main' && e.at === 2));
    // Into the variation by the host page's command: its comment is shown.
    await hostPage.locator('#next-variation').click();
    await frame.locator('.move-tree .mv[aria-selected=true]', { hasText: 'c4-c6' }).waitFor();
    assert.equal(await frame.locator('[data-testid=caption]').innerText(), 'Better: the defenders open the file.');
    await hostPage.waitForFunction(() => window.events.some((e) => e.type === 'move' && e.notation === 'c4-c6' && e.line === 'variation' && e.at === 2));
    assert.equal(await frame.locator('svg.board g.piece[data-square=c6]').count(), 1, 'the variation\'s position');
    // A malformed command is answered with an error, and nothing changes.
    await hostPage.evaluate(() => document.getElementById('study').contentWindow.postMessage({ abstrakta: 1, type: 'variation', move: 5 }, '*'));
    await hostPage.waitForFunction(() => window.events.some((e) => e.type === 'error' && /variation/.test(e.message)));
    assert.equal(await frame.locator('.move-tree .mv[aria-selected=true]').innerText(), 'c4-c6');
    await hostPage.screenshot({ path: join(shots, 'study-embedded.png') });
    assert.deepEqual(hostErrors, []);
  } finally {
    await hostContext.close();
    await host.close();
  }

  // The analysis board's link opens the study to go on with it.
  const again = await open(analysis.replace(/^.*#/, '#'));
  await again.page.waitForFunction(() => document.querySelectorAll('.move-tree .mv').length === 3);
  assert.match(await again.page.locator('.notice').first().innerText(), /The record was read: 3 moves, 1 variation\./);
  await closeClean(again.errors, again.context);

  // The play page's embed builder takes the study's link, with colours and a size.
  const share = await open('#/brandubh?moves=d1-e1+d3-f3');
  await share.page.locator('details.box summary', { hasText: 'Save and share' }).click();
  await share.page.locator('select[name=embed-what]').selectOption('study');
  await share.page.locator('input[name=embed-study]').fill(analysis);
  await share.page.locator('select[name=embed-theme]').selectOption({ label: 'dark' });
  const data = view.replace(/^.*data=/, '');
  assert.equal(await share.page.locator('textarea[name=embed]').inputValue(),
    `<iframe src="${view.replace(/#.*/, '')}#/brandubh/study?data=${data}&amp;theme=dark" width="640" height="560" style="border:0" title="Brandubh"></iframe>`);
  const tab = await share.context.newPage();
  await tab.goto(await share.page.locator('[data-testid=embed-preview]').getAttribute('href'));
  await tab.waitForFunction(() => document.querySelectorAll('section.study-view .move-tree .mv').length === 3);
  assert.equal(await tab.evaluate(() => document.documentElement.dataset.theme), 'dark');
  await tab.close();
  await closeClean(share.errors, share.context);

  // A theme that is none is said, and the study is shown all the same.
  const odd = await open(`#/brandubh/study?data=${data}&theme=pink`);
  await odd.page.waitForFunction(() => document.querySelectorAll('section.study-view .move-tree .mv').length === 3);
  assert.match(await odd.page.locator('section.study-view .notice').innerText(), /theme=pink is not a theme \(light or dark\)/);
  await closeClean(odd.errors, odd.context);
});

test('a study link that was cut says so, in the viewer and on the analysis board', async () => {
  for (const hash of ['#/brandubh/study?data=abc*def', '#/brandubh/analysis?study=abc*def']) {
    const { page, errors, context } = await open(hash);
    await page.locator('.notice.error', { hasText: 'not base64url' }).waitFor();
    await closeClean(errors, context);
  }
});
