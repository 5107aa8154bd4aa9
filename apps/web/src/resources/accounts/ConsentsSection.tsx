import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  latestConsent,
  useOwnConsents,
  useRecordConsent,
  type ConsentKind,
  type ConsentSubject,
} from '../../api/consents.ts';
import { useCallerKind } from '../../api/impersonation.ts';
import { fetchAll } from '../../api/resources.ts';
import type { ApiRecord, CurrentUser } from '../../api/types.ts';

/** What a person decides for themself, and what a parent decides for each child. */
const OWN_KINDS: readonly ConsentKind[] = ['notification_email', 'notification_sms', 'marketing'];
const CHILD_KINDS: readonly ConsentKind[] = ['photo_publication'];

const schoolOf = (record: ApiRecord): number => Number(/\/(\d+)$/.exec(String(record.school))?.[1] ?? 0);

/**
 * A family's consents (docs/privacy.md): a switch per kind, for themself and for each child. A
 * switch never seen reads as given (nothing withdrawn); each change is a new record of consent
 * given or withdrawn, with the text version shown.
 */
export const ConsentsSection = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const { audience } = useCallerKind();
  const family = audience === 'parent' || audience === 'student';
  const consents = useOwnConsents(family);
  const children = useQuery({
    queryKey: ['students', 'own', 'consents'],
    queryFn: ({ signal }) => fetchAll('students', {}, signal),
    enabled: family,
  });
  const record = useRecordConsent();
  if (!family) return null;
  const records = consents.data ?? [];

  const toggle = (subject: ConsentSubject, school: number, kind: ConsentKind) => {
    const given = latestConsent(records, subject, kind) ?? true;
    record.mutate({ ...subject, school, consentKind: kind, given: !given });
  };
  const switches = (subject: ConsentSubject, school: number, kinds: readonly ConsentKind[], who: string) =>
    kinds.map((kind) => (
      <FormControlLabel
        key={`${who}-${kind}`}
        control={
          <Switch
            checked={latestConsent(records, subject, kind) ?? true}
            onChange={() => toggle(subject, school, kind)}
            disabled={record.isPending || consents.isLoading}
            slotProps={{ input: { 'aria-label': `${t(`ui.values.${kind}`)}: ${who}` } }}
          />
        }
        label={t(`ui.values.${kind}`)}
      />
    ));

  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 4, maxWidth: 640 }}>
      <Typography variant="subtitle1" component="h3">
        {t('ui.privacy.title')}
      </Typography>
      <Typography color="text.secondary">{t('ui.privacy.intro')}</Typography>
      {record.isError && <Alert severity="error">{t('app.an_error_occurred')}</Alert>}
      {record.isSuccess && <Alert severity="success">{t('ui.privacy.saved')}</Alert>}
      <Typography variant="subtitle2">{t('ui.privacy.self')}</Typography>
      {switches({ user: user.id }, user.schoolId ?? 0, OWN_KINDS, t('ui.privacy.self'))}
      {audience === 'parent' &&
        (children.data ?? []).map((child) => {
          const name = `${String(child.name ?? '')} ${String(child.lastName ?? '')}`;
          return (
            <Box key={child.id} sx={{ display: 'grid' }}>
              <Typography variant="subtitle2">{name}</Typography>
              {switches({ student: Number(child.id) }, schoolOf(child), CHILD_KINDS, name)}
            </Box>
          );
        })}
    </Box>
  );
};
