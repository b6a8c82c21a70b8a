// Draws the PNG icons of the web app manifest from the SVG icons, with the local
// Chromium: `node scripts/icons.mjs`. The PNGs are kept in icons/ (run this again
// after changing an SVG icon).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const icons = join(dirname(fileURLToPath(import.meta.url)), '..', 'icons');
const jobs = [
  // The tab's icon (index.html): a PNG, which the browser decodes in a moment,
  // where an SVG icon is made a document of its own on the page's thread (a long
  // task on a slow phone at the start; docs/benchmarks.md).
  ['icon.svg', 'icon-48.png', 48],
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [svg, png, size] of jobs) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const data = `data:image/svg+xml;base64,${readFileSync(join(icons, svg)).toString('base64')}`;
  await page.setContent(`<body style="margin:0;background:transparent"><img src="${data}" width="${size}" height="${size}"></body>`);
  await page.locator('img').screenshot({ path: join(icons, png), omitBackground: true });
  await page.close();
  console.log(`icons/${png} (${size}×${size}) from icons/${svg}`);
}
await browser.close();
