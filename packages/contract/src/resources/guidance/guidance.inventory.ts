import { inventoryEntry } from '../privacy/inventory.ts';

/**
 * The data inventory's lines of the guidance module (docs/privacy.md): a student's school record;
 * what a counsellor writes about a student's wellbeing (sessions, follow-ups, support plans and
 * their reviews) may touch on their health, a special category.
 */
const confidential = (resource: string) =>
  inventoryEntry(resource, 'student-record', {
    categories: ['education', 'health'],
    bases: ['health-care', 'legal-obligation'],
  });

export const guidanceInventory = [
  confidential('counselling_sessions'),
  inventoryEntry('guidance_referrals', 'student-record'),
  confidential('referral_follow_ups'),
  confidential('support_plans'),
  inventoryEntry('plan_accommodations', 'student-record'),
  confidential('plan_reviews'),
  inventoryEntry('career_records', 'student-record'),
  inventoryEntry('university_applications', 'student-record'),
];
