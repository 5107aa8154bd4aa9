import { isReference, type Resource } from '../../resource/index.ts';

/** The field of a resource that names its season (`seasonField`, or a reference to seasons). */
export const seasonFieldOf = (resource: Resource): string | undefined =>
  resource.seasonField ??
  Object.entries(resource.fields).find(([, field]) => isReference(field) && field.target === 'seasons')?.[0];

const refersToSeasonData = (resource: Resource, seasonBound: ReadonlySet<string>): boolean =>
  Object.values(resource.fields).some((field) => isReference(field) && seasonBound.has(field.target ?? ''));

/**
 * The resources whose rows belong to one season and can be copied to another (the `tables` of
 * `POST /api/seasons/copy_data`): they name their season, can be listed by it, and refer to no other
 * season's rows (a copy would point back at the source season). Databases are the seasons' own
 * bookkeeping, and a season's records (`seasonRecords`: invoices, incidents, absences) what
 * happened in it; neither is copied. The list grows by itself as areas declare season resources.
 */
export const copyableResources = (all: readonly Resource[]): Resource[] => {
  const seasonBound = new Set(
    all.filter((resource) => resource.name !== 'seasons' && seasonFieldOf(resource)).map((r) => r.name),
  );
  return all.filter((resource) => {
    const field = seasonFieldOf(resource);
    return (
      resource.name !== 'databases' &&
      resource.seasonRecords !== true &&
      field !== undefined &&
      resource.filters.includes(field) &&
      !refersToSeasonData(resource, seasonBound)
    );
  });
};
