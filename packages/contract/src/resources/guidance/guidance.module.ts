import { defineModule } from '../define-module.ts';
import { careerRecords, universityApplications } from './careers.resource.ts';
import { counsellingSessions, guidanceReferrals, referralFollowUps } from './counselling.resource.ts';
import { guidanceInventory } from './guidance.inventory.ts';
import { planAccommodations, planReviews, supportPlans } from './support-plans.resource.ts';

export * from './careers.resource.ts';
export * from './counselling.resource.ts';
export * from './guidance-access.ts';
export * from './support-plans.resource.ts';

/** A counsellor's list: staff kinds only (the duty decides; staff without it get the list's polite refusal). */
const counsellorMenu = (key: string, url: string, resource: string, icon: string) => ({
  key,
  under: 'menu.guidance',
  url,
  resource,
  icon,
  audiences: ['headquarters', 'campus', 'school'] as const,
});

/**
 * Guidance and counselling (issue 33, part 1; docs/guidance.md): the counsellor's sessions,
 * teachers' referrals and their follow-up, individual support plans with the accommodations a
 * student's teachers see, career and university guidance.
 */
export const guidanceModule = defineModule({
  resources: [
    counsellingSessions,
    guidanceReferrals,
    referralFollowUps,
    supportPlans,
    planAccommodations,
    planReviews,
    careerRecords,
    universityApplications,
  ],
  labels: 'guidance',
  inventory: guidanceInventory,
  menus: [
    {
      key: 'menu.guidance',
      after: 'menu.students',
      icon: 'EmojiPeople',
      audiences: ['headquarters', 'campus', 'school', 'teacher'],
    },
    counsellorMenu('menu.counselling_sessions', '/guidance/sessions', 'counselling_sessions', 'Forum'),
    counsellorMenu('menu.guidance_referrals', '/guidance/referrals', 'guidance_referrals', 'ForwardToInbox'),
    counsellorMenu('menu.referral_follow_ups', '/guidance/follow-ups', 'referral_follow_ups', 'FactCheck'),
    counsellorMenu('menu.support_plans', '/guidance/support-plans', 'support_plans', 'Assignment'),
    counsellorMenu('menu.plan_accommodations', '/guidance/accommodations', 'plan_accommodations', 'HowToReg'),
    counsellorMenu('menu.plan_reviews', '/guidance/plan-reviews', 'plan_reviews', 'EventNote'),
    counsellorMenu('menu.career_records', '/guidance/careers', 'career_records', 'WorkspacePremium'),
    counsellorMenu('menu.university_applications', '/guidance/applications', 'university_applications', 'School'),
    {
      key: 'menu.refer_student',
      under: 'menu.guidance',
      // The referrals' generic form (mounted by the counsellors' entry): a teacher's starts open.
      url: '/guidance/referrals/new',
      icon: 'PersonAdd',
      audiences: ['teacher'],
    },
    {
      key: 'menu.my_referrals',
      under: 'menu.guidance',
      // The same list, narrowed by the server to the referrals the teacher made.
      url: '/guidance/referrals',
      icon: 'ForwardToInbox',
      audiences: ['teacher'],
    },
    {
      key: 'menu.student_accommodations',
      under: 'menu.guidance',
      // The accommodations of the students the teacher teaches, without the plan's notes.
      url: '/guidance/accommodations',
      icon: 'HowToReg',
      audiences: ['teacher'],
    },
  ],
});
