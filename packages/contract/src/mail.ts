import { z } from 'zod';
import { Email } from './common.ts';

/** Query of `GET /v1/dev/mail`: the latest mails, optionally only those to one address. */
export const DevMailQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(20),
  to: Email.optional(),
});
export type DevMailQuery = z.infer<typeof DevMailQuery>;

/** A mail of the outbox as the development mail view shows it, with the links found in its text. */
export const DevMail = z.object({
  id: z.number().int(),
  recipient: z.string(),
  locale: z.string(),
  template: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  links: z.array(z.string()),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type DevMail = z.infer<typeof DevMail>;

export const DevMailList = z.object({ items: z.array(DevMail) });
export type DevMailList = z.infer<typeof DevMailList>;
