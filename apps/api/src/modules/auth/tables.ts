import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

/** One sign-in: the family of refresh tokens rotated from it. */
export interface AuthSessionTable {
  id: Generated<number>;
  customer_id: number;
  created_at: Timestamp;
  refreshed_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  session_id: number;
  /** sha256 hex of the token; the token itself is never stored. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** When it was exchanged for the next token; using it again revokes the session. */
  rotated_at: Timestamp | null;
}

export interface PasswordResetTable {
  id: Generated<number>;
  customer_id: number;
  /** sha256 hex of the token sent by e-mail. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface ChallengeUseTable {
  token_id: string;
  expires_at: Timestamp;
}

/** The tables the auth module owns; other modules reach them through its service. */
export interface AuthTables {
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  password_reset: PasswordResetTable;
  challenge_use: ChallengeUseTable;
}
