// Browser benchmark: the first visit on a slow phone. Serves the built site
// (dist/, after `trunk build --release`) from a host that sends the precompressed
// gzip copies, one that sends brotli and one that compresses nothing; loads a page in
// Chromium with the throttling of a slow phone (1.6 Mbps down, 750 kbps up, 150 ms
// latency, CPU 4 times slower) and a fresh cache, in a tab that showed a page of
// another site before, as a visitor's tab does; and prints, as the median of
// three loads, the first paint, the moment the board is drawn (the page is
// playable), the bytes that came over the network before it, and the long tasks
// (over 50 ms) from the start until a second after it (with `DETAIL=1`, what each
// long task added to the page and the time the machine's host took its cores
// then). First it prints each bundle's size. Run:
// `node tests/browser/load-bench.mjs` (scripts/bench.sh). Long tasks come and go
// with the machine's load: `RUNS=10` loads each page ten times instead of three,
// and `ONLY=<pattern>` measures only the pages whose names match (and the blank
// page beside them), from the gzip host, without the tutorial page.
// `COMPARE=<folder>` judges a change: another build of the site (a copy of an
// earlier dist/) is loaded in turn with dist/, load for load, page by page (the
// pages ONLY names, or all), from a gzip host, so that both see the machine in
// the same state; it prints each build's drawn time and long tasks.
// `CHROMIUM_ARGS` passes flags to the browser: with
// `--js-flags=--no-wasm-lazy-compilation` it compiles the whole wasm up front,
// which shows what compiling each function on its first call costs a page.
// `CPU=1` measures the page's own work in each task instead (`cpuLoad` below):
// the loads run with the network throttled but not the CPU, under Chromium's
// trace, and each task of the page's thread is given its thread CPU time times
// four. The throttled wall-clock figures also hold the time the machine gave other
// processes, counted again by the throttling (see `cpuLoad`); this says how long
// each task would be on a phone four times slower, whatever the machine is doing
// (with `COMPARE`, loading each page from both builds in turn); with `DETAIL=1`,
// each load's tasks of 10 ms or more in order, with what each added to the page.
// `FIFO=1` (Linux; root, or the right to set real-time priority) keeps the
// machine out of the page's tasks instead: each page's thread runs at real-time
// priority (`chrt -f 1`), so that no other process of the machine interrupts it,
// as a phone gives the app on its screen the first claim on a core; the page's
// own work is still slowed four times. It combines with every mode above; with
// `DETAIL=1` it also prints how long the page's thread waited for a core in each
// load (the kernel's count), which says whether anything still interrupted it,
// and how long it ran inside each long task (`record` below).
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { readFileSync, readdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { serve } from './server.mjs';
import { bundleSizes } from './sizes.mjs';
import { EMBEDS, serveTutorial, allBoardsDrawn } from './embeds.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGES = [['home page', '#/', '.game-card'], ['play page (Brandubh)', '#/brandubh', 'svg.board .pieces .piece'],
  ['play page (Top Quark, the largest)', '#/topquark', 'svg.board .pieces .piece'], ['embedded viewer (Top Quark)', '#/topquark/view', 'section.embed svg.board .pieces .piece']];
/** Pages measured for long tasks only. */
const MORE_PAGES = [['play page (Thud)', '#/thud', 'svg.board .pieces .piece'], ['play page (Bi-litaire)', '#/bilitaire', 'svg.board .pieces .piece'],
  ['rules page (Thud)', '#/thud/rules', '.rules'], ['puzzles page (Top Quark)', '#/topquark/puzzles', 'svg.board .pieces .piece'],
  ['Learn page (Brandubh)', '#/brandubh/learn', 'svg.board .pieces .piece'], ['editor (Thud)', '#/thud/editor', 'svg.board .pieces .piece'],
  ['embedded viewer (Thud)', '#/thud/view', 'section.embed svg.board .pieces .piece']];
const RUNS = Number(process.env.RUNS) > 0 ? Number(process.env.RUNS) : 3;
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY, 'i') : null;
const measured = ([name]) => !ONLY || ONLY.test(name);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The bundles' sizes first (the budgets of tests/budgets.json name the bundles).
const budgets = JSON.parse(readFileSync(join(repo, 'tests', 'budgets.json'), 'utf8'));
for (const [name, size] of Object.entries(bundleSizes(join(repo, 'dist'), budgets.bundles))) {
  console.log(`${name}: ${size.raw} bytes raw, ${size.gzip} gzip -9, ${size.brotli} brotli (${size.files.length} files)`);
}

/**
 * `FIFO=1` (see the head of this file): each renderer's first thread, the page's
 * thread, is given the real-time policy as the renderer starts (`pin()` right
 * after a page is opened, before it loads anything; a watch every 5 ms besides),
 * and the threads it starts later are given the normal policy back.
 */
const fifo = (() => {
  const on = Boolean(process.env.FIFO);
  const seen = new Set();
  const renderers = new Set();
  let refused = null;
  const pids = () => readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  const parent = (pid) => {
    try {
      // The fields after the command's name, in parentheses: state, then parent.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    } catch {
      return '0';
    }
  };
  // A renderer of this bench's browser (started by it, through its zygote), not
  // of another browser on the machine.
  const isRenderer = (pid) => {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) return false;
    } catch {
      return false;
    }
    for (let p = parent(pid), up = 0; p !== '0' && up < 6; p = parent(p), up++) {
      if (p === String(process.pid)) return true;
    }
    return false;
  };
  const threads = (pid) => {
    try {
      return readdirSync(`/proc/${pid}/task`);
    } catch {
      renderers.delete(pid);
      return [];
    }
  };
  // A thread gone meanwhile refuses too: only a living one's refusal counts.
  const chrt = (args, tid, path) => {
    try {
      execFileSync('chrt', [...args, tid], { stdio: 'pipe' });
    } catch (e) {
      try {
        readFileSync(`${path}/stat`);
        refused ??= String(e.stderr || e.message).trim();
      } catch { /* gone */ }
    }
  };
  const pin = () => {
    for (const pid of pids()) {
      if (seen.has(pid)) continue;
      seen.add(pid);
      if (isRenderer(pid)) {
        renderers.add(pid);
        for (const tid of threads(pid)) seen.add(`${pid}/${tid}`);
        chrt(['-f', '-p', '1'], pid, `/proc/${pid}`);
      }
    }
    for (const pid of renderers) {
      for (const tid of threads(pid)) {
        if (seen.has(`${pid}/${tid}`)) continue;
        seen.add(`${pid}/${tid}`);
        chrt(['-o', '-p', '0'], tid, `/proc/${pid}/task/${tid}`);
      }
    }
  };
  if (on) setInterval(pin, 5).unref();
  return {
    on,
    /**
     * A count of how long the renderers' page threads wait for a core (the kernel's
     * count of a runnable thread's time on the run queue, which with the real-time
     * policy only the kernel's own work can make long): `since()` is the wait, in
     * ms, since this call, of the renderers alive then and of those started since
     * (the page's own, when the tab goes to another site).
     */
    waits() {
      const read = () => {
        const ns = new Map();
        for (const pid of renderers) {
          try {
            ns.set(pid, Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]));
          } catch { /* gone */ }
        }
        return ns;
      };
      const start = read();
      return { since: () => [...read()].reduce((ms, [pid, ns]) => ms + (ns - (start.get(pid) ?? 0)) / 1e6, 0) };
    },
    /** The time the renderers' page threads have run on a core, in ms (the
     * kernel's count, of the renderers `pin` found: with `FIFO=1` only; with the
     * CPU throttled, the throttling's waiting is counted too, as it waits on a
     * core). */
    ran() {
      let ns = 0;
      for (const pid of renderers) {
        try {
          ns += Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]);
        } catch { /* gone */ }
      }
      return ns / 1e6;
    },
    /** The renderers started since, at once; throws if the system refused. */
    pin() {
      if (!on) return;
      pin();
      if (refused) throw new Error(`FIFO=1 needs the right to give a thread the real-time policy (root, or CAP_SYS_NICE): chrt said ${refused}`);
    },
  };
})();
if (fifo.on) console.log('each page\'s thread at real-time priority (FIFO=1): no other process of the machine interrupts it');

/**
 * With `DETAIL=1`, a record of the machine during a load, read every 5 ms: the
 * time its host took its cores (the kernel's "steal" count, in /proc/stat, in
 * ticks of 10 ms: a virtual machine's core stops while the host runs something
 * else, and a task running then is longer by that time, whatever its own work)
 * and, with `FIFO=1`, the time the renderers' page threads ran on a core.
 * `record()` starts one; its `stolen(from, to)` is the steal counted between two
 * times (ms since the epoch, a tick added at each end), its `ran(from, to)` how
 * long the page's thread ran between the first and last samples inside the two
 * times (a task of the page's own work runs throughout; one waiting for another
 * thread or process does not, or only in the throttling's waits), and `stop()`
 * ends it.
 */
function record() {
  const steal = () => {
    try {
      return readFileSync('/proc/stat', 'utf8').split('\n').filter((l) => /^cpu\d/.test(l))
        .reduce((sum, l) => sum + Number(l.split(/\s+/)[8]) * 10, 0);
    } catch {
      return NaN;
    }
  };
  const sample = () => ({ at: Date.now(), stolen: steal(), ran: fifo.ran() });
  const samples = [sample()];
  const timer = process.env.DETAIL ? setInterval(() => samples.push(sample()), 5) : null;
  const before = (t) => samples.findLast((s) => s.at <= t) ?? samples[0];
  return {
    stop: () => clearInterval(timer),
    stolen: (from, to) => before(to + 10).stolen - before(from - 10).stolen,
    ran(from, to) {
      const inside = samples.filter((s) => s.at >= from && s.at <= to);
      if (inside.length < 2) return 'too short to tell';
      const [first, last] = [inside[0], inside[inside.length - 1]];
      return `${Math.round(last.ran - first.ran)} of ${last.at - first.at} ms`;
    },
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ...(process.env.CHROMIUM_ARGS ? process.env.CHROMIUM_ARGS.split(' ') : [])],
});

/**
 * Serves `html` as the one page of a site of its own, at `host` (`127.0.0.1`, or
 * `localhost` for another site than the bench's hosts); resolves to { url, close }.
 */
async function servePage(html, host = '127.0.0.1') {
  const dir = mkdtempSync(join(tmpdir(), 'abstrakta-page-'));
  writeFileSync(join(dir, 'index.html'), html);
  const server = await serve(dir, '/');
  return {
    url: server.url.replace('//127.0.0.1:', `//${host}:`),
    close: async () => { await server.close(); rmSync(dir, { recursive: true }); },
  };
}

/**
 * The site a visitor comes from: a page of another site (`localhost`, where the
 * bench's hosts are `127.0.0.1`), which each load's tab shows first. A visitor's
 * tab shows another site before (a search, a link, the browser's new tab page),
 * and the browser opens the new site in a process of its own; a tab that has only
 * shown its blank page would be given the site in that same process, and take the
 * blank page down in the task that starts reading ours (see docs/benchmarks.md,
 * "No long task at the start").
 */
const elsewhere = await servePage('<!doctype html><html lang="en"><title>elsewhere</title><p>Another site.</p></html>', 'localhost');

/** A fresh page (no cache, no service worker) with a slow phone's network and CPU
 * (`cpuRate` 1: the network only), showing a page of another site (`elsewhere`). */
async function throttledPage(cacheDisabled = true, cpuRate = 4) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  fifo.pin();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8,
  });
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Performance.enable');
  await page.goto(elsewhere.url, { waitUntil: 'load' });
  return { context, page, cdp };
}

/**
 * Run in the page before its own scripts (`page.addInitScript(watchAdditions,
 * mark)`): notes what each task adds to the page in `window.__drawn`, as `[time,
 * what]` (a mutation observer's records are delivered at the end of the task that
 * made them), and with `mark` also as a user-timing mark `added: …` in that task,
 * which a trace shows inside it.
 */
function watchAdditions(mark) {
  window.__drawn = [];
  new MutationObserver((list) => {
    const added = list.flatMap((m) => [...m.addedNodes]).filter((n) => n.nodeType === 1)
      .map((n) => n.tagName.toLowerCase() + (n.getAttribute('class') ? '.' + n.getAttribute('class').split(' ')[0] : ''));
    if (!added.length) return;
    const what = added.slice(0, 5).join(' ') + (added.length > 5 ? ` (+${added.length - 5})` : '');
    window.__drawn.push([performance.now(), what]);
    if (mark) performance.mark(`added: ${what}`);
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Why `CPU=1`: Chromium slows the page's thread by interrupting it every 200 µs or
 * so and making it wait `rate - 1` times the wall-clock time since its last wait
 * (at most 1 ms of it); time the machine gave other processes meanwhile is
 * counted as the page's and multiplied with it, and on a machine of two cores a
 * task of 15 ms of the page's own work becomes a long task in some loads. A task
 * of the page's thread is the page's own when the trace shows the page's work in
 * it (its parsing, scripts, timers, events, style, layout or paint); the others
 * are the automation's (Playwright's scripts, sent through the DevTools protocol)
 * and the browser's messages. Each load runs until the page is drawn and a second
 * more, and gives its tasks of at least 20 ms (CPU x4) with what ran in them.
 */
const PAGE_WORK = { ParseHTML: 'reading the page', TimerFire: 'a timer (an app step)', FunctionCall: 'a script', EvaluateScript: 'a script',
  'v8.compileModule': 'a script', EventDispatch: 'an event', FireAnimationFrame: 'an animation frame', UpdateLayoutTree: 'style', Layout: 'layout',
  Paint: 'paint', ResourceReceivedData: 'data received', ResourceFinish: 'a file received' };
async function cpuLoad(url, hash, ready, tries = 3) {
  const { context, page } = await throttledPage(true, 1);
  // What each task added to the page, marked in the trace (a little work of the
  // bench's own in those tasks).
  if (process.env.DETAIL) await page.addInitScript(watchAdditions, true);
  // The trace's lighter categories: the heavier ones add their own work to each task.
  await browser.startTracing(page, { categories: ['toplevel', '__metadata', 'blink.user_timing', 'devtools.timeline'] });
  await page.goto(url + hash, { waitUntil: 'commit' });
  await page.waitForSelector(ready, { timeout: 120_000 });
  await page.waitForTimeout(1000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const start = events.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(url));
  if (!start) {
    // The page's renderer, started for the new site, joins the trace on its own
    // and now and then after the page's start: that load is measured again.
    if (tries > 1) return cpuLoad(url, hash, ready, tries - 1);
    throw new Error(`no trace of the page's start for ${hash}`);
  }
  // The page's thread: the one that marked its start (its thread's name, in the
  // trace's metadata, is missing from some traces).
  const onMain = events.filter((e) => e.ph === 'X' && e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts);
  // The marks of DETAIL=1 (instant events of the page's process).
  const marks = events.filter((e) => e.pid === start.pid && e.ph !== 'X' && String(e.name).startsWith('added: '));
  const least = process.env.DETAIL ? 10_000 : 20_000;
  return onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.tdur !== undefined && e.tdur * 4 >= least).map((task) => {
    const inner = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const work = [...new Set(inner.map((e) => PAGE_WORK[e.name]).filter(Boolean))];
    const added = marks.filter((m) => m.ts >= task.ts && m.ts <= task.ts + task.dur).map((m) => m.name.slice(7));
    return { ms: Math.round(task.tdur * 4 / 1000), at: Math.round((task.ts - start.ts) / 1000), own: work.length > 0, what: work.join(', '), added };
  });
}

/** The `CPU=1` report of `runs` (each load's tasks from `cpuLoad`). */
const cpuReport = (runs) => {
  const longest = (tasks) => tasks.reduce((a, t) => (t.ms > (a?.ms ?? 0) ? t : a), null);
  const own = runs.map((tasks) => longest(tasks.filter((t) => t.own)));
  const other = runs.map((tasks) => longest(tasks.filter((t) => !t.own)));
  return `the page's own work, the longest task of each load (CPU x4): ` +
    own.map((t) => (t ? `${t.ms} ms at ${t.at} ms (${t.what})` : 'none over 20 ms')).join(' / ') +
    `; over 50 ms in ${own.filter((t) => t && t.ms > 50).length} of ${runs.length} loads` +
    `; the automation's and the browser's other tasks, longest: ${other.map((t) => (t ? `${t.ms} ms` : '-')).join(' / ')}` +
    // With DETAIL=1, each load's tasks of the page's own work of at least 10 ms,
    // in order, with what they added to the page.
    (process.env.DETAIL ? runs.map((tasks, i) => `\n    load ${i + 1}: ` + tasks.filter((t) => t.own)
      .map((t) => `${t.ms} ms ${t.added.length ? `(${t.what}: ${t.added.join('; ')})` : `(${t.what})`}`).join(', ')).join('') : '');
};

/** Until the page of `cdp` (with `load`'s script) is drawn, at most `timeout` ms. */
async function drawn(cdp, hash, timeout) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${hash} was not drawn within ${timeout} ms`)), timeout);
  });
  try {
    for (;;) {
      // `false` until the new page's script has run (the protocol's answer to
      // `commit` may come first); then the page's promise, awaited in the page.
      const { result, exceptionDetails } = await Promise.race([
        cdp.send('Runtime.evaluate', { expression: 'window.__ready ?? false', awaitPromise: true, returnByValue: true }), late,
      ]);
      if (exceptionDetails) throw new Error(`waiting for ${hash} to be drawn: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      if (result.value === true) return;
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 50)), late]);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** One throttled load of `hash` until `ready` is in the page. */
async function load(url, hash, ready, again = false) {
  const { context, page, cdp } = await throttledPage();
  const waits = fifo.waits();
  const machine = record();
  await page.addInitScript(watchAdditions, false);
  await page.addInitScript((selector) => {
    window.__longTasks = [];
    // Every long task from the start until a second after the page was drawn (the
    // task that drew it included, and what the page draws a task later).
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (window.__readyAt === undefined || e.startTime <= window.__readyAt + 1000) {
          window.__longTasks.push(Math.round(e.duration));
          // What the task added to the page (`watchAdditions`).
          const drawn = window.__drawn.filter(([t]) => t >= e.startTime && t <= e.startTime + e.duration + 1).map(([, what]) => what);
          window.__longTaskDetail.push(`${Math.round(e.duration)} ms: ${drawn.join(' ') || '(nothing added to the page)'}`);
          window.__longTaskSpans.push([performance.timeOrigin + e.startTime, performance.timeOrigin + e.startTime + e.duration]);
        }
      }
    }).observe({ type: 'longtask', buffered: true });
    window.__longTaskDetail = [];
    window.__longTaskSpans = [];
    // Settled when the page is drawn. The bench waits for it with one call through
    // the browser's protocol: Playwright's own waiting would compile its script of
    // some hundred kilobytes in the page, a task of about 40 ms at x4 at the
    // page's start that is the bench's, not the page's.
    window.__ready = new Promise((resolve) => {
      new MutationObserver((_, observer) => {
        if (document.querySelector(selector)) {
          window.__readyAt = performance.now();
          observer.disconnect();
          resolve(true);
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }, ready);
  await page.goto(url + hash, { waitUntil: 'commit' });
  await drawn(cdp, hash, 120_000);
  // The tasks of that second are reported once they have ended.
  await page.waitForTimeout(1300);
  const result = await page.evaluate(() => ({
    paint: performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? NaN,
    ready: window.__readyAt,
    longTasks: window.__longTasks,
    longTaskDetail: window.__longTaskDetail,
    longTaskSpans: window.__longTaskSpans,
    // What came over the network (headers and compressed bodies) before the page was ready.
    bytes: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((e) => e.responseEnd <= window.__readyAt)
      .reduce((sum, e) => sum + e.transferSize, 0),
  }));
  result.waited = waits.since();
  machine.stop();
  result.longTaskDetail = result.longTaskDetail.map((d, i) => {
    const [from, to] = result.longTaskSpans[i];
    return `${d} [the host's steal then: ${machine.stolen(from, to)} ms` +
      (fifo.on ? `; the page's thread ran ${machine.ran(from, to)} inside it]` : ']');
  });
  result.stolen = machine.stolen(0, Date.now());
  if (again) {
    // The same page drawn a second time in the same tab (its code has run once):
    // the long tasks from leaving for its rules page and coming back.
    await page.evaluate(() => { location.hash = location.hash.split('?')[0] + '/rules'; });
    await page.waitForSelector('.rules', { timeout: 60_000 });
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      window.__again = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__again.push(Math.round(e.duration));
      }).observe({ type: 'longtask' });
      location.hash = location.hash.replace(/\/rules$/, '');
    });
    await page.waitForSelector(ready, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    result.again = await page.evaluate(() => window.__again);
  }
  await context.close();
  return result;
}

/** The long tasks of a page with one paragraph, on the same profile: what the
 * browser itself spends at the start of any page. */
async function blankPage() {
  const server = await servePage('<!doctype html><html lang="en"><title>blank</title><p class="blank">A page.</p></html>');
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(server.url, '', 'p.blank'));
  await server.close();
  return runs;
}

const longTasks = (runs) => `none in ${runs.filter((r) => !r.longTasks.length).length} of ${runs.length} loads: ` +
  runs.map((r) => r.longTasks.length ? `${r.longTasks.length} (longest ${Math.max(...r.longTasks)} ms)` : 'none').join(' / ') +
  // With DETAIL=1, what each long task added to the page.
  (process.env.DETAIL ? runs.map((r, i) => r.longTaskDetail.map((d) => `\n    load ${i + 1}: ${d}`).join('')).join('') : '') +
  // With FIFO=1 too, how long the page's thread waited for a core in each load.
  (process.env.DETAIL && fifo.on ? `\n    the page's thread waited for a core: ${runs.map((r) => `${Math.round(r.waited)} ms`).join(' / ')}` : '') +
  // With DETAIL=1, the time the host took the machine's cores in each load.
  (process.env.DETAIL ? `\n    the host's steal of the two cores in each load: ${runs.map((r) => `${r.stolen} ms`).join(' / ')}` : '');

/**
 * Each page (those ONLY names, or all) loaded from each of `builds` (`[label,
 * folder]`) in turn, load for load, from a gzip host, so that all see the machine
 * in the same state: `measure(url, hash, ready)` is one load, and `report(name,
 * label, runs)` prints a page's loads from one build.
 */
async function inTurn(builds, measure, report) {
  const servers = await Promise.all(builds.map(([, dir]) => serve(dir, '/abstrakta/', { encoding: 'gzip' })));
  for (const [name, hash, ready] of [...PAGES, ...MORE_PAGES].filter(measured)) {
    const runs = builds.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [b, server] of servers.entries()) runs[b].push(await measure(server.url, hash, ready));
    }
    for (const [b, [label]] of builds.entries()) report(name, label, runs[b]);
  }
  await Promise.all(servers.map((s) => s.close()));
}

// dist/, and with COMPARE the other build, each page from both in turn.
const builds = [['dist/', join(repo, 'dist')], ...(process.env.COMPARE ? [[process.env.COMPARE, process.env.COMPARE]] : [])];

try {
  if (process.env.CPU) {
    await inTurn(builds, cpuLoad, (name, label, runs) =>
      console.log(`${name}, a gzip host${builds.length > 1 ? `, ${label}` : ''}: ${cpuReport(runs)}`));
  } else {
    console.log(`a blank page: long tasks at its start: ${longTasks(await blankPage())}`);
    if (process.env.COMPARE) {
      await inTurn(builds, load, (name, label, runs) =>
        console.log(`${name}, ${label}: drawn ${Math.round(median(runs.map((r) => r.ready)))} ms; long tasks until a second after: ${longTasks(runs)}`));
    } else {
      for (const encoding of ONLY ? ['gzip'] : ['gzip', 'br', null]) {
        const server = await serve(join(repo, 'dist'), '/abstrakta/', { encoding });
        for (const [name, hash, ready] of PAGES.filter(measured)) {
          const runs = [];
          const again = encoding === 'gzip' && hash.startsWith('#/brandubh');
          for (let i = 0; i < RUNS; i++) runs.push(await load(server.url, hash, ready, again));
          const host = encoding ? `a host that sends ${encoding}` : 'a host that does not compress';
          console.log(`${name}, ${host}: first paint ${Math.round(median(runs.map((r) => r.paint)))} ms, ` +
            `drawn ${Math.round(median(runs.map((r) => r.ready)))} ms, ${Math.round(median(runs.map((r) => r.bytes)) / 1024)} KB over the network; ` +
            `long tasks until a second after: ${longTasks(runs)}`);
          if (again) {
            console.log(`  the same page drawn again in the same tab: long tasks ${runs.map((r) => r.again.length ? r.again.join(', ') + ' ms' : 'none').join(' / ')}`);
          }
        }
        await server.close();
      }
      // The long tasks at the start of every kind of page (a gzip host).
      {
        const server = await serve(join(repo, 'dist'), '/abstrakta/', { encoding: 'gzip' });
        for (const [name, hash, ready] of MORE_PAGES.filter(measured)) {
          const runs = [];
          for (let i = 0; i < RUNS; i++) runs.push(await load(server.url, hash, ready));
          console.log(`${name}, a gzip host: drawn ${Math.round(median(runs.map((r) => r.ready)))} ms; long tasks until a second after: ${longTasks(runs)}`);
        }
        await server.close();
      }
      if (!ONLY) {
        // A tutorial page (another origin) with six embedded viewers, from a gzip host
        // that lets the browser cache what it sends.
        const server = await serve(join(repo, 'dist'), '/abstrakta/', { encoding: 'gzip', cache: 'max-age=3600' });
        const tutorial = await serveTutorial(server.url);
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const { context, page, cdp } = await throttledPage(false);
          const start = Date.now();
          await page.goto(tutorial.url, { waitUntil: 'commit' });
          await allBoardsDrawn(page, server.url, 180_000);
          const ms = Date.now() - start;
          const frames = page.frames().filter((f) => f.url().startsWith(server.url));
          const bytes = (await Promise.all(frames.map((f) => f.evaluate(() =>
            [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
              .reduce((sum, e) => sum + e.transferSize, 0))))).reduce((a, b) => a + b, 0);
          const { metrics } = await cdp.send('Performance.getMetrics');
          const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
          const wasm = (await Promise.all(frames.map((f) => f.evaluate(() =>
            performance.getEntriesByType('resource').filter((e) => /\.wasm(\?|$)/.test(e.name)).length)))).reduce((a, b) => a + b, 0);
          runs.push({ ms, bytes, heap, wasm });
          await context.close();
        }
        console.log(`tutorial page with ${EMBEDS.length} embedded viewers, a gzip host with caching: all boards drawn ` +
          `${Math.round(median(runs.map((r) => r.ms)))} ms after the start, ${Math.round(median(runs.map((r) => r.bytes)) / 1024)} KB ` +
          `over the network for the frames (${median(runs.map((r) => r.wasm))} wasm fetches), ` +
          `JS heap ${Math.round(median(runs.map((r) => r.heap)) / 1048576)} MB`);
        await tutorial.close();
        await server.close();
      }
    }
  }
} finally {
  await elsewhere.close();
  await browser.close();
}
