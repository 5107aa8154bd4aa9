import type { Language } from '@kampus/contract/constants';
import type { LabelSection } from '@kampus/contract/resources';
import { mergeModuleSections, type ModuleLabels } from '@kampus/contract/i18n/merge-module-labels';
import { moduleLabelChunks } from './module-label-chunks.ts';

/** The modules' sections of one language merged into the labels the signed-in screens add to the public catalogue. */
export const labelsOfSections = (sections: LabelSection[]): ModuleLabels => mergeModuleSections(sections);

/** Every module's own labels of the language. */
export const screenLabels = async (language: Language): Promise<ModuleLabels> =>
  labelsOfSections((await moduleLabelChunks[language]()).sections);
