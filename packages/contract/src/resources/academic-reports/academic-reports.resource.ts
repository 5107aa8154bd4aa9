import {
  access,
  defineResource,
  enumOf,
  int,
  longText,
  ref,
  refId,
  staff,
  staffAndTeachers,
  text,
} from '../../resource/index.ts';

/** Paper sizes of an academic report (platform spec section 9). */
export const PAPER_SIZES = ['4x6', '5x7', '8x10', 'A5', 'A4', 'US Legal', 'US Letter', 'custom'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const PAPER_LAYOUTS = ['portrait', 'landscape'] as const;
/**
 * What a report card shows of the gradebook (issue 31, part 4): the course grades and the standards
 * beside them, the standards instead of the course grades (a school grading by standards only), or
 * the course grades only. The exam results and attendance are on every card.
 */
export const CARD_GRADEBOOK = ['grades_and_standards', 'standards_instead', 'grades_only'] as const;
export const REPORT_FONT_SIZES = { min: 8, max: 16 } as const;
/** A custom size starts at A4: 210 x 297 mm. */
export const DEFAULT_CUSTOM_PAPER_MM = { width: 210, height: 297 } as const;

/** Width and height in whole millimetres of every fixed size (inches times 25.4, rounded). */
export const PAPER_SIZE_MM: Readonly<Record<Exclude<PaperSize, 'custom'>, { width: number; height: number }>> = {
  '4x6': { width: 102, height: 152 },
  '5x7': { width: 127, height: 178 },
  '8x10': { width: 203, height: 254 },
  A5: { width: 148, height: 210 },
  A4: { width: 210, height: 297 },
  'US Legal': { width: 216, height: 356 },
  'US Letter': { width: 216, height: 279 },
};

const customOnly = { paperSize: ['custom'] } as const;

/**
 * An academic report's page. Width and height are the paper's, in millimetres: the server sets
 * them from the size unless the size is custom, where they are the person's own.
 */
export const reportTypes = defineResource({
  name: 'report_types',
  type: 'ReportType',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    reportTitle: text({ required: true, maxLength: 150 }),
    paperSize: enumOf(PAPER_SIZES, { required: true, default: 'A4' }),
    paperLayout: enumOf(PAPER_LAYOUTS, { required: true, default: 'portrait' }),
    fontSize: int({ required: true, min: REPORT_FONT_SIZES.min, max: REPORT_FONT_SIZES.max, default: 12 }),
    paperSizeWidth: int({ min: 10, max: 2000, default: DEFAULT_CUSTOM_PAPER_MM.width, enabledWhen: customOnly }),
    paperSizeHeight: int({ min: 10, max: 2000, default: DEFAULT_CUSTOM_PAPER_MM.height, enabledWhen: customOnly }),
    cardShows: enumOf(CARD_GRADEBOOK, { default: 'grades_and_standards' }),
  },
  filters: ['school', 'paperSize'],
  orderFields: ['reportTitle'],
  defaultOrder: { reportTitle: 'asc' },
  searchFields: ['reportTitle'],
  list: ['reportTitle', 'paperSize', 'paperLayout', 'fontSize'],
  labelField: 'reportTitle',
  access: access(staffAndTeachers, staff),
});

export const STATIC_TEXT_POSITIONS = ['header', 'beforeGrades', 'afterGrades', 'footer', 'signature'] as const;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;

/** A fixed text printed on every report of a type: a header line, a note under the grades, a signature. */
export const reportStaticTexts = defineResource({
  name: 'report_static_texts',
  type: 'ReportStaticText',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    reportId: refId('report_types', { required: true, onDelete: 'cascade', sameSchool: true }),
    text: longText({ required: true, maxLength: 4000 }),
    position: enumOf(STATIC_TEXT_POSITIONS, { required: true, default: 'header' }),
    align: enumOf(TEXT_ALIGNMENTS, { default: 'left' }),
    textOrder: int({ min: 0, max: 1000, default: 0 }),
  },
  filters: ['school', 'reportId', 'position'],
  orderFields: ['textOrder', 'position'],
  defaultOrder: { textOrder: 'asc' },
  list: ['text', 'position', 'align', 'textOrder'],
  access: access(staffAndTeachers, staff),
});
