/** What other modules may use of the checkout module. */
export { deliverTestWebhook } from './card-placement.ts';
