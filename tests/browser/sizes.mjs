// The bundles of the built site and their sizes: raw, gzip -9 and brotli
// (quality 11), as the size test checks them and scripts/bench.sh prints them.
// The compressed sizes are those of the copies the build writes beside each file
// (scripts/post-build.mjs): the bytes a host that serves them sends.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Whether `name` matches `pattern`, where `*` stands for any run of characters. */
const matches = (pattern, name) =>
  new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(name);

/** For each bundle of `bundles` ({ name: { files: [patterns] } }), its files in `dist` and their sizes. */
export function bundleSizes(dist, bundles) {
  const names = readdirSync(dist).filter((f) => !/\.(gz|br)$/.test(f));
  const out = {};
  for (const [bundle, { files }] of Object.entries(bundles)) {
    const picked = names.filter((n) => files.some((p) => matches(p, n))).sort();
    let raw = 0, gzip = 0, brotli = 0;
    for (const name of picked) {
      raw += statSync(join(dist, name)).size;
      gzip += statSync(join(dist, `${name}.gz`)).size;
      brotli += statSync(join(dist, `${name}.br`)).size;
    }
    out[bundle] = { files: picked, raw, gzip, brotli };
  }
  return out;
}
