import { access, dateTime, defineResource, int, json, ref, text } from '../../resource/index.ts';

/**
 * The audit trail: one entry per accepted create, update, delete or named action, written by
 * the server in the transaction of the change itself (a rolled-back change leaves no entry).
 * Who acted (`user`, and the `impersonator` behind an impersonated session), from which
 * address, on which record, and the fields before and after (only the changed ones for an
 * update; passwords, hashes, tokens and secrets never). The school is the changed row's, so
 * headquarters staff read their subtree and superadmins everything. `serverWritten`: nobody,
 * superadmins included, creates, edits or deletes an entry through the API.
 */
export const auditLogs = defineResource({
  name: 'audit_logs',
  type: 'AuditLog',
  scope: 'school',
  serverWritten: true,
  fields: {
    // A school, user or impersonator deleted later keeps its history: the reference is emptied.
    school: ref('schools', { onDelete: 'setNull' }),
    resource: text({ required: true, maxLength: 100 }),
    recordId: int(),
    // create, update, delete, or the name of a declared action (move, copy_data, impersonate, ...).
    action: text({ required: true, maxLength: 100 }),
    user: ref('users', { onDelete: 'setNull' }),
    impersonator: ref('users', { onDelete: 'setNull' }),
    ip: text({ maxLength: 100 }),
    // The request's id (`x-request-id`), the same as in the log lines of that request.
    requestId: text({ maxLength: 64 }),
    at: dateTime({ required: true }),
    before: json(),
    after: json(),
    changed: json(),
  },
  filters: ['school', 'resource', 'recordId', 'user', 'action', 'at'],
  orderFields: ['at'],
  defaultOrder: { at: 'desc', id: 'desc' },
  list: ['at', 'resource', 'recordId', 'action', 'changed', 'user', 'impersonator', 'ip'],
  labelField: 'resource',
  access: access(['headquarters'], []),
});

/**
 * One entry as `GET /api/audit_logs` answers it: references as IRIs (`/api/users/5`), null once
 * the record is deleted. The web's history and the server's tests read the same shape.
 */
export interface AuditEntry {
  id: number;
  school: string | null;
  resource: string;
  recordId: number | null;
  action: string;
  user: string | null;
  impersonator: string | null;
  ip: string | null;
  requestId: string | null;
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  changed: string[] | null;
}
