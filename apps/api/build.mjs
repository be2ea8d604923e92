// Bundles the API into dist/server.mjs, and the thread that draws documents into dist/pdf-worker.mjs
// beside it: bundled code loads faster and takes ~80 MB less memory than running the sources through tsx.
// Native and file-serving packages stay in node_modules, and so do pdfkit (it reads its own data files
// beside its code), fontkit (the one pdfkit uses), bwip-js (a large barcode encoder) and heic-decode
// (libheif in 2 MB of WebAssembly, under the LGPL: kept a separate, replaceable package).
//
// What is imported with `import()` goes to dist/chunks and is loaded when first asked for: each kind of PDF
// drawing (with pdfkit and fontkit) only on the PDF thread, with the first PDF of its kind.
// Both entries share the rest (the contract, the texts) as chunks. A chunk's name has a hash of its
// content, so an API still running from an earlier build finds its own chunks (see the end).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const { metafile } = await build({
  entryPoints: { server: 'src/server.ts', 'pdf-worker': 'src/pdf-worker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Without comments and spaces the code is half the size, and plain ASCII: V8 keeps the source of a file
  // with a single other character (a dash in a comment) as two bytes per character, 14 MB instead of 3.
  minifyWhitespace: true,
  charset: 'ascii',
  // The licences of bundled packages go to server.mjs.LEGAL.txt beside it.
  legalComments: 'external',
  external: [
    'better-sqlite3',
    'sharp',
    'pg-native',
    '@fastify/swagger-ui',
    '@node-rs/argon2',
    'pdfkit',
    'fontkit',
    'bwip-js',
    'heic-decode',
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});

// A chunk no longer written is removed a week after this build first found it unused (noted in
// dist/chunks/unused.json): an API started from an earlier build loads its chunks from there when it
// first needs them, so they stay for as long as such a process plausibly runs on.
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const written = new Set(Object.keys(metafile.outputs).map((file) => path.resolve(file)));
const ledger = path.resolve('dist/chunks/unused.json');
const unusedSince = fs.existsSync(ledger) ? JSON.parse(fs.readFileSync(ledger, 'utf8')) : {};
const stillUnused = {};
for (const name of fs.readdirSync('dist/chunks')) {
  const file = path.resolve('dist/chunks', name);
  if (file === ledger || written.has(file)) continue;
  const since = unusedSince[name] ?? Date.now();
  if (Date.now() - since > WEEK_MS) fs.rmSync(file);
  else stillUnused[name] = since;
}
fs.writeFileSync(ledger, JSON.stringify(stillUnused));
