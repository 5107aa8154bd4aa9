import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../i18n/index.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { atSchoolTime, auditActionLabel, auditResourceTitle, changedFieldsText } from './audit-words.ts';

/* The audit trail in people's words: labels from the catalogues, the school's hours, never a table name. */
beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

describe('the audit trail’s words', () => {
  it('reads the database’s UTC time in the school’s time zone', () => {
    expect(atSchoolTime('2026-11-28 21:30:00', 'Europe/Istanbul')).toBe('2026-11-29 00:30:00');
    expect(atSchoolTime('2026-07-01 08:00:00', 'America/New_York')).toBe('2026-07-01 04:00:00');
    expect(formatDateTime(atSchoolTime('2026-11-28 21:30:00', 'Europe/Istanbul'), 'en')).toBe('Nov 29, 2026, 12:30 AM');
    // Without a zone (the school not loaded yet) or a time, nothing is invented.
    expect(atSchoolTime('2026-11-28 21:30:00', undefined)).toBe('2026-11-28 21:30:00');
    expect(atSchoolTime('not a time', 'Europe/Istanbul')).toBe('not a time');
  });

  it('names resources, fields and actions by their labels', () => {
    const t = i18n.t.bind(i18n);
    expect(auditResourceTitle(t, 'student_payments')).toBe('Payments');
    expect(auditResourceTitle(t, 'no_such_table')).toBe('no_such_table');
    expect(changedFieldsText(t, 'student_payments', ['paymentAmount', 'paymentType'])).toBe(
      'Amount paid, Payment type',
    );
    expect(changedFieldsText(t, 'students', null)).toBe('');
    expect(auditActionLabel(t, 'update')).toBe('Changed');
    expect(auditActionLabel(t, 'create')).toBe('Created');
    expect(auditActionLabel(t, 'move')).toBe('Action: move');
  });

  it('speaks Turkish in Turkish', async () => {
    await changeLanguage('tr');
    const t = i18n.t.bind(i18n);
    expect(auditActionLabel(t, 'delete')).toBe('Silindi');
    expect(changedFieldsText(t, 'student_payments', ['paymentType'])).toBe('Ödeme türü');
    await changeLanguage('en');
  });
});
