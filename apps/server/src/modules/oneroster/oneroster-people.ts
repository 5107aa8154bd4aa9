import { classes, classStudents, guardians, students, users } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import { scoped } from '../../core/repository.ts';
import { rosterClasses, type Source } from './oneroster-sources.ts';
import { gradeCode, isoDate, isoTime, whereOf } from './oneroster-sql.ts';

/**
 * The people of the roster (oneroster-sources.ts says how a source is built): students, their
 * guardians (`guardian` users, linked both ways through `agentSourcedIds`) and the teachers of the
 * roster's classes; `role` is each one's primary role, which the roles file and the REST `roles`
 * are made from. Enrollments: a student once per class (Kampus places them per term) and each
 * class's homeroom teacher as its primary teacher.
 */
export const usersSource: Source = (db, ctx) => {
  const studentAccess = scoped(db, ctx).of(students);
  const student = studentAccess.table;
  const guardianAccess = scoped(db, ctx).of(guardians);
  const guardian = guardianAccess.table;
  const teacherAccess = scoped(db, ctx, { across: 'reach' }).of(users);
  const teacher = teacherAccess.table;
  const klass = scoped(db, ctx).of(classes).table;
  const agents = sql`(select string_agg('guardian-' || ${guardian.id}, ',' order by ${guardian.id}) from ${guardian}
    where ${whereOf(guardianAccess.condition({}, sql`${guardian.studentId} = ${student.id}`))})`;
  const visibleStudents = sql`select ${student.id} from ${student} where ${whereOf(studentAccess.condition())}`;
  const taught = sql`select ${klass.teacher} from ${klass} where ${rosterClasses(db, ctx)}`;
  const firstSchool = sql`(select ${klass.school} from ${klass}
    where ${klass.teacher} = ${teacher.id} and ${rosterClasses(db, ctx)} order by ${klass.id} limit 1)`;
  return sql`select 'student-' || ${student.id} as "sourcedId", 'active' as "status",
      ${isoTime(student.updatedAt)} as "dateLastModified",
      case when ${student.isActive} then 'true' else 'false' end as "enabledUser",
      coalesce(${student.studentNumber}, 'student-' || ${student.id}) as "username", '' as "userIds",
      ${student.name} as "givenName", ${student.lastName} as "familyName", '' as "middleName",
      coalesce(${student.studentNumber}, '') as "identifier", coalesce(${student.email}, '') as "email",
      '' as "sms", coalesce(${student.phone}, '') as "phone", coalesce(${agents}, '') as "agentSourcedIds",
      ${gradeCode(db, ctx, student.gradeLevel)} as "grades", 'school-' || ${student.school} as "primaryOrgSourcedId",
      'student' as "role", ${student.school} as "schoolId"
    from ${student} where ${whereOf(studentAccess.condition())}
    union all
    select 'guardian-' || ${guardian.id}, 'active', ${isoTime(guardian.updatedAt)}, 'true',
      coalesce(${guardian.email}, 'guardian-' || ${guardian.id}), '', ${guardian.name}, ${guardian.lastName}, '',
      '', coalesce(${guardian.email}, ''), '', coalesce(${guardian.phone}, ''), 'student-' || ${guardian.studentId},
      '', 'school-' || ${guardian.school}, 'guardian', ${guardian.school}
    from ${guardian} where ${whereOf(guardianAccess.condition({}, sql`${guardian.studentId} in (${visibleStudents})`))}
    union all
    select 'teacher-' || ${teacher.id}, 'active', ${isoTime(teacher.updatedAt)},
      case when ${teacher.isActive} then 'true' else 'false' end, ${teacher.email}, '', ${teacher.name},
      ${teacher.lastName}, '', '', ${teacher.email}, '', '', '', '', 'school-' || coalesce(${firstSchool}::text, ''),
      'teacher', ${firstSchool}
    from ${teacher} where ${whereOf(teacherAccess.condition({}, sql`${teacher.id} in (${taught})`))}`;
};

export const enrollmentsSource: Source = (db, ctx) => {
  const members = scoped(db, ctx).of(classStudents);
  const member = members.table;
  const klass = scoped(db, ctx).of(classes).table;
  const inRoster = sql`select ${klass.id} from ${klass} where ${rosterClasses(db, ctx)}`;
  return sql`select 'enrollment-' || ${member.classId} || '-' || ${member.student} as "sourcedId",
      'active' as "status", ${isoTime(sql`max(${member.updatedAt})`)} as "dateLastModified",
      'class-' || ${member.classId} as "classSourcedId", 'school-' || min(${member.school}) as "schoolSourcedId",
      'student-' || ${member.student} as "userSourcedId", 'student' as "role", 'false' as "primary",
      '' as "beginDate", '' as "endDate", min(${member.school}) as "schoolId"
    from ${member} where ${whereOf(members.condition({}, sql`${member.classId} in (${inRoster})`))}
    group by ${member.classId}, ${member.student}
    union all
    select 'enrollment-' || ${klass.id} || '-teacher-' || ${klass.teacher}, 'active', ${isoTime(klass.updatedAt)},
      'class-' || ${klass.id}, 'school-' || ${klass.school}, 'teacher-' || ${klass.teacher}, 'teacher', 'true',
      '', '', ${klass.school}
    from ${klass} where ${klass.teacher} is not null and ${rosterClasses(db, ctx)}`;
};

/** The students' demographics the CSV carries (the REST demographics service is another scope, not served). */
export const demographicsSource: Source = (db, ctx) => {
  const access = scoped(db, ctx).of(students);
  const student = access.table;
  return sql`select 'student-' || ${student.id} as "sourcedId", 'active' as "status",
      ${isoTime(student.updatedAt)} as "dateLastModified", ${isoDate(student.birthDate)} as "birthDate",
      coalesce(${student.gender}::text, '') as "sex", ${student.school} as "schoolId"
    from ${student} where ${whereOf(access.condition())}`;
};
