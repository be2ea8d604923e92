/** What other modules may use of the cart module. */
export {
  addLine,
  bumpCartRevision,
  CartFull,
  changeCartRow,
  findCart,
  mergeVisitorCart,
  NotEnoughStock,
  readCart,
  type CartContext,
} from './service.ts';
export { workOutCart, type CartRow, type WorkedCart } from './work-out.ts';
export { codePromotionIdsOf, lockOpenCart, markCartOrdered } from './ordering.ts';
export { cartContextOf, refuseLapsedSession } from './routes.ts';
