import { translate, type Language, type StudentTranscript } from '@kampus/contract';
import { newPdfDocument, pdfBytes, sheetOf } from '../pdf/pdf-document.ts';

type Figures = StudentTranscript['cumulative'];

/** A student's transcript on A4, in `language` (right to left in Arabic), season by season. */
export const renderTranscriptPdf = (
  transcript: StudentTranscript,
  language: Language,
  printedOn: string,
): Promise<Buffer> => {
  const t = (key: string, values?: Record<string, string>): string =>
    translate(language, `ui.transcripts.${key}`, values);
  const document = newPdfDocument(language, t('title'));
  const sheet = sheetOf(document, language, 10);
  const gpaLine = (figures: Figures, key: 'season_gpa' | 'cumulative'): string =>
    figures.unweighted === null
      ? t('no_gpa')
      : t(key, { gpa: figures.unweighted, credits: figures.credits, earned: figures.creditsEarned });
  return pdfBytes(document, () => {
    document.addPage();
    sheet.write(t('title'), { bold: true, size: 20, align: 'center' });
    sheet.gap();
    const { student } = transcript;
    sheet.pair(t('student'), `${student.name} ${student.lastName}`, true);
    sheet.pair(t('number'), student.studentNumber ?? '—');
    if (transcript.seasons.length === 0) {
      sheet.gap();
      sheet.write(t('empty'));
    }
    for (const season of transcript.seasons) {
      sheet.heading(
        `${t('season')}: ${season.seasonTitle} · ${t('school')}: ${season.schoolTitle} · ${t('class')}: ${season.classTitle}`,
      );
      sheet.amount(`${t('course')} (${t('credits')})`, `${t('grade')} · ${t('percent')} · ${t('gpa_points')}`, true);
      for (const course of season.courses) {
        const outcome = course.passed === null ? '' : ` · ${course.passed ? t('passed') : t('failed')}`;
        sheet.amount(
          `${course.title}${course.code ? ` [${course.code}]` : ''} (${course.credits})${outcome}`,
          [course.grade ?? '—', course.percent ? `%${course.percent}` : '—', course.gpaPoints ?? '—'].join(' · '),
        );
      }
      sheet.gap(0.3);
      sheet.write(gpaLine(season.gpa, 'season_gpa'), { bold: true });
      if (season.rank) sheet.write(t('rank', { position: String(season.rank.position), of: String(season.rank.of) }));
    }
    sheet.gap();
    sheet.rule();
    sheet.write(gpaLine(transcript.cumulative, 'cumulative'), { bold: true, size: 12 });
    sheet.gap();
    sheet.write(t('printed', { date: printedOn }));
    sheet.write(t('signed'));
  });
};
