/** What other modules may use of the reviews module. */
export { scheduleReviewInvitations, sendReviewInvitations } from './invitations.ts';
