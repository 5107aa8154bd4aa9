import { translate, type Language, type StudentTranscript } from '@kampus/contract';
import { tableCsv } from '../../core/table-export.ts';

/**
 * The transcript as CSV (docs/gradebook.md, "Transcripts"): a line per course of each season, the
 * figures as the JSON gives them (exact decimals as text), headed in the reader's language. Through
 * `tableCsv`: a byte order mark for spreadsheets, and no cell read as a formula.
 */
export const transcriptCsv = (transcript: StudentTranscript, language: Language): Buffer => {
  const say = (key: string) => translate(language, `ui.transcripts.${key}`);
  const passedText = (passed: boolean | null) => (passed === null ? '' : say(passed ? 'passed' : 'failed'));
  return tableCsv({
    sheet: say('title'),
    header: ['season', 'school', 'class', 'course', 'code', 'credits', 'percent', 'grade', 'gpa_points', 'passed'].map(
      say,
    ),
    rows: transcript.seasons.flatMap((season) =>
      season.courses.map((line) => [
        season.seasonTitle,
        season.schoolTitle,
        season.classTitle,
        line.title,
        line.code ?? '',
        line.credits,
        line.percent ?? '',
        line.grade ?? '',
        line.gpaPoints ?? '',
        passedText(line.passed),
      ]),
    ),
  });
};
