/**
 * The cells of the catalogue CSV (docs/operations.md#importing-and-exporting): prices as decimals with
 * a dot, read exactly into cents (never through a float), lists joined with ` | `.
 */
import { CATALOGUE_CSV_LIST_SEPARATOR } from '@tendero/contract';

const PRICE = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** `49.90` → 4990, `5` → 500, `0.5` → 50; null for anything else (`12,5`, `1e3`, `-1`, `4.999`). */
export function parsePrice(cell: string): number | null {
  const match = PRICE.exec(cell);
  if (!match) return null;
  const [, units = '', fraction = ''] = match;
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 4990 → `49.90`. */
export function formatPrice(cents: number): string {
  const units = Math.trunc(cents / 100);
  return `${units}.${String(cents % 100).padStart(2, '0')}`;
}

/** A whole number of at most 13 digits, or null. */
export function parseWhole(cell: string): number | null {
  return /^\d{1,13}$/.test(cell) ? Number(cell) : null;
}

export function parseFlag(cell: string): boolean | null {
  if (cell === 'true' || cell === '1') return true;
  if (cell === 'false' || cell === '0') return false;
  return null;
}

/** The entries of a list cell, trimmed, without empty ones. */
export function splitList(cell: string): string[] {
  return cell
    .split('|')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function joinList(entries: readonly string[]): string {
  return entries.join(CATALOGUE_CSV_LIST_SEPARATOR);
}
