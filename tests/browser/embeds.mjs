// A rules tutorial's page with six embedded viewers (the four games, two of them
// twice), on a host of its own (another origin than the site's), for the embed
// test and the benchmark.
import { createServer } from 'node:http';

export const EMBEDS = [
  '#/brandubh/view?moves=d1-e1+d3-f3+d2-f2xf3&at=1',
  '#/thud/view',
  '#/bilitaire/view',
  '#/topquark/view',
  '#/brandubh/view?position=3a3/3a3/9+a',
  '#/topquark/view?moves=f2-f1',
];

/** Serves the tutorial page, its frames showing `site` (the site's address); resolves to { url, close }. */
export function serveTutorial(site) {
  const frames = EMBEDS.map((hash, i) =>
    `<figure><iframe src="${site}${hash.replace(/&/g, '&amp;')}" width="420" height="650" title="Example ${i + 1}" loading="eager"></iframe></figure>`).join('\n');
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A tutorial</title></head>
<body><h1>Learning the games</h1>\n${frames}\n</body></html>`;
  return servePage(html, 'tutorial.html');
}

/** Serves `html` at `/<name>` on a port of its own (another origin than the
 * site's); resolves to { url, close }. */
export function servePage(html, name) {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/${name}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

/** Waits until every frame of `page` that shows the site has drawn its board; the number of such frames. */
export async function allBoardsDrawn(page, site, timeout = 60_000) {
  const start = Date.now();
  for (;;) {
    const frames = page.frames().filter((f) => f.url().startsWith(site));
    const drawn = await Promise.all(frames.map((f) => f.locator('section.embed svg.board').count().catch(() => 0)));
    if (frames.length === EMBEDS.length && drawn.every((n) => n > 0)) return frames.length;
    if (Date.now() - start > timeout) throw new Error(`boards drawn: ${drawn.filter((n) => n > 0).length} of ${EMBEDS.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
