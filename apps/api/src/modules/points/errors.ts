import { ADMIN_ERRORS, POINTS_ERRORS } from '@tendero/contract';
import { DomainError } from '../../lib/domain-error.ts';

/** Fewer points than one conversion takes (after rounding down to whole steps). */
export class BelowMinimum extends DomainError {
  constructor(minimum: number, step: number) {
    super(400, POINTS_ERRORS.belowMinimum, [
      { path: 'points', message: POINTS_ERRORS.belowMinimum, params: { minimum, step } },
    ]);
  }
}

/** The available balance does not cover the conversion (another one may have just spent it). */
export class NotEnoughPoints extends DomainError {
  constructor(available: number) {
    super(409, POINTS_ERRORS.notEnough, [
      { path: 'points', message: POINTS_ERRORS.notEnough, params: { available } },
    ]);
  }
}

export class IdempotencyKeyReused extends DomainError {
  constructor() {
    super(409, POINTS_ERRORS.idempotencyKeyReused, [
      { path: 'idempotency-key', message: POINTS_ERRORS.idempotencyKeyReused },
    ]);
  }
}

/** An operator's deduction larger than the available balance. */
export class AdjustmentTooLarge extends DomainError {
  constructor(available: number) {
    super(409, POINTS_ERRORS.adjustmentTooLarge, [
      { path: 'points', message: POINTS_ERRORS.adjustmentTooLarge, params: { available } },
    ]);
  }
}

export class CustomerNotFound extends DomainError {
  constructor() {
    super(404, ADMIN_ERRORS.customerNotFound);
  }
}
