import { describe, expect, it } from 'vitest';
import { readableDate } from '../i18n/format-value.ts';
import { catalogues } from '../i18n/index.ts';
import { languageCodes } from '../constants.ts';
import {
  counsellingSessions,
  guidanceReferrals,
  nurseVisits,
  planAccommodations,
  planReviews,
  referralFollowUps,
  resources,
  supportPlans,
} from '../resources/index.ts';
import { defineResource } from './define.ts';
import { displayName } from './display-name.ts';
import { ref, refId, sameAsMessage, text } from './fields.ts';

const valueAt = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );

describe('a record named by its labelFields (issue 33: a referral picker showed bare ids)', () => {
  const referral = {
    id: 12,
    student: '/api/students/41',
    referredOn: '2026-11-12',
    referralStatus: 'open',
    refNames: { student: 'Deniz Yılmaz' },
  };

  it('names a referral by its student and its day as the reader writes it, never by an id or ISO date', () => {
    expect(displayName(guidanceReferrals, referral, 'en')).toBe('Deniz Yılmaz · Nov 12, 2026');
    expect(displayName(guidanceReferrals, referral, 'tr')).toBe(`Deniz Yılmaz · ${readableDate('tr', '2026-11-12')}`);
    expect(displayName(guidanceReferrals, referral, 'tr')).toContain('Kas');
    expect(displayName(guidanceReferrals, referral, 'de')).toBe('Deniz Yılmaz · 12.11.2026');
  });

  it('names a support plan, a session, a review and a follow-up by their student and date alike', () => {
    const named = { student: '/api/students/41', refNames: { student: 'Deniz Yılmaz' } };
    expect(displayName(supportPlans, { id: 5, planStart: '2026-10-13', ...named }, 'en')).toBe(
      'Deniz Yılmaz · Oct 13, 2026',
    );
    expect(displayName(counsellingSessions, { id: 6, sessionDate: '2026-11-18', ...named }, 'en')).toBe(
      'Deniz Yılmaz · Nov 18, 2026',
    );
    expect(displayName(planReviews, { id: 7, reviewedOn: '2026-11-17', ...named }, 'en')).toBe(
      'Deniz Yılmaz · Nov 17, 2026',
    );
    expect(displayName(referralFollowUps, { id: 8, followedUpOn: '2026-11-10', ...named }, 'en')).toBe(
      'Deniz Yılmaz · Nov 10, 2026',
    );
  });

  it('keeps what it knows when a name is missing, and the id only when it knows nothing', () => {
    expect(displayName(guidanceReferrals, { ...referral, refNames: {} }, 'en')).toBe('Nov 12, 2026');
    expect(displayName(guidanceReferrals, { id: 12 }, 'en')).toBe('12');
    // Without a language (no reader), the date stays as stored.
    expect(displayName(guidanceReferrals, referral)).toBe('Deniz Yılmaz · 2026-11-12');
  });
});

describe('sameAs: a reference to a record of the same student', () => {
  const declared = resources.flatMap((resource) =>
    Object.entries(resource.fields)
      .filter(([, field]) => field.sameAs !== undefined)
      .map(([name, field]) => ({ resource, name, field })),
  );

  it('is declared on the plan of an accommodation and a review, and the referral of a follow-up', () => {
    expect(declared.map(({ resource, name }) => `${resource.name}.${name}`).sort()).toEqual(
      expect.arrayContaining(['plan_accommodations.plan', 'plan_reviews.plan', 'referral_follow_ups.referral']),
    );
    expect(planAccommodations.fields.plan.sameAs).toBe('student');
  });

  it('names a field both sides hold, which the target filters by (the form narrows its picker by it)', () => {
    for (const { resource, name, field } of declared) {
      const target = resources.find((candidate) => candidate.name === field.target);
      const sameAs = field.sameAs ?? '';
      expect(target?.fields[sameAs], `${resource.name}.${name}: ${field.target}.${sameAs}`).toBeDefined();
      expect(target?.filters, `${resource.name}.${name}: ${field.target} filters ${sameAs}`).toContain(sameAs);
      expect(resource.fields[sameAs]?.target).toBe(target?.fields[sameAs]?.target);
    }
  });

  it('has its refusal worded in every language, not "this record does not exist"', () => {
    for (const { field } of declared) {
      const key = sameAsMessage(field.sameAs ?? '');
      for (const language of languageCodes) {
        const message = valueAt(catalogues[language], key);
        expect(typeof message, `${language} ${key}`).toBe('string');
        expect(message).not.toBe(valueAt(catalogues[language], 'validation.invalid_reference'));
      }
    }
    expect(valueAt(catalogues.en, 'validation.other_student')).toBe('The chosen record belongs to another student.');
  });

  it('is refused where it names no field of the row, or is not on a reference', () => {
    expect(() =>
      defineResource({
        name: 'broken',
        type: 'Broken',
        scope: 'global',
        fields: { plan: refId('support_plans', { sameAs: 'pupil' }) },
        access: { list: [], read: [], create: [], update: [], delete: [] },
      }),
    ).toThrow(/sameAs/);
    expect(() =>
      defineResource({
        name: 'broken',
        type: 'Broken',
        scope: 'global',
        fields: { student: ref('students'), note: text({ sameAs: 'student' }) },
        access: { list: [], read: [], create: [], update: [], delete: [] },
      }),
    ).toThrow(/sameAs/);
  });
});

describe('a record named by a date or a moment of the school day (a nurse visit was titled "2026-11-30 09:40:00")', () => {
  it('writes the moment as the reader does, and leaves an instant and a language-less call as they are', () => {
    const visit = { id: 3, visitedAt: '2026-11-30 09:40:00' };
    expect(displayName(nurseVisits, visit, 'en')).toBe('Nov 30, 2026 09:40');
    expect(displayName(nurseVisits, visit, 'tr')).toBe(`${readableDate('tr', '2026-11-30')} 09:40`);
    expect(displayName(nurseVisits, visit)).toBe('2026-11-30 09:40:00');
    expect(displayName(nurseVisits, { id: 3, visitedAt: '2026-11-30T06:40:00Z' }, 'en')).toBe('2026-11-30T06:40:00Z');
  });
});

describe('a compound label in Arabic (a walk read "062026/11/")', () => {
  it('keeps the date whole, isolated in its own direction inside the label', () => {
    const referral = {
      id: 12,
      student: '/api/students/41',
      referredOn: '2026-11-06',
      refNames: { student: 'Deniz Öğrenci' },
    };
    expect(displayName(guidanceReferrals, referral, 'ar')).toBe(
      `Deniz Öğrenci · \u2068${readableDate('ar', '2026-11-06')}\u2069`,
    );
    expect(displayName(guidanceReferrals, referral, 'en')).not.toContain('\u2068');
  });
});

describe('a timetable rule and a lesson need named by whom and what (a walk read "Teacher availability: 3")', () => {
  it('names them from the answer’s refNames, the empty parts left out', async () => {
    const { timetableTeacherRules, timetableLessons } = await import('../resources/index.ts');
    expect(
      displayName(timetableTeacherRules, { id: 3, teacher: '/api/users/9', refNames: { teacher: 'Burak Arslan' } }),
    ).toBe('Burak Arslan');
    expect(
      displayName(timetableLessons, {
        id: 40,
        classId: 1,
        batch: null,
        course: '/api/courses/2',
        refNames: { classId: '9-A', course: 'Mathematics 9' },
      }),
    ).toBe('9-A · Mathematics 9');
  });
});
