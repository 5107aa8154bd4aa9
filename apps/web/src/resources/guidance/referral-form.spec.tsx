import { getResource } from '@kampus/contract/resources';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest, type TestCaller } from '../../test-support/signed-in.ts';
import { ResourceFormPage } from '../generic/ResourceFormPage.tsx';

const referrals = getResource('guidance_referrals');
if (!referrals) throw new Error('contract resource guidance_referrals missing');

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

/** The referral form as `caller` sees it; `duties` are their own `staff_duties` rows. */
const renderForm = (caller: TestCaller, duties: { duty: string; school: string }[]) => {
  signInAs(caller, (url) => jsonAnswer(url.startsWith('/api/staff_duties') ? duties : []));
  renderWithProviders(<ResourceFormPage resource={referrals} basePath="/guidance/referrals" />);
};

describe('the referral form', () => {
  it("offers a teacher the student and the reason, never the status (the counsellor's to set)", async () => {
    renderForm({ id: 5, audience: 'teacher' }, []);
    await screen.findByRole('textbox', { name: /Reason for referral/ }, { timeout: 10_000 });
    // The caller's kind has loaded once the reason is offered; the status stays out.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^Status/ })).toBeNull(), { timeout: 5000 });
  });

  it('offers the counsellor the status too', async () => {
    renderForm({ id: 6, audience: 'school' }, [{ duty: 'counsellor', school: '/api/schools/1' }]);
    await screen.findByRole('combobox', { name: /^Status/ }, { timeout: 10_000 });
  });
});
