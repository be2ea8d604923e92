/**
 * The states of invitations and reviews (docs/flows.md#review-invitation): an invitation is `sent` with
 * its mail, `opened` when its page reads it, `validated` once a draft was checked, `used` when it became
 * a review; a review is `pending` (private) until an operator approves or rejects it. Reading and checking
 * only move forward (a second read of a validated invitation leaves it validated); `used` is final.
 */
import type { ReviewInvitationStatus, ReviewStatus } from '@tendero/contract';
import { ReviewIllegalTransition } from './errors.ts';

export const INVITATION_TRANSITIONS = {
  // An API client may check or post without reading first.
  sent: { to: ['opened', 'validated', 'used'] },
  opened: { to: ['validated', 'used'] },
  validated: { to: ['used'] },
  used: { to: [] },
} as const satisfies Record<ReviewInvitationStatus, { readonly to: readonly ReviewInvitationStatus[] }>;

export const REVIEW_TRANSITIONS = {
  pending: { to: ['approved', 'rejected'] },
  approved: { to: [] },
  rejected: { to: [] },
} as const satisfies Record<ReviewStatus, { readonly to: readonly ReviewStatus[] }>;

export function canMoveInvitation(from: ReviewInvitationStatus, to: ReviewInvitationStatus): boolean {
  return (INVITATION_TRANSITIONS[from].to as readonly ReviewInvitationStatus[]).includes(to);
}

export function canMoveReview(from: ReviewStatus, to: ReviewStatus): boolean {
  return (REVIEW_TRANSITIONS[from].to as readonly ReviewStatus[]).includes(to);
}

/** The state a read or a check leaves the invitation in: `to` when the table allows it, else unchanged. */
export function advancedInvitation(
  from: ReviewInvitationStatus,
  to: 'opened' | 'validated',
): ReviewInvitationStatus {
  return canMoveInvitation(from, to) ? to : from;
}

/** Throws the 409 of a review move the table does not allow. */
export function assertReviewMove(from: ReviewStatus, to: ReviewStatus): void {
  if (!canMoveReview(from, to)) throw new ReviewIllegalTransition(from, to);
}
