/**
 * Tracking numbers (UPU S10): two letters for the service, an eight-digit serial, a mod-11 check digit
 * and the country the item was posted in, e.g. `RR473124829GB`. The shop's own numbers start with `TE`.
 */
import { randomInt } from 'node:crypto';

/** The service indicator of the shop's own numbers. */
export const SHOP_SERVICE_INDICATOR = 'TE';

const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;
const S10_SHAPE = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/;

/** The S10 check digit of an eight-digit serial: 11 − (weighted sum mod 11), where 10 is 0 and 11 is 5. */
export function s10CheckDigit(serial: string): number {
  if (!/^\d{8}$/.test(serial)) throw new Error(`an S10 serial has eight digits, got '${serial}'`);
  const sum = [...serial].reduce((total, digit, index) => total + Number(digit) * (WEIGHTS[index] ?? 0), 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** Whether a number has the S10 shape (letters, nine digits, letters), whatever its check digit. */
export function looksLikeS10(trackingNumber: string): boolean {
  return S10_SHAPE.test(trackingNumber);
}

/** Whether an S10-shaped number's check digit is right. */
export function hasValidS10CheckDigit(trackingNumber: string): boolean {
  const match = S10_SHAPE.exec(trackingNumber);
  return match !== null && s10CheckDigit(match[2] ?? '') === Number(match[3]);
}

/**
 * Whether the shop takes a carrier's number as it was typed (upper case, no spaces, as the contract's
 * TrackingNumber gives it): 8-35 letters and digits, and a right check digit if it looks like S10.
 */
export function isAcceptableTrackingNumber(trackingNumber: string): boolean {
  if (!/^[A-Z0-9]{8,35}$/.test(trackingNumber)) return false;
  return !looksLikeS10(trackingNumber) || hasValidS10CheckDigit(trackingNumber);
}

/** A new S10 number of the shop's: `TE`, a random serial, its check digit, the shop's country. */
export function newShopTrackingNumber(country: string, serial = randomSerial()): string {
  return `${SHOP_SERVICE_INDICATOR}${serial}${s10CheckDigit(serial)}${country.toUpperCase()}`;
}

function randomSerial(): string {
  return String(randomInt(100_000_000)).padStart(8, '0');
}

/** A postcode as look-ups compare it: case and spaces ignored. */
export function normalisePostcode(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}
