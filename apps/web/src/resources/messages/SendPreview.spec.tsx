import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import type { MessagePreview } from '../../api/messages.ts';
import { changeLanguage, i18n, initI18n } from '../../i18n/index.ts';
import { SendPreview } from './SendPreview.tsx';
import { deliveryError } from './SendProgress.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const preview: MessagePreview = {
  total: 2,
  withoutAddress: 1,
  sample: [],
  reached: [
    {
      recipientName: 'Pelin Veli',
      studentName: 'Deniz Öğrenci',
      address: 'parent@kampus.test',
      addressFrom: 'account',
    },
    { recipientName: 'Ali Kaya', studentName: 'Ece Kaya', address: '+905551112233', addressFrom: 'record' },
  ],
  unreachable: [{ recipientName: 'Ayşe Demir', studentName: 'Can Demir', reason: 'no_address' }],
  sms: { gateway: 'none', encoding: 'ucs2', characters: 80, parts: 2, totalParts: 4 },
};

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SendPreview preview={preview} />
    </I18nextProvider>,
  );

describe('the preview of a send', () => {
  it('names who is reached, who is not and why, and warns when no SMS gateway is set', () => {
    show();
    expect(screen.getByText('Reached: 2 people')).toBeTruthy();
    expect(screen.getByText('Not reached: 1 person')).toBeTruthy();
    expect(screen.getByText('Ayşe Demir · Can Demir')).toBeTruthy();
    expect(screen.getByText('No address for this channel, neither on the account nor on the record')).toBeTruthy();
    expect(screen.getByText(/address from the guardian record/)).toBeTruthy();
    expect(screen.getByText(/80 characters, Unicode \(70 per SMS\): 2 SMS parts\. In all: 4 SMS\./)).toBeTruthy();
    expect(screen.getByTestId('sms-gateway-notice').textContent).toMatch(/No SMS gateway is set up/);
  });

  it('speaks Turkish to a Turkish reader', async () => {
    await changeLanguage('tr');
    show();
    expect(screen.getByText('Ulaşılacak: 2 kişi')).toBeTruthy();
    expect(screen.getByText('Bu kanal için ne hesapta ne kayıtta adres var')).toBeTruthy();
  });

  it('reads a failed line’s reason in the reader’s language, the gateway’s detail as it came', () => {
    expect(deliveryError(i18n.t, 'gateway_refused (503)')).toBe('The gateway refused it (503)');
    expect(deliveryError(i18n.t, 'gateway_not_configured')).toBe('No SMS gateway is configured');
    expect(deliveryError(i18n.t, 'something else')).toBe('something else');
    expect(deliveryError(i18n.t, null)).toBe('');
  });
});
