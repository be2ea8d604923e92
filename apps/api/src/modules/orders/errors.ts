import { ADMIN_ERRORS } from '@tendero/contract';
import { NotFound } from '../../lib/domain-error.ts';

/** No order with that reference, or another customer's: both answer the same 404. */
export class OrderNotFound extends NotFound {
  constructor() {
    super(ADMIN_ERRORS.orderNotFound);
  }
}
