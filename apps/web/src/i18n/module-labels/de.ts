import type { LabelSection } from '@kampus/contract/resources';

/** Every module's German labels (packages/contract/src/resources/<area>/labels/de.ts), in one chunk. */
export const sections: LabelSection[] = Object.values(
  import.meta.glob<LabelSection>('../../../../../packages/contract/src/resources/*/labels/de.ts', {
    eager: true,
    import: 'labels',
  }),
);
