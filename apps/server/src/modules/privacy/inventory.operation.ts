import {
  dataInventory,
  getResource,
  isPersonalEntry,
  LEGAL_BASES,
  personalFields,
  PURPOSES,
  type InventoryEntry,
} from '@kampus/contract';
import { toCsv } from '../../core/csv.ts';

export interface InventoryRow {
  resource: string;
  personalFields: string[];
  subjects: string[];
  categories: string[];
  purpose: string;
  purposeTr: string;
  legalBasisKvkk: string[];
  legalBasisGdpr: string[];
  retention: string;
  retentionFrom: string;
  expiry: 'destroy' | 'anonymise';
}

const rowOf = (entry: InventoryEntry): InventoryRow => {
  const resource = getResource(entry.resource);
  return {
    resource: entry.resource,
    personalFields: resource ? personalFields(resource) : [],
    subjects: [...entry.subjects],
    categories: [...entry.categories],
    purpose: PURPOSES[entry.purpose].en,
    purposeTr: PURPOSES[entry.purpose].tr,
    legalBasisKvkk: entry.bases.map((basis) => LEGAL_BASES[basis].kvkk),
    legalBasisGdpr: entry.bases.map((basis) => LEGAL_BASES[basis].gdpr),
    retention: entry.retention,
    retentionFrom: entry.from,
    expiry: entry.expiry,
  };
};

/** The inventory's lines about personal data (the resources that hold none are left out), by resource name. */
export const inventoryRows = (): InventoryRow[] =>
  dataInventory
    .filter(isPersonalEntry)
    .map(rowOf)
    .sort((a, b) => a.resource.localeCompare(b.resource));

const COLUMNS = [
  'resource',
  'personalFields',
  'subjects',
  'categories',
  'purpose',
  'purposeTr',
  'legalBasisKvkk',
  'legalBasisGdpr',
  'retention',
  'retentionFrom',
  'expiry',
] as const satisfies readonly (keyof InventoryRow)[];

/** The same lines as CSV, lists joined by "; ", for the VERBİS form. */
export const inventoryCsv = (): string =>
  toCsv(
    [
      [...COLUMNS],
      ...inventoryRows().map((row) =>
        COLUMNS.map((column) => {
          const value = row[column];
          return Array.isArray(value) ? value.join('; ') : value;
        }),
      ),
    ],
    { guardFormulas: true },
  );
