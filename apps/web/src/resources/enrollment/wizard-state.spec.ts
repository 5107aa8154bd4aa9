import { describe, expect, it } from 'vitest';
import { initialState, newGuardian, stepOfPath, toBody, willInvite, type GuardianDraft } from './wizard-state.ts';

const typed = (email: string, more: Partial<GuardianDraft> = {}): GuardianDraft => ({
  ...newGuardian(),
  values: { relation: 'mother', name: 'Ayşe', lastName: 'Kaya', phone: '', email },
  ...more,
});

const found = (hasAccount: boolean, email: string | null) => ({
  guardianId: 12,
  relation: 'father',
  name: 'Mert',
  lastName: 'Kaya',
  phone: null,
  email,
  hasAccount,
  children: [{ id: 4, name: 'Ada', lastName: 'Kaya', gradeLevel: 'Grade 9' }],
});

describe('the wizard body', () => {
  it('offers an account by default to a guardian with an e-mail, in the chosen language', () => {
    const state = {
      ...initialState('2026-09-01'),
      classId: '31',
      guardians: [
        typed('ayse@example.org', { language: 'tr' }),
        typed(''),
        typed('no@example.org', { account: false }),
      ],
    };
    const body = toBody(state);
    expect(body.classId).toBe(31);
    expect(body.guardians).toEqual([
      { relation: 'mother', name: 'Ayşe', lastName: 'Kaya', email: 'ayse@example.org', account: true, language: 'tr' },
      { relation: 'mother', name: 'Ayşe', lastName: 'Kaya' },
      { relation: 'mother', name: 'Ayşe', lastName: 'Kaya', email: 'no@example.org' },
    ]);
  });

  it('invites an existing guardian only when they have no account yet', () => {
    const withAccount: GuardianDraft = {
      ...newGuardian(),
      mode: 'existing',
      guardianId: '12',
      found: found(true, 'm@x.org'),
    };
    const without: GuardianDraft = { ...withAccount, found: found(false, 'm@x.org') };
    expect([willInvite(withAccount), willInvite(without)]).toEqual([false, true]);
    const body = toBody({ ...initialState('2026-09-01'), guardians: [withAccount, without] });
    expect(body.guardians).toEqual([{ guardianId: 12 }, { guardianId: 12, account: true }]);
  });

  it('takes a refused class back to the grade level and class step', () => {
    expect(stepOfPath('classId')).toBe('placement');
  });
});
