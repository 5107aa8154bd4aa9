import type { Audience, HeldDuty, Language } from '@kampus/contract';

/** Who is asking, as established by the auth layer. */
export interface Caller {
  id: number;
  uuid: string;
  email: string;
  name: string;
  lastName: string;
  audience: Audience;
  userTypeId: number;
  superadmin: boolean;
  schoolId: number;
  sessionId: string;
  impersonatorId: number | null;
  /**
   * How and when this session began (a credential change wants a recent password sign-in; `api-key`:
   * a developer key; `calendar-feed`: no session, a feed's owner read through the feed's secret; `lti-tool`: no
   * session, an LTI tool's service call acting as the person who registered the tool).
   */
  signIn: {
    method:
      | 'password'
      | 'social'
      | 'oidc'
      | 'saml'
      | 'reset'
      | 'impersonation'
      | 'api-key'
      | 'calendar-feed'
      | 'lti-tool';
    at: Date;
  };
  /** An impersonation's limit: the schools where the impersonator manages the target; null when none. */
  sessionSchools: number[] | null;
  /**
   * The API key this session comes from (the key's own session, or an impersonation started
   * with it); null for a sign-in. Such a session never mints keys and ends with the key.
   */
  apiKeyId: string | null;
  /** When this session last had its second factor (the sign-in's second step, a step-up); null when never. */
  secondFactorAt: Date | null;
  /** The policy wants a second factor the person has not enrolled: the session may only enrol one. */
  enrolOnly: boolean;
  /** Schools the user belongs to besides `schoolId` (`user_schools`). */
  memberships: number[];
  /** The duties the user holds and where (`staff_duties`): the `duty:` grants (core/duties.ts). */
  duties?: readonly HeldDuty[];
}

/**
 * Everything an operation needs to know about the request. `reach` is every school the caller
 * may see; `scope` narrows it to the active school's subtree when a `schoolId` header is given.
 */
export interface RequestContext {
  caller: Caller | null;
  language: Language;
  reach: ReadonlySet<number>;
  scope: ReadonlySet<number>;
  activeSchoolId: number | null;
  activeSeasonId: number | null;
  /** The client's address (the audit trail's "from where"); absent for the system. */
  ip?: string;
  /** The request's id (`x-request-id`), written in the audit trail beside the log's. */
  requestId?: string;
  /**
   * Set by an operation that writes rows derived from another record on the caller's behalf (an
   * exam's results, a graded homework, into gradebook work), so those rows' own rules can refuse every other
   * writer: a number is typed in one place.
   */
  deriving?: 'exam-results' | 'homework';
}

/** A context for internal work (seeding, jobs): no caller, no tenancy limits. */
export const systemContext = (language: Language = 'en'): RequestContext => ({
  caller: null,
  language,
  reach: new Set(),
  scope: new Set(),
  activeSchoolId: null,
  activeSeasonId: null,
});
