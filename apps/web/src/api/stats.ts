import type {
  academicStatsAction,
  ActionOutput,
  basicStatsAction,
  dailyCashStatsAction,
  enrollmentStatsAction,
  financeStatsAction,
  ReportGrouping,
  ReportName,
  reportTableAction,
  StatsPeriod,
  usageStatsAction,
} from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, request } from './client.ts';
import { useSession } from './use-session.ts';
import { saveBlob } from './save-blob.ts';

export type BasicStats = ActionOutput<typeof basicStatsAction>;
export type DailyCashStats = ActionOutput<typeof dailyCashStatsAction>;
export type EnrollmentStats = ActionOutput<typeof enrollmentStatsAction>;
export type UsageStats = ActionOutput<typeof usageStatsAction>;
export type FinanceStats = ActionOutput<typeof financeStatsAction>;
export type AcademicStats = ActionOutput<typeof academicStatsAction>;
export type ReportTable = ActionOutput<typeof reportTableAction>;

/** The spec's stats poll: after each load the wait is 15 minutes times a counter that grows by one. */
export const STATS_POLL_MS = 15 * 60_000;
export const statsPollInterval = (loads: number): number => STATS_POLL_MS * Math.max(1, loads);

/** One stats call of the active school; every key starts with `stats`, so the refresh button reloads them all. */
const useStats = <T>(name: string, path: (schoolId: number, language: string) => string, enabled = true) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['stats', name, schoolId, seasonId, language],
    queryFn: ({ signal }) => request<T>(path(schoolId ?? 0, language), { signal }),
    enabled: enabled && schoolId !== null,
    refetchInterval: (query) => statsPollInterval(query.state.dataUpdateCount),
  });
};

export const useBasicStats = () => useStats<BasicStats>('basic', (school, lang) => `/${lang}/stats/${school}/basic`);

export const useDailyCashStats = (period: StatsPeriod) =>
  useStats<DailyCashStats>(`cash-${period}`, (school, lang) => `/${lang}/stats/${school}/daily-cash/${period}`);

export const useEnrollmentStats = (period: StatsPeriod) =>
  useStats<EnrollmentStats>(
    `enrollments-${period}`,
    (school, lang) => `/${lang}/stats/${school}/enrollments/${period}`,
  );

export const useUsageStats = () => useStats<UsageStats>('usage', (_school, lang) => `/${lang}/stats/usage`);

export const useFinanceStats = () =>
  useStats<FinanceStats>('finance', (school, lang) => `/${lang}/stats/${school}/finance`);

export const useAcademicStats = () =>
  useStats<AcademicStats>('academic', (school, lang) => `/${lang}/stats/${school}/academic`);

/** The refresh button of a dashboard: every figure again, now. */
export const useStatsRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['stats'] });
};

export interface ReportFilters {
  from?: string;
  to?: string;
  q?: string;
  /** One school of the active school's subtree (id as text); every school when empty. */
  school?: string;
  /** The absence summary's grouping. */
  by?: ReportGrouping;
}

const filterQuery = (filters: ReportFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

/** GET /api/reports/{report}/table: the hub's preview of one report. */
export const useReportTable = (report: ReportName, filters: ReportFilters) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['reports', report, schoolId, seasonId, language, filters],
    queryFn: ({ signal }) =>
      request<ReportTable>(`/api/reports/${report}/table`, { query: filterQuery(filters), signal }),
    enabled: schoolId !== null,
  });
};

/** Saves a report as CSV or Excel, filtered as the preview is. */
export const useReportExport = () =>
  useMutation({
    mutationFn: async ({
      report,
      format,
      filters,
    }: {
      report: ReportName;
      format: 'csv' | 'xlsx';
      filters: ReportFilters;
    }) => {
      const { blob } = await download(`/api/reports/${report}/export`, { query: { ...filterQuery(filters), format } });
      saveBlob(blob, `${report}.${format}`);
    },
  });
