import type {
  ActionOutput,
  siteLinksAction,
  ssoAction,
  SsoPartner,
  storeCustomerAction,
  storeTokenAction,
  userPersonalAction,
} from '@kampus/contract/action';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type PersonalData = ActionOutput<typeof userPersonalAction>;
export type StoreTokenAnswer = ActionOutput<typeof storeTokenAction>;
export type StoreCustomerAnswer = ActionOutput<typeof storeCustomerAction>;
export type SiteLinks = ActionOutput<typeof siteLinksAction>;

/** The session's `personal` (platform spec section 3): the signed-in person's phone and addresses. */
export const usePersonal = () => {
  const { token, userId, language } = useSession();
  return useQuery({
    queryKey: ['personal', userId, language],
    queryFn: ({ signal }) => request<PersonalData>(`/users/${userId ?? ''}/personal`, { scoped: true, signal }),
    enabled: Boolean(token && userId),
    staleTime: 60_000,
  });
};

/** The store token call: `{apiToken, storeUrl}` or `{error}` (a refusal is an answer, not a failure). */
export const useStoreToken = () =>
  useMutation({
    mutationFn: (schoolId: number) => request<StoreTokenAnswer>(`/store/${schoolId}/token`, { scoped: true }),
  });

export const useStoreCustomer = () =>
  useMutation({
    mutationFn: ({ schoolId, body }: { schoolId: number; body: Record<string, string> }) =>
      request<StoreCustomerAnswer>(`/store/${schoolId}/customer`, { method: 'POST', scoped: true, body }),
  });

/** The partner's signed address for the signed-in student or parent. */
export const useSignOn = (partner: SsoPartner) =>
  useQuery({
    queryKey: ['sso', partner],
    queryFn: ({ signal }) => request<ActionOutput<typeof ssoAction>>(`/sso/${partner}`, { scoped: true, signal }),
    retry: false,
    // Each visit signs on anew: a token lives seconds.
    gcTime: 0,
    staleTime: 0,
  });

const NO_LINKS: SiteLinks = { marketing: null, privacy: null, terms: null };
/** Asked once per page load: the targets change only with the server's configuration. */
let siteLinks: Promise<SiteLinks> | undefined;

/**
 * Where the marketing, privacy and terms links lead. The public pages show them too, and they run
 * without the query client (kept out of their small bundle), so this is a plain hook.
 */
export const useSiteLinks = (): SiteLinks => {
  const [links, setLinks] = useState<SiteLinks>(NO_LINKS);
  useEffect(() => {
    let live = true;
    siteLinks ??= request<SiteLinks>('/site-links', { scoped: true, anonymous: true, untenanted: true }).catch(
      () => NO_LINKS,
    );
    void siteLinks.then((answer) => live && setLinks(answer));
    return () => {
      live = false;
    };
  }, []);
  return links;
};
