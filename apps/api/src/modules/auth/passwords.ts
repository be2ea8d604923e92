import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (also the library's defaults, pinned here). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash in PHC format (`$argon2id$v=19$…`); the library's default algorithm is argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. Without a stored hash (unknown e-mail) a decoy hash is checked
 * instead, so the answer takes as long either way and does not tell which e-mails have accounts.
 */
export async function passwordMatches(stored: string | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword('decoy password that no account has');
  const target = stored ?? (await decoy);
  try {
    const matches = await verify(target, password);
    return stored !== undefined && matches;
  } catch {
    return false;
  }
}
