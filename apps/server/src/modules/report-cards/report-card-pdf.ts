import {
  DEFAULT_CUSTOM_PAPER_MM,
  PAPER_SIZE_MM,
  translate,
  type Language,
  type RowOf,
  type reportStaticTexts,
} from '@kampus/contract';
import type { ReportCard, ReportCardBatch } from './report-card-data.operation.ts';
import { newPdfDocument } from '../pdf/pdf-document.ts';
import { lineWriter, type Align } from '../pdf/pdf-lines.ts';

const POINTS_PER_MM = 72 / 25.4;

type StaticText = RowOf<typeof reportStaticTexts>;

/** The page in points, from the report type's paper (a custom size is its own width and height). */
const pageSize = (type: ReportCardBatch['type']): [number, number] => {
  const mm =
    type.paperSize === 'custom'
      ? {
          width: type.paperSizeWidth ?? DEFAULT_CUSTOM_PAPER_MM.width,
          height: type.paperSizeHeight ?? DEFAULT_CUSTOM_PAPER_MM.height,
        }
      : PAPER_SIZE_MM[type.paperSize];
  const [short, long] = [Math.min(mm.width, mm.height), Math.max(mm.width, mm.height)];
  const [width, height] = type.paperLayout === 'landscape' ? [long, short] : [short, long];
  return [width * POINTS_PER_MM, height * POINTS_PER_MM];
};

/** Draws the report cards, a page each; `onPage` lets the caller yield between pages so bytes flow. */
export interface ReportCardDocument {
  document: PDFKit.PDFDocument;
  /** Draws every page, then ends the document (its stream then ends). */
  draw: (onPage: () => Promise<void>) => Promise<void>;
}

export const reportCardDocument = (batch: ReportCardBatch, language: Language): ReportCardDocument => {
  const t = (key: string): string => translate(language, `report_cards.${key}`);
  const rtl = language === 'ar';
  // Right to left: text starts at the right margin and the table's columns run from the right.
  const start: Align = rtl ? 'right' : 'left';
  const [width, height] = pageSize(batch.type);
  const margin = Math.min(40, width / 12);
  const size = batch.type.fontSize;
  const document = newPdfDocument(language, `${t('title')} ${batch.type.reportTitle}`, [width, height], margin);
  const inner = width - margin * 2;
  const { paragraph } = lineWriter(document, rtl);
  /** A paragraph across the page in the current font. */
  const write = (text: string, align: Align = start): void => paragraph(text, margin, inner, align);

  const texts = (position: StaticText['position']): void => {
    for (const text of batch.texts.filter((row) => row.position === position)) {
      document.font('regular').fontSize(size);
      write(text.text, text.align ?? start);
      document.moveDown(0.3);
    }
  };

  /** One row of label and value (or of columns), mirrored for right-to-left. */
  const pair = (label: string, value: string, bold = false): void => {
    const y = document.y;
    const half = inner / 2;
    const [labelX, valueX] = rtl ? [margin + half, margin] : [margin, margin + half];
    document.font(bold ? 'bold' : 'regular').fontSize(size);
    paragraph(label, labelX, half, start);
    const after = document.y;
    document.y = y;
    paragraph(value, valueX, half, rtl ? 'left' : 'right');
    document.y = Math.max(after, document.y);
    document.x = margin;
  };

  /**
   * A row of three columns (the first half the width, the others a quarter each), mirrored for
   * right-to-left: a course, its percent and its grade.
   */
  const triple = (cells: readonly [string, string, string], bold = false): void => {
    const y = document.y;
    const widths = [inner / 2, inner / 4, inner / 4];
    let bottom = y;
    let offset = 0;
    document.font(bold ? 'bold' : 'regular').fontSize(size);
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      const x = rtl ? margin + inner - offset - cellWidth : margin + offset;
      document.y = y;
      paragraph(cell, x, cellWidth, index === 0 ? start : rtl ? 'left' : 'right');
      bottom = Math.max(bottom, document.y);
      offset += cellWidth;
    });
    document.y = bottom;
    document.x = margin;
  };

  const rule = (): void => {
    document
      .moveTo(margin, document.y + 2)
      .lineTo(width - margin, document.y + 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    document.y += 6;
  };

  const heading = (text: string): void => {
    document.moveDown(0.6);
    document.font('bold').fontSize(size + 1);
    write(text);
    rule();
  };

  const page = (card: ReportCard): void => {
    document.addPage();
    texts('header');
    document.font('bold').fontSize(size + 6);
    write(`${t('title')}: ${batch.type.reportTitle}`, 'center');
    document.font('regular').fontSize(size);
    write(batch.schoolTitle, 'center');
    document.moveDown(0.8);
    pair(t('student'), `${card.student.name} ${card.student.lastName}`, true);
    pair(t('number'), card.student.studentNumber ?? '—');
    pair(t('class'), card.classTitle ?? '—');
    pair(t('term'), batch.term.title);
    texts('beforeGrades');
    // What the report type shows of the gradebook: a school grading by standards prints them
    // instead of the course grades; one that aligns nothing may print the course grades only.
    const courseGrades = batch.type.cardShows === 'standards_instead' ? [] : card.courseGrades;
    const standards = batch.type.cardShows === 'grades_only' ? [] : card.standards;
    if (courseGrades.length > 0) {
      heading(t('course_grades'));
      triple([t('course'), t('percent'), t('grade')], true);
      for (const line of courseGrades) triple([line.course, line.score ?? '—', line.grade ?? '—']);
    }
    if (standards.length > 0) {
      heading(t('standards'));
      triple([t('standard'), t('percent'), t('level')], true);
      for (const line of standards)
        triple([
          line.code,
          line.percent ?? '—',
          line.level === null ? '—' : `${line.level} · ${translate(language, `ui.standards.level_${line.level}`)}`,
        ]);
    }
    if (card.grades.length > 0) {
      heading(courseGrades.length > 0 || standards.length > 0 ? t('exam_results') : t('grades'));
      pair(t('subject'), t('score'), true);
      for (const line of card.grades) pair(line.subject, line.score);
    }
    if (courseGrades.length === 0 && standards.length === 0 && card.grades.length === 0) {
      heading(t('grades'));
      document.font('regular').fontSize(size);
      write(t('no_grades'));
    }
    texts('afterGrades');
    heading(t('attendance'));
    pair(t('lessons'), String(card.attendance.lessons));
    pair(t('present'), String(card.attendance.present));
    for (const kind of card.attendance.byType) pair(kind.title, String(kind.count));
    document.moveDown(1.5);
    texts('signature');
    // The footer sits at the foot of the page, whatever the grades took.
    const footer = batch.texts.filter((row) => row.position === 'footer');
    if (footer.length > 0) {
      const footerHeight = footer.length * size * 1.6;
      document.y = Math.max(document.y, height - margin - footerHeight);
      texts('footer');
    }
  };

  const draw = async (onPage: () => Promise<void>): Promise<void> => {
    try {
      if (batch.cards.length === 0) {
        document.addPage();
        document.font('regular').fontSize(size);
        write(t('no_students'));
      }
      for (const card of batch.cards) {
        page(card);
        await onPage();
      }
      document.end();
    } catch (error) {
      // The answer is already streaming, so a failure can only end it: the stream errs and the
      // client sees the PDF cut short, instead of a rejection no one awaits.
      document.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return { document, draw };
};
