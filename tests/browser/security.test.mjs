// Browser tests: security. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, closeClean, open, newGame, server, goTo, GAMES } from './helpers.mjs';

useBrowser();

test('a content security policy is in force, nothing breaks it, and no request leaves the site', async () => {
  const { page, errors, context } = await open('#/');
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    // When the page's start put the policy in force (it adds the policy's <meta>).
    new MutationObserver((_, observer) => {
      if (document.querySelector('head > meta[http-equiv=Content-Security-Policy]')) {
        window.__policyAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await page.locator('.game-card h2').first().waitFor();
  const policy = await page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content');
  assert.match(policy, /default-src 'self'/);
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.doesNotMatch(policy, /'unsafe-eval'|script-src[^;]*'unsafe-inline'/, 'no eval, no inline scripts but the hashed ones');
  assert.equal(await page.locator('meta[http-equiv=Content-Security-Policy]').count(), 1);
  assert.equal(policy, await page.locator('meta[name=abstrakta-content-security-policy]').getAttribute('content'),
    'the policy in force is the one the build wrote');
  // In force before the page fetched anything of its own: the wasm and its script.
  const order = await page.evaluate(() => ({
    policy: window.__policyAt,
    fetched: performance.getEntriesByType('resource').filter((e) => /\.(wasm|js)(\?|$)/.test(e.name)).map((e) => e.startTime),
  }));
  assert.ok(order.policy !== undefined && order.fetched.length >= 2, JSON.stringify(order));
  assert.ok(order.fetched.every((t) => t > order.policy), `the policy came first: ${JSON.stringify(order)}`);
  // Every page, the computer player and the offline worker under the policy.
  for (const game of GAMES) {
    await goTo(page, `#/${game}`);
    await page.locator('section.play svg.board').waitFor();
    await newGame(page, 'watch');
    await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length >= 2, null, { timeout: 30000 });
    await goTo(page, `#/${game}/rules`);
    await page.locator('h1').waitFor();
    await goTo(page, `#/${game}/view?moves=`);
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
  await closeClean(errors, context);
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
  const pages = GAMES.flatMap((g) => [`#/${g}`, `#/${g}/view`]);
  for (const base of pages) {
    for (const value of hostile) {
      for (const param of ['position', 'moves', 'rules', 'at']) {
        // The bundle that draws the address, once any reload into it is done.
        await goTo(page, `${base}?${param}=${value}`);
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
    await goTo(page, `${base}?moves=${long}`);
    await page.locator('.notice').first().waitFor();
    assert.ok(Date.now() - started < 10000, `${base}: a long record is refused quickly`);
  }
  for (const where of ['#/chess', '#/chess/view?moves=e2-e4', `#/${'x'.repeat(5000)}`, '#/brandubh/nothing', '#/%3Cscript%3E']) {
    await goTo(page, where);
    await page.locator('main').waitFor();
    assert.match(await page.locator('main').innerText(), /There is no page at this address/, where);
  }
  assert.equal(await page.evaluate(() => window.__pwned), undefined, 'no injected script ran');
  assert.equal(dialogs, 0);
  await closeClean(errors, context);
});
