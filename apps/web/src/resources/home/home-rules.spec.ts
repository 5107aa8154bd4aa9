import { describe, expect, it } from 'vitest';
import type { ScheduleRecord } from '../../api/school-life.ts';
import { lessonStates, nextLesson, registerUrl } from './home-rules.ts';

const lesson = (id: number, enterTime: string, exitTime: string, done = false): ScheduleRecord => ({
  id,
  school: '/api/schools/1',
  season: '/api/seasons/1',
  teacherId: 6,
  scheduleDate: '2026-11-24',
  enterTime,
  exitTime,
  isDone: done,
  isDoneAttendance: done ? '1' : '0',
  classTypeId: null,
  classBranchId: null,
  classId: { id: 30 + id, title: `${8 + id}-A`, students: [] },
});

const day = [
  lesson(1, '08:30:00', '09:10:00', true),
  lesson(2, '09:20:00', '10:00:00'),
  lesson(3, '10:10:00', '10:50:00'),
  lesson(4, '11:00:00', '11:40:00'),
];

describe("a teacher's day", () => {
  it('marks each lesson taken, on now, missed, next or later', () => {
    expect([...lessonStates(day, '09:30:00').values()]).toEqual(['done', 'now', 'next', 'later']);
    expect([...lessonStates(day, '10:05:00').values()]).toEqual(['done', 'missed', 'next', 'later']);
    expect([...lessonStates(day, '07:00:00').values()]).toEqual(['done', 'next', 'later', 'later']);
  });

  it('names the lesson on now, else the next one whose attendance is still to take', () => {
    expect(nextLesson(day, '09:30:00')?.id).toBe(2);
    expect(nextLesson(day, '07:00:00')?.id).toBe(2);
    expect(nextLesson(day, '10:55:00')?.id).toBe(4);
    expect(nextLesson(day, '12:00:00')).toBeUndefined();
  });

  it('links a lesson to the register of its class, day and lesson', () => {
    expect(registerUrl(day[1] as ScheduleRecord)).toBe('/attendance/register?classId=32&date=2026-11-24&scheduleId=2');
  });

  it('links an elective section’s lesson, which has no class, to the register of its batch', () => {
    const section: ScheduleRecord = {
      ...(day[1] as ScheduleRecord),
      id: 9,
      classId: null,
      batch: { id: 14, title: 'Robotics · 1', students: [] },
    };
    expect(registerUrl(section)).toBe('/attendance/register?batch=14&date=2026-11-24&scheduleId=9');
  });
});
