import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useMakePublicLink } from '../../api/forms.ts';
import { useAllRecords } from '../../api/seasons.ts';
import { useUpdate } from '../../api/resources.ts';

const FLAGS = [
  'showHeader',
  'showSchoolLogo',
  'showSchoolName',
  'showFormName',
  'showCountdown',
  'showTotalApplicationCount',
  'showFooter',
] as const;
type Flag = (typeof FLAGS)[number];

interface Setting extends Record<Flag, boolean | null> {
  id: number;
  publicLink: string | null;
  endDate: string | null;
}

/**
 * A form's public page: its link (made by the server, removed here: the page then answers 404)
 * and the spec's display flags, with the end date the countdown counts to.
 */
export const FormSettingsPanel = ({ formId, formType }: { formId: number; formType: string }) => {
  const { t } = useTranslation();
  const settings = useAllRecords('form_settings', { form: String(formId) });
  const setting = (settings.data as Setting[] | undefined)?.[0];
  const makeLink = useMakePublicLink();
  const update = useUpdate('form_settings');
  const [flags, setFlags] = useState<Partial<Record<Flag, boolean>>>({});
  const [endDate, setEndDate] = useState('');
  useEffect(() => {
    if (!setting) return;
    setFlags(Object.fromEntries(FLAGS.map((flag) => [flag, setting[flag] === true])));
    setEndDate(setting.endDate ? setting.endDate.slice(0, 16).replace(' ', 'T') : '');
  }, [setting]);
  const link = setting?.publicLink ?? '';
  const make = () => makeLink.mutate({ url: window.location.origin, formType, id: formId });
  const remove = () => setting && update.mutate({ id: setting.id, body: { publicLink: '' } });
  const save = () =>
    setting &&
    update.mutate({
      id: setting.id,
      body: { ...flags, endDate: endDate ? `${endDate.replace('T', ' ')}:00` : null },
    });
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h6" component="h2">
        {t('fields.publicLink')}
      </Typography>
      {link ? (
        <Stack spacing={1}>
          <Link href={link} target="_blank" rel="noopener" data-testid="public-link" sx={{ wordBreak: 'break-all' }}>
            {link}
          </Link>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(link)}>
              {t('ui.forms_admin.copy_link')}
            </Button>
            <Button variant="outlined" onClick={make} disabled={makeLink.isPending}>
              {t('ui.forms_admin.new_link')}
            </Button>
            <Button color="error" onClick={remove} disabled={update.isPending}>
              {t('ui.forms_admin.remove_link')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography color="text.secondary">{t('ui.forms_admin.no_link')}</Typography>
          <Button variant="contained" onClick={make} disabled={makeLink.isPending}>
            {t('ui.forms_admin.make_link')}
          </Button>
        </Stack>
      )}
      {(makeLink.isError || update.isError) && (
        <Alert severity="error">{errorMessage(makeLink.error ?? update.error, t('app.an_error_occurred'))}</Alert>
      )}
      {setting && (
        <>
          <Typography variant="h6" component="h2">
            {t('resources.form_settings')}
          </Typography>
          {FLAGS.map((flag) => (
            <FormControlLabel
              key={flag}
              control={
                <Checkbox
                  checked={flags[flag] === true}
                  onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
                />
              }
              label={t(`fields.${flag}`)}
            />
          ))}
          <TextField
            type="datetime-local"
            label={t('fields.endDate')}
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 280 }}
          />
          <div>
            <Button variant="contained" onClick={save} disabled={update.isPending}>
              {t('ui.forms_admin.save')}
            </Button>
          </div>
          {update.isSuccess && <Alert severity="success">{t('ui.forms_admin.saved')}</Alert>}
        </>
      )}
    </Stack>
  );
};
