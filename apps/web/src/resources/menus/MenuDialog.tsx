import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useSaveMenu, type MenuResource } from '../../api/organization.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { flatten, subtreeIds, type MenuNode } from './menu-tree.ts';

export interface MenuDialogProps {
  resource: MenuResource;
  type: string;
  schoolId: number | null;
  tree: MenuNode[];
  /** Edit this menu; without it a new one is added under `parentId`. */
  menu?: MenuNode | undefined;
  parentId: number | null;
  onSaved: (added: boolean) => void;
  onClose: () => void;
}

/** Add or edit one menu: title (a text or a `menu.*` key), address, icon, parent, active. */
export const MenuDialog = ({ resource, type, schoolId, tree, menu, parentId, onSaved, onClose }: MenuDialogProps) => {
  const { t } = useTranslation();
  const save = useSaveMenu(resource);
  const [title, setTitle] = useState(menu?.title ?? '');
  const [url, setUrl] = useState(menu?.url ?? '');
  const [icon, setIcon] = useState(menu?.icon ?? '');
  const [isActive, setActive] = useState(menu?.isActive ?? true);
  const [parent, setParent] = useState<number | ''>(menu ? (menu.parentId ?? '') : (parentId ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const excluded = menu ? subtreeIds(menu) : new Set<number>();
  const options = flatten(tree).filter(({ node }) => !excluded.has(node.id));

  const submit = () => {
    if (title.trim() === '') {
      setErrors({ title: t('app.cannot_be_empty') });
      return;
    }
    setErrors({});
    setFormError(null);
    const reference = (id: number | '') => (id === '' ? null : `/api/${resource}/${id}`);
    const body: Record<string, unknown> = {
      title: title.trim(),
      url: url.trim() || null,
      icon: icon.trim() || null,
      isActive,
      parent: reference(parent),
      ...(menu ? {} : { type, ...(resource === 'menus' ? { school: `/api/schools/${schoolId ?? ''}` } : {}) }),
    };
    save.mutate(
      { id: menu?.id, body },
      {
        onSuccess: () => onSaved(menu === undefined),
        onError: (error) => {
          const violations = error instanceof ApiError ? (error.problem.violations ?? []) : [];
          setErrors(Object.fromEntries(violations.map((v) => [v.propertyPath, v.message])));
          setFormError(errorMessage(error, t(menu ? 'ui.menus.update_error' : 'ui.menus.add_error')));
        },
      },
    );
  };

  return (
    <Dialog
      open
      title={menu ? t('ui.menus.edit') : t('ui.menus.add')}
      onClose={onClose}
      onCancel={onClose}
      cancelLabel={t('ui.form.cancel')}
      onOk={submit}
      okLabel={t('ui.form.save')}
      loading={save.isPending}
      width={560}
    >
      <Stack
        spacing={2}
        sx={{ pt: 1 }}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <TextField
          name="title"
          label={t('fields.title')}
          required
          autoFocus
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title ?? (title.startsWith('menu.') ? t(title, { defaultValue: '' }) : undefined)}
        />
        <TextField
          name="url"
          label={t('fields.url')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={Boolean(errors.url)}
          helperText={errors.url}
        />
        <TextField
          name="icon"
          label={t('fields.icon')}
          value={icon}
          onChange={(event) => setIcon(event.target.value)}
          error={Boolean(errors.icon)}
          helperText={errors.icon}
        />
        <TextField
          select
          name="parent"
          label={t('fields.parent')}
          value={parent}
          onChange={(event) => setParent(event.target.value === '' ? '' : Number(event.target.value))}
          error={Boolean(errors.parent)}
          helperText={errors.parent}
        >
          <MenuItem value="">
            <em>{t('ui.menus.top_level')}</em>
          </MenuItem>
          {options.map(({ node, depth }) => (
            <MenuItem key={node.id} value={node.id} sx={{ pl: 2 + depth * 2 }}>
              {t(node.title, { defaultValue: node.title })}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={isActive} onChange={(event) => setActive(event.target.checked)} />}
          label={t('fields.isActive')}
        />
      </Stack>
    </Dialog>
  );
};
