import { ApiError } from '../../api/client.ts';

/** A refusal's messages by the exact field they name (`guardians[0].name`), already in the user's language. */
export const violationsOf = (error: unknown): ReadonlyMap<string, string> =>
  new Map(
    error instanceof ApiError
      ? (error.problem.violations ?? []).map((violation) => [violation.propertyPath, violation.message] as const)
      : [],
  );

/** Looks a field's message up: what a step's inputs show as their helper text. */
export type ErrorAt = (path: string) => string | undefined;
