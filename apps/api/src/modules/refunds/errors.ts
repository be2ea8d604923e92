import { REFUND_ERRORS } from '@tendero/contract';
import { DomainError } from '../../lib/domain-error.ts';

/** The form selects no line and no shipping, or only what is worth nothing. */
export class NothingToRefund extends DomainError {
  constructor() {
    super(400, REFUND_ERRORS.nothing);
  }
}

/** More units than bought and not yet refunded, the shipping twice, or more money than is left. */
export class RefundTooMuch extends DomainError {
  constructor(path: string, available: number) {
    super(409, REFUND_ERRORS.tooMuch, [{ path, message: REFUND_ERRORS.tooMuch, params: { available } }]);
  }
}

export class UnknownOrderLine extends DomainError {
  constructor(path: string) {
    super(400, REFUND_ERRORS.unknownLine, [{ path, message: REFUND_ERRORS.unknownLine }]);
  }
}

/** Never paid, or paid nothing (a zero-amount order): there is no money to give back. */
export class OrderNotPaid extends DomainError {
  constructor() {
    super(409, REFUND_ERRORS.notPaid);
  }
}

export class RequestReused extends DomainError {
  constructor() {
    super(409, REFUND_ERRORS.requestReused, [{ path: 'requestId', message: REFUND_ERRORS.requestReused }]);
  }
}

export class AlreadyCancelled extends DomainError {
  constructor() {
    super(409, REFUND_ERRORS.alreadyCancelled);
  }
}

/** A parcel has left: the order can be refunded, no longer cancelled. */
export class AlreadyShipped extends DomainError {
  constructor() {
    super(409, REFUND_ERRORS.alreadyShipped);
  }
}
