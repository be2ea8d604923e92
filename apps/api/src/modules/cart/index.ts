/** What other modules may use of the cart module. */
export { mergeVisitorCart } from './service.ts';
