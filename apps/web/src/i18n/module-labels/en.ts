import type { LabelSection } from '@kampus/contract/resources';

/** Every module's English labels (packages/contract/src/resources/<area>/labels/en.ts), in one chunk. */
export const sections: LabelSection[] = Object.values(
  import.meta.glob<LabelSection>('../../../../../packages/contract/src/resources/*/labels/en.ts', {
    eager: true,
    import: 'labels',
  }),
);
