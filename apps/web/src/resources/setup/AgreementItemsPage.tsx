import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WireOf } from '@kampus/contract/resource';
import { enrollmentAgreementItems, enrollmentAgreements, getResource } from '@kampus/contract/resources';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useDelete, useList, useRecord } from '../../api/resources.ts';
import { DeleteDialog } from '../../components/DeleteDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useNotify } from '../../app/notices.ts';
import { resourceTitle } from '../generic/labels.ts';
import { basePathOf } from '../routes.ts';
import { AgreementItemDialog, templateLabel } from './AgreementItemDialog.tsx';

// The markdown renderer is its own chunk, loaded with the first item shown.
const Markdown = lazy(() => import('react-markdown'));

const ITEMS = enrollmentAgreementItems.name;

type AgreementItem = WireOf<typeof enrollmentAgreementItems>;
const ACTIONS = new Set(['edit', 'delete']);

/**
 * An agreement's items (platform spec section 2): a numbered list with the markdown item text
 * rendered and a label for the extra-info template; add and edit in a dialog, delete after a
 * confirmation. Routes: `{id}/item`, `{id}/item/new`, `{id}/item/{subid}/{edit|delete}`. The
 * server numbers a new item (the highest plus one, 0 for the first).
 */
export const AgreementItemsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { id = '', sub, subid, subaction } = useParams();
  const agreement = useRecord(enrollmentAgreements, /^\d+$/.test(id) ? id : undefined);
  const items = useList(enrollmentAgreementItems, {
    page: 1,
    pageSize: 500,
    order: { field: 'itemNo', direction: 'asc' },
    filters: { enrollmentAgreementsId: id },
  });
  const remove = useDelete(ITEMS);
  const agreements = getResource('enrollment_agreements');
  const parentBase = basePathOf('enrollment_agreements');
  const base = `${parentBase}/${id}/item`;
  const close = () => void navigate(base);

  if (!/^\d+$/.test(id) || agreement.isError) {
    return <Alert severity="error">{t('ui.setup.agreement_not_found')}</Alert>;
  }
  if (agreement.isLoading || items.isLoading) return <PageSpinner />;

  const list = items.data?.items ?? [];
  const current = subid === undefined ? undefined : list.find((item) => String(item.id) === subid);
  const adding = sub === 'new';
  const editing = subaction === 'edit' && current !== undefined;
  const deleting = subaction === 'delete' && current !== undefined;
  const unknownRoute = (sub !== undefined && !adding) || (subaction !== undefined && !ACTIONS.has(subaction));
  const title = agreement.data?.title ?? '';
  const itemsResource = getResource(ITEMS);
  const itemsTitle = itemsResource ? resourceTitle(t, itemsResource) : '';

  const confirmDelete = () => {
    if (!current) return;
    remove.mutate(current.id, {
      onSuccess: () => {
        notify({ message: { key: 'app.deleted' }, variant: 'success' });
        close();
      },
      onError: (error) => {
        notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
        close();
      },
    });
  };

  return (
    <>
      <PageHeader
        title={`${title}: ${itemsTitle}`}
        crumbs={[
          { label: agreements ? resourceTitle(t, agreements) : '', to: parentBase },
          { label: title, to: `${parentBase}/${id}` },
          { label: itemsTitle },
        ]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${base}/new`}>
            {t('ui.setup.add_item')}
          </Button>
        }
      />
      {(items.isError || unknownRoute) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {unknownRoute ? t('ui.form.not_found') : errorMessage(items.error, t('ui.list.load_error'))}
        </Alert>
      )}
      {list.length === 0 ? (
        <Paper sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('ui.setup.no_items')}</Typography>
        </Paper>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={itemsTitle}>
          {list.map((item) => (
            <ItemCard key={item.id} item={item} base={base} />
          ))}
        </Stack>
      )}
      <AgreementItemDialog
        key={adding ? 'new' : String(current?.id ?? '')}
        open={adding || editing}
        agreementId={Number(id)}
        item={editing ? current : undefined}
        onClose={close}
      />
      <DeleteDialog open={deleting} deleting={remove.isPending} onDelete={confirmDelete} onCancel={close} />
    </>
  );
};

const ItemCard = ({ item, base }: { item: AgreementItem; base: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const no = String(item.itemNo ?? '');
  const template = item.additionalInfo ?? '0';
  return (
    <Paper
      component="li"
      sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}
      aria-label={t('ui.setup.item_number', { no })}
    >
      <Chip label={no} color="primary" size="small" sx={{ minWidth: 36, fontWeight: 600 }} />
      <Box sx={{ flex: 1, minWidth: 0, '& p': { my: 0.5 }, '& ul, & ol': { pl: 3, my: 0.5 } }}>
        <Suspense fallback={<Typography>{item.itemText}</Typography>}>
          <Markdown>{item.itemText}</Markdown>
        </Suspense>
        {template !== '0' && <Chip size="small" variant="outlined" sx={{ mt: 1 }} label={templateLabel(t, template)} />}
      </Box>
      <IconButton aria-label={t('ui.setup.edit_item', { no })} onClick={() => void navigate(`${base}/${item.id}/edit`)}>
        <EditIcon />
      </IconButton>
      <IconButton
        aria-label={t('ui.setup.delete_item', { no })}
        color="error"
        onClick={() => void navigate(`${base}/${item.id}/delete`)}
      >
        <DeleteIcon />
      </IconButton>
    </Paper>
  );
};
