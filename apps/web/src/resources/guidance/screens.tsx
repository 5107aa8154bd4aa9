import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const GuidanceRecordsSection = lazy(() =>
  import('./GuidanceRecordsSection.tsx').then((m) => ({ default: m.GuidanceRecordsSection })),
);
const ReferralNote = lazy(() => import('./ReferralNote.tsx').then((m) => ({ default: m.ReferralNote })));
const ReferralsListPage = lazy(() => import('./ReferralsListPage.tsx').then((m) => ({ default: m.ReferralsListPage })));

/**
 * Guidance (contract module `guidance`, docs/guidance.md): the counsellor's lists and the
 * teacher's "Refer a student", "My referrals" and accommodations are the module's menu entries
 * (generic screens, narrowed by the server); the student profile has the counsellor's Guidance
 * and Support plans tabs, and an Accommodations tab the student's teachers see too.
 */
export const guidanceScreens = defineScreens({
  // The referrals' list with Accept and Close on its rows; its forms stay the generic ones.
  routes: [{ path: 'guidance/referrals', element: <ReferralsListPage /> }],
  formNotes: { guidance_referrals: ReferralNote },
  studentSections: [
    { key: 'guidance', resource: 'counselling_sessions', field: 'student', Body: GuidanceRecordsSection },
    { key: 'support-plans', resource: 'support_plans', field: 'student', Body: GuidanceRecordsSection },
    { key: 'accommodations', resource: 'plan_accommodations', field: 'student', Body: GuidanceRecordsSection },
  ],
});
