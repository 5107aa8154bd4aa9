/**
 * What a list's tools are given: the list's chosen filters and search, as the list sends them.
 * Its own file: the tools (StudentExportButtons) name it without importing list-extras.ts, which imports them.
 */
export interface ListExtraProps {
  filters?: Record<string, string>;
}
