/**
 * What a list's tools are given: the list's chosen filters and search, as the list sends them.
 * Its own file: the tools (StudentExportButtons) name it without importing list-extras.ts, which imports them.
 */
export interface ListExtraProps {
  filters?: Record<string, string>;
}

/**
 * What a list's intro (shown above its filters) is given: the filters the person chose, and a way
 * to choose others (the request list's "1 overdue" shows the overdue rows).
 */
export interface ListIntroProps {
  filters: Record<string, string>;
  onFilters: (filters: Record<string, string>) => void;
}
