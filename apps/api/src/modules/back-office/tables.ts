import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.ts';

/** Someone who runs the shop in the back office; never a customer account. */
export interface OperatorTable {
  id: Generated<number>;
  /** Lowercased; unique. */
  email: string;
  name: string;
  /** argon2id, PHC string format; null until set through an invite. */
  password_hash: string | null;
  disabled: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A one-time link that sets an operator's password (`npm run operator -- add`). */
export interface OperatorInviteTable {
  id: Generated<number>;
  operator_id: number;
  /** sha256 hex of the token in the link. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A signed-in operator: an opaque cookie token, stored hashed, that ends after an idle time. */
export interface OperatorSessionTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

/** What an operator changed: the subject's state before and after, as JSON. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  subject_type: string;
  subject_id: string;
  before: string;
  after: string;
  at: Timestamp;
}

/** The tables the operators module owns; other modules reach them through its index. */
export interface OperatorTables {
  operator: OperatorTable;
  operator_invite: OperatorInviteTable;
  operator_session: OperatorSessionTable;
  audit_log: AuditLogTable;
}
