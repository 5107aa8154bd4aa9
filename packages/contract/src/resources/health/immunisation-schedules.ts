/**
 * National immunisation schedules as data: each dose of each vaccine and the age (in months) by
 * which a child should have had it. Turkey: T.C. Sağlık Bakanlığı, Genişletilmiş Bağışıklama
 * Programı; the United Kingdom: NHS routine childhood schedule. School-age doses included.
 */
export const VACCINES = [
  'hep_b',
  'bcg',
  'pcv',
  'dtap_ipv_hib',
  'opv',
  'mmr',
  'varicella',
  'hep_a',
  'dtap_ipv',
  'td',
  'dtap_ipv_hib_hepb',
  'men_b',
  'rotavirus',
  'hib_men_c',
  'td_ipv',
  'men_acwy',
  'hpv',
] as const;
export type Vaccine = (typeof VACCINES)[number];

export const IMMUNISATION_COUNTRIES = ['TR', 'GB'] as const;
export type ImmunisationCountry = (typeof IMMUNISATION_COUNTRIES)[number];

export interface ScheduledDose {
  vaccine: Vaccine;
  dose: number;
  /** The age in months by which the dose is due. */
  ageMonths: number;
}

const doses = (vaccine: Vaccine, ...ages: number[]): ScheduledDose[] =>
  ages.map((ageMonths, index) => ({ vaccine, dose: index + 1, ageMonths }));

export const IMMUNISATION_SCHEDULES: Record<ImmunisationCountry, readonly ScheduledDose[]> = {
  TR: [
    ...doses('hep_b', 0, 1, 6),
    ...doses('bcg', 2),
    ...doses('dtap_ipv_hib', 2, 4, 6, 18),
    ...doses('pcv', 2, 4, 12),
    ...doses('opv', 6, 18),
    ...doses('mmr', 12, 48),
    ...doses('varicella', 12),
    ...doses('hep_a', 18, 24),
    ...doses('dtap_ipv', 48),
    ...doses('td', 156),
  ],
  GB: [
    ...doses('dtap_ipv_hib_hepb', 2, 3, 4),
    ...doses('rotavirus', 2, 3),
    ...doses('men_b', 2, 4, 12),
    ...doses('pcv', 3, 12),
    ...doses('hib_men_c', 12),
    ...doses('mmr', 12, 40),
    ...doses('dtap_ipv', 40),
    ...doses('hpv', 144),
    ...doses('td_ipv', 168),
    ...doses('men_acwy', 168),
  ],
};

/** Whole months from a birth date to a day (both `YYYY-MM-DD`): a month counts once its day is reached. */
export const ageInMonths = (birthDate: string, on: string): number => {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = on.split('-').map(Number);
  if ([by, bm, bd, ty, tm, td].some((part) => part === undefined || Number.isNaN(part))) return 0;
  const months = ((ty ?? 0) - (by ?? 0)) * 12 + ((tm ?? 0) - (bm ?? 0)) - ((td ?? 0) < (bd ?? 0) ? 1 : 0);
  return Math.max(0, months);
};

export interface DoseStatus extends ScheduledDose {
  /** The date it was given, or null. */
  givenOn: string | null;
  /** Due by the child's age and not given. */
  missing: boolean;
}

/**
 * Every dose of the schedule with the date it was given, and whether it is missing: due by the
 * child's age (its age in months reached) and not recorded. A dose not yet due is never missing.
 */
export const immunisationStatus = (
  schedule: readonly ScheduledDose[],
  ageMonths: number,
  given: readonly { vaccine: string; doseNumber: number; givenOn: string | null }[],
): DoseStatus[] =>
  schedule.map((dose) => {
    const record = given.find((row) => row.vaccine === dose.vaccine && row.doseNumber === dose.dose);
    const givenOn = record ? (record.givenOn ?? '') : null;
    return { ...dose, givenOn, missing: givenOn === null && dose.ageMonths <= ageMonths };
  });
