import { describe, expect, it } from 'vitest';
import type { ScheduleRecord, StudentRecord } from '../../api/school-life.ts';
import {
  attendanceItems,
  currentGradingTerm,
  currentSchedule,
  lessonOnNow,
  popupRegisterSave,
  studentsOfTerm,
} from './attendance-rules.ts';

const terms = [
  { id: 1, title: 'First term', startDate: '2026-09-01', endDate: '2027-01-22' },
  { id: 2, title: 'Second term', startDate: '2027-02-08', endDate: '2027-06-30' },
];

const student = (id: number): StudentRecord => ({
  id,
  name: `Name ${id}`,
  lastName: `Last ${id}`,
  studentNumber: null,
  school: '/api/schools/3',
  isActive: '1',
});

const lesson = (overrides: Partial<ScheduleRecord> = {}): ScheduleRecord => ({
  id: 7,
  school: '/api/schools/3',
  season: '/api/seasons/1',
  teacherId: 6,
  scheduleDate: '2026-11-22',
  enterTime: '08:30:00',
  exitTime: '09:10:00',
  isDone: false,
  isDoneAttendance: '0',
  classTypeId: 1,
  classBranchId: null,
  classId: {
    id: 4,
    title: '9-A',
    students: [
      { id: 1, term: '/api/grading_terms/1', student: student(10) },
      { id: 2, term: '/api/grading_terms/2', student: student(10) },
      { id: 3, term: '/api/grading_terms/1', student: student(11) },
      { id: 4, term: '/api/grading_terms/2', student: student(12) },
    ],
  },
  ...overrides,
});

describe('currentGradingTerm', () => {
  it('is the term the day falls in', () => {
    expect(currentGradingTerm(terms, '2026-11-22')?.id).toBe(1);
    expect(currentGradingTerm(terms, '2027-03-01')?.id).toBe(2);
  });
  it('between terms is the one that last started, before the first the first', () => {
    expect(currentGradingTerm(terms, '2027-02-01')?.id).toBe(1);
    expect(currentGradingTerm(terms, '2026-08-01')?.id).toBe(1);
  });
});

describe('currentSchedule', () => {
  it('is the lesson on now whose attendance is not taken', () => {
    const second = lesson({ id: 8, enterTime: '09:20:00', exitTime: '10:00:00' });
    expect(currentSchedule([lesson(), second], '09:30:00')?.id).toBe(8);
    expect(currentSchedule([lesson(), second], '08:30:00')?.id).toBe(7);
    expect(currentSchedule([lesson(), second], '09:10:00')).toBeUndefined();
    expect(currentSchedule([lesson({ isDoneAttendance: '1' })], '08:45:00')).toBeUndefined();
  });
});

describe('lessonOnNow', () => {
  it('is the lesson on now, taken or not (the bar that reopens the pop-up stays while it lasts)', () => {
    const taken = lesson({ isDoneAttendance: '1' });
    expect(lessonOnNow([taken], '08:45:00')?.id).toBe(7);
    expect(lessonOnNow([taken], '09:10:00')).toBeUndefined();
    const overlapping = lesson({ id: 9, enterTime: '08:40:00', exitTime: '09:00:00' });
    expect(lessonOnNow([taken, overlapping], '08:45:00')?.id).toBe(9);
  });
});

describe('studentsOfTerm', () => {
  it('keeps the students enrolled for the term, each once', () => {
    expect(studentsOfTerm(lesson(), 1).map((s) => s.id)).toEqual([10, 11]);
    expect(studentsOfTerm(lesson(), 2).map((s) => s.id)).toEqual([10, 12]);
    expect(studentsOfTerm(lesson(), undefined)).toEqual([]);
  });
  it('takes a batch lesson’s students (an elective’s section), whatever the term', () => {
    const elective = lesson({
      classId: null,
      batch: {
        id: 5,
        title: 'Robotics · 1',
        students: [
          { id: 1, student: student(20) },
          { id: 2, student: student(21) },
        ],
      },
    });
    expect(studentsOfTerm(elective, 1).map((s) => s.id)).toEqual([20, 21]);
    expect(studentsOfTerm(elective, undefined).map((s) => s.id)).toEqual([20, 21]);
    expect(attendanceItems(elective, [student(20)], new Set())[0]).toMatchObject({ classId: null, scheduleId: 7 });
  });
});

describe('attendanceItems', () => {
  it('writes one record per student: no type when available, type 100 when unknown', () => {
    const items = attendanceItems(lesson(), [student(10), student(11)], new Set([11]));
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ student: '/api/students/10', attendanceType: null, scheduleId: 7, classId: 4 });
    expect(items[1]).toMatchObject({ student: '/api/students/11', attendanceType: '/api/attendance_types/100' });
  });
});

describe('popupRegisterSave', () => {
  it('is the lesson’s register save: the marked students unknown, the others present, each read as nothing recorded', () => {
    expect(popupRegisterSave(lesson(), [student(10), student(11)], new Set([11]))).toEqual({
      classId: 4,
      date: '2026-11-22',
      scheduleId: 7,
      marks: [
        { student: 10, attendanceType: null, note: null, from: null },
        { student: 11, attendanceType: 100, note: null, from: null },
      ],
    });
  });

  it('names a batch lesson by its batch (an elective’s section)', () => {
    const save = popupRegisterSave(
      lesson({ classId: null, batch: { id: 9, title: 'Robotics', students: [] } }),
      [student(10)],
      new Set(),
    );
    expect(save).toMatchObject({ batch: 9, scheduleId: 7 });
    expect(save).not.toHaveProperty('classId');
  });
});
