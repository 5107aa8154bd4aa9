import { keptEntryName } from '@kampus/contract/action';
import type { FileEntryView } from '@kampus/contract/action';
import { ui } from '@kampus/contract/constants';

/** The three views of the spec (section 2) and their entry sizes (section 9), in pixels. */
export type BrowserView = 'grid' | 'list' | 'compact';
export const ENTRY_SIZE = {
  grid: { width: 165, height: 130 },
  list: { height: 30 },
  compact: { width: 220, height: 40 },
} as const;
export const BROWSER_HEIGHT = ui.fileBrowserHeight;

/** A click twice within this many milliseconds on the same entry opens it (platform spec, section 9). */
export const DOUBLE_CLICK_MS = ui.doubleClickDelayMs;
/** A dragged entry held over an openable folder this long opens it (platform spec, section 9). */
export const DRAG_HOVER_OPEN_MS = ui.dragHoverOpenMs;

export type SortKey = 'name' | 'size' | 'modDate';
export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/** The browser opens sorted by name, ascending, in the grid view. */
export const DEFAULT_SORT: Sort = { key: 'name', direction: 'asc' };
export const DEFAULT_VIEW: BrowserView = 'grid';

/** Choosing the sort key in force turns its direction round; a new key starts ascending. */
export const nextSort = (current: Sort, key: SortKey): Sort =>
  current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };

const compareBy = (key: SortKey, a: FileEntryView, b: FileEntryView, collator: Intl.Collator): number => {
  if (key === 'size') return (a.size ?? -1) - (b.size ?? -1);
  if (key === 'modDate') return (a.modDate ?? '').localeCompare(b.modDate ?? '');
  return collator.compare(a.name, b.name);
};

/** Folders before files, each sorted by the key in its direction (ties by name). */
export const sortEntries = (entries: readonly FileEntryView[], sort: Sort, locale = 'en'): FileEntryView[] => {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...entries].sort((a, b) => {
    if (a.isDir !== b.isDir) return a.isDir ? -1 : 1;
    return sign * (compareBy(sort.key, a, b, collator) || collator.compare(a.name, b.name));
  });
};

/** The entries shown: hidden ones only when asked for, then those whose name holds the search text. */
export const visibleEntries = (entries: readonly FileEntryView[], search: string, showHidden: boolean) => {
  const needle = search.trim().toLocaleLowerCase();
  return entries.filter(
    (entry) => (showHidden || !entry.isHidden) && (needle === '' || entry.name.toLocaleLowerCase().includes(needle)),
  );
};

/** The counts under the browser: visible, selected (of the visible) and hidden entries. */
export const countsOf = (entries: readonly FileEntryView[], shown: readonly FileEntryView[], selected: Selection) => ({
  visible: shown.length,
  selected: shown.filter((entry) => selected.ids.includes(entry.id)).length,
  hidden: entries.filter((entry) => entry.isHidden).length,
});

/** What is selected, and the entry a shift-click ranges from. */
export interface Selection {
  ids: string[];
  anchor: string | null;
}
export const NO_SELECTION: Selection = { ids: [], anchor: null };

export interface ClickKeys {
  shift: boolean;
  ctrl: boolean;
}

/**
 * The selection after a click on `id` among the `order` shown (platform spec, section 4): a plain
 * click selects that entry alone; shift selects the range from the anchor to it; ctrl adds it or
 * takes it out, but only when multi-select is on (it is off by default, when ctrl acts as a plain click).
 */
export const clickSelection = (
  selection: Selection,
  order: readonly string[],
  id: string,
  keys: ClickKeys,
  multiSelect: boolean,
): Selection => {
  if (keys.shift && selection.anchor !== null && order.includes(selection.anchor)) {
    const from = order.indexOf(selection.anchor);
    const to = order.indexOf(id);
    const [low, high] = from <= to ? [from, to] : [to, from];
    return { ids: order.slice(low, high + 1), anchor: selection.anchor };
  }
  if (keys.ctrl && multiSelect) {
    const ids = selection.ids.includes(id) ? selection.ids.filter((one) => one !== id) : [...selection.ids, id];
    return { ids, anchor: id };
  }
  return { ids: [id], anchor: id };
};

/** Whether a click at `now` on `id` is the second of a double click, after one at `last`. */
export const isDoubleClick = (last: { id: string; at: number } | null, id: string, now: number): boolean =>
  last !== null && last.id === id && now - last.at <= DOUBLE_CLICK_MS;

/** The breadcrumbs of a folder path: the root, then each folder down to it. */
export const crumbsOf = (path: string): { name: string; path: string }[] => {
  const parts = path.split('/').filter((part) => part !== '');
  return parts.map((name, index) => ({ name, path: `${parts.slice(0, index + 1).join('/')}/` }));
};

/** The folder above `path` (the root stays the root). */
export const parentOf = (path: string): string => {
  const parts = path.split('/').filter((part) => part !== '');
  return parts.length <= 1 ? '' : `${parts.slice(0, -1).join('/')}/`;
};

/**
 * What of the dragged entries a drop into folder `to` moves: not the folder itself, not what is
 * already there (a drop on the open folder's background after a hover opened it), and never a
 * folder into its own subtree.
 */
export const movableInto = (ids: readonly string[], to: string): string[] =>
  ids.filter((id) => id !== to && parentOf(id) !== to && !(id.endsWith('/') && to.startsWith(id)));

/** The name a file or folder is kept under, as the server keeps it (`keptEntryName`); the typed one when unusable, for the server to refuse in words. */
export const cleanName = (typed: string): string => keptEntryName(typed) ?? typed.trim().replace(/\/+$/, '').trim();

/** Whether the test, demo or development hosts are in use: only there the S3 and Drive tabs work. */
export const isTrialHost = (hostname: string): boolean =>
  /(^|[.-])(test|demo|localhost)([.-]|$)/i.test(hostname) || hostname === '127.0.0.1';

/**
 * How deep each file sits below a folder listed on the same page: Drive lists a drive flat,
 * folders before what they hold, so a file in "Lesson plans" is drawn indented under it.
 */
export const depthsOf = (files: readonly { id: string; parents?: unknown }[]): Map<string, number> => {
  const depths = new Map<string, number>();
  for (const file of files) {
    const parent = Array.isArray(file.parents) && typeof file.parents[0] === 'string' ? file.parents[0] : null;
    const parentDepth = parent === null ? undefined : depths.get(parent);
    depths.set(file.id, parentDepth === undefined ? 0 : parentDepth + 1);
  }
  return depths;
};
