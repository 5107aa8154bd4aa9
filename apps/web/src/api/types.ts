import type { ActionOutput, loginAction } from '@kampus/contract/action';

export interface GradingTerm {
  id: number;
  title: string;
  startDate: string | null;
  endDate: string | null;
}

export interface Season {
  id: number;
  title: string;
  isDefault: boolean;
  startDate: string | null;
  endDate: string | null;
  gradingTerms?: GradingTerm[];
}

export interface UserSchool {
  id: number;
  title: string;
  type: 'headquarters' | 'campus' | 'school';
  parent: string | null;
  seasons: Season[];
}

export interface MenuItem {
  id: number;
  title: string;
  label: string;
  url: string | null;
  icon: string | null;
  position: number;
  children?: MenuItem[];
}

export interface CurrentUser {
  id: number;
  uuid: string;
  name: string;
  lastName: string;
  email: string;
  userType: string | number | null;
  schoolId: number | null;
  isSuperadmin: boolean;
  /** A new address of one's own, waiting for its confirmation link to be opened. */
  pendingEmail?: string;
  /** Personal data, on one's own record (staff read it too; others never get it). */
  phone?: string | null;
  homeAddress?: string | null;
  workAddress?: string | null;
}

/** A record as the API returns it: field values keyed by name, plus `id` (and `@id` in JSON-LD). */
export type ApiRecord = Record<string, unknown> & {
  id: number;
  /** Display names of the records its references name (`refNames` of the API's answers). */
  refNames?: Readonly<Record<string, string>>;
};

/** A page of a list; its items are `ApiRecord`s unless the list was asked for by declaration. */
export interface Page<T = ApiRecord> {
  items: T[];
  total: number;
}

/** What the sign-in answers (`POST /{lang}/login`), from the action's declared output. */
export type LoginAnswer = ActionOutput<typeof loginAction>;

export interface VersionInfo {
  version: string;
  builtAt?: string;
}
