import { languageLocales, translate, type Language, type TimetableWeek } from '@kampus/contract';
import { lineWriter } from '../pdf/pdf-lines.ts';
import { newPdfDocument, pdfBytes } from '../pdf/pdf-document.ts';
import { bookingNote } from './booking-words.ts';

/** A4 on its side: five days and a time column fit across. */
const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 36;

/**
 * The week on one landscape page (more when the day is long): a row a start time, a column a
 * day, each lesson's class, teacher and subject in its cell, a room's bookings by their
 * purpose, marked as bookings, and a school holiday under its day's name. Arabic runs right to left: the time column on the right, Monday
 * next to it.
 */
export const renderWeekPdf = (week: TimetableWeek, language: Language): Promise<Buffer> => {
  // The day's name as the language writes it (Intl), so no catalogue keeps seven of them.
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // Dates as the screens write them (the language's locale), never the ISO text.
  const dated = new Intl.DateTimeFormat(languageLocales[language], { dateStyle: 'medium', timeZone: 'UTC' });
  const dateOf = (day: string): string => dated.format(new Date(`${day}T00:00:00Z`));
  const monday = week.days[0] ? dateOf(week.days[0]) : '';
  // A school holiday is said under its day's name: "Day off · Republic Day".
  const offOn = (day: string): string[] =>
    week.daysOff
      .filter((off) => off.date === day)
      .map((off) => `${translate(language, 'ui.school_holidays.day_off')} · ${off.title}`);
  const rtl = language === 'ar';
  const document = newPdfDocument(language, week.title, A4_LANDSCAPE, MARGIN);
  const { paragraph } = lineWriter(document, rtl);
  const slots = [
    ...new Set([
      ...week.lessons.map((lesson) => `${lesson.enterTime}|${lesson.exitTime}`),
      ...week.bookings.map((booking) => `${booking.startTime}|${booking.endTime}`),
    ]),
  ].sort();
  return pdfBytes(document, () => {
    document.addPage();
    const inner = document.page.width - MARGIN * 2;
    const timeWidth = 70;
    const dayWidth = (inner - timeWidth) / week.days.length;
    // Column x positions in reading order: the time column first, then Monday to Friday.
    const columnX = (index: number): number => {
      const width = index === 0 ? timeWidth : dayWidth;
      const offset = index === 0 ? 0 : timeWidth + (index - 1) * dayWidth;
      return rtl ? MARGIN + inner - offset - width : MARGIN + offset;
    };
    const columnWidth = (index: number): number => (index === 0 ? timeWidth : dayWidth);
    const align = rtl ? 'right' : 'left';
    document.font('bold').fontSize(16);
    paragraph(week.title, MARGIN, inner, align);
    document.font('regular').fontSize(11);
    paragraph(translate(language, 'ui.timetable.week_of', { date: monday }), MARGIN, inner, align);
    document.y += 8;

    const row = (cells: string[][], bold: boolean): void => {
      const top = document.y;
      let bottom = top;
      cells.forEach((lines, index) => {
        document.y = top + 3;
        document.font(bold ? 'bold' : 'regular').fontSize(9);
        for (const text of lines) paragraph(text, columnX(index) + 3, columnWidth(index) - 6, align);
        bottom = Math.max(bottom, document.y + 3);
      });
      document
        .rect(MARGIN, top, inner, bottom - top)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke();
      document.y = bottom;
      if (document.y > document.page.height - MARGIN - 60) {
        document.addPage();
        document.y = MARGIN;
      }
    };

    row(
      [
        [translate(language, 'ui.timetable.time')],
        ...week.days.map((day) => [weekday.format(new Date(`${day}T00:00:00Z`)), dateOf(day), ...offOn(day)]),
      ],
      true,
    );
    if (slots.length === 0) row([[translate(language, 'ui.timetable.no_lessons')]], false);
    for (const slot of slots) {
      const [enter = '', exit = ''] = slot.split('|');
      row(
        [
          [`${enter.slice(0, 5)}–${exit.slice(0, 5)}`],
          ...week.days.map((day) =>
            week.lessons
              .filter((lesson) => lesson.date === day && lesson.enterTime === enter && lesson.exitTime === exit)
              .flatMap((lesson) => [
                [lesson.subject, lesson.className].filter(Boolean).join(' · '),
                [
                  lesson.covered
                    ? `${lesson.teacherName} (${translate(language, 'ui.timetable.covered')})`
                    : lesson.teacherName,
                  lesson.roomName,
                ]
                  .filter(Boolean)
                  .join(' · '),
              ])
              .concat(
                week.bookings
                  .filter((booking) => booking.date === day && booking.startTime === enter && booking.endTime === exit)
                  .flatMap((booking) => [booking.purpose, bookingNote(language, booking)]),
              ),
          ),
        ],
        false,
      );
    }
  });
};
