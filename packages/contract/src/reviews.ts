/**
 * Reviews by invitation (docs/flows.md#reviews): every delivered order line gets an invitation with an
 * unguessable token; the token's page reads it, checks a draft and turns it into a private review that
 * the back office approves or rejects. Only approved reviews are public, each a verified purchase.
 */
import { z } from 'zod';
import { CursorQuery, Id, Image, freeText, optionalFreeText, page } from './common.ts';
import { LocaleCode } from './locales.ts';

/** An invitation's token stops working this many days after it was made. */
export const REVIEW_INVITATION_TTL_DAYS = 90;
/** The longest review body, in characters. */
export const REVIEW_BODY_MAX = 2000;
/** The longest reply of the shop under a review, and the longest reason for a rejection. */
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REJECTION_REASON_MAX = 500;
/** Reviews per page of a product's public list, by default and at most. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** An invitation's state: mailed, read, a draft checked, turned into a review (docs/flows.md#review-invitation). */
export const REVIEW_INVITATION_STATUSES = ['sent', 'opened', 'validated', 'used'] as const;
export const ReviewInvitationStatus = z.enum(REVIEW_INVITATION_STATUSES);
export type ReviewInvitationStatus = z.infer<typeof ReviewInvitationStatus>;

/** A review's moderation state: private while `pending`, public once `approved`. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ReviewStatus = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

export const REVIEW_ERRORS = {
  /** No invitation has this token (404). */
  invitationNotFound: 'error.review.invitationNotFound',
  /** The token is past its `expiresAt` (410). */
  invitationExpired: 'error.review.invitationExpired',
  /** The invitation was already turned into a review (409): a second `POST` answers this. */
  invitationUsed: 'error.review.invitationUsed',
  /** No review has this id (404, back office). */
  notFound: 'error.review.notFound',
  /** The move does not fit the review's state, e.g. approving a rejected review (409). */
  illegalTransition: 'error.review.illegalTransition',
  /** No product has this id (404, public list). */
  productNotFound: 'error.review.productNotFound',
} as const;

/** The token of an invitation's link: 32 random bytes in base64url (43 characters). */
export const ReviewToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'validation.string.token' });
export const ReviewTokenParams = z.object({ token: ReviewToken }).strict();
export type ReviewTokenParams = z.infer<typeof ReviewTokenParams>;

/** A whole number of stars, 1 to 5. */
export const ReviewRating = z.number().int().min(1).max(5);

/**
 * What `PUT` checks and `POST` saves on `/v1/reviews/{token}`. The body is plain text (lines allowed):
 * markup is kept as typed and shown as text; empty becomes null.
 */
export const ReviewDraft = z
  .object({
    rating: ReviewRating,
    body: optionalFreeText(REVIEW_BODY_MAX),
  })
  .strict();
export type ReviewDraft = z.infer<typeof ReviewDraft>;

/** The product a review or invitation is about, in the request's language. */
export const ReviewProduct = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The product page's path in the request's language, as `ProductCard.path` gives it. */
    path: z.string(),
    slug: z.string(),
    image: Image.nullable(),
  })
  .meta({ id: 'ReviewProduct' });
export type ReviewProduct = z.infer<typeof ReviewProduct>;

/** `GET /v1/reviews/{token}`: the invitation (reading it marks it opened). */
export const ReviewInvitation = z
  .object({
    product: ReviewProduct,
    /** When the order was placed (ISO 8601). */
    orderedAt: z.string(),
    status: ReviewInvitationStatus,
    /** Whether its page was read before this request (the read itself marks it opened). */
    opened: z.boolean(),
    /** Whether it was already turned into a review: the page shows that review's state instead of a form. */
    used: z.boolean(),
    /** ISO 8601; past it the token answers 410. */
    expiresAt: z.string(),
    /** The language of the order: the mail's language and the review's, unless the page is in another. */
    locale: LocaleCode,
    /** The name the review will be shown with: the first name and the last name's initial ("Anna K."). */
    author: z.string(),
  })
  .meta({ id: 'ReviewInvitation' });
export type ReviewInvitation = z.infer<typeof ReviewInvitation>;

/** `PUT /v1/reviews/{token}`: the draft as it would be saved (trimmed, empty body null); nothing is stored. */
export const ReviewDraftCheck = z
  .object({ draft: ReviewDraft, invitation: ReviewInvitation })
  .meta({ id: 'ReviewDraftCheck' });
export type ReviewDraftCheck = z.infer<typeof ReviewDraftCheck>;

/** The shop's answer, shown under the review. */
export const ReviewReply = z.object({ body: z.string(), repliedAt: z.string() }).meta({ id: 'ReviewReply' });
export type ReviewReply = z.infer<typeof ReviewReply>;

/** A public review: approved, from an invitation for a delivered order line. */
export const Review = z
  .object({
    id: z.number().int(),
    rating: z.number().int(),
    /** Plain text with its line breaks; show it as text, never as HTML. */
    body: z.string().nullable(),
    /** The language it was written in. */
    locale: LocaleCode,
    createdAt: z.string(),
    /** Who wrote it, as the form told them it would show: first name and the last name's initial ("Anna K."). */
    author: z.string(),
    /** Always true: reviews come only from invitations for delivered order lines. */
    verified: z.literal(true),
    reply: ReviewReply.nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof Review>;

/**
 * A product's stars on cards and listings. The average is exact to one decimal: `averageTenths` is an
 * integer (43 is 4.3, rounded half up from the sum of ratings), `average` the same as text ("4.3");
 * both null while there is no approved review.
 */
export const ProductRating = z
  .object({
    average: z.string().nullable(),
    averageTenths: z.number().int().nullable(),
    count: z.number().int(),
  })
  .meta({ id: 'ProductRating' });
export type ProductRating = z.infer<typeof ProductRating>;

/** The approved reviews of a product in numbers: the average, the count and how many gave each star. */
export const ProductReviewSummary = ProductRating.extend({
  /** Five entries, 5 stars first; the counts add up to `count`. */
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
}).meta({ id: 'ProductReviewSummary' });
export type ProductReviewSummary = z.infer<typeof ProductReviewSummary>;

export const ProductReviewParams = z.object({ productId: Id }).strict();
export type ProductReviewParams = z.infer<typeof ProductReviewParams>;

/**
 * `GET /v1/catalog/products/{productId}/reviews`: approved reviews, those in the request's language
 * (`x-locale`) first, then newest first; `stars` keeps only that rating. Paged by number.
 */
export const ProductReviewQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(REVIEW_PAGE_SIZE_MAX).default(REVIEW_PAGE_SIZE),
    stars: z.coerce.number().int().min(1).max(5).optional(),
  })
  .strict();
export type ProductReviewQuery = z.infer<typeof ProductReviewQuery>;

export const ProductReviews = z
  .object({
    /** Of every approved review, whatever the filter. */
    summary: ProductReviewSummary,
    items: z.array(Review),
    page: z.number().int(),
    /** Reviews matching the filter, and the pages they fill (0 when none). */
    total: z.number().int(),
    pageCount: z.number().int(),
  })
  .meta({ id: 'ProductReviews' });
export type ProductReviews = z.infer<typeof ProductReviews>;

/** One of the customer's reviews, whatever its state, as `GET /v1/me/reviews` and `POST` answer it. */
export const MyReview = z
  .object({
    id: z.number().int(),
    product: ReviewProduct,
    rating: z.number().int(),
    body: z.string().nullable(),
    locale: LocaleCode,
    status: ReviewStatus,
    createdAt: z.string(),
    /** When it was approved or rejected. */
    moderatedAt: z.string().nullable(),
    /** Why the shop did not publish it. */
    rejectionReason: z.string().nullable(),
    reply: ReviewReply.nullable(),
  })
  .meta({ id: 'MyReview' });
export type MyReview = z.infer<typeof MyReview>;

/** An invitation not used yet and not expired. */
export const OpenReviewInvitation = z
  .object({
    invitationId: z.number().int(),
    product: ReviewProduct,
    orderReference: z.string(),
    orderedAt: z.string(),
    status: ReviewInvitationStatus,
    expiresAt: z.string(),
  })
  .meta({ id: 'OpenReviewInvitation' });
export type OpenReviewInvitation = z.infer<typeof OpenReviewInvitation>;

/** `GET /v1/me/reviews`: newest first. */
export const MyReviews = z
  .object({ reviews: z.array(MyReview), invitations: z.array(OpenReviewInvitation) })
  .meta({ id: 'MyReviews' });
export type MyReviews = z.infer<typeof MyReviews>;

export const MyReviewInvitationParams = z.object({ invitationId: Id }).strict();
export type MyReviewInvitationParams = z.infer<typeof MyReviewInvitationParams>;

/**
 * `POST /v1/me/reviews/invitations/{invitationId}/link`: a fresh token for one of the customer's open
 * invitations (the mailed one keeps working), for the account page's "write a review" link.
 */
export const ReviewInvitationLink = z
  .object({ token: z.string(), path: z.string(), expiresAt: z.string() })
  .meta({ id: 'ReviewInvitationLink' });
export type ReviewInvitationLink = z.infer<typeof ReviewInvitationLink>;

/* The back office. */

/** `GET /v1/admin/reviews`: of one state (pending by default), oldest pending first, else newest first. */
export const AdminReviewListQuery = CursorQuery.extend({
  status: ReviewStatus.default('pending'),
  productId: Id.optional(),
}).strict();
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuery>;

export const AdminReview = z
  .object({
    id: z.number().int(),
    status: ReviewStatus,
    rating: z.number().int(),
    body: z.string().nullable(),
    locale: LocaleCode,
    createdAt: z.string(),
    product: z.object({ id: z.number().int(), name: z.string() }),
    customer: z.object({ name: z.string(), email: z.string() }),
    orderReference: z.string(),
    /** When it was approved or rejected; who did it is in the audit log (`review.approve`, `review.reject`). */
    moderatedAt: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    reply: ReviewReply.nullable(),
  })
  .meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof AdminReview>;
export const AdminReviewPage = page(AdminReview);
export type AdminReviewPage = z.infer<typeof AdminReviewPage>;

export const AdminReviewParams = z.object({ reviewId: Id }).strict();
export type AdminReviewParams = z.infer<typeof AdminReviewParams>;

/** `POST /v1/admin/reviews/{reviewId}/rejection`: the reason is mailed to the customer. */
export const ReviewRejectInput = z.object({ reason: freeText(1, REVIEW_REJECTION_REASON_MAX) }).strict();
export type ReviewRejectInput = z.infer<typeof ReviewRejectInput>;

/** `PUT /v1/admin/reviews/{reviewId}/reply`: the shop's public answer, replacing an earlier one. */
export const ReviewReplyInput = z.object({ body: freeText(1, REVIEW_REPLY_MAX) }).strict();
export type ReviewReplyInput = z.infer<typeof ReviewReplyInput>;
