import { idParam, type ActionDeclaration } from '@kampus/contract';
import { z } from 'zod';
import { idempotencyHeader, tenancyHeaders } from './openapi-parameters.ts';

type Schema = Record<string, unknown>;

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** What every refusal of that status means, unless the declaration says more. */
const refusals: Record<number, string> = {
  401: 'Not signed in, or the token no longer works',
  403: 'The caller may not do this',
  404: 'No such record',
  422: 'The input is refused: `violations` name the fields',
};

/** A zod schema as JSON Schema; what JSON Schema cannot say (a transform's output, bytes) is left open. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Schema => {
  const converted: Schema = { ...z.toJSONSchema(schema, { io, unrepresentable: 'any' }) };
  // The document names its dialect once; each schema repeating it is noise.
  delete converted.$schema;
  return converted;
};

const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};

const parameters = (action: ActionDeclaration) => {
  const pathShape = shapeOf(action.input?.params);
  const names = [...action.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const path = names.map((name) => {
    const schema = pathShape[name];
    return {
      name,
      in: 'path',
      required: true,
      // A record id is digits in the path and a number to the action: declared as the integer it is.
      schema:
        schema === idParam
          ? { type: 'integer', minimum: 1, maximum: 2147483647 }
          : schema
            ? jsonSchema(schema, 'input')
            : { type: 'string' },
      ...(action.restParam && name === names.at(-1) ? { description: 'The rest of the path, slashes included' } : {}),
    };
  });
  const query = Object.entries(shapeOf(action.input?.query)).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !schema.safeParse(undefined).success,
    schema: jsonSchema(schema, 'input'),
  }));
  const headers = [
    ...(action.access !== 'anonymous' && action.tenancyHeaders !== false ? tenancyHeaders : []),
    ...(action.idempotent ? [idempotencyHeader] : []),
  ];
  return [...path, ...query, ...headers];
};

const requestBody = (action: ActionDeclaration) => {
  const body = action.input?.body;
  if (!body) return {};
  const type = action.requestType ?? 'application/json';
  const schema = action.requestType ? { type: 'string', format: 'binary' } : jsonSchema(body, 'input');
  return { requestBody: { required: true, content: { [type]: { schema } } } };
};

const success = (action: ActionDeclaration) => {
  const status = action.status ?? 200;
  const description = action.summary;
  if (status === 204) return { [status]: { description } };
  if (action.responseType) {
    // Text (markdown) is a string; anything else is bytes.
    const schema = action.responseType.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };
    return { [status]: { description, content: { [action.responseType]: { schema } } } };
  }
  if (!action.output) return { [status]: { description } };
  // Read as zod's input side: the answer is sent as the run function built it, not stripped, so
  // the document promises the declared fields without `additionalProperties: false`.
  return {
    [status]: { description, content: { 'application/json': { schema: jsonSchema(action.output, 'input') } } },
  };
};

const responses = (action: ActionDeclaration) => {
  const declared = Object.entries(action.responses ?? {}).map(([status, description]): [string, unknown] => [
    status,
    Number(status) >= 400 ? problem(description) : { description },
  ]);
  const implied = [
    ...(action.access === 'anonymous' ? [] : [401, 403]),
    ...(action.input?.body || action.input?.query ? [422] : []),
    ...(action.idempotent ? [409] : []),
  ]
    .filter((status) => !(String(status) in (action.responses ?? {})))
    .map((status): [string, unknown] => [String(status), problem(refusals[status] ?? 'Refused')]);
  return { ...success(action), ...Object.fromEntries([...declared, ...implied]) };
};

/** One action's operation object, from its declaration alone. */
const operation = (action: ActionDeclaration) => ({
  operationId: action.name,
  summary: action.summary,
  tags: [...action.tags],
  ...(action.access === 'anonymous' ? { security: [] } : {}),
  parameters: parameters(action),
  ...requestBody(action),
  responses: responses(action),
});

/** The paths of every declared action (`/{lang}/login`, `/api/seasons/copy_data`, `/files/{path}`). */
export const actionPaths = (actions: readonly ActionDeclaration[]): Record<string, Record<string, unknown>> => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const action of actions) {
    paths[action.path] = { ...paths[action.path], [action.method.toLowerCase()]: operation(action) };
  }
  return paths;
};
