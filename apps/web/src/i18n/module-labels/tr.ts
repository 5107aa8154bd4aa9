import type { LabelSection } from '@kampus/contract/resources';

/** Every module's Turkish labels (packages/contract/src/resources/<area>/labels/tr.ts), in one chunk. */
export const sections: LabelSection[] = Object.values(
  import.meta.glob<LabelSection>('../../../../../packages/contract/src/resources/*/labels/tr.ts', {
    eager: true,
    import: 'labels',
  }),
);
