import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client.ts';
import { useSession } from '../../api/use-session.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { isolate } from '../../i18n/isolate.ts';
import { useLanguage } from '../../i18n/use-language.ts';

interface Impersonation {
  by: string;
  enterTime: string;
  exitTime: string | null;
  reason: string | null;
  limitMinutes: number | null;
  /** When the time limit ended (or ends) the session. */
  endsAt: string | null;
}

/** Until when: the exit, else the end by the time limit, else still going (an entry from before limits). */
const untilOf = (entry: Impersonation, format: (value: string) => string, t: TFunction): string => {
  if (entry.exitTime) return format(entry.exitTime);
  if (entry.endsAt) return t('ui.accounts.impersonated_by.at_most', { time: format(entry.endsAt) });
  return t('ui.accounts.impersonated_by.ongoing');
};

/** Who acted as this person (staff impersonating them), from when until when and why: their own record of it. */
export const ImpersonatedBySection = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = useSession();
  const history = useQuery({
    queryKey: ['impersonated-by', token],
    queryFn: ({ signal }) =>
      request<{ impersonations: Impersonation[] }>('/impersonated-by', { scoped: true, untenanted: true, signal }),
    enabled: Boolean(token),
  });
  const entries = history.data?.impersonations ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 4 }}>
      <Typography variant="subtitle1" component="h2">
        {t('ui.accounts.impersonated_by.title')}
      </Typography>
      {history.isError && <Alert severity="error">{t('app.an_error_occurred')}</Alert>}
      {history.data && entries.length === 0 && (
        <Typography color="text.secondary">{t('ui.accounts.impersonated_by.none')}</Typography>
      )}
      {entries.length > 0 && (
        <Box component="ul" aria-label={t('ui.accounts.impersonated_by.title')} sx={{ m: 0, ps: 3 }}>
          {entries.map((entry) => (
            <li key={`${entry.enterTime}-${entry.by}`}>
              {t('ui.accounts.impersonated_by.entry', {
                // A Latin name or reason in an Arabic sentence keeps its own order.
                by: isolate(entry.by),
                from: formatDateTime(entry.enterTime, language),
                until: untilOf(entry, (value) => formatDateTime(value, language), t),
              })}
              {entry.reason !== null && (
                <Typography variant="body2" color="text.secondary" component="div">
                  {t('ui.accounts.impersonated_by.details', {
                    reason: isolate(entry.reason),
                    minutes: entry.limitMinutes ?? '',
                  })}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
};
