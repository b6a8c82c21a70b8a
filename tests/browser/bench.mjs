// Browser benchmark: the computer player's search speed in the web worker.
// Builds nothing: run after `trunk build --release`, as `node tests/browser/bench.mjs`.
// For each game and level, the computer takes the first side of a new game and the
// script reads the search report the page shows (depth, positions, milliseconds);
// for Thud and Bi-litaire also its second search after a typed reply, and for
// Bi-litaire and Thud the second side's first search (the person removes d4, or
// slides the dwarf on A9 to F14).
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const server = await serve(join(repo, 'dist'), '/abstrakta/');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const report = async (page, label) => {
    const text = await page.locator('[data-testid=search-figures]').textContent();
    const m = text.match(/depth (\d+), (\d+) positions?, (\d+) ms/);
    if (!m) throw new Error(`no search report in ${JSON.stringify(text)}`);
    const [, depth, nodes, ms] = m.map(Number);
    console.log(`${label}, depth ${depth}, ${nodes} nodes in ${ms} ms = ${Math.round(nodes / (ms / 1000))} nodes/s (wasm, web worker)`);
  };
  // A new game against the computer at `level`, the person taking `side`.
  const start = async (game, side, level) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(server.url + '#/' + game);
    const form = page.locator('form.new-game');
    await form.locator('select[name=mode]').selectOption('computer');
    await form.locator('select[name=side]').selectOption(side);
    await form.locator('select[name^=level]').selectOption(level);
    await form.locator('button[name=start]').click();
    return { context, page };
  };
  for (const [game, reply] of [['brandubh', null], ['thud', 'J9-K10'], ['bilitaire', 'B4-A4'], ['topquark', 'j6-j5']]) {
    for (const level of ['easy', 'medium', 'hard', 'expert']) {
      const { context, page } = await start(game, 'second', level);
      await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 1, null, { timeout: 120000 });
      await report(page, `${game} ${level}: first move`);
      if (reply) {
        // A troll step away from the dwarfs, typed; then the dwarfs' second search.
        await page.locator('form.typed-move input[name=move]').fill(reply);
        await page.locator('form.typed-move button').click();
        await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 3, null, { timeout: 120000 });
        await report(page, `${game} ${level}: second move`);
      }
      await context.close();
    }
  }
  // The second side's first search, after the person's typed first move.
  const openings = [['bilitaire', 'xd4', "the pusher's first move"], ['thud', 'A9-F14', "the trolls' first move"]];
  for (const [game, opening, label] of openings) {
    for (const level of ['easy', 'medium', 'hard', 'expert']) {
      const { context, page } = await start(game, 'first', level);
      await page.locator('form.typed-move input[name=move]').fill(opening);
      await page.locator('form.typed-move button').click();
      await page.waitForFunction(() => document.querySelectorAll('ol.moves .mv').length === 2, null, { timeout: 120000 });
      await report(page, `${game} ${level}: ${label}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
