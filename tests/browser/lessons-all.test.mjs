// Browser tests: every lesson of every course (engine/data/lessons/<game>.txt)
// is played to its end on its Learn page, each step by the move "show me" finds,
// typed in notation; every other lesson in Czech.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useBrowser, open, goTo, closeClean, repo, GAMES } from './helpers.mjs';

useBrowser();


/** The identifiers of a course's lessons, in order. */
const lessonIds = (game) => readFileSync(join(repo, 'engine', 'data', 'lessons', `${game}.txt`), 'utf8')
  .split('\n').filter((l) => l.startsWith('lesson:')).map((l) => l.slice('lesson:'.length).trim());

for (const game of GAMES) {
  test(`${game}: every lesson of the course is played to its end, in English and in Czech`, async () => {
    const ids = lessonIds(game);
    assert.ok(ids.length >= 4, `${game} has a course`);
    const { page, errors, context } = await open(`#/${game}/learn`);
    await page.locator('[data-testid=lesson-task]').waitFor();
    for (const [i, id] of ids.entries()) {
      const lang = i % 2 === 0 ? 'EN' : 'CS';
      await goTo(page, `#/${game}/learn/${id}`);
      await page.locator(`[data-testid=lesson][data-lesson="${id}"]`).waitFor();
      await page.locator('button.lang', { hasText: lang }).click();
      await page.locator(`button.lang.active`, { hasText: lang }).waitFor();
      for (let step = 0; step < 8; step++) {
        // A reply by the computer comes from the worker: the board waits for it.
        await page.locator('[data-testid=lesson][data-thinking=false]').waitFor({ timeout: 30_000 });
        if (await page.locator('[data-testid=lesson-done]').count()) break;
        const task = await page.locator('[data-testid=lesson-task]').innerText();
        await page.locator('button[name=show-me]').click();
        const shown = page.locator('[data-testid=shown-move][data-move]');
        await shown.waitFor({ timeout: 30_000 }).catch(() => {
          throw new Error(`${game}/${id}, step ${step + 1}: show me found no move for "${task}"`);
        });
        const move = await shown.getAttribute('data-move');
        await page.locator('input[name=move]').fill(move);
        await page.locator('input[name=move]').press('Enter');
        // Met: the step moves on and the move shown goes; missed: said so.
        await page.waitForFunction(() => !document.querySelector('[data-testid=shown-move]')
          || document.querySelector('[data-testid=lesson-said].missed'));
        assert.equal(await page.locator('[data-testid=lesson-said].missed').count(), 0, `${game}/${id}: ${move} met the goal`);
      }
      const done = page.locator('[data-testid=lesson-done]');
      assert.equal(await done.count(), 1, `${game}/${id} is done`);
      assert.match(await done.innerText(), lang === 'EN' ? /^Lesson learnt\./ : /^Lekce zvládnuta\./);
      assert.equal(await page.locator(`li[data-lesson="${id}"].learnt`).count(), 1, `${id} marked learnt`);
    }
    assert.equal(await page.locator('[data-testid=course-done]').count(), 1, 'the whole course is learnt');
    await closeClean(errors, context);
  });
}
