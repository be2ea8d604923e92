// The rules of returns without zod: safe to import in browser code (the return pages' checks).

/** The withdrawal period of the Consumer Rights Directive (Art. 9): the return window is never shorter. */
export const WITHDRAWAL_DAYS = 14;
/** The refund is due this many days after the declaration (Art. 13(1)). */
export const REFUND_DUE_DAYS = 14;
export const RETURN_PHOTOS_MAX = 5;
/** Each photo's upper bound in bytes (10 MiB). */
export const RETURN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const RETURN_COMMENT_MAX = 500;
/** The photo formats a return accepts, recognised by their first bytes. */
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

/** Why a line goes back: a fixed list, so the back office can count them. */
export const RETURN_REASONS = [
  'changed_mind',
  'wrong_size',
  'damaged',
  'not_as_described',
  'wrong_item',
  'arrived_late',
  'other',
] as const;

/** A return's state (docs/flows.md#return). */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'in_transit',
  'received',
  'refunded',
  'rejected',
] as const;

export const RETURN_ERRORS = {
  notFound: 'error.return.notFound',
  /** Past the return window: details name the day it closed. */
  windowClosed: 'error.return.windowClosed',
  /** More units than delivered and not yet returned or in an open return: details name what is left. */
  tooMany: 'error.return.tooMany',
  unknownLine: 'error.return.unknownLine',
  /** Nothing of the order was delivered yet. */
  notDelivered: 'error.return.notDelivered',
  /** The move asked for does not fit the return's state (e.g. receiving a rejected return). */
  illegalTransition: 'error.return.illegalTransition',
  /** A guest's e-mail does not match the order's: the same answer as an unknown order. */
  orderNotFound: 'error.return.orderNotFound',
  photoType: 'validation.photo.type',
  photoTooLarge: 'validation.photo.tooLarge',
  photoTooMany: 'validation.photo.tooMany',
  photoUnreadable: 'validation.photo.unreadable',
  receiptUnits: 'validation.receipt.units',
  deductionTooLarge: 'validation.deduction.tooLarge',
} as const;
