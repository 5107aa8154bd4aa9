import type { ActionDeclaration } from './define.ts';
import {
  registerEmailAction,
  verifyEmailAction,
  requestPasswordResetAction,
  describePasswordLinkAction,
  resetPasswordAction,
  changePasswordAction,
  changeEmailAction,
  confirmEmailAction,
  socialLoginAction,
  socialLinkAction,
  socialProvidersAction,
  outboxAction,
  outboxMessageAction,
} from './accounts.actions.ts';
import { loginAction, logoutAction } from './auth.actions.ts';
import { apiKeyAction, generateApiKeyAction, apiKeyStatusAction, revokeApiKeyAction } from './developer.actions.ts';
import {
  calendarFeedAction,
  calendarFeedCreateAction,
  calendarFeedIcsAction,
  calendarFeedRevokeAction,
} from './calendar-feed.actions.ts';
import { readFileAction } from './files.actions.ts';
import { homeTodayAction } from './home.actions.ts';
import {
  impersonateAction,
  cancelImpersonationAction,
  currentImpersonationAction,
  impersonatedByAction,
} from './impersonation.actions.ts';
import { oidcProviderAction, oidcAuthorizeAction, oidcCallbackAction } from './oidc.actions.ts';
import {
  samlProviderAction,
  samlMetadataAction,
  samlLoginAction,
  samlAcsAction,
  samlLogoutAction,
  samlSingleLogoutAction,
  samlSingleLogoutRedirectAction,
} from './saml.actions.ts';
import { healthAction, readyAction, versionAction, helpAction, pageViewAction } from './ops.actions.ts';
import { reportTableAction, reportExportAction } from './reports.actions.ts';
import { searchUsersAction, searchStudentsAction, searchPersonnelAction } from './search.actions.ts';
import {
  secondFactorStatusAction,
  startTotpAction,
  confirmTotpAction,
  disableSecondFactorAction,
  secondStepAction,
  resetSecondFactorAction,
  stepUpAction,
} from './second-factor.actions.ts';
import {
  listPasskeysAction,
  passkeyRegistrationOptionsAction,
  registerPasskeyAction,
  removePasskeyAction,
  secondStepPasskeyOptionsAction,
  stepUpPasskeyOptionsAction,
} from './passkeys.actions.ts';
import { ssoAction, siteLinksAction } from './sso.actions.ts';
import {
  basicStatsAction,
  dailyCashStatsAction,
  enrollmentStatsAction,
  usageStatsAction,
  financeStatsAction,
  academicStatsAction,
} from './stats.actions.ts';
import { storeTokenAction, storeCustomerAction } from './store.actions.ts';

/**
 * The actions no feature module owns: signing in and the account's own flows (second factor,
 * OIDC, SSO, impersonation, API keys), the stored files, search, the home screen, reports and
 * statistics across features, the store and the operations probes. Every other action is listed
 * on its feature's `defineModule({ actions })`; `declaredActions` (resources/index.ts) joins the two,
 * and a spec fails on an exported declaration that is in neither.
 */
export const platformActions: readonly ActionDeclaration[] = [
  registerEmailAction,
  verifyEmailAction,
  requestPasswordResetAction,
  describePasswordLinkAction,
  resetPasswordAction,
  changePasswordAction,
  changeEmailAction,
  confirmEmailAction,
  socialLoginAction,
  socialLinkAction,
  socialProvidersAction,
  outboxAction,
  outboxMessageAction,
  loginAction,
  logoutAction,
  apiKeyAction,
  generateApiKeyAction,
  apiKeyStatusAction,
  revokeApiKeyAction,
  readFileAction,
  homeTodayAction,
  impersonateAction,
  cancelImpersonationAction,
  currentImpersonationAction,
  impersonatedByAction,
  oidcProviderAction,
  oidcAuthorizeAction,
  oidcCallbackAction,
  samlProviderAction,
  samlMetadataAction,
  samlLoginAction,
  samlAcsAction,
  samlLogoutAction,
  samlSingleLogoutAction,
  samlSingleLogoutRedirectAction,
  calendarFeedAction,
  calendarFeedCreateAction,
  calendarFeedRevokeAction,
  calendarFeedIcsAction,
  healthAction,
  readyAction,
  versionAction,
  helpAction,
  pageViewAction,
  reportTableAction,
  reportExportAction,
  searchUsersAction,
  searchStudentsAction,
  searchPersonnelAction,
  secondFactorStatusAction,
  startTotpAction,
  confirmTotpAction,
  disableSecondFactorAction,
  secondStepAction,
  resetSecondFactorAction,
  stepUpAction,
  listPasskeysAction,
  passkeyRegistrationOptionsAction,
  registerPasskeyAction,
  removePasskeyAction,
  secondStepPasskeyOptionsAction,
  stepUpPasskeyOptionsAction,
  ssoAction,
  siteLinksAction,
  basicStatsAction,
  dailyCashStatsAction,
  enrollmentStatsAction,
  usageStatsAction,
  financeStatsAction,
  academicStatsAction,
  storeTokenAction,
  storeCustomerAction,
];
