/** What other modules may use of the returns module. */
export { acknowledgeWithdrawal } from './acknowledgement.ts';
export { returnsDueBy } from './admin.ts';
export { followReturnParcel } from './follow.ts';
export { sendReturnApprovedMail, sendReturnRejectedMail } from './mails.ts';
export { orderReturnsOf } from './service.ts';
