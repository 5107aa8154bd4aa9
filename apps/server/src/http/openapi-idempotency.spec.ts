import { resources } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import { financeDocumentsModule } from '../modules/finance-documents/finance-documents.module.ts';
import { financeModule } from '../modules/finance/finance.module.ts';
import { serverModules } from '../modules/index.ts';
import { openApiDocument } from './openapi.ts';

/**
 * A client generated from the OpenAPI document must know that a money write takes an
 * `Idempotency-Key`: every write of a `commands` resource (payments, receipts) and every
 * money action that changes something declares the header.
 */
interface Parameter {
  name: string;
  in: string;
}
type Operation = { parameters?: Parameter[] } | undefined;

const document = openApiDocument(
  'test',
  serverModules.flatMap((module) => module.actions.map((action) => action.declaration)),
);
const paths = document.paths as Record<string, Record<string, Operation>>;

const takesKey = (path: string, method: string): boolean =>
  (paths[path]?.[method]?.parameters ?? []).some(
    (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
  );

const commandResources = resources.filter((resource) => resource.commands);
const moneyActions = [...financeModule.actions, ...financeDocumentsModule.actions]
  .map((action) => action.declaration)
  .filter((declaration) => declaration.method !== 'GET');

describe('the Idempotency-Key in the OpenAPI document', () => {
  it('covers the money resources, their bulk routes included', () => {
    expect(commandResources.map((resource) => resource.name).sort()).toEqual(['receipts', 'student_payments']);
    for (const resource of commandResources) {
      expect(resource.bulk, resource.name).toBe(true);
      expect(takesKey(`/${resource.name}`, 'post'), `POST /${resource.name}`).toBe(true);
      expect(takesKey(`/${resource.name}/bulk`, 'post'), `POST /${resource.name}/bulk`).toBe(true);
      expect(takesKey(`/${resource.name}/{id}`, 'patch'), `PATCH /${resource.name}/{id}`).toBe(true);
      expect(takesKey(`/${resource.name}/{id}`, 'delete'), `DELETE /${resource.name}/{id}`).toBe(true);
      // A read changes nothing: no key to declare.
      expect(takesKey(`/${resource.name}/{id}`, 'get'), `GET /${resource.name}/{id}`).toBe(false);
    }
  });

  it('covers every money action that writes: plan, refund, promissory series, pay any amount', () => {
    expect(moneyActions.map((action) => action.path).sort()).toEqual([
      '/api/installments/plan',
      '/api/promissory_notes/series',
      '/api/student_payments/{id}/refund',
      '/api/students/{id}/pay',
    ]);
    for (const action of moneyActions) {
      expect(action.idempotent, action.path).toBe(true);
      expect(takesKey(action.path.replace(/^\/api/, ''), action.method.toLowerCase()), action.path).toBe(true);
    }
  });

  it('is not declared on the writes of an ordinary resource', () => {
    expect(takesKey('/students', 'post')).toBe(false);
    expect(takesKey('/students/{id}', 'patch')).toBe(false);
  });
});
