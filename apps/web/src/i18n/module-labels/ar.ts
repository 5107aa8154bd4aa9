import type { LabelSection } from '@kampus/contract/resources';

/** Every module's Arabic labels (packages/contract/src/resources/<area>/labels/ar.ts), in one chunk. */
export const sections: LabelSection[] = Object.values(
  import.meta.glob<LabelSection>('../../../../../packages/contract/src/resources/*/labels/ar.ts', {
    eager: true,
    import: 'labels',
  }),
);
