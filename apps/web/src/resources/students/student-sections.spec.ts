import { describe, expect, it } from 'vitest';
import { sectionOf, summarizeAttendance, visibleSections } from './student-sections.ts';

describe('student profile sections', () => {
  it('reads the overview from a bare profile address and nothing from an unknown section', () => {
    expect(sectionOf(undefined)?.key).toBe('overview');
    expect(sectionOf('installments')?.resource).toBe('installments');
    expect(sectionOf('grades')).toBeUndefined();
  });

  it("orders the areas' tabs: the students area's, then discipline, finance, finance documents, health, guidance, library and transport", () => {
    expect(visibleSections(() => true).map((section) => section.key)).toEqual([
      'overview',
      'family',
      'classes',
      'batches',
      'courses',
      'bus-fees',
      'documents',
      'tags',
      'behaviours',
      'attendance',
      'exams',
      'discipline',
      'installments',
      'discounts',
      'scholarship',
      'payment',
      'promissory-notes',
      'invoices',
      'health',
      'health-allergies',
      'health-medications',
      'immunisations',
      'nurse-visits',
      'guidance',
      'support-plans',
      'accommodations',
      'library',
      'transport',
    ]);
  });

  it('shows a family only the sections whose records it may list', () => {
    const family = visibleSections((resource) => resource !== 'student_taggings').map((section) => section.key);
    expect(family).not.toContain('tags');
    expect(family).toContain('documents');
    expect(family).toContain('payment');
  });

  it('counts a season’s attendances per type, present where none is named', () => {
    const counts = summarizeAttendance([
      { attendanceType: null },
      { attendanceType: { id: 2, title: 'Late' } },
      { attendanceType: { id: 2, title: 'Late' } },
      { attendanceType: null },
      { attendanceType: { id: 3, title: 'Absent' } },
    ]);
    expect(Object.fromEntries(counts)).toEqual({ null: 2, Late: 2, Absent: 1 });
  });
});
