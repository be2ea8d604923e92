// Bundles the API into dist/server.mjs, and the thread that draws documents into dist/pdf-worker.mjs
// beside it: bundled code loads faster and takes ~80 MB less memory than running the sources through tsx.
// Native and file-serving packages stay in node_modules, and so do pdfkit (it reads its own data files
// beside its code), fontkit (the one pdfkit uses) and bwip-js (a large barcode encoder).
//
// What is imported with `import()` goes to dist/chunks and is loaded when first asked for: the PDF drawing
// (with pdfkit and fontkit, about 9 MB of the API's resident memory) only with the first parcel label.
// Both entries share the rest (the contract, the texts) as chunks. A chunk's name has a hash of its
// content, so an API still running from an earlier build finds its own chunks; chunks that no build has
// written for a day are removed.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const { metafile } = await build({
  entryPoints: { server: 'src/server.ts', 'pdf-worker': 'src/modules/documents/pdf-worker.ts' },
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
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});

const written = new Set(Object.keys(metafile.outputs).map((file) => path.resolve(file)));
const DAY_MS = 24 * 60 * 60 * 1000;
for (const name of fs.readdirSync('dist/chunks')) {
  const file = path.resolve('dist/chunks', name);
  if (!written.has(file) && Date.now() - fs.statSync(file).mtimeMs > DAY_MS) fs.rmSync(file);
}
