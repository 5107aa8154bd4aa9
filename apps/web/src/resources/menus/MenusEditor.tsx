import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ui } from '@kampus/contract/constants';
import { audiences } from '@kampus/contract/resource';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import {
  useDeleteMenu,
  useMenuAction,
  useMenuList,
  useMoveMenu,
  useOrganization,
  useReloadMenus,
  type MenuResource,
} from '../../api/organization.ts';
import { useSession } from '../../api/use-session.ts';
import { useNotify } from '../../app/notices.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DeleteDialog } from '../../components/DeleteDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { CopyMenusDialog } from './CopyMenusDialog.tsx';
import { MenuDialog } from './MenuDialog.tsx';
import { flatten, menuTree, type MenuNode } from './menu-tree.ts';
import { MenuTreeView, type MenuMove, type MoveButton } from './MenuTreeView.tsx';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /admin/menus (a school's menus per audience) and /global/menus (the templates per audience).
 * Routes: `{section}` is the audience, `{section}/new` adds, `{section}/{id}/edit|delete`.
 */
export const MenusEditor = ({ resource }: { resource: MenuResource }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const session = useSession();
  const base = resource === 'menus' ? '/admin/menus' : '/global/menus';
  const type = (audiences as readonly string[]).includes(params.section ?? '') ? (params.section as string) : 'school';
  const schoolId = resource === 'menus' ? Number(search.get('school') ?? session.schoolId ?? 0) || null : null;
  const organization = useOrganization();
  const menus = useMenuList(resource, type, schoolId);
  const reload = useReloadMenus();
  const move = useMoveMenu(resource);
  const remove = useDeleteMenu(resource);
  const action = useMenuAction();
  const [moving, setMoving] = useState<number | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; button: MoveButton } | null>(null);
  const [syncOpen, setSyncOpen] = useState(false);
  const [copyOpen, setCopyOpen] = useState(false);
  const tree = useMemo(() => menuTree(menus.data ?? [], resource), [menus.data, resource]);
  const nodes = useMemo(() => new Map(flatten(tree).map(({ node }) => [node.id, node])), [tree]);
  useEffect(() => {
    if (!focusAfterMove || moving !== null) return;
    const row = document.querySelector(`[data-menu-id="${focusAfterMove.id}"]`);
    const enabled = (selector: string) => row?.querySelector<HTMLButtonElement>(`${selector}:not(:disabled)`);
    (enabled(`[data-move="${focusAfterMove.button}"]`) ?? enabled('[data-move]') ?? enabled('button'))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, moving, tree]);
  const title = t(resource === 'menus' ? 'menu.school_menus' : 'menu.global_menus');
  const query = schoolId === null ? '' : `?school=${schoolId}`;
  const go = (path: string) => void navigate(`${base}/${type}${path}${query}`);

  const selected = params.id ? nodes.get(Number(params.id)) : undefined;
  const adding = params.action === 'new' || params.id === 'new';
  const editing = params.action === 'edit' && selected !== undefined;
  const deleting = params.action === 'delete' && selected !== undefined;
  const parentId = Number(search.get('parent')) || null;

  const onMove = async (node: MenuNode, body: MenuMove, button?: MoveButton) => {
    setMoving(node.id);
    try {
      await move.mutateAsync({ id: node.id, move: body });
      notify({ message: { key: 'ui.menus.moved' }, variant: 'success' });
      // The spec's rhythm: the result is checked, 500 ms pass, then the list reloads.
      await wait(ui.menuMoveDelayMs);
      await reload();
    } catch (error) {
      notify({ message: errorMessage(error, t('ui.menus.move_error')), variant: 'error' });
    } finally {
      setMoving(null);
      // The buttons were disabled while moving: focus goes back to the moved entry's button.
      if (button) setFocusAfterMove({ id: node.id, button });
    }
  };

  const onDelete = () =>
    selected &&
    remove.mutate(selected.id, {
      onSuccess: async () => {
        notify({ message: { key: 'app.deleted' }, variant: 'success' });
        await reload();
        go('');
      },
      onError: (error) => notify({ message: errorMessage(error, t('ui.menus.delete_error')), variant: 'error' }),
    });

  const onSync = () =>
    schoolId !== null &&
    action.mutate(
      { action: 'sync_menus', type, schoolId },
      {
        onSuccess: async () => {
          setSyncOpen(false);
          notify({ message: { key: 'ui.menus.synced' }, variant: 'success' });
          await reload();
        },
        onError: () => {
          setSyncOpen(false);
          notify({ message: { key: 'ui.menus.sync_error' }, variant: 'error' });
        },
      },
    );

  const schools = organization.data?.records ?? [];
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: title }]}
        actions={
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => go('/new')}>
              {t('ui.menus.add')}
            </Button>
            {resource === 'menus' && (
              <>
                <Button
                  variant="outlined"
                  startIcon={<SyncIcon />}
                  onClick={() => setSyncOpen(true)}
                  disabled={schoolId === null}
                >
                  {t('ui.menus.sync')}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<ContentCopyIcon />}
                  onClick={() => setCopyOpen(true)}
                  disabled={schoolId === null}
                >
                  {t('ui.menus.copy')}
                </Button>
              </>
            )}
          </>
        }
      />
      <Paper sx={{ mb: 2, p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {resource === 'menus' && (
          <TextField
            select
            size="small"
            label={t('fields.school')}
            value={schoolId ?? ''}
            onChange={(event) => setSearch({ school: event.target.value })}
            sx={{ minWidth: 260 }}
          >
            {schools.map((school) => (
              <MenuItem key={school.id} value={school.id}>
                {String(school.title ?? school.id)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Tabs
          value={type}
          onChange={(_, next: string) => void navigate(`${base}/${next}${query}`)}
          variant="scrollable"
        >
          {audiences.map((audience) => (
            <Tab key={audience} value={audience} label={t(`ui.values.${audience}`)} />
          ))}
        </Tabs>
      </Paper>
      <Paper>
        {menus.isLoading && <PageSpinner />}
        {menus.error && <Alert severity="error">{errorMessage(menus.error, t('ui.menus.load_error'))}</Alert>}
        {menus.data && tree.length === 0 && (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {t('ui.menus.empty')}
          </Typography>
        )}
        {tree.length > 0 && (
          <Box>
            <MenuTreeView
              tree={tree}
              label={`${title}: ${t(`ui.values.${type}`)}`}
              actions={{
                moving,
                onMove: (node, body, button) => void onMove(node, body, button),
                onAddChild: (node) =>
                  void navigate(
                    `${base}/${type}/new?${new URLSearchParams({ ...(schoolId ? { school: String(schoolId) } : {}), parent: String(node.id) })}`,
                  ),
                onEdit: (node) => go(`/${node.id}/edit`),
                onDelete: (node) => go(`/${node.id}/delete`),
              }}
            />
          </Box>
        )}
      </Paper>
      {(adding || editing) && menus.data && (
        <MenuDialog
          key={editing ? selected?.id : `new-${parentId ?? 0}`}
          resource={resource}
          type={type}
          schoolId={schoolId}
          tree={tree}
          menu={editing ? selected : undefined}
          parentId={parentId}
          onClose={() => go('')}
          onSaved={async (added) => {
            notify({ message: { key: added ? 'ui.menus.added' : 'ui.menus.updated' }, variant: 'success' });
            await reload();
            go('');
          }}
        />
      )}
      <DeleteDialog open={deleting} deleting={remove.isPending} onDelete={onDelete} onCancel={() => go('')} />
      <ConfirmDialog
        open={syncOpen}
        title={t('ui.menus.sync')}
        intro={t('ui.menus.sync_intro')}
        confirmLabel={t('ui.menus.sync')}
        loading={action.isPending}
        onConfirm={onSync}
        onCancel={() => setSyncOpen(false)}
      />
      {copyOpen && schoolId !== null && (
        <CopyMenusDialog
          type={type}
          schoolId={schoolId}
          schools={schools.filter((school) => school.id !== schoolId)}
          onClose={() => setCopyOpen(false)}
        />
      )}
    </>
  );
};
