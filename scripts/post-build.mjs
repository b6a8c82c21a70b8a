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
//    when first used) and the list of files the page names (its style sheet,
//    icons, manifest), so that the worker caches them without reading the page;
// 2. writes the build's version and each bundle's wasm size into the page's
//    loader (index.html), which adds the version to the bundles' addresses (their
//    names carry no hash) and shows the share of the wasm received;
//    then minifies the page's inline scripts (terser);
//    the page is read and written as a document tree (parse5), never by
//    patterns over its text;
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
import { parse, serialize, defaultTreeAdapter as tree } from 'parse5';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');

const files = (d) => readdirSync(d).flatMap((name) => {
  const path = join(d, name);
  return statSync(path).isDirectory() ? files(path) : [path];
});

// The page as a document tree.
const pagePath = join(dir, 'index.html');
const doc = parse(readFileSync(pagePath, 'utf8'));
/** Every element below `node`, in document order. */
const elements = (node) => (node.childNodes ?? []).flatMap((child) => (child.tagName ? [child, ...elements(child)] : []));
/** The value of attribute `name` of `el`, or undefined. */
const attr = (el, name) => el.attrs.find((a) => a.name === name)?.value;
/** Elements `tag` of the page that `keep` accepts. */
const all = (tag, keep = () => true) => elements(doc).filter((el) => el.tagName === tag && keep(el));
/** The text of an element (a script's code). */
const textOf = (el) => el.childNodes.map((c) => (tree.isTextNode(c) ? c.value : '')).join('');
/** Sets the text of an element. */
const setText = (el, text) => {
  for (const c of [...el.childNodes]) tree.detachNode(c);
  tree.insertText(el, text);
};
const inline = (el) => attr(el, 'src') === undefined;

// 0. Trunk's start of the home bundle out, its files renamed.
{
  const home = readdirSync(dir).find((name) => /^home-[0-9a-f]+\.js$/.test(name));
  if (!home) throw new Error('the home bundle (home-<hash>.js) is missing');
  const stem = home.slice(0, -'.js'.length);
  renameSync(join(dir, home), join(dir, 'home.js'));
  renameSync(join(dir, `${stem}_bg.wasm`), join(dir, 'home_bg.wasm'));
  const starters = all('script', (el) => attr(el, 'type') === 'module' && textOf(el).includes(`/${home}`));
  if (starters.length !== 1) throw new Error("index.html: Trunk's script that starts the home bundle is missing");
  const preloads = all('link', (el) => [`/${stem}.js`, `/${stem}_bg.wasm`].some((f) => attr(el, 'href')?.endsWith(f)));
  for (const el of [...starters, ...preloads]) tree.detachNode(el);
  if (serialize(doc).includes(stem)) throw new Error(`index.html: ${stem} is still named`);
}

// The page's style sheets joined into one (see 0. above).
{
  const links = all('link', (el) => attr(el, 'rel') === 'stylesheet');
  const sheets = links.map((el) => attr(el, 'href')).map((href) => (href?.startsWith('./') && href.endsWith('.css') ? href.slice(2) : undefined));
  if (sheets.length === 0 || sheets.some((name) => !name)) throw new Error('index.html: no style sheets, or one without a local href');
  const css = sheets.map((name) => readFileSync(join(dir, name), 'utf8')).join('\n');
  const name = `styles-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  writeFileSync(join(dir, name), css);
  for (const sheet of sheets) unlinkSync(join(dir, sheet));
  const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
  links[0].attrs = [{ name: 'rel', value: 'stylesheet' }, { name: 'href', value: `./${name}` }, { name: 'integrity', value: integrity }];
  for (const link of links.slice(1)) tree.detachNode(link);
}
writeFileSync(pagePath, serialize(doc));

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
  return text.replace(quoted, () => to);
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
// The files the page names (its style sheet, icons, manifest), as addresses
// relative to the site, without a fragment; the base element names the site.
const named = elements(doc)
  .filter((el) => el.tagName !== 'base')
  .flatMap((el) => [attr(el, 'href'), attr(el, 'src')])
  .map((link) => link?.split('#')[0])
  .filter((link) => link && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(link));

const swPath = join(dir, 'sw.js');
let sw = readFileSync(swPath, 'utf8');
sw = stamp('sw.js', sw, 'abstrakta-dev', `'abstrakta-${version}'`);
sw = stamp('sw.js', sw, '__BUNDLES__', JSON.stringify(kept));
sw = stamp('sw.js', sw, '__NAMED__', JSON.stringify([...new Set(named)].sort()));
writeFileSync(swPath, sw);

// The loader's placeholders written, then the page's inline scripts minified
// (Trunk's minifier leaves a script it cannot read, as the page's start with its
// `import()`, comments and all).
{
  const scripts = all('script', inline);
  const loader = scripts.filter((el) => textOf(el).includes('__VERSION__'));
  if (loader.length !== 1) throw new Error("index.html: the placeholder '__VERSION__' is missing");
  let code = stamp('index.html', textOf(loader[0]), '__VERSION__', `'${version}'`);
  code = stamp('index.html', code, '__WASM_BYTES__', JSON.stringify(sizes));
  setText(loader[0], code);
  for (const el of scripts) setText(el, (await minify(textOf(el), { compress: true, mangle: true })).code);
}
const hashes = all('script', inline).map((el) => `'sha256-${createHash('sha256').update(textOf(el)).digest('base64')}'`);
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
const markers = all('meta', (el) => attr(el, 'name') === 'abstrakta-content-security-policy');
if (markers.length !== 1) throw new Error('index.html: the placeholder <meta name="abstrakta-content-security-policy" /> is missing');
markers[0].attrs = [{ name: 'name', value: 'abstrakta-content-security-policy' }, { name: 'content', value: policy }];
writeFileSync(pagePath, serialize(doc));
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
