import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** A teacher's drive: a folder and a dozen entries, so the Drive tab has two pages to show. */
const TEXT_FILES: Record<string, string> = {
  'Lesson plans/Week 1 - Linear equations.md':
    '# Week 1: linear equations\n\n1. Warm-up: balance puzzles\n2. Solving ax + b = c\n3. Homework: exercises 1-12\n',
  'Lesson plans/Week 2 - Triangles.md':
    '# Week 2: triangles\n\n1. Angles of a triangle\n2. Congruence\n3. Homework: exercises 13-20\n',
  'Timetable 2026-2027.csv':
    'Day,08:30,09:30,10:30,11:30\nMonday,Mathematics,Physics,Turkish,English\nTuesday,History,Mathematics,Chemistry,Music\n',
  'Exam calendar.csv':
    'Course,Exam,Date\nMathematics,First written exam,2026-11-05\nPhysics,First written exam,2026-11-12\n',
  'Club schedule.csv': 'Club,Day,Time\nChess,Wednesday,15:00\nRobotics,Thursday,15:00\nChoir,Friday,14:00\n',
  'Parent meeting notes.txt':
    'Parent meeting, 9-A\n\nAttendance this term is good. Exam week starts on 5 November.\nNext meeting: Friday 17:00.\n',
  'Field trip consent.txt':
    'I allow my child to join the museum trip on 12 December, leaving at 09:00 and back by 16:00.\n\nGuardian: ________\n',
  'Staff handbook.txt':
    'Staff handbook\n\n1. Lessons start at 08:30.\n2. Attendance is taken in the first ten minutes.\n',
  'Reading list.md': '# Reading list, grade 9\n\n- Sabahattin Ali, Kuyucaklı Yusuf\n- Orhan Veli, Bütün Şiirleri\n',
  'School logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#1565c0"/></svg>\n',
};

/**
 * Fills the local Drive's folder (`DATA_DIR/drive`) for the demo, once: a folder that exists is a
 * drive someone may have changed, and is left as it is.
 */
export const seedLocalDriveDemo = async (folder: string): Promise<void> => {
  if (await stat(folder).catch(() => null)) return;
  await mkdir(join(folder, 'Lesson plans'), { recursive: true });
  for (const [path, content] of Object.entries(TEXT_FILES)) await writeFile(join(folder, path), content);
  await sharp({ create: { width: 320, height: 200, channels: 3, background: '#26a69a' } })
    .png()
    .toFile(join(folder, 'Class photo.png'));
};
