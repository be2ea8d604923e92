import type { Db } from '../../db/database.ts';
import { eventCounts, failedEvents } from './repository.ts';

/**
 * What an operator needs to see of the event outbox (`npm run worker -- --failed`): counts by status, the
 * given-up events with their error, and pending events of types no handler knows.
 */
export async function eventReport(db: Db, handledTypes: readonly string[], limit: number): Promise<string> {
  const counts = await eventCounts(db);
  const total = (status: string) =>
    counts.filter((row) => row.status === status).reduce((sum, row) => sum + Number(row.count), 0);
  const lines = [
    `Events: ${total('handled')} handled, ${total('pending')} pending, ${total('failed')} failed.`,
  ];
  const unknown = counts.filter((row) => row.status === 'pending' && !handledTypes.includes(row.type));
  for (const row of unknown) {
    lines.push(
      `Waiting for a handler: ${Number(row.count)} × ${row.type} (kept until a worker knows the type)`,
    );
  }
  const failed = await failedEvents(db, limit);
  for (const event of failed) {
    lines.push(
      '',
      `#${event.id}  ${event.type}  failed after ${event.attempts} attempt(s), last ${event.last_attempt_at ?? '?'}`,
      `  created: ${event.created_at}`,
      `  payload: ${event.payload}`,
      `  error:   ${event.last_error ?? ''}`,
    );
  }
  if (failed.length > 0)
    lines.push('', 'Try them again with npm run worker -- --retry <id> (or --retry all).');
  return `${lines.join('\n')}\n`;
}
