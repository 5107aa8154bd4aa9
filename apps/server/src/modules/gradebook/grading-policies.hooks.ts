import { courses, gradingCategories, gradingPolicies, schools, type Violation } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { unprocessable } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * The rules of policies and their categories (docs/gradebook.md, "Rules"), chosen so a school can
 * build and rebalance a policy one row at a time:
 * - a category's write may never bring its policy's weights above 100 in all;
 * - a weighted policy is put in use (made the default, named by a course) only at exactly 100;
 * - once in use, its weights may dip below 100 while they are rebalanced (lower one, then raise
 *   another): the arithmetic reads them in proportion and the explanation says they do not add up;
 * - a school has at most one default policy.
 */

/** The weights of a policy's categories, in all, leaving out the category being written. */
const weightOf = async (tx: Db, policy: number, leaving: number | null = null): Promise<number> =>
  (await system(tx).of(gradingCategories).list({ gradingPolicy: policy }))
    .filter((row) => row.id !== leaving)
    .reduce((total, row) => total + row.weight, 0);

const incomplete = (propertyPath: string, total: number): Violation => ({
  propertyPath,
  message: 'ui.gradebook.weights_incomplete',
  values: { total: String(total) },
});

/** A weighted policy about to be used is complete: its categories weigh 100 in all. */
const completeOrRefuse = async (tx: Db, policy: number, method: string, propertyPath: string): Promise<void> => {
  if (method !== 'weighted_categories') return;
  const total = await weightOf(tx, policy);
  if (total !== 100) throw unprocessable([incomplete(propertyPath, total)]);
};

const checkCategory = async (tx: Db, category: { id: number | null; policy: number; weight: number }) => {
  // One category written at a time per policy: two at once could each fit and together not.
  await system(tx).of(gradingPolicies).lock(category.policy);
  const total = (await weightOf(tx, category.policy, category.id)) + category.weight;
  if (total > 100)
    throw unprocessable([
      { propertyPath: 'weight', message: 'ui.gradebook.weights_over', values: { total: String(total) } },
    ]);
};

export const gradingCategoriesHooks = defineHooks(gradingCategories, {
  beforeCreate: async (tx, _ctx, data) => {
    if (data.gradingPolicy !== undefined && data.weight !== undefined)
      await checkCategory(tx, { id: null, policy: data.gradingPolicy, weight: data.weight });
    return data;
  },
  beforeUpdate: async (tx, _ctx, data, current) => {
    if (data.gradingPolicy !== undefined || data.weight !== undefined)
      await checkCategory(tx, {
        id: current.id,
        policy: data.gradingPolicy ?? current.gradingPolicy,
        weight: data.weight ?? current.weight,
      });
    return data;
  },
});

/** Another default policy of the school than `self`: at most one (the school's row locked, so two at once wait). */
const oneDefault = async (tx: Db, school: number, self: number | null): Promise<void> => {
  await system(tx).of(schools).lock(school);
  const other = (await system(tx).of(gradingPolicies).list({ school, isDefault: true })).find((row) => row.id !== self);
  if (other)
    throw unprocessable([
      { propertyPath: 'isDefault', message: 'ui.gradebook.one_default', values: { title: other.title } },
    ]);
};

export const gradingPoliciesHooks = defineHooks(gradingPolicies, {
  beforeCreate: async (tx, _ctx, data) => {
    if (data.isDefault === true && data.school !== undefined) {
      await oneDefault(tx, data.school, null);
      // A new policy has no categories yet: a weighted one weighs 0 and is not complete.
      if (data.gradingMethod === 'weighted_categories') throw unprocessable([incomplete('isDefault', 0)]);
    }
    return data;
  },
  beforeUpdate: async (tx, _ctx, data, current) => {
    const isDefault = data.isDefault ?? current.isDefault ?? false;
    const method = data.gradingMethod ?? current.gradingMethod;
    if (isDefault && (current.isDefault !== true || (data.school !== undefined && data.school !== current.school))) {
      await oneDefault(tx, data.school ?? current.school, current.id);
      await completeOrRefuse(tx, current.id, method, 'isDefault');
    } else if (method !== current.gradingMethod) {
      // Turning a policy in use into a weighted one: its weights must already add up.
      const inUse = isDefault || (await system(tx).of(courses).count({ gradingPolicy: current.id })) > 0;
      if (inUse) await completeOrRefuse(tx, current.id, method, 'gradingMethod');
    }
    return data;
  },
});

const checkNamedPolicy = async (tx: Db, id: number): Promise<void> => {
  // The engine has checked that the policy exists, in reach and of the course's school.
  const policy = await system(tx).of(gradingPolicies).first({ id });
  if (policy) await completeOrRefuse(tx, policy.id, policy.gradingMethod, 'gradingPolicy');
};

/** A course names a complete policy (or none: the school's default). */
export const coursesGradingHooks = defineHooks(courses, {
  beforeCreate: async (tx, _ctx, data) => {
    if (typeof data.gradingPolicy === 'number') await checkNamedPolicy(tx, data.gradingPolicy);
    return data;
  },
  beforeUpdate: async (tx, _ctx, data, current) => {
    if (typeof data.gradingPolicy === 'number' && data.gradingPolicy !== current.gradingPolicy)
      await checkNamedPolicy(tx, data.gradingPolicy);
    return data;
  },
});
