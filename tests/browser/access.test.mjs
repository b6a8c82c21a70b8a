// Browser tests: access. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useBrowser, closeClean, open, goTo, newGame, square, click, status, statusText, moveCount, tabToBoard, keys, shots, server, browser, GAMES, movesListed } from './helpers.mjs';

useBrowser();

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
  // A link's game: its reason shows, and the address is left plain (wait for
  // that, so that the next address is not replaced by this page's plain one).
  const link = async (hash, expected) => {
    await goTo(page, hash);
    await page.waitForFunction((t) => document.querySelector('.notice.error')?.innerText.includes(t), expected);
    await page.waitForFunction(() => !location.hash.includes('?'));
  };
  await link('#/brandubh?position=7/7/7/7/7/7/3a3+x', 'strana na tahu musí být a nebo d, ne "x"');
  await link('#/bilitaire?moves=xd4+B4-A4%3D9', 'ohlášeno 9 přeskoků, ale koulařův nejdelší skok by měl');
  await link('#/thud?rules=capture%3Dnone', 'capture=none: čekáno subset, allornone nebo single');
  await goTo(page, '#/brandubh');
  await page.locator('section.play svg.board').waitFor();
  await page.locator('details.box summary', { hasText: 'Uložit a sdílet' }).click();
  await page.locator('button.lang', { hasText: 'EN' }).click();
  await load('d1-e1', 'Record loaded: 1 move.');
  await load('d1-e1 d3-f3', 'Record loaded: 2 moves.');
  await closeClean(errors, context);
});

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
  await closeClean(errors, context);
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
  await goTo(page, '#/bilitaire');
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
  await goTo(page, `#/topquark?position=${lone}`);
  await page.locator('section.play svg.board').waitFor();
  await page.locator('svg.board').focus();
  await keys(page, 'ArrowDown', 'ArrowDown', 'Enter', 'ArrowDown');
  assert.equal(await page.locator('g.route.focused').count(), 0, 'f1 is passed through, not a destination');
  await keys(page, 'ArrowLeft');
  assert.equal(await page.locator('g.route.focused').getAttribute('data-route'), 'e1', 'the path to the focused target stands out');
  await keys(page, 'Enter');
  await movesListed(page, 1);
  assert.equal(await page.locator('ol.moves .mv[data-index="0"]').innerText(), 'f2-e1');
  await closeClean(errors, context);
});

test('on a phone: the header on one line, touch targets of 44 px, the board at the top; in landscape board and status together', async () => {
  for (const game of GAMES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, locale: 'en-US' });
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
    await goTo(page, `#/${game}`);
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
      const markers = [...document.querySelectorAll('summary')].filter((e) => e.offsetParent !== null)
        // Not a box folded inside a closed one (the embed builder's preview).
        .filter((e) => !e.parentElement.parentElement.closest('details:not([open])')).map((e) => {
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
    await closeClean(errors, context);
  }
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
    await closeClean(errors, context);
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
  await closeClean(errors, context);
});

test('in Czech the verb agrees with the side: one player "táhl", a group "táhli"', async () => {
  for (const [game, move, said] of [
    ['topquark', 'f2-f1', /^Tah 1: Bílý táhl f2-f1\.$/],
    ['bilitaire', 'xd4', /^Tah 1: Koulař táhl xd4\.$/],
    ['brandubh', 'd1-e1', /^Tah 1: Útočníci táhli d1-e1\.$/],
  ]) {
    const { page, errors, context } = await open(`#/${game}`, 'cs-CZ');
    await newGame(page, 'hotseat');
    await page.locator('form.typed-move input[name=move]').fill(move);
    await page.locator('form.typed-move button').click();
    await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1, null, { timeout: 20000 });
    assert.match(await page.locator('[data-testid=move-announce]').innerText(), said);
    await closeClean(errors, context);
  }
});
