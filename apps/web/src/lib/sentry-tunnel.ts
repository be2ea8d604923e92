/**
 * The Sentry ingest URL an envelope from the browser goes to, or null when the envelope names
 * another DSN than the shop's: the tunnel forwards the shop's own reports and nothing else.
 */
export function tunnelTarget(envelope: string, configuredDsn: string | undefined): string | null {
  if (!configuredDsn) return null;
  const [header = ''] = envelope.split('\n', 1);
  let dsn: URL;
  let expected: URL;
  try {
    dsn = new URL((JSON.parse(header) as { dsn?: string }).dsn ?? '');
    expected = new URL(configuredDsn);
  } catch {
    return null;
  }
  const project = expected.pathname.replace(/^\/+/, '');
  if (dsn.host !== expected.host || dsn.pathname.replace(/^\/+/, '') !== project || !/^\d+$/.test(project))
    return null;
  return `https://${expected.host}/api/${project}/envelope/`;
}
