import { pluralStem } from '@kampus/contract/i18n';
import type { SourceStrings } from './source-strings.ts';

/**
 * Keys the code builds at runtime, so that no literal names them whole: `` t(`ui.rollover.steps.${name}`) ``.
 * `*` stands for what the code fills in: a whole segment (`ui.rollover.steps.*`) or the end of one
 * (`ui.dashboards.report_*`); a pattern may have several.
 */
export interface KeyFamily {
  readonly keys: string;
  /** The file (repository path) that builds them. The check fails when it no longer holds the pattern's fixed parts. */
  readonly builtIn: string;
  /** What `*` may be, taken from the declarations the code reads (languages, field values, mail folders). */
  readonly each?: readonly string[];
  /**
   * What `*` may be, when no declaration gives it: a string literal of this file, or of a file
   * under this folder (ending in `/`), where the code lists the names. `builtIn` when absent:
   * the list it goes through is usually written beside the template (`const STEPS = ['season', ...]`),
   * or the helper that adds the prefix is called there (`t('period')` for `cashier.statement.period`).
   * A key whose name left the list is reported.
   */
  readonly namedIn?: string;
}

/** What the source says: every whole literal of the files that count, and the strings of each file. */
export interface SourceUse {
  readonly literals: ReadonlySet<string>;
  readonly files: ReadonlyMap<string, SourceStrings>;
}

export const sourceUse = (files: readonly SourceStrings[]): SourceUse => ({
  literals: new Set(files.flatMap((file) => [...file.literals])),
  files: new Map(files.map((file) => [file.path, file])),
});

/** The files of `place`: that file, or every file under it when it ends in `/`. */
const filesAt = (place: string, use: SourceUse): SourceStrings[] =>
  place.endsWith('/')
    ? [...use.files.values()].filter((file) => file.path.startsWith(place))
    : [use.files.get(place)].filter((file) => file !== undefined);

const named = new WeakMap<SourceUse, Map<string, ReadonlySet<string>>>();

/** The string literals of `place` (a file or a folder), collected once per source. */
const literalsAt = (place: string, use: SourceUse): ReadonlySet<string> => {
  let byPlace = named.get(use);
  if (byPlace === undefined) named.set(use, (byPlace = new Map()));
  let literals = byPlace.get(place);
  if (literals === undefined) {
    literals = new Set(filesAt(place, use).flatMap((file) => [...file.literals]));
    byPlace.set(place, literals);
  }
  return literals;
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new WeakMap<KeyFamily, RegExp>();

/** The pattern as a regular expression whose groups are the parts `*` stands for (made once per family). */
const patternOf = (family: KeyFamily): RegExp => {
  let pattern = patterns.get(family);
  if (pattern === undefined) {
    pattern = new RegExp(`^${family.keys.split('*').map(escape).join('([^.]+)')}$`);
    patterns.set(family, pattern);
  }
  return pattern;
};

const familyHolds = (family: KeyFamily, key: string, use: SourceUse): boolean => {
  const parts = patternOf(family).exec(key)?.slice(1);
  if (parts === undefined) return false;
  if (family.each) return parts.every((part) => family.each?.includes(part));
  const list = literalsAt(family.namedIn ?? family.builtIn, use);
  return parts.every((part) => list.has(part));
};

/**
 * Whether the code uses `key`: a literal names it whole, or one of the families builds it. A
 * plural form (`x_one`, `x_other`, Arabic's `x_few`) is used when its stem `x` is, which i18next
 * and the contract's `translate` resolve by the count.
 */
export const isUsed = (key: string, use: SourceUse, families: readonly KeyFamily[]): boolean =>
  namesOf(key).some((name) => use.literals.has(name)) || isBuilt(key, use, families);

/** Whether one of the families builds `key` (or its plural stem), whatever the literals say. */
export const isBuilt = (key: string, use: SourceUse, families: readonly KeyFamily[]): boolean =>
  namesOf(key).some((name) => families.some((family) => familyHolds(family, name, use)));

/** The key and, for a plural form, its stem: `x_one` is asked for as `x` with a count. */
const namesOf = (key: string): string[] => {
  const stem = pluralStem(key);
  return stem === undefined ? [key] : [key, stem];
};

export const unusedKeys = (keys: readonly string[], use: SourceUse, families: readonly KeyFamily[]): string[] =>
  keys.filter((key) => !isUsed(key, use, families));

/**
 * The fixed text each `*` follows, back to the segment before it when `*` is a whole segment:
 * `ui.dashboards.report_*` gives `report_`, `cashier.statement.kinds.*` gives `kinds.`.
 */
export const anchorsOf = (keys: string): string[] =>
  keys
    .split('*')
    .slice(0, -1)
    .map((before) => {
      const segments = before.split('.');
      const own = segments.at(-1) ?? '';
      return own !== '' ? own : `${segments.at(-2) ?? ''}.`;
    });

/**
 * Families that no longer describe the code: the builder is gone (or not scanned), none of its
 * strings holds a fixed part of the pattern, or the file naming the parts is gone. A family
 * outlives its code only as a problem.
 */
export const staleFamilies = (families: readonly KeyFamily[], use: SourceUse): string[] =>
  families.flatMap((family) => {
    const file = use.files.get(family.builtIn);
    if (file === undefined) return [`${family.keys}: ${family.builtIn} is not a scanned source file`];
    if (family.namedIn !== undefined && filesAt(family.namedIn, use).length === 0) {
      return [`${family.keys}: ${family.namedIn} holds no scanned source file`];
    }
    const strings = [...file.literals, ...file.pieces];
    const missing = anchorsOf(family.keys).filter((anchor) => !strings.some((text) => text.includes(anchor)));
    return missing.length === 0 ? [] : [`${family.keys}: ${family.builtIn} has no string with ${missing.join(', ')}`];
  });
