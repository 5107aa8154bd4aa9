import { translate, type Language, type StudentTranscript } from '@kampus/contract';
import { tableCsv } from '../../core/table-export.ts';

/**
 * The transcript as CSV (docs/gradebook.md, "Transcripts"): a line per course of each season, the
 * figures as the JSON gives them (exact decimals as text), headed in the reader's language. Through
 * `tableCsv`: a byte order mark for spreadsheets, and no cell read as a formula.
 */
export const transcriptCsv = (transcript: StudentTranscript, language: Language): Buffer => {
  const say = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const passedText = (passed: boolean | null) =>
    passed === null ? '' : say(passed ? 'ui.transcripts.passed' : 'ui.transcripts.failed');
  // Each key written out whole: the catalogue check (apps/web/scripts/unused-catalogue-keys.ts) reads them.
  const header = [
    say('ui.transcripts.season'),
    say('ui.transcripts.school'),
    say('ui.transcripts.class'),
    say('ui.transcripts.course'),
    say('ui.transcripts.code'),
    say('ui.transcripts.credits'),
    say('ui.transcripts.percent'),
    say('ui.transcripts.grade'),
    say('ui.transcripts.gpa_points'),
    say('ui.transcripts.passed'),
  ];
  return tableCsv({
    sheet: say('ui.transcripts.title'),
    header,
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
