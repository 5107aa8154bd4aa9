import { checkBands, gradingScaleBands, gradingScales, type BandProblem, type GradeBand } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { unprocessable } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

interface BandWrite {
  id: number | null;
  gradingScale: number;
  band: GradeBand;
}

const key = (problem: BandProblem): string => `${problem.field}:${problem.code}`;

/** Each problem's message, spelled out so the catalogue's check sees every key used. */
const MESSAGES: Record<BandProblem['code'], string> = {
  duplicate_minimum: 'ui.gradebook.duplicate_minimum',
  duplicate_label: 'ui.gradebook.duplicate_label',
  points_out_of_order: 'ui.gradebook.points_out_of_order',
  passing_out_of_order: 'ui.gradebook.passing_out_of_order',
};

/**
 * A band written into a scale keeps the scale's bands in order (checkBands: no two starting at one
 * percent or sharing a name, GPA points and passing never falling as the percent rises). Only the
 * problems this write brings count, so a scale that is somehow out of order already can still be
 * mended one band at a time. The scale's row is locked first: two bands written at once are
 * checked one after the other.
 */
const checkBand = async (tx: Db, write: BandWrite): Promise<void> => {
  await system(tx).of(gradingScales).lock(write.gradingScale);
  const others = (await system(tx).of(gradingScaleBands).list({ gradingScale: write.gradingScale }))
    .filter((row) => row.id !== write.id)
    .map((row) => ({
      minPercent: row.minPercent,
      label: row.bandLabel,
      gpaPoints: row.gpaPoints,
      passing: row.passing ?? true,
    }));
  const before = new Set(checkBands(others).map(key));
  const brought = checkBands([...others, write.band]).filter((problem) => !before.has(key(problem)));
  if (brought.length === 0) return;
  const fields = [...new Map(brought.map((problem) => [problem.field, problem])).values()];
  throw unprocessable(
    fields.map((problem) => ({
      propertyPath: problem.field === 'label' ? 'bandLabel' : problem.field,
      message: MESSAGES[problem.code],
    })),
  );
};

export const gradingScaleBandsHooks = defineHooks(gradingScaleBands, {
  beforeCreate: async (tx, _ctx, data) => {
    // The scale, the minimum and the label are required: the engine has answered 422 already when one is missing.
    if (data.gradingScale !== undefined && data.minPercent !== undefined && data.bandLabel !== undefined)
      await checkBand(tx, {
        id: null,
        gradingScale: data.gradingScale,
        band: {
          minPercent: data.minPercent,
          label: data.bandLabel,
          gpaPoints: data.gpaPoints ?? null,
          passing: data.passing ?? true,
        },
      });
    return data;
  },
  beforeUpdate: async (tx, _ctx, data, current) => {
    await checkBand(tx, {
      id: current.id,
      gradingScale: data.gradingScale ?? current.gradingScale,
      band: {
        minPercent: data.minPercent ?? current.minPercent,
        label: data.bandLabel ?? current.bandLabel,
        gpaPoints: data.gpaPoints === undefined ? current.gpaPoints : data.gpaPoints,
        passing: data.passing ?? current.passing ?? true,
      },
    });
    return data;
  },
});
