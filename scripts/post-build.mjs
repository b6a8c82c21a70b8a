// Trunk post-build hook (see Trunk.toml), run on the staged site before it
// replaces dist/:
// 0. takes out the script Trunk writes to start its "main" asset (the home
//    bundle; the page's loader starts the bundle an address needs) with its
//    preload links, and names the home bundle's files as the others'
//    (`home.js`, `home_bg.wasm`);
//    then minifies the bundles' wasm-bindgen scripts (terser; Trunk leaves them);
//    and joins the page's style sheets (main.css and each game's board colours,
//    one Trunk link each) into one, `styles-<hash>.css`, in their order: on a slow
//    phone, five render-blocking sheets arriving one by one made the browser's
//    reading of the page one long task (docs/benchmarks.md);
// 1. names the offline cache in sw.js after the build's files, so that every build
//    that changes a file is a new service-worker version (open pages then offer
//    to reload) and an unchanged build is not, and gives it the list of the page's
//    wasm bundles to keep (not the embeddable viewers nor the editors, cached
//    when first used);
// 2. writes the build's version and each bundle's wasm size into the page's
//    loader (index.html), which adds the version to the bundles' addresses (their
//    names carry no hash) and shows the share of the wasm received;
//    then minifies the page's inline scripts (terser);
// 3. writes the page's content security policy, allowing exactly the inline
//    scripts the page has (by their SHA-256) and nothing from any other origin,
//    into the element that the page's start puts in force;
// 4. writes a gzip (-9) and a brotli (quality 11) copy beside every text and wasm
//    file (`home_bg.wasm.gz`, `home_bg.wasm.br`), for hosts that serve
//    precompressed files (README, "Hosting"). The gzip copy is made by the
//    system's `gzip -9 -n` where there is one (a few per cent smaller than
//    node's zlib), and by node's zlib where not.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { minify } from 'terser';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');

const files = (d) => readdirSync(d).flatMap((name) => {
  const path = join(d, name);
  return statSync(path).isDirectory() ? files(path) : [path];
});
{
  const pagePath = join(dir, 'index.html');
  let page = readFileSync(pagePath, 'utf8');
  const home = readdirSync(dir).find((name) => /^home-[0-9a-f]+\.js$/.test(name));
  if (!home) throw new Error('the home bundle (home-<hash>.js) is missing');
  const stem = home.slice(0, -'.js'.length);
  renameSync(join(dir, home), join(dir, 'home.js'));
  renameSync(join(dir, `${stem}_bg.wasm`), join(dir, 'home_bg.wasm'));
  // (Trunk may have minified the page: quotes are optional.)
  const starter = /<script type=["']?module["']?>(?:(?!<\/script>)[\s\S])*?\/home-[0-9a-f]+\.js[\s\S]*?<\/script>\s*/;
  const preloads = /<link[^>]*?\/home-[0-9a-f]+(?:\.js|_bg\.wasm)[^>]*>/g;
  if (!starter.test(page)) throw new Error("index.html: Trunk's script that starts the home bundle is missing");
  page = page.replace(starter, '').replace(preloads, '');
  if (page.includes(stem)) throw new Error(`index.html: ${stem} is still named`);
  writeFileSync(pagePath, page);
}

// The page's style sheets joined into one (see 0. above).
{
  const pagePath = join(dir, 'index.html');
  let page = readFileSync(pagePath, 'utf8');
  // (Trunk may have minified the page: quotes are optional.)
  const links = [...page.matchAll(/<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/g)];
  const sheets = links.map((m) => /\bhref=["']?\.\/([^"'\s>]+\.css)/.exec(m[0])?.[1]);
  if (sheets.length === 0 || sheets.some((name) => !name)) throw new Error('index.html: no style sheets, or one without a local href');
  const css = sheets.map((name) => readFileSync(join(dir, name), 'utf8')).join('\n');
  const name = `styles-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  writeFileSync(join(dir, name), css);
  for (const sheet of sheets) unlinkSync(join(dir, sheet));
  const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
  page = page.replace(links[0][0], `<link rel="stylesheet" href="./${name}" integrity="${integrity}">`);
  for (const link of links.slice(1)) page = page.replace(link[0], '');
  writeFileSync(pagePath, page);
}

// The bundles' scripts (ES modules) and the worker's (a classic script).
for (const name of readdirSync(dir).filter((n) => /^[a-z-]+\.js$/.test(n) && n !== 'sw.js' && n !== 'worker-loader.js')) {
  const path = join(dir, name);
  const { code } = await minify(readFileSync(path, 'utf8'), { module: name !== 'worker.js', compress: true, mangle: true });
  writeFileSync(path, code);
}

const site = createHash('sha256');
for (const path of files(dir).map((p) => relative(dir, p)).filter((p) => p !== 'sw.js').sort()) {
  site.update(path).update('\0').update(readFileSync(join(dir, path))).update('\0');
}
const version = site.digest('hex').slice(0, 16);

/** `text` with the string literal `from` (in either quotes) replaced by `to`;
 * fails when `from` is missing from `file`. */
const stamp = (file, text, from, to) => {
  const quoted = [`'${from}'`, `"${from}"`].find((q) => text.includes(q));
  if (!quoted) throw new Error(`${file}: the placeholder '${from}' is missing`);
  return text.replace(quoted, to);
};

// The page's bundles: every `<stem>_bg.wasm` with its `<stem>.js`, but the worker's.
const bundles = readdirSync(dir)
  .map((name) => /^([a-z-]+)_bg\.wasm$/.exec(name)?.[1])
  .filter((stem) => stem && stem !== 'worker')
  .sort();
if (!bundles.includes('home')) throw new Error('the home bundle (home_bg.wasm) is missing');
const sizes = Object.fromEntries(bundles.map((stem) => [stem, statSync(join(dir, `${stem}_bg.wasm`)).size]));
// Not the embeddable viewers nor the authors' editors: cached when first used.
const kept = bundles.filter((stem) => !stem.endsWith('-view') && !stem.endsWith('-editor'))
  .flatMap((stem) => [`./${stem}.js?v=${version}`, `./${stem}_bg.wasm?v=${version}`]);

const swPath = join(dir, 'sw.js');
let sw = readFileSync(swPath, 'utf8');
sw = stamp('sw.js', sw, 'abstrakta-dev', `'abstrakta-${version}'`);
sw = stamp('sw.js', sw, '__BUNDLES__', JSON.stringify(kept));
writeFileSync(swPath, sw);

const pagePath = join(dir, 'index.html');
let page = readFileSync(pagePath, 'utf8');
page = stamp('index.html', page, '__VERSION__', `'${version}'`);
page = stamp('index.html', page, '__WASM_BYTES__', JSON.stringify(sizes));
// The page's inline scripts minified once their placeholders are written (Trunk's
// minifier leaves a script it cannot read, as the page's start with its `import()`,
// comments and all).
for (const [whole, code] of [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)]) {
  const { code: small } = await minify(code, { compress: true, mangle: true });
  page = page.replace(whole, () => `<script>${small}</script>`);
}
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
// Written into its own element, which the page's start puts in force (index.html).
// (Trunk may have minified the page: quotes are optional.)
const marker = /<meta name=["']?abstrakta-content-security-policy["']?\s*\/?>/;
if (!marker.test(page)) throw new Error('index.html: the placeholder <meta name="abstrakta-content-security-policy" /> is missing');
writeFileSync(pagePath, page.replace(marker, `<meta name="abstrakta-content-security-policy" content="${policy}" />`));
console.log(`post-build: version ${version}, bundles ${bundles.join(' ')}, ${hashes.length} inline script(s) allowed by hash`);

// Precompressed copies, last, so that they hold the files as shipped.
const COMPRESS = /\.(html|js|mjs|css|wasm|svg|json|webmanifest|txt)$/;
/** `body` compressed by `gzip -9 -n` (no name or time: the same bytes each build), or by zlib. */
const gzip = (body) => {
  const run = spawnSync('gzip', ['-9', '-n', '-c'], { input: body, maxBuffer: 64 << 20 });
  return run.status === 0 ? run.stdout : gzipSync(body, { level: 9 });
};
let raw = 0, gz = 0, br = 0;
for (const path of files(dir).filter((p) => COMPRESS.test(p))) {
  const body = readFileSync(path);
  const zipped = gzip(body);
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${path}.gz`, zipped);
  writeFileSync(`${path}.br`, brotli);
  raw += body.length; gz += zipped.length; br += brotli.length;
}
console.log(`post-build: ${raw} bytes, ${gz} gzip -9, ${br} brotli (precompressed copies written)`);
