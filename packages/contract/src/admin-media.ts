/**
 * Pictures the merchant uploads in the back office (docs/operations.md#the-catalogue): each stored once,
 * as WebP without metadata, and given to products by id.
 */
import { z } from 'zod';
import { CursorQuery, Id, page, QueryBoolean } from './common.ts';

/** An upload's largest size: 20 MB, what a camera's JPEG or a designer's PNG takes at most. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
/** The formats taken, recognised by their first bytes. */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const MEDIA_ERRORS = {
  /** Not JPEG, PNG or WebP by its bytes, whatever its name or declared type (415). */
  type: 'validation.media.type',
  /** Over `MEDIA_MAX_BYTES`, or more pixels than are decoded (413); params name both limits. */
  size: 'validation.media.size',
  /** Its first bytes say picture, but it does not decode (422). */
  unreadable: 'validation.media.unreadable',
  /** The form holds no file in the field `file` (400). */
  missing: 'validation.media.missing',
  notFound: 'error.media.notFound',
  /** A product, category or brand shows the picture; details name them (409). */
  inUse: 'error.media.inUse',
} as const;

/** `POST /v1/admin/media`'s answer: the stored picture, at its own size. */
export const AdminMedia = z
  .object({
    id: z.number().int(),
    /** Where the shop serves it, under `/v1/media/`. */
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'AdminMedia' });
export type AdminMedia = z.infer<typeof AdminMedia>;

export const AdminMediaParams = z.object({ mediaId: Id }).strict();

/** `GET /v1/admin/media`: newest first; `unused=true` keeps those nothing shows (the ones to delete). */
export const AdminMediaListQuery = CursorQuery.extend({ unused: QueryBoolean.optional() }).strict();
export type AdminMediaListQuery = z.infer<typeof AdminMediaListQuery>;

export const AdminMediaListItem = AdminMedia.extend({
  /** The stored file's length; null for a picture from before uploads. */
  bytes: z.number().int().nullable(),
  /** How many products show it. */
  productCount: z.number().int(),
  /** How many categories show it as their picture, and brands as their logo. */
  categoryCount: z.number().int(),
  brandCount: z.number().int(),
  createdAt: z.string(),
});
export const AdminMediaPage = page(AdminMediaListItem).meta({ id: 'AdminMediaPage' });
export type AdminMediaPage = z.infer<typeof AdminMediaPage>;
