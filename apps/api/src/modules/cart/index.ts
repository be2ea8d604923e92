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
export { workOutCart, type CartRow, type WorkedCart } from './cart-view.ts';
export { codePromotionIdsOf, lockOpenCart, markCartOrdered } from './ordering.ts';
export { cartContextOf, refuseLapsedSession } from './routes.ts';
