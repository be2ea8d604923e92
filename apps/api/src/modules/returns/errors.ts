/** The returns module's refusals, each with its key (docs/api.md#errors). */
import { RETURN_ERRORS, type ErrorDetail, type ReturnStatus } from '@tendero/contract';
import { DomainError, NotFound } from '../../lib/domain-error.ts';

export class ReturnNotFound extends NotFound {
  constructor() {
    super(RETURN_ERRORS.notFound);
  }
}

/** An unknown order, another customer's, or a guest's e-mail that is not the order's: one answer. */
export class ReturnOrderNotFound extends NotFound {
  constructor() {
    super(RETURN_ERRORS.orderNotFound);
  }
}

/** Past the return window: `closedOn` is its last day. */
export class ReturnWindowClosed extends DomainError {
  constructor(closedOn: string) {
    super(409, RETURN_ERRORS.windowClosed, [
      { path: 'orderReference', message: RETURN_ERRORS.windowClosed, params: { closedOn } },
    ]);
  }
}

export class NothingDelivered extends DomainError {
  constructor() {
    super(409, RETURN_ERRORS.notDelivered);
  }
}

/** More units than can be returned; each detail names the line and how many are left. */
export class ReturnTooMany extends DomainError {
  constructor(details: ErrorDetail[]) {
    super(409, RETURN_ERRORS.tooMany, details);
  }
}

export class ReturnIllegalTransition extends DomainError {
  constructor(from: ReturnStatus, to: ReturnStatus) {
    super(409, RETURN_ERRORS.illegalTransition, [
      { path: 'status', message: RETURN_ERRORS.illegalTransition, params: { from, to } },
    ]);
  }
}
