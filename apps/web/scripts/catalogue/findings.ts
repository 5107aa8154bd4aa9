import { derivedFamilies } from './derived-families.ts';
import { englishCatalogues } from './english-keys.ts';
import { declaredFamilies, keptUnused } from './families.ts';
import { isBuilt, isUsed, sourceUse, staleFamilies, unusedKeys, type KeyFamily, type SourceUse } from './key-use.ts';
import type { SourceStrings } from './source-strings.ts';

export interface Findings {
  /** What to print, one problem a line; none when the catalogues pass. */
  readonly lines: string[];
  readonly keys: number;
  readonly catalogues: number;
  readonly families: number;
  readonly unused: number;
  readonly kept: number;
}

/** A family none of whose keys is in a catalogue: its keys are gone, or its pattern is wrong. */
const emptyFamilies = (families: readonly KeyFamily[], keys: readonly string[], use: SourceUse): string[] =>
  families
    .filter((family) => !keys.some((key) => isBuilt(key, use, [family])))
    .map((family) => `family ${family.keys} (${family.builtIn}) holds no catalogue key`);

/** Every unused key by catalogue, every stale family and every kept key that no longer needs keeping. */
export const catalogueFindings = async (code: SourceStrings[], tests: SourceStrings[]): Promise<Findings> => {
  const use = sourceUse(code);
  const testUse = sourceUse(tests);
  const families = [...derivedFamilies, ...declaredFamilies];
  const catalogues = await englishCatalogues();
  const allKeys = catalogues.flatMap((catalogue) => catalogue.keys);
  const kept = new Set(keptUnused.map((entry) => entry.key));
  const lines = [
    ...staleFamilies(families, use).map((problem) => `stale family: ${problem}`),
    ...emptyFamilies(families, allKeys, use),
    ...keptUnused
      .filter((entry) => !allKeys.includes(entry.key) || isUsed(entry.key, use, families))
      .map((entry) => `${entry.key} is kept unused (families.ts) but is used or gone: drop it from keptUnused`),
  ];
  let unused = 0;
  for (const catalogue of catalogues) {
    const found = unusedKeys(catalogue.keys, use, families).filter((key) => !kept.has(key));
    if (found.length === 0) continue;
    unused += found.length;
    lines.push(`${catalogue.where}: ${found.length} unused`);
    for (const key of found) lines.push(`  ${key}${isUsed(key, testUse, []) ? '  (a test names it)' : ''}`);
  }
  return {
    lines,
    keys: allKeys.length,
    catalogues: catalogues.length,
    families: families.length,
    unused,
    kept: kept.size,
  };
};
