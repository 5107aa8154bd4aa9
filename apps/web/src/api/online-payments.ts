import type {
  ActionOutput,
  onlineCheckoutStatusAction,
  onlinePaymentGatewayAction,
  startOnlinePaymentAction,
} from '@kampus/contract/action';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type OnlineCheckout = ActionOutput<typeof startOnlinePaymentAction>;
export type OnlineCheckoutState = ActionOutput<typeof onlineCheckoutStatusAction>;
export type OnlineGateway = ActionOutput<typeof onlinePaymentGatewayAction>;

/** GET /api/students/{id}/online-payments/gateway: whether the school takes installments online (no key is ever sent). */
export const useOnlineGateway = (studentId: number) => {
  const { schoolId, language } = useSession();
  return useQuery({
    queryKey: ['online_checkouts', 'gateway', schoolId, language, studentId],
    queryFn: ({ signal }) => request<OnlineGateway>(`/api/students/${studentId}/online-payments/gateway`, { signal }),
  });
};

/**
 * POST /api/students/{id}/online-payments: opens a checkout of the installments, keyed by the
 * click's intent (a double click opens one); the answer names the gateway's page to go to.
 */
export const useStartOnlinePayment = () =>
  useMutation({
    mutationFn: ({ studentId, installments, key }: { studentId: number; installments: number[]; key: string }) =>
      request<OnlineCheckout>(`/api/students/${studentId}/online-payments`, {
        method: 'POST',
        body: { installments },
        headers: { 'Idempotency-Key': key },
      }),
  });

/** How often the return page asks again while the gateway's notice has not landed. */
const CHECKOUT_POLL_MS = 2000;

/** GET /api/online-payments/{reference}/status: asked again every two seconds while the checkout is pending. */
export const useOnlineCheckout = (reference: string) => {
  const { language } = useSession();
  return useQuery({
    queryKey: ['online_checkouts', 'state', language, reference],
    queryFn: ({ signal }) => request<OnlineCheckoutState>(`/api/online-payments/${reference}/status`, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? CHECKOUT_POLL_MS : false),
  });
};
