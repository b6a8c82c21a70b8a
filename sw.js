// abstrakta offline support: network first, the cache when offline.
// On install it caches the page and every file the page names, plus the page's
// wasm bundles, the AI worker and the icons, so the app works offline after one visit. Nothing outside this
// site is touched. The build names the cache after its files
// (scripts/post-build.mjs), so each new build is a new version of this worker;
// a new version waits until the page, asked by the player, tells it to take over.
const CACHE = 'abstrakta-dev';
// The page's wasm bundles (home and each game's), with the build's version in their
// addresses, written by the build; a game's embeddable viewer and its editor are cached when used.
const BUNDLES = '__BUNDLES__';

async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch('./', { cache: 'no-cache' });
  if (!page.ok) return;
  const html = await page.clone().text();
  await cache.put('./', page);
  const files = new Set([...BUNDLES, './worker-loader.js', './worker.js', './worker_bg.wasm', './manifest.webmanifest',
    './icons/icon.svg', './icons/icon-192.png', './icons/icon-512.png', './icons/icon-maskable-512.png']);
  // Quoted or not: the built page is minified (the tab's icon's has none).
  for (const m of html.matchAll(/\b(?:href|src)=(?:"([^"#]*)"|'([^'#]*)'|([^\s"'>#]+))/g)) {
    const link = m[1] ?? m[2] ?? m[3];
    if (!link) continue;
    const url = new URL(link, self.registration.scope);
    if (url.origin === self.location.origin) files.add(url.href);
  }
  await Promise.all([...files].map(async (f) => {
    try {
      const res = await fetch(f, { cache: 'no-cache' });
      if (res.ok) await cache.put(f, res);
    } catch (_) { /* offline during install: cached on first use instead */ }
  }));
}

self.addEventListener('install', (e) => {
  // The first version takes over at once; a later one waits for the player.
  e.waitUntil(precache().catch(() => {}).then(() => { if (!self.registration.active) return self.skipWaiting(); }));
});

self.addEventListener('message', (e) => {
  if (e.data?.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('activate', (e) => {
  e.waitUntil((async () => {
    for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  e.respondWith((async () => {
    try {
      const res = await fetch(req);
      if (res.ok) {
        const copy = res.clone();
        caches.open(CACHE).then((c) => c.put(req, copy)).catch(() => {});
      }
      return res;
    } catch (err) {
      const cached = await caches.match(req, { ignoreSearch: true })
        || (req.mode === 'navigate' ? await caches.match('./') : undefined);
      if (cached) return cached;
      throw err;
    }
  })());
});
