// Size budgets: each bundle of the built site (dist/), compressed with gzip -9 as
// a host would serve it, must stay within its budget in tests/budgets.json. Bytes
// are deterministic, so this can be a test; timings are benchmarks
// (scripts/bench.sh). Also checks the precompressed copies the build writes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { repo } from './helpers.mjs';
import { bundleSizes } from './sizes.mjs';

const dist = join(repo, 'dist');
const budgets = JSON.parse(readFileSync(join(repo, 'tests', 'budgets.json'), 'utf8'));

test('every bundle stays within its size budget (gzip -9)', () => {
  const sizes = bundleSizes(dist, budgets.bundles);
  const over = [];
  for (const [name, { gzip: budget }] of Object.entries(budgets.bundles)) {
    const size = sizes[name];
    assert.ok(size.files.length > 0, `the ${name} bundle has files in dist/`);
    console.log(`${name}: ${size.gzip} bytes gzip -9 (budget ${budget}), ${size.brotli} brotli, ${size.raw} raw: ${size.files.join(', ')}`);
    if (size.gzip > budget) over.push(`${name}: ${size.gzip} bytes, budget ${budget}`);
  }
  assert.deepEqual(over, [], 'bundles over budget');
});

test('every text and wasm file has precompressed copies that hold the same bytes', () => {
  const names = readdirSync(dist).filter((f) => /\.(html|js|mjs|css|wasm|webmanifest)$/.test(f));
  assert.ok(names.some((f) => f.endsWith('.wasm')), 'the wasm files are there');
  for (const name of names) {
    const body = readFileSync(join(dist, name));
    assert.ok(existsSync(join(dist, `${name}.gz`)) && existsSync(join(dist, `${name}.br`)), `${name} has .gz and .br`);
    assert.ok(gunzipSync(readFileSync(join(dist, `${name}.gz`))).equals(body), `${name}.gz is ${name}`);
    assert.ok(brotliDecompressSync(readFileSync(join(dist, `${name}.br`))).equals(body), `${name}.br is ${name}`);
  }
});
