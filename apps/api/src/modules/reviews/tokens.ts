/** Invitation tokens: 32 random bytes in base64url for the link, only their SHA-256 kept. */
import { createHash, randomBytes } from 'node:crypto';

export function newReviewToken(): string {
  return randomBytes(32).toString('base64url');
}

export function reviewTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The storefront's page of a token, below the language prefix (the mail's and the account's link). */
export function reviewPagePath(token: string): string {
  return `review/${token}`;
}
