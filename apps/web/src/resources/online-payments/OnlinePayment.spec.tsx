import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { OnlinePaymentReturnPage } from './OnlinePaymentReturnPage.tsx';
import { PayOnlineButton } from './PayOnlineButton.tsx';

/*
 * A parent's side of paying online: the Pay online button of an open installment (only when the
 * school's gateway is ready; it sends the browser to the page the server names) and the return
 * page, which waits in words until the gateway's notice lands, then shows the receipt to download.
 */
const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('./leave-for.ts', () => ({ leaveFor }));

const REFERENCE = '0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f';
const checkout = (status: 'pending' | 'succeeded' | 'failed') => ({
  id: 7,
  reference: REFERENCE,
  studentId: 40,
  amount: '1000.00',
  currency: 'TRY',
  status,
  redirectUrl: null,
  receipt: status === 'succeeded' ? { id: 91, receiptNumber: 100042 } : null,
});

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  signOutTest();
  leaveFor.mockReset();
  await changeLanguage('en');
});

const returnPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/online-payments/:reference" element={<OnlinePaymentReturnPage />} />
    </Routes>,
    { path: `/online-payments/${REFERENCE}` },
  );

describe('the Pay online button', () => {
  it('starts a checkout of the installment with a key and goes to the page the server names', async () => {
    const bodies: unknown[] = [];
    const keys: string[] = [];
    signInAs({ id: 3, audience: 'parent' }, (url, init) => {
      if (url.startsWith('/api/students/40/online-payments/gateway'))
        return jsonAnswer({ available: true, provider: 'standin' });
      if (url.startsWith('/api/students/40/online-payments') && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        keys.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
        return jsonAnswer({ ...checkout('pending'), redirectUrl: `/api/gateway-standin/checkout/${REFERENCE}` }, 201);
      }
      return jsonAnswer({}, 404);
    });
    renderWithProviders(<PayOnlineButton studentId={40} row={{ id: 55, installmentNo: 2, isDonePayment: false }} />);
    const button = await screen.findByRole('button', { name: 'Pay installment 2 online' });
    expect(button.textContent).toBe('Pay online');
    fireEvent.click(button);
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith(`/api/gateway-standin/checkout/${REFERENCE}`));
    expect(bodies).toEqual([{ installments: [55] }]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not shown for a paid installment, nor when the school has no gateway', async () => {
    signInAs({ id: 3, audience: 'parent' }, (url) =>
      url.includes('/online-payments/gateway') ? jsonAnswer({ available: false, provider: null }) : jsonAnswer({}, 404),
    );
    const open = renderWithProviders(<PayOnlineButton studentId={40} row={{ id: 55, installmentNo: 2 }} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(open.queryByRole('button')).toBeNull();
    cleanup();
    signInAs({ id: 3, audience: 'parent' }, (url) =>
      url.includes('/online-payments/gateway')
        ? jsonAnswer({ available: true, provider: 'standin' })
        : jsonAnswer({}, 404),
    );
    const paid = renderWithProviders(
      <PayOnlineButton studentId={40} row={{ id: 56, installmentNo: 1, isDonePayment: true }} />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paid.queryByRole('button')).toBeNull();
  });
});

describe('the return page', () => {
  it('waits in words, then shows the payment received with its receipt to download', async () => {
    let state: 'pending' | 'succeeded' = 'pending';
    signInAs({ id: 3, audience: 'parent' }, (url) =>
      url.startsWith(`/api/online-payments/${REFERENCE}/status`) ? jsonAnswer(checkout(state)) : jsonAnswer({}, 404),
    );
    returnPage();
    expect(await screen.findByText('Waiting for the payment to be confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download receipt' })).toBeNull();
    state = 'succeeded';
    expect(await screen.findByText('Payment received', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Receipt no\. 100042/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to installments' }).getAttribute('href')).toBe(
      '/student/40/installments',
    );
  });

  it('says a cancelled payment was not completed, in Turkish', async () => {
    await changeLanguage('tr');
    signInAs({ id: 3, audience: 'parent' }, (url) =>
      url.startsWith(`/api/online-payments/${REFERENCE}/status`) ? jsonAnswer(checkout('failed')) : jsonAnswer({}, 404),
    );
    returnPage();
    expect(await screen.findByText('Ödeme tamamlanmadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Taksitlere dön' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Makbuzu indir' })).toBeNull();
  });
});
