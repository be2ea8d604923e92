/** What other modules may use of the back-office module (the operators' sign-in and the audit log). */
export { AdminRequired, operatorsPlugin, signedInOperator } from './plugin.ts';
export { auditTrailOf, recordAudit, type AuditRecord } from './audit.ts';
export type { SignedInOperator } from './sessions.ts';
