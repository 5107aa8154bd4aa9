import { getResource } from '@kampus/contract/resources';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { ResourceFormPage } from '../generic/ResourceFormPage.tsx';

const followUps = getResource('referral_follow_ups');
if (!followUps) throw new Error('contract resource referral_follow_ups missing');

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

const collection = (members: unknown[]) => ({ 'hydra:member': members, 'hydra:totalItems': members.length });
const deniz = { id: 41, '@id': '/api/students/41', name: 'Deniz', lastName: 'Yılmaz' };
const referral = (id: number, student: number, name: string, referredOn: string) => ({
  id,
  '@id': `/api/guidance_referrals/${id}`,
  student: `/api/students/${student}`,
  referredOn,
  referralStatus: 'open',
  refNames: { student: name },
});

/** The counsellor's new follow-up form; every call it makes is kept in `calls`. */
const renderForm = () => {
  const calls: string[] = [];
  signInAs({ id: 6, audience: 'school' }, (url) => {
    calls.push(url);
    if (url.startsWith('/api/staff_duties')) return jsonAnswer([{ duty: 'counsellor', school: '/api/schools/1' }]);
    if (url.startsWith('/api/students.jsonld')) return jsonAnswer(collection([deniz]));
    if (url.startsWith('/api/guidance_referrals.jsonld')) {
      // The server narrows by the student sent; without one it would list every student's.
      const all = [referral(12, 41, 'Deniz Yılmaz', '2026-11-12'), referral(13, 42, 'Ege Kaya', '2026-11-20')];
      const student = new URL(url, 'http://x').searchParams.get('student');
      return jsonAnswer(collection(all.filter((row) => student === null || row.student.endsWith(`/${student}`))));
    }
    return jsonAnswer([]);
  });
  renderWithProviders(<ResourceFormPage resource={followUps} basePath="/guidance/referral-follow-ups" />);
  return calls;
};

describe("a follow-up's referral picker (issue 33)", () => {
  it("waits for the student, then offers only that student's referrals, named by student and day", async () => {
    const calls = renderForm();
    const picker = await screen.findByRole('combobox', { name: /^Referral/ }, { timeout: 10_000 });
    const student = screen.getByRole('combobox', { name: /^Student/ });
    // The counsellor's duty has loaded once the student may be chosen.
    await waitFor(() => expect((student as HTMLInputElement).disabled).toBe(false), { timeout: 5000 });
    // No student yet: no referral to choose from, and the form says what to do first.
    expect((picker as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Choose Student first.')).toBeTruthy();
    fireEvent.mouseDown(student);
    fireEvent.click(await screen.findByRole('option', { name: 'Deniz Yılmaz' }, { timeout: 5000 }));

    await waitFor(() => expect((picker as HTMLInputElement).disabled).toBe(false));
    expect(screen.queryByText('Choose Student first.')).toBeNull();
    fireEvent.mouseDown(picker);
    const options = await screen.findAllByRole('option', {}, { timeout: 5000 });
    expect(options.map((option) => option.textContent)).toEqual(['Deniz Yılmaz · Nov 12, 2026']);
    const asked = calls.filter((url) => url.startsWith('/api/guidance_referrals.jsonld'));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => new URL(url, 'http://x').searchParams.get('student') === '41')).toBe(true);
  });
});
