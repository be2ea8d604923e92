/**
 * Builds the storefront when its build is missing or older than its sources (or the shared packages),
 * so `npm start` serves what the checkout holds without rebuilding every time.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');

/** Where a build goes and what it is built with: SHOP_DOMAINS (and SHOP_TIME_ZONE) are part of the build. */
export interface StorefrontBuild {
  /** Folder inside apps/web, `.next` unless a second build is wanted. */
  distDir?: string;
  shopDomains?: string;
}

function paths({ distDir = '.next', shopDomains = process.env.SHOP_DOMAINS ?? '' }: StorefrontBuild) {
  return {
    distDir,
    shopDomains,
    marker: path.join(web, distDir, 'BUILD_ID'),
    settingsFile: path.join(web, distDir, 'tendero-settings.json'),
    // SHOP_TIME_ZONE is built in too (next.config.ts): a new zone rebuilds.
    settings: JSON.stringify({ SHOP_DOMAINS: shopDomains, SHOP_TIME_ZONE: process.env.SHOP_TIME_ZONE ?? '' }),
  };
}

function newestChange(dir: string): number {
  // A folder's own time changes when a file in it is added, renamed or deleted.
  let newest = fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.next') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function storefrontIsBuilt(build: StorefrontBuild = {}): boolean {
  const { marker, settingsFile, settings } = paths(build);
  if (!fs.existsSync(marker)) return false;
  if (!fs.existsSync(settingsFile) || fs.readFileSync(settingsFile, 'utf8') !== settings) return false;
  const sources = Math.max(
    newestChange(path.join(web, 'src')),
    newestChange(path.join(web, 'messages')),
    newestChange(path.join(root, 'packages')),
    fs.statSync(path.join(web, 'next.config.ts')).mtimeMs,
  );
  return fs.statSync(marker).mtimeMs >= sources;
}

export function buildStorefront(build: StorefrontBuild = {}): void {
  if (storefrontIsBuilt(build)) return;
  const { distDir, shopDomains, settingsFile, settings } = paths(build);
  console.log('Building the storefront (about a minute the first time)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: web,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, SHOP_DOMAINS: shopDomains },
  });
  if (result.status !== 0) throw new Error('building the storefront failed');
  fs.writeFileSync(settingsFile, settings);
}
