import { z } from 'zod';
import { defineAction } from './define.ts';

/** One lesson of today whose attendance was taken, for the staff home's recent activity. */
const recentLesson = z.object({
  scheduleId: z.number().int(),
  enterTime: z.string().meta({ description: 'HH:MM, on the school clock' }),
  exitTime: z.string().meta({ description: 'HH:MM, on the school clock' }),
  classTitle: z.string().nullable(),
  teacherName: z.string().nullable(),
});

/**
 * GET /api/home/today: the staff home's figures for the active school (the `schoolId` header's
 * subtree) on that school's clock. Everything is counted through the caller's own visibility, so
 * a school admin's figures never include another school.
 */
export const homeTodayAction = defineAction({
  name: 'homeToday',
  method: 'GET',
  reads: 'replica',
  path: '/api/home/today',
  summary: "Today's figures of the active school for the staff home page",
  tags: ['home'],
  access: ['headquarters', 'campus', 'school'],
  output: z.object({
    date: z.string().meta({ description: 'Today on the active school clock, YYYY-MM-DD' }),
    time: z.string().meta({ description: 'Now on the active school clock, HH:MM' }),
    figures: z.object({
      students: z.number().int().meta({ description: 'Active students' }),
      present: z.number().int().meta({ description: 'Students marked present at least once today' }),
      absent: z.number().int().meta({ description: 'Students marked with an attendance type (absent, late...) today' }),
      lessons: z.number().int().meta({ description: 'Lessons scheduled today' }),
      lessonsWithoutAttendance: z
        .number()
        .int()
        .meta({ description: 'Lessons of today that have started and have no attendance yet' }),
    }),
    recentLessons: z.array(recentLesson).meta({ description: 'The last lessons of today whose attendance was taken' }),
  }),
});
