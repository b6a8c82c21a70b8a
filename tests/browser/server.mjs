// A tiny static file server for the browser tests and benchmarks: serves a folder
// under a sub-path (as a static host would), on 127.0.0.1 only. With
// `{ encoding: 'gzip' }` or `'br'` it serves the precompressed copy the build
// writes beside each file (app_bg.wasm.gz), as a host set up for them would;
// `{ cache: 'max-age=3600' }` lets the browser keep what it fetched; `{ before }`
// is awaited with each request's path before it is answered (a slow host);
// `{ pause: { before: '<body>', ms } }` sends each page (.html) in two parts, the
// second `ms` later, from the first occurrence of `before` (a page that arrives in
// parts, as on a slow link).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.json': 'application/json', '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json',
};

/** Serves `root` at `prefix` (e.g. "/sub/abstrakta/"); resolves to { url, close }. */
export function serve(root, prefix, { encoding = null, cache = 'no-store', before = null, pause = null } = {}) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (before) await before(path);
    if (!path.startsWith(prefix)) { res.writeHead(404).end('not found'); return; }
    let file = normalize(join(root, path.slice(prefix.length)));
    if (!file.startsWith(normalize(root))) { res.writeHead(403).end(); return; }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache };
      const ext = { gzip: '.gz', br: '.br' }[encoding];
      const accepted = (req.headers['accept-encoding'] ?? '').split(/\s*,\s*/).some((e) => e.split(';')[0] === encoding);
      let body;
      if (ext && accepted) {
        try {
          body = await readFile(file + ext);
          headers['content-encoding'] = encoding;
          headers.vary = 'accept-encoding';
        } catch { /* no precompressed copy: the file itself */ }
      }
      body ??= await readFile(file);
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      const cut = pause && extname(file) === '.html' && !headers['content-encoding'] ? body.indexOf(pause.before) : -1;
      if (cut > 0) {
        res.write(body.subarray(0, cut));
        await new Promise((resolve) => setTimeout(resolve, pause.ms));
        res.end(body.subarray(cut));
      } else {
        res.end(body);
      }
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}${prefix}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
