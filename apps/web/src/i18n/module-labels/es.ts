import type { LabelSection } from '@kampus/contract/resources';

/** Every module's Spanish labels (packages/contract/src/resources/<area>/labels/es.ts), in one chunk. */
export const sections: LabelSection[] = Object.values(
  import.meta.glob<LabelSection>('../../../../../packages/contract/src/resources/*/labels/es.ts', {
    eager: true,
    import: 'labels',
  }),
);
