import {
  assignCoverAction,
  coverReportAction,
  dailyCoverAction,
  timetableWeekAction,
  timetableWeekIcsAction,
  timetableWeekPdfAction,
  undoCoverAction,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { assignCover, undoCover } from './assign-cover.operation.ts';
import { readCoverReport } from './cover-report.operation.ts';
import { readDailyCover } from './daily-cover.operation.ts';
import { bookingNote } from './booking-words.ts';
import { weekIcs } from './week-ics.ts';
import { renderWeekPdf } from './week-pdf.ts';
import { readWeek } from './week.operation.ts';

/** A file name of the week's title and Monday, in letters a header may carry. */
const fileName = (title: string, monday: string | undefined, extension: string): string =>
  `${`${title}-${monday ?? ''}`.normalize('NFKD').replace(/[^\w.-]+/g, '-')}.${extension}`;

export const timetableWeek = implement(timetableWeekAction, async ({ db, ctx, input }) =>
  readWeek(db, ctx, input.query),
);

export const timetableWeekPdf = implement(timetableWeekPdfAction, async ({ db, ctx, input, language }) => {
  const week = await readWeek(db, ctx, input.query);
  return answer(200, await renderWeekPdf(week, language), {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName(week.title, week.days[0], 'pdf')}"`,
    'cache-control': 'no-store',
  });
});

export const timetableWeekIcs = implement(timetableWeekIcsAction, async ({ db, ctx, input, language }) => {
  const week = await readWeek(db, ctx, input.query);
  const text = weekIcs(week, new Date(), 'kampus', {
    lessonTitle: (lesson) => lesson.subject ?? lesson.className,
    bookingNote: (booking) => bookingNote(language, booking),
  });
  return answer(200, Buffer.from(text, 'utf8'), {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName(week.title, week.days[0], 'ics')}"`,
    'cache-control': 'no-store',
  });
});

export const dailyCover = implement(dailyCoverAction, async ({ db, ctx, input }) =>
  readDailyCover(db, ctx, input.query.date),
);

export const assignCoverRun = implement(assignCoverAction, async ({ db, ctx, input }) =>
  assignCover(db, ctx, input.body),
);

export const undoCoverRun = implement(undoCoverAction, async ({ db, ctx, input }) =>
  undoCover(db, ctx, input.body.scheduleId),
);

export const coverReport = implement(coverReportAction, async ({ db, ctx, input }) =>
  readCoverReport(db, ctx, input.query.month),
);
