import type { Generated } from 'kysely';
import type { ReviewInvitationStatus, ReviewStatus } from '@tendero/contract';
import type { Timestamp } from '../../db/column-types.ts';

/**
 * An invitation to review one product of a delivered order (docs/flows.md#review-invitation), with what
 * the order said when it was made: who, in which language, when it was ordered.
 */
export interface ReviewInvitationTable {
  id: Generated<number>;
  order_id: number;
  order_reference: string;
  /** The order line's position. */
  position: number;
  product_id: number;
  /** The order's copy of the product's name, in the order's language. */
  product_name: string;
  /** The delivered parcel that brought it. */
  parcel_id: number;
  customer_id: number;
  email: string;
  customer_name: string;
  locale: string;
  ordered_at: Timestamp;
  status: ReviewInvitationStatus;
  /** When its mail was queued, in the same transaction. */
  sent_at: Timestamp;
  opened_at: Timestamp | null;
  validated_at: Timestamp | null;
  used_at: Timestamp | null;
  expires_at: Timestamp;
}

/** A token of an invitation, by its SHA-256 (hex): the mailed one, and any the account page asked for. */
export interface ReviewInvitationTokenTable {
  token_hash: string;
  invitation_id: number;
  created_at: Timestamp;
}

/** A review made from an invitation: private while pending, public once approved. */
export interface ReviewTable {
  id: Generated<number>;
  invitation_id: number;
  product_id: number;
  order_id: number;
  customer_id: number;
  /** The language it was written in (the page's). */
  locale: string;
  rating: number;
  /** Plain text, as typed; null without one. */
  body: string | null;
  status: ReviewStatus;
  created_at: Timestamp;
  moderated_at: Timestamp | null;
  /** The operator who approved or rejected it. */
  moderated_by: number | null;
  rejection_reason: string | null;
  /** The shop's public answer under the review. */
  reply_body: string | null;
  replied_at: Timestamp | null;
  replied_by: number | null;
}

/** The approved reviews of a product in sums, rewritten in every approving transaction. */
export interface ProductRatingTable {
  product_id: number;
  review_count: number;
  rating_sum: number;
  stars_1: number;
  stars_2: number;
  stars_3: number;
  stars_4: number;
  stars_5: number;
  /** round(rating_sum × 10 / review_count), half up. */
  average_tenths: number;
  updated_at: Timestamp;
}

/** The tables the reviews module owns. */
export interface ReviewTables {
  review_invitation: ReviewInvitationTable;
  review_invitation_token: ReviewInvitationTokenTable;
  review: ReviewTable;
  product_rating: ProductRatingTable;
}
