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
// The files the page names (its style sheet, icons, manifest), written by the build.
const NAMED = '__NAMED__';

async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch('./', { cache: 'no-cache' });
  if (!page.ok) return;
  await cache.put('./', page);
  const files = new Set([...BUNDLES, ...NAMED, './worker-loader.js', './worker.js', './worker_bg.wasm', './manifest.webmanifest',
    './icons/icon.svg', './icons/icon-192.png', './icons/icon-512.png', './icons/icon-maskable-512.png']
    .map((f) => new URL(f, self.registration.scope))
    .filter((url) => url.origin === self.location.origin)
    .map((url) => url.href));
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
