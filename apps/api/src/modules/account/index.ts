/** What other modules may use of the account module. */
export { me } from './service.ts';
export { AddressNotFound, getAddress } from './addresses.ts';
export {
  openSupportCount,
  replyToSupportMessage,
  supportMessageForOperators,
  supportMessagesForOperators,
} from './support-desk.ts';
export { customerExists } from './customer-exists.ts';
