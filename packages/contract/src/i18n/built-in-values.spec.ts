import { describe, expect, it } from 'vitest';
import { languageCodes } from '../constants.ts';
import { builtInLabel, builtInValues } from './built-in-values.ts';

describe('builtInLabel', () => {
  it('shows seeded rows in the reader’s language', () => {
    expect(builtInLabel('user_types', 'userType', 'Teacher', 'tr')).toBe('Öğretmen');
    expect(builtInLabel('attendance_types', 'title', 'Late', 'ar')).toBe('متأخر');
    expect(builtInLabel('grading_terms', 'title', 'First term', 'de')).toBe('Erstes Halbjahr');
    expect(builtInLabel('class_types', 'title', 'Lesson', 'es')).toBe('Clase');
  });

  it('keeps the number of a numbered value', () => {
    expect(builtInLabel('grade_levels', 'title', 'Grade 10', 'tr')).toBe('10. sınıf');
    expect(builtInLabel('grade_levels', 'title', 'Grade 9', 'ar')).toBe('الصف 9');
    expect(builtInLabel('courses', 'title', 'Mathematics 12', 'de')).toBe('Mathematik 12');
  });

  it('leaves English, typed rows and other fields as stored', () => {
    expect(builtInLabel('user_types', 'userType', 'Teacher', 'en')).toBe('Teacher');
    expect(builtInLabel('user_types', 'userType', 'Rehber öğretmen', 'tr')).toBe('Rehber öğretmen');
    expect(builtInLabel('grade_levels', 'title', 'Hazırlık', 'tr')).toBe('Hazırlık');
    expect(builtInLabel('students', 'name', 'Teacher', 'tr')).toBe('Teacher');
  });

  it('translates every built-in value into every other language', () => {
    for (const fields of Object.values(builtInValues)) {
      for (const texts of Object.values(fields)) {
        for (const [english, translations] of Object.entries(texts)) {
          for (const language of languageCodes.filter((code) => code !== 'en')) {
            const text = translations[language as Exclude<typeof language, 'en'>];
            expect(text.trim()).not.toBe('');
            // A numbered value keeps its number in every language.
            expect(text.includes('{n}')).toBe(english.includes('{n}'));
          }
        }
      }
    }
  });
});
