// Trunk post-build hook (see Trunk.toml), run on the staged site before it
// replaces dist/:
// 1. names the offline cache in sw.js after the build's files, so that every build
//    that changes a file is a new service-worker version (open pages then offer
//    to reload) and an unchanged build is not;
// 2. writes the page's content security policy, allowing exactly the inline
//    scripts the page has (by their SHA-256) and nothing from any other origin;
// 3. writes the app wasm's size into the loading screen's script (loader.mjs), so
//    that its bar shows the share received;
// 4. writes a gzip (-9) and a brotli (quality 11) copy beside every text and wasm
//    file (`app_bg.wasm.gz`, `app_bg.wasm.br`), for hosts that serve
//    precompressed files (README, "Hosting").
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');

const files = (d) => readdirSync(d).flatMap((name) => {
  const path = join(d, name);
  return statSync(path).isDirectory() ? files(path) : [path];
});
const wasm = files(dir).find((p) => /app-[0-9a-f]+_bg\.wasm$/.test(p));
const loader = files(dir).find((p) => /loader\.mjs$/.test(p));
if (!wasm || !loader) throw new Error('the app wasm or the loading screen script (loader.mjs) is missing');
const loaderText = readFileSync(loader, 'utf8');
if (!loaderText.includes('const WASM_BYTES = 0;')) throw new Error('loader.mjs: the size to stamp is missing');
writeFileSync(loader, loaderText.replace('const WASM_BYTES = 0;', `const WASM_BYTES = ${statSync(wasm).size};`));

const site = createHash('sha256');
for (const path of files(dir).map((p) => relative(dir, p)).filter((p) => p !== 'sw.js').sort()) {
  site.update(path).update('\0').update(readFileSync(join(dir, path))).update('\0');
}
const version = site.digest('hex').slice(0, 16);
const swPath = join(dir, 'sw.js');
const sw = readFileSync(swPath, 'utf8');
if (!sw.includes("const CACHE = 'abstrakta-dev';")) throw new Error('sw.js: the cache name to stamp is missing');
writeFileSync(swPath, sw.replace("const CACHE = 'abstrakta-dev';", `const CACHE = 'abstrakta-${version}';`));

const pagePath = join(dir, 'index.html');
const page = readFileSync(pagePath, 'utf8');
const hashes = [...page.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)]
  .filter((m) => !/\ssrc=/.test(m[0].slice(0, m[0].indexOf('>'))))
  .map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
  // Yew writes a few style attributes (a board's aspect ratio, a slide's start).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');
const marker = '<meta name="content-security-policy" />';
if (!page.includes(marker)) throw new Error(`index.html: the placeholder ${marker} is missing`);
writeFileSync(pagePath, page.replace(marker, `<meta http-equiv="Content-Security-Policy" content="${policy}" />`));
console.log(`post-build: version ${version}, ${hashes.length} inline script(s) allowed by hash`);

// Precompressed copies, last, so that they hold the files as shipped.
const COMPRESS = /\.(html|js|mjs|css|wasm|svg|json|webmanifest|txt)$/;
let raw = 0, gz = 0, br = 0;
for (const path of files(dir).filter((p) => COMPRESS.test(p))) {
  const body = readFileSync(path);
  const zipped = gzipSync(body, { level: 9 });
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${path}.gz`, zipped);
  writeFileSync(`${path}.br`, brotli);
  raw += body.length; gz += zipped.length; br += brotli.length;
}
console.log(`post-build: ${raw} bytes, ${gz} gzip -9, ${br} brotli (precompressed copies written)`);
