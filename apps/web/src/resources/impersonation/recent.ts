/**
 * The accounts a person impersonated lately, newest first, kept in local storage per original
 * user (several staff may share a browser). Cancelling an impersonation puts that account first.
 */
export interface RecentAccount {
  id: number;
  uuid: string;
  name: string;
  lastName: string;
  email: string;
}

export const RECENT_LIMIT = 8;

const keyOf = (ownerUuid: string) => `kampus.impersonate.recent.${ownerUuid}`;

const isAccount = (value: unknown): value is RecentAccount => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'number' &&
    typeof record.uuid === 'string' &&
    typeof record.name === 'string' &&
    typeof record.lastName === 'string' &&
    typeof record.email === 'string'
  );
};

export const readRecent = (ownerUuid: string, storage: Storage = localStorage): RecentAccount[] => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(ownerUuid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isAccount).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
};

/** Puts `account` first (once) and keeps the list short. */
export const pushRecent = (
  ownerUuid: string,
  account: RecentAccount,
  storage: Storage = localStorage,
): RecentAccount[] => {
  const next = [account, ...readRecent(ownerUuid, storage).filter((item) => item.uuid !== account.uuid)].slice(
    0,
    RECENT_LIMIT,
  );
  storage.setItem(keyOf(ownerUuid), JSON.stringify(next));
  return next;
};
