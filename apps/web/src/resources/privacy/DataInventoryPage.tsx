import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PURPOSES } from '@kampus/contract/resources';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useDataInventory, useInventoryCsv, type InventoryRow } from '../../api/data-protection.ts';
import { useNotify } from '../../app/notices.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { auditResourceTitle } from '../audit/audit-words.ts';
import { ruleText } from './retention-words.ts';

/** The inventory's words (contract `inventory.ts`), each a key of the privacy module's labels. */
const SUBJECTS: Readonly<Record<string, string>> = {
  students: 'ui.inventory.subject_students',
  guardians: 'ui.inventory.subject_guardians',
  staff: 'ui.inventory.subject_staff',
  applicants: 'ui.inventory.subject_applicants',
  users: 'ui.inventory.subject_users',
  suppliers: 'ui.inventory.subject_suppliers',
};

const CATEGORIES: Readonly<Record<string, string>> = {
  identity: 'ui.inventory.category_identity',
  contact: 'ui.inventory.category_contact',
  location: 'ui.inventory.category_location',
  education: 'ui.inventory.category_education',
  health: 'ui.inventory.category_health',
  financial: 'ui.inventory.category_financial',
  photo: 'ui.inventory.category_photo',
  family: 'ui.inventory.category_family',
  professional: 'ui.inventory.category_professional',
  communication: 'ui.inventory.category_communication',
  'transaction-security': 'ui.inventory.category_transaction-security',
};

const PURPOSE_KEYS: Readonly<Record<string, string>> = {
  education: 'ui.inventory.purpose_education',
  finance: 'ui.inventory.purpose_finance',
  communication: 'ui.inventory.purpose_communication',
  accounts: 'ui.inventory.purpose_accounts',
  security: 'ui.inventory.purpose_security',
  admission: 'ui.inventory.purpose_admission',
  staff: 'ui.inventory.purpose_staff',
  legal: 'ui.inventory.purpose_legal',
  requests: 'ui.inventory.purpose_requests',
};

const EXPIRY: Readonly<Record<string, string>> = {
  destroy: 'ui.inventory.destroy',
  anonymise: 'ui.inventory.anonymise',
};

/** The line's purpose in the reader's words: the inventory answers it in English (and Turkish, for VERBİS). */
const purposeText = (t: TFunction, row: InventoryRow): string => {
  const key = Object.entries(PURPOSES).find(([, purpose]) => purpose.en === row.purpose)?.[0];
  const label = key ? PURPOSE_KEYS[key] : undefined;
  return label ? t(label) : row.purpose;
};

/** Subjects or categories as a list in the reader's language ("Kimlik, İletişim", "الهوية، الاتصال"). */
const words = (t: TFunction, language: string, keys: Readonly<Record<string, string>>, values: readonly string[]) =>
  new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(
    values.map((value) => (keys[value] ? t(keys[value]) : value)),
  );

/**
 * /reports/data-inventory: the data inventory as a data protection officer reads it (headquarters
 * and superadmins, as its API): whose data each kind of record holds, why, on which legal basis and
 * for how long, and the CSV VERBİS is filled from (docs/privacy.md, "The data inventory").
 */
export const DataInventoryPage = () => {
  const { t, i18n } = useTranslation();
  const inventory = useDataInventory();
  const csv = useInventoryCsv();
  const notify = useNotify();
  const basis = i18n.language === 'tr' ? 'legalBasisKvkk' : 'legalBasisGdpr';
  return (
    <Box>
      <PageHeader
        title={t('menu.data_inventory')}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={csv.isPending}
            onClick={() =>
              csv.mutate(undefined, {
                onError: (error) =>
                  notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
              })
            }
          >
            {t('ui.inventory.download')}
          </Button>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('ui.inventory.intro')}
      </Typography>
      {inventory.isLoading && <PageSpinner />}
      {inventory.isError && <Alert severity="error">{errorMessage(inventory.error, t('app.an_error_occurred'))}</Alert>}
      {inventory.data && (
        // Seven columns are wider than a phone: the table scrolls within its frame, never the page.
        <Paper variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={t('menu.data_inventory')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('ui.inventory.records')}</TableCell>
                <TableCell>{t('ui.inventory.subjects')}</TableCell>
                <TableCell>{t('ui.inventory.categories')}</TableCell>
                <TableCell>{t('ui.inventory.purpose')}</TableCell>
                <TableCell>
                  {t('ui.inventory.basis')} ({t(i18n.language === 'tr' ? 'ui.inventory.kvkk' : 'ui.inventory.gdpr')})
                </TableCell>
                <TableCell>{t('ui.inventory.retention')}</TableCell>
                <TableCell>{t('ui.inventory.expiry')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {inventory.data.inventory.map((row) => (
                <TableRow key={row.resource}>
                  <TableCell component="th" scope="row">
                    {auditResourceTitle(t, row.resource)}
                  </TableCell>
                  <TableCell>{words(t, i18n.language, SUBJECTS, row.subjects)}</TableCell>
                  <TableCell>{words(t, i18n.language, CATEGORIES, row.categories)}</TableCell>
                  <TableCell>{purposeText(t, row)}</TableCell>
                  <TableCell>
                    <bdi>{row[basis].join('; ')}</bdi>
                  </TableCell>
                  <TableCell>{ruleText(t, i18n.language, row.retention, row.retentionFrom)}</TableCell>
                  <TableCell>{t(EXPIRY[row.expiry] ?? row.expiry)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
};
