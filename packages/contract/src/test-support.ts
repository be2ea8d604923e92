import type { z } from 'zod';
import { issuesToDetails, type ErrorDetail } from './errors.ts';

/** Parses `input` and returns the error details; throws when the input is accepted. */
export function failure(schema: z.ZodType, input: unknown): ErrorDetail[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return issuesToDetails(result.error.issues);
}

/** Parses `input` and returns the output; throws with the error details when the input is rejected. */
export function success<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(`expected a success, got ${JSON.stringify(issuesToDetails(result.error.issues))}`);
  }
  return result.data;
}

/** A string of `length` characters. */
export const chars = (length: number, char = 'a'): string => char.repeat(length);
