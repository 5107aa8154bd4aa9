import { describe, expect, it } from 'vitest';
import { dataInventory, resources } from '../index.ts';
import { isPersonalEntry } from './inventory.ts';
import { holdsPersonalFields } from './personal-fields.ts';

describe('the data inventory', () => {
  it('has a line for every resource with personal fields', () => {
    const lined = new Set(dataInventory.map((line) => line.resource));
    expect(
      resources
        .filter(holdsPersonalFields)
        .map((r) => r.name)
        .filter((name) => !lined.has(name)),
    ).toEqual([]);
  });

  it('has one line per resource, each naming a declared resource', () => {
    const names = dataInventory.map((line) => line.resource);
    expect(names.length).toBe(new Set(names).size);
    const declared = new Set(resources.map((r) => r.name));
    expect(names.filter((name) => !declared.has(name))).toEqual([]);
  });

  it('gives every entry a category, a legal basis and an ISO 8601 retention period', () => {
    const entries = dataInventory.filter(isPersonalEntry);
    expect(entries.length).toBeGreaterThan(30);
    for (const entry of entries) {
      expect(entry.categories.length, entry.resource).toBeGreaterThan(0);
      expect(entry.bases.length, entry.resource).toBeGreaterThan(0);
      expect(entry.retention, entry.resource).toMatch(/^P[1-9]\d*[YMD]$/);
    }
  });

  it('names health data only on a special-category basis (KVKK art. 6, GDPR art. 9)', () => {
    for (const entry of dataInventory.filter(isPersonalEntry).filter((e) => e.categories.includes('health'))) {
      expect(entry.bases, entry.resource).toContain('health-care');
    }
  });
});
