import type { z } from 'zod';
import type {
  AdminBrandInput,
  AdminCategoryInput,
  AdminProductInput,
  AdminProductReplace,
  AdminProductUpdate,
  AdminPromotionInput,
  AdminPromotionReplace,
  CancelOrderInput,
  OperatorLoginInput,
  OperatorPasswordInput,
  ParcelEventAdminInput,
  RefundInput,
  ReturnReceiptInput,
  ReturnRejectInput,
  ReviewRejectInput,
  ReviewReplyInput,
  ShipInput,
  SupportReplyInput,
} from '@tendero/contract';

/**
 * What the back office sends: the input of each route's schema (before the API trims and fills in
 * defaults), so a form that sends a field the contract renamed no longer builds.
 */
type Sent<S extends z.ZodType> = z.input<S>;

export type OperatorLoginBody = Sent<typeof OperatorLoginInput>;
export type OperatorPasswordBody = Sent<typeof OperatorPasswordInput>;
export type ShipBody = Sent<typeof ShipInput>;
export type ParcelEventBody = Sent<typeof ParcelEventAdminInput>;
export type CancelOrderBody = Sent<typeof CancelOrderInput>;
export type RefundBody = Sent<typeof RefundInput>;
export type ProductUpdateBody = Sent<typeof AdminProductUpdate>;
export type ProductBody = Sent<typeof AdminProductInput>;
export type ProductReplaceBody = Sent<typeof AdminProductReplace>;
export type CategoryBody = Sent<typeof AdminCategoryInput>;
export type BrandBody = Sent<typeof AdminBrandInput>;
export type SupportReplyBody = Sent<typeof SupportReplyInput>;
export type ReceiptBody = Sent<typeof ReturnReceiptInput>;
export type RejectBody = Sent<typeof ReturnRejectInput>;
export type ReviewRejectBody = Sent<typeof ReviewRejectInput>;
export type ReviewReplyBody = Sent<typeof ReviewReplyInput>;
export type PromotionBody = Sent<typeof AdminPromotionInput>;
export type PromotionReplaceBody = Sent<typeof AdminPromotionReplace>;
