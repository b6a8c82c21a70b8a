// Browser tests: Brandubh under OpenTafl's rules, and OpenTafl's game records
// pasted and exported. Shared set-up and helpers: helpers.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, closeClean, openGame, click, drawn, movesListed } from './helpers.mjs';

useBrowser();

const here = dirname(fileURLToPath(import.meta.url));
const TRIATHLON = readFileSync(join(here, '../../engine/tests/data/brandubh-triathlon.otg'), 'utf8');

test("OpenTafl's rules are chosen in the new-game form and played: a weak king falls on the throne", async () => {
  const { page, errors, context } = await openGame('#/brandubh', 'hotseat');
  const form = page.locator('form.new-game');
  if (!(await form.isVisible())) await page.locator('details.box:has(form.new-game) > summary').click();
  for (const [name, value] of [['repetition', 'draw'], ['king', 'weak'], ['throne', 'nobody'], ['kingthrone', 'nobody']]) {
    await form.locator(`select[name=${name}]`).selectOption(value);
  }
  assert.equal(await form.locator('select[name=king] option:checked').innerText(), 'by 2 everywhere (OpenTafl)');
  await form.locator('select[name=mode]').selectOption('hotseat');
  await form.locator('button[name=start]').click();
  // Attackers open the throne's sides: c4 and e4 taken, then the king between two.
  await page.locator('details.box summary', { hasText: 'Save and share' }).click();
  await page.locator('textarea[name=record]').fill('position: 7/7/4a2/2ak3/7/7/3a3 a');
  await page.locator('button[name=load]').click();
  await page.locator('.notice', { hasText: 'loaded' }).waitFor();
  await drawn(page);
  await click(page, 'e5', 'e4');
  await movesListed(page, 1);
  await page.locator('[data-testid=status]', { hasText: 'Attackers win. The king was captured.' }).waitFor({ timeout: 5000 });
  await closeClean(errors, context);
});

test('a pasted .otg loads with its rules, a bad one says the line, and the game exports as .otg', async () => {
  const { page, errors, context } = await openGame('#/brandubh', 'hotseat');
  await page.locator('details.box summary', { hasText: 'Save and share' }).click();
  const box = page.locator('textarea[name=record]');
  await box.fill(TRIATHLON.replace('ks:c', 'ks:q'));
  await page.locator('button[name=load]').click();
  await page.locator('.notice.error').waitFor();
  assert.match(await page.locator('.notice.error').innerText(), /OpenTafl record, line 8: rules: ks:q: expected y, s, n, w, c or m/);
  assert.equal(await page.locator('ol.moves .mv').count(), 0, 'nothing changed');
  await box.fill(TRIATHLON);
  await page.locator('button[name=load]').click();
  await movesListed(page, 20);
  const exported = await page.locator('textarea[name=foreign-record]').inputValue();
  assert.match(exported, /\[rules:dim:7 name:Brandubh esc:c surf:n atkf:y tfr:d ka:y ks:c cenh: cenhe: start:\/3t3\/3t3\/3T3\/ttTKTtt\/3T3\/3t3\/3t3\/\]/);
  assert.match(exported, /\n8\. d3-d2 Kd4-d3\n/);
  const link = page.locator('[data-testid=foreign-download]');
  assert.equal(await link.getAttribute('download'), 'brandubh.otg');
  assert.match(decodeURIComponent((await link.getAttribute('href')).split(',')[1]), /^\[variant:Brandubh\]/);
  assert.match(await page.locator('input[name=foreign-position]').inputValue(), /^\/[0-9tTK/]+\/ attackers$/);
  // A position record pasted: a start under the rules of the game shown.
  await box.fill('/7/7/7/3K3/7/7/3t3/ defenders');
  await page.locator('button[name=load]').click();
  await page.waitForFunction(() => document.querySelector('input[name=foreign-position]')?.value === '/7/7/7/3K3/7/7/3t3/ defenders');
  assert.equal(await page.locator('ol.moves .mv').count(), 0);
  await closeClean(errors, context);
});

test('tapping a board shows no tap highlight: the app root and the board are transparent to it', async () => {
  const { page, errors, context } = await openGame('#/brandubh', 'hotseat');
  const colours = await page.evaluate(() => [document.documentElement, document.body, document.querySelector('svg.board')]
    .map((el) => getComputedStyle(el).webkitTapHighlightColor));
  assert.deepEqual(colours, ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  await closeClean(errors, context);
});
