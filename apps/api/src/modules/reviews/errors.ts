/** The reviews module's refusals, each with its key (docs/api.md#errors). */
import { REVIEW_ERRORS, type ReviewInvitationStatus, type ReviewStatus } from '@tendero/contract';
import { DomainError, NotFound } from '../../lib/domain-error.ts';

/** No invitation has the token (or, in the account, the id is not one of the customer's open ones). */
export class InvitationNotFound extends NotFound {
  constructor() {
    super(REVIEW_ERRORS.invitationNotFound);
  }
}

/** The token is past its expiry: 410, the link is gone for good. */
export class InvitationExpired extends DomainError {
  constructor(expiresAt: string) {
    super(410, REVIEW_ERRORS.invitationExpired, [
      { path: 'token', message: REVIEW_ERRORS.invitationExpired, params: { expiresAt } },
    ]);
  }
}

/** The invitation was turned into a review already. */
export class InvitationUsed extends DomainError {
  constructor() {
    super(409, REVIEW_ERRORS.invitationUsed);
  }
}

export class ReviewNotFound extends NotFound {
  constructor() {
    super(REVIEW_ERRORS.notFound);
  }
}

export class ReviewProductNotFound extends NotFound {
  constructor() {
    super(REVIEW_ERRORS.productNotFound);
  }
}

/** A move the state tables do not allow, e.g. approving a rejected review. */
export class ReviewIllegalTransition extends DomainError {
  constructor(from: ReviewStatus | ReviewInvitationStatus, to: ReviewStatus | ReviewInvitationStatus) {
    super(409, REVIEW_ERRORS.illegalTransition, [
      { path: 'status', message: REVIEW_ERRORS.illegalTransition, params: { from, to } },
    ]);
  }
}
