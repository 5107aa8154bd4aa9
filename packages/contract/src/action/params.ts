import { z } from 'zod';
import { languageCodes } from '../constants.ts';
import { parseId } from '../resource/values.ts';

/** The `{lang}` of the spec's `/{lang}/...` paths: one of the supported languages (else 404). */
export const langParam = z.enum(languageCodes);

/** A record id in a path: 1 to 2^31-1 written in digits (else 404, as for the generic routes). */
export const idParam = z
  .string()
  .transform((value, context) => {
    const id = parseId(value);
    if (id === undefined) {
      context.addIssue({ code: 'custom', message: 'errors.not_found' });
      return z.NEVER;
    }
    return id;
  })
  .meta({ description: 'A record id: 1 to 2147483647' });

/** A record id in a query (`?course=3`): digits, else a 422 naming the parameter. */
export const queryIdParam = z.string({ error: 'validation.required' }).transform((value, context) => {
  const id = parseId(value);
  if (id === undefined) {
    context.addIssue({ code: 'custom', message: 'validation.invalid_number', input: value });
    return z.NEVER;
  }
  return id;
});

/**
 * The `{userId}` of the spec's `/{lang}/users/{userId}/...` paths: the user's uuid (what sign-in
 * answers as `userId`) or their numeric id. Anything else names nobody: 404, and the document
 * says so with a pattern, so a typed client knows what to send.
 */
export const userIdParam = z
  .string()
  .regex(/^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[1-9][0-9]{0,9})$/, {
    message: 'errors.not_found',
  })
  .meta({ description: "The user's uuid (as sign-in answers it) or numeric id" });

/** The usual `{lang}` path: `params: langParams`. */
export const langParams = z.object({ lang: langParam });

/** A problem+json answer's body (what every refusal reads like). */
export const problemBody = z.object({
  title: z.string(),
  detail: z.string(),
  status: z.number().int(),
  violations: z.array(z.object({ propertyPath: z.string(), message: z.string(), code: z.string() })).optional(),
});

/** A raw request body (an uploaded image): its bytes, empty when none were sent. */
export const binaryBody = z.preprocess(
  (value) => (value === undefined || value === null ? new Uint8Array(0) : value),
  z.custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'validation.invalid_body' }),
);

/**
 * A body the run function checks itself, because the spec fixes the order of its checks and its
 * messages (a 403 before a 422, a field's own rule): documented as `shape` in the OpenAPI
 * document, handed to the run function as it came (`unknown`).
 */
export const checkedByRun = (shape: z.ZodType) => {
  const documented: Record<string, unknown> = { ...z.toJSONSchema(shape, { io: 'input', unrepresentable: 'any' }) };
  delete documented.$schema;
  return z.unknown().meta(documented);
};
