/**
 * Returns and withdrawals as the storefront takes them (docs/flows.md#returns-and-withdrawal): what the
 * shopper chose, the photos checked before they are sent, the multipart body of the request, and the
 * API's refusals as the `return` namespace words them.
 */
import { ApiError } from '@tendero/client';
import { allocate, money, type Money, type ReturnReason } from '@tendero/contract';
import {
  RETURN_ERRORS,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_TYPES,
  RETURN_PHOTOS_MAX,
} from '@tendero/contract/return-rules';
import { normaliseLookup, type ParcelLookup } from './tracking';

/** One order line as the shopper is choosing it: units to send back (0 = not this line), why, a comment. */
export interface ChosenLine {
  position: number;
  quantity: number;
  reason: ReturnReason | '';
  comment: string;
}

/** The lines of an order that `returnable` says can still go back, keyed by position. */
export function returnableByPosition(window: {
  lines: readonly { position: number; returnable: number }[];
}): Map<number, number> {
  return new Map(
    window.lines.filter((line) => line.returnable > 0).map((line) => [line.position, line.returnable]),
  );
}

/** Message keys (of the `return` namespace) by line position, for a chosen line that cannot be sent. */
export type ChoiceErrors = Record<string, string>;

/**
 * What the browser can tell before asking: at least one unit, a reason for every chosen line, no more
 * units than returnable. Keys are `lines.{position}.reason` and `lines` for the whole choice.
 */
export function checkChoice(
  chosen: readonly ChosenLine[],
  returnable: ReadonlyMap<number, number>,
): ChoiceErrors {
  const errors: ChoiceErrors = {};
  const sending = chosen.filter((line) => line.quantity > 0);
  if (sending.length === 0) errors.lines = 'check.nothingChosen';
  for (const line of sending) {
    if (line.quantity > (returnable.get(line.position) ?? 0))
      errors[`lines.${line.position}.quantity`] = 'check.tooMany';
    if (line.reason === '') errors[`lines.${line.position}.reason`] = 'check.reasonRequired';
  }
  return errors;
}

/**
 * The multipart body of `POST /v1/sending/returns/{reference}`: the request as JSON in `request`
 * (only the chosen lines; a comment only when one was written), then each photo in `photos`.
 */
export function returnFormData(
  chosen: readonly ChosenLine[],
  photos: readonly File[],
  email: string | null,
): FormData {
  const lines = chosen
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      position: line.position,
      quantity: line.quantity,
      reason: line.reason,
      ...(line.comment.trim() ? { comment: line.comment.trim() } : {}),
    }));
  const form = new FormData();
  form.append('request', JSON.stringify({ ...(email ? { email } : {}), lines }));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

/** Why a picked file was not added: a key of the `return` namespace and its file's name. */
export interface PhotoProblem {
  key: 'tooMany' | 'tooLarge' | 'type';
  name: string;
}

/** Phones often give HEIC pictures no type at all: the name then decides. */
function isPhotoType(file: File): boolean {
  if ((RETURN_PHOTO_TYPES as readonly string[]).includes(file.type)) return true;
  return /\.(heic|heif)$/i.test(file.name) && (file.type === '' || file.type === 'image/heif');
}

/**
 * Adds picked files to the photos kept so far: images of an accepted type, up to 10 MB each, up to
 * five in all. Each file refused is named with the reason, so the shopper knows which to pick again.
 */
export function addPhotos(
  current: readonly File[],
  picked: readonly File[],
): { photos: File[]; problems: PhotoProblem[] } {
  const photos = [...current];
  const problems: PhotoProblem[] = [];
  for (const file of picked) {
    if (!isPhotoType(file)) problems.push({ key: 'type', name: file.name });
    else if (file.size > RETURN_PHOTO_MAX_BYTES) problems.push({ key: 'tooLarge', name: file.name });
    else if (photos.length >= RETURN_PHOTOS_MAX) problems.push({ key: 'tooMany', name: file.name });
    else photos.push(file);
  }
  return { photos, problems };
}

/**
 * What `units` of a line bought as `quantity` for `total` paid give back at most: their share of the
 * line's total, to the cent (the API splits the same way; its answer after the request is the figure).
 */
export function lineShare(total: Money, quantity: number, units: number): Money {
  if (units >= quantity) return total;
  const [share = 0] = allocate(total.amount, [units, quantity - units]);
  return money(share, total.currency);
}

/** The "up to" of the summary: the chosen lines' shares added up. */
export function upToRefund(
  lines: readonly { position: number; quantity: number; total: Money }[],
  chosen: readonly ChosenLine[],
): Money | null {
  let sum: Money | null = null;
  for (const line of chosen) {
    const bought = lines.find((candidate) => candidate.position === line.position);
    if (!bought || line.quantity <= 0) continue;
    const share = lineShare(bought.total, bought.quantity, line.quantity);
    sum = money((sum?.amount ?? 0) + share.amount, share.currency);
  }
  return sum;
}

/** A refusal of the API in the `return` namespace's words, with what it names (a day, units left). */
export interface ReturnFailure {
  key: string;
  closedOn?: string;
  position?: number;
  available?: number;
}

const PHOTO_FAILURES: Record<string, string> = {
  [RETURN_ERRORS.photoType]: 'failure.photoType',
  [RETURN_ERRORS.photoTooLarge]: 'failure.photoTooLarge',
  [RETURN_ERRORS.photoTooMany]: 'failure.photoTooMany',
  [RETURN_ERRORS.photoUnreadable]: 'failure.photoUnreadable',
};

const PARAM = (params: Record<string, unknown> | undefined, name: string): unknown => params?.[name];

/**
 * The return's own refusals: a closed window with its last day, too many units per line with what is
 * left, nothing delivered yet, an unknown order (or an e-mail that is not the order's), a refused
 * photo. Null for anything else, which the shop's general failure text says.
 */
export function returnFailures(error: unknown): ReturnFailure[] | null {
  if (!(error instanceof ApiError)) return null;
  const { message, details } = error;
  if (message === RETURN_ERRORS.windowClosed) {
    const closedOn = PARAM(details[0]?.params, 'closedOn');
    return [{ key: 'failure.windowClosed', ...(typeof closedOn === 'string' ? { closedOn } : {}) }];
  }
  if (message === RETURN_ERRORS.tooMany) {
    const lines = details.flatMap((detail) => {
      const position = PARAM(detail.params, 'position');
      const available = PARAM(detail.params, 'available');
      return typeof position === 'number' && typeof available === 'number'
        ? [{ key: 'failure.tooMany', position, available }]
        : [];
    });
    return lines.length > 0 ? lines : [{ key: 'failure.tooManyAny' }];
  }
  if (message === RETURN_ERRORS.notDelivered) return [{ key: 'failure.notDelivered' }];
  if (message === RETURN_ERRORS.orderNotFound || message === RETURN_ERRORS.unknownLine)
    return [{ key: 'failure.orderNotFound' }];
  const photo = [message, ...details.map((detail) => detail.message)].find((key) => key in PHOTO_FAILURES);
  if (photo) return [{ key: PHOTO_FAILURES[photo] ?? 'failure.photoType' }];
  return null;
}

/** A guest's look-up of an order: its reference and the e-mail it was placed with. */
export interface OrderLookup {
  orderReference: string;
  email: string;
}

/** The contract's `OrderReference` (`K7QM-4XPR`, any case) and a rough e-mail shape; the API checks the rest. */
const ORDER_REFERENCE = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Message keys by field for what the browser can tell before asking. */
export function checkOrderLookup(lookup: OrderLookup): Record<string, string> {
  const errors: Record<string, string> = {};
  const reference = lookup.orderReference.trim().toUpperCase();
  if (reference === '') errors.orderReference = 'return.check.referenceRequired';
  else if (!ORDER_REFERENCE.test(reference)) errors.orderReference = 'return.check.referenceFormat';
  const email = lookup.email.trim();
  if (email === '') errors.email = 'return.check.emailRequired';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'return.check.emailFormat';
  return errors;
}

/** The return's status page, as its mails and label link it (without the language prefix). */
export function returnStatusPath(lookup: ParcelLookup): string {
  const { trackingNumber, postcode } = normaliseLookup(lookup);
  return `/return/${encodeURIComponent(trackingNumber)}/${encodeURIComponent(postcode)}`;
}

/**
 * The items a withdrawal names: none given (the whole order) unless "only some" was chosen, then the
 * lines with at least one unit.
 */
export function withdrawalLines(
  some: boolean,
  quantities: Readonly<Record<number, number>>,
): { position: number; quantity: number }[] | undefined {
  if (!some) return undefined;
  return Object.entries(quantities)
    .map(([position, quantity]) => ({ position: Number(position), quantity }))
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.position - b.position);
}
