// Browser tests: an author's lesson in an address (#/<game>/lesson?data=…, the
// lesson's text packed with raw deflate in base64url, as `abstrakta lesson link`
// writes it), opened in a fresh browser and played to its end in both
// languages; a malformed, oversized or unplayable one gets a clear error, and
// nothing stored by the site changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { useBrowser, open, click, closeClean, pieceAt } from './helpers.mjs';

useBrowser();

/** The `data=` of a lesson text. */
const pack = (text) => deflateRawSync(Buffer.from(text, 'utf8'), { level: 9 }).toString('base64url');

// Two steps: a capture, the script's reply, then a move to a marked square.
const LESSON = `lesson: my-first
game: brandubh
position: 7/6a/2d4/2a1k2/7/7/7 a
title: An author's lesson | Lekce autora
goal: capture
task: Take the defender on c5. | Zajměte obránce na c5.
hint: From g6 to c6. | Z g6 na c6.
arrow: g6-c6
mark: c5
reply: e4-e3
goal: move c4-c3
task: Now move the attacker on c4 to c3. | Teď táhněte útočníkem z c4 na c3.
mark: c3
done: Well done, author's reader. | Výborně, čtenáři.
`;

test('an author\'s lesson from its link plays the same in a fresh browser, in English and in Czech', async () => {
  for (const [locale, title, task, done] of [
    ['en-US', 'An author\'s lesson', /Take the defender on c5/, /Well done, author's reader/],
    ['cs-CZ', 'Lekce autora', /Zajměte obránce na c5/, /Výborně, čtenáři/],
  ]) {
    const { page, errors, context } = await open(`#/brandubh/lesson?data=${pack(LESSON)}`, locale);
    await page.locator('[data-testid=lesson-task]').waitFor();
    assert.equal(await page.locator('[data-testid=lesson] h2').innerText(), title);
    assert.match(await page.locator('[data-testid=lesson-task]').innerText(), task);
    assert.equal(await page.locator('g.hint-arrow[data-arrow=g6-c6]').count(), 1, 'the lesson\'s arrow');
    assert.equal(await page.locator('svg.board .square-mark.noted').count(), 1, 'the marked square');
    const storedBefore = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
    await click(page, 'g6', 'c6');
    await page.locator('[data-testid=lesson-task]', { hasText: /c3/ }).waitFor();
    assert.equal(await pieceAt(page, 'c5').count(), 0, 'taken');
    assert.equal(await pieceAt(page, 'e3').getAttribute('data-piece'), 'king', 'the script\'s reply was played');
    // The second step by its typed notation.
    await page.locator('input[name=move]').fill('c4-c3');
    await page.locator('input[name=move]').press('Enter');
    await page.locator('[data-testid=lesson-done]').waitFor();
    assert.match(await page.locator('[data-testid=lesson-done]').innerText(), done);
    assert.equal(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort())), storedBefore,
      'a lesson from a link stores nothing');
    await closeClean(errors, context);
  }
});

test('a malformed, oversized or unplayable lesson link gets a clear error and nothing else', async () => {
  const big = pack(`${LESSON}# ${'x'.repeat(40 * 1024)}\n`);
  const cases = [
    ['', /names no lesson/],
    ['?data=Zm9v+mFy', /does not read: the character “ ” at place 5/],
    ['?data=Zm9vY', /cut short/],
    [`?data=${Buffer.from('not deflate at all').toString('base64url')}`, /does not unpack/],
    [`?data=${'A'.repeat(17 * 1024)}`, /characters long; a link carries at most 16384/],
    [`?data=${big}`, /unpacks to more than 32768 bytes/],
    [`?data=${pack(LESSON + LESSON.replace('my-first', 'my-second'))}`, /carries one lesson; this one carries 2/],
    [`?data=${pack(LESSON.replace('game: brandubh', 'game: thud'))}`, /a lesson of thud, not of brandubh/],
    [`?data=${pack(LESSON.replace('reply: e4-e3', 'reply: e4-e9'))}`, /cannot be played: lesson my-first, line \d+: the reply "e4-e9" is not legal/],
    [`?data=${pack(LESSON.replace('goal: capture', 'goal: win'))}`, /no move meets the goal "win"/],
    [`?data=${pack('lesson: a\ngame: brandubh\nsomething\n')}`, /line 3: not a line "key: value"/],
    ['?id=no-such-lesson', /There is no lesson "no-such-lesson" in the course of Brandubh/],
  ];
  const { page, errors, context } = await open('#/brandubh');
  await page.locator('svg.board').waitFor();
  await page.evaluate(() => localStorage.setItem('abstrakta.test-marker', 'kept'));
  const storedBefore = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  for (const [query, reason] of cases) {
    await page.goto(`${page.url().split('#')[0]}#/brandubh/lesson${query}`);
    const error = page.locator('[data-testid=lesson-error]');
    await error.waitFor();
    assert.match(await error.innerText(), reason, query.slice(0, 60));
    assert.equal(await page.locator('svg.board').count(), 0, 'no board for a lesson that is not shown');
  }
  assert.equal(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort())), storedBefore,
    'nothing stored changed');
  await closeClean(errors, context);
});
