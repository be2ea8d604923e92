/**
 * The Node.js versions Tendero runs on: 24, and 22 from 22.14 (the first 22 with Node-API 10, which
 * better-sqlite3 13 is built for; on older versions it crashes the process instead of failing).
 */
export const SUPPORTED_NODE = '24, or 22 from 22.14';

export function nodeIsSupported(version: string = process.versions.node): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 14);
}

/** Stops with a clear message on a Node.js Tendero does not run on. */
export function requireSupportedNode(what: string): void {
  if (nodeIsSupported()) return;
  console.error(
    `${what} needs Node.js ${SUPPORTED_NODE}; this is ${process.version}. ` +
      'Run it through npm (npm start, npm test: they use the Node.js 24 that npm install brings), or run `source scripts/use-node.sh 24` in this shell first.',
  );
  process.exit(1);
}
