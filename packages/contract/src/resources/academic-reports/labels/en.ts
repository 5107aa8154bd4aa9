import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    report_static_texts: 'Report static texts',
    report_types: 'Report types',
  },
  fields: {
    reportTitle: 'Report title',
    paperSize: 'Paper size',
    paperLayout: 'Paper layout',
    fontSize: 'Font size',
    paperSizeWidth: 'Paper width (mm)',
    paperSizeHeight: 'Paper height (mm)',
    cardShows: 'What the card shows of the gradebook',
    reportId: 'Report type',
    text: 'Text',
    align: 'Alignment',
    textOrder: 'Order',
  },
  menu: {
    report_types: 'Report types',
  },
  ui: {
    values: {
      grades_and_standards: 'Course grades and standards',
      standards_instead: 'Standards instead of course grades',
      grades_only: 'Course grades only',
    },
  },
} satisfies LabelSection;
