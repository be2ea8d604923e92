/** What other modules may use of the operators module (the back office's sign-in and audit log). */
export { AdminRequired, operatorsPlugin, signedInOperator } from './plugin.ts';
export { auditTrailOf, recordAudit, type AuditRecord } from './audit.ts';
export type { SignedInOperator } from './sessions.ts';
