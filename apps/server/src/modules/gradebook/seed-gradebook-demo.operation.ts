import {
  TURKISH_NATIONAL_SCALE,
  US_LETTER_SCALE,
  gradingCategories,
  gradingPolicies,
  gradingScaleBands,
  gradingScales,
  schools,
  type GradingScale,
} from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { update } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';

/** The demo's two scales: the Turkish national marks and the US letters (the contract's presets). */
const SCALES: { title: string; scale: GradingScale }[] = [
  { title: 'Turkish national scale (1–5)', scale: TURKISH_NATIONAL_SCALE },
  { title: 'US letter grades (A–F)', scale: US_LETTER_SCALE },
];

/** The demo's default policy, on the Turkish scale: exams weigh most; one bad homework is forgiven. */
const POLICY_TITLE = 'Default policy';
const CATEGORIES = [
  { title: 'Exams', weight: 60, dropLowest: 0, position: 1 },
  { title: 'Homework', weight: 20, dropLowest: 1, position: 2 },
  { title: 'Participation', weight: 20, dropLowest: 0, position: 3 },
];

const ensureScale = async (db: Db, school: number, title: string, scale: GradingScale): Promise<number> => {
  const row = await ensureRecord(
    db,
    gradingScales,
    { school, title },
    { scaleKind: scale.kind, passMark: String(scale.passMark), rounding: scale.rounding, decimals: scale.decimals },
  );
  // Lowest first: each band then goes on top of the ones before it, in order.
  const bands = [...scale.bands].sort((a, b) => Number(a.minPercent) - Number(b.minPercent));
  for (const band of bands)
    await ensureRecord(
      db,
      gradingScaleBands,
      { school, gradingScale: row.id, bandLabel: band.label },
      { minPercent: String(band.minPercent), gpaPoints: band.gpaPoints, passing: band.passing },
    );
  return row.id;
};

/**
 * Each demo school gets both scales and a default weighted policy, once (each record found by its
 * title before it is made). The policy is made, given its categories, then made the default: a
 * weighted policy is put in use only once its weights add up to 100 (docs/gradebook.md, "Rules").
 * A school that already has another default keeps it.
 */
export const seedGradebookDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  for (const title of ['Demo High School', 'Demo Middle School']) {
    const school = await store.of(schools).first({ title });
    if (!school) continue;
    const scales: number[] = [];
    for (const { title: scaleTitle, scale } of SCALES) scales.push(await ensureScale(db, school.id, scaleTitle, scale));
    const policy = await ensureRecord(
      db,
      gradingPolicies,
      { school: school.id, title: POLICY_TITLE },
      { gradingScale: scales[0], gradingMethod: 'weighted_categories', missingWork: 'zero', isDefault: false },
    );
    for (const category of CATEGORIES)
      await ensureRecord(
        db,
        gradingCategories,
        { school: school.id, gradingPolicy: policy.id, title: category.title },
        { weight: category.weight, dropLowest: category.dropLowest, position: category.position },
      );
    const hasDefault = await store.of(gradingPolicies).first({ school: school.id, isDefault: true });
    if (!hasDefault) await update(db, systemContext(), gradingPolicies, policy.id, { isDefault: true });
  }
};
