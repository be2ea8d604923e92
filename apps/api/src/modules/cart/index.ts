/** What other modules may use of the cart module. */
export {
  addLine,
  bumpCartRevision,
  CartFull,
  mergeVisitorCart,
  NotEnoughStock,
  readCart,
  type CartContext,
} from './service.ts';
export {
  closeCart,
  lockCartForOrder,
  validateCart,
  type CartForOrder,
  type OrderableCart,
} from './checkout.ts';
export { cartContextOf } from './routes.ts';
export { workOutCart, type WorkedCart } from './work-out.ts';
