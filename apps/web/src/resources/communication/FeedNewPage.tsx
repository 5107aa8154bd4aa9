import AttachFile from '@mui/icons-material/AttachFile';
import Image from '@mui/icons-material/Image';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AUDIENCE_GROUPS } from '@kampus/contract/resource';
import { FEED_TYPES } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useFeedImage, useUploadFeedFile, type FeedFile } from '../../api/feed-files.ts';
import { useCreate } from '../../api/resources.ts';
import { notify } from '../../app/notices.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { FilePickerField } from '../../components/FilePickerField.tsx';
import { PicturedStudentsField } from './PicturedStudentsField.tsx';

interface Draft {
  title: string;
  shortText: string;
  content: string;
  coverPicture: string;
  url: string;
  tags: string;
  feedType: string;
  commentsOn: boolean;
  audiences: string[];
  files: FeedFile[];
  pictured: number[];
}

const EMPTY: Draft = {
  title: '',
  shortText: '',
  content: '',
  coverPicture: '',
  url: '',
  tags: '',
  feedType: 'news',
  commentsOn: true,
  audiences: [],
  files: [],
  pictured: [],
};

/** A new post (`/feeds/new`): the server checks every field; its 422s show under the fields they name. */
export const FeedNewPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreate('feeds');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const upload = useUploadFeedFile();
  const [uploadError, setUploadError] = useState<{ kind: 'cover' | 'file'; message: string } | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const fieldError = (name: string): string | undefined =>
    create.error instanceof ApiError
      ? create.error.problem.violations?.find((violation) => violation.propertyPath === name)?.message
      : undefined;
  const cover = useFeedImage(draft.coverPicture.startsWith('/files/') ? draft.coverPicture : null);
  // Each file is checked by its bytes on the server as it is chosen; a refused one says why under its button.
  const send = (kind: 'cover' | 'file', list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      upload.mutate(
        { file, kind },
        {
          onSuccess: (stored) => {
            setUploadError(null);
            if (kind === 'cover') set('coverPicture', stored.url);
            else setDraft((current) => ({ ...current, files: [...current.files, stored] }));
          },
          onError: (error) =>
            setUploadError({
              kind,
              message:
                (error instanceof ApiError ? error.problem.violations?.[0]?.message : undefined) ??
                errorMessage(error, t('app.an_error_occurred')),
            }),
        },
      );
    }
  };
  const picker = (kind: 'cover' | 'file') => (
    <Box>
      <Button
        component="label"
        variant="outlined"
        startIcon={kind === 'cover' ? <Image /> : <AttachFile />}
        disabled={upload.isPending}
      >
        {t(kind === 'cover' ? 'ui.communication.upload_cover' : 'ui.communication.attach_files')}
        <input
          hidden
          type="file"
          multiple={kind === 'file'}
          accept={kind === 'cover' ? 'image/png,image/jpeg,image/gif,image/webp' : undefined}
          data-testid={`feed-upload-${kind}`}
          onChange={(event) => {
            send(kind, event.target.files);
            event.target.value = '';
          }}
        />
      </Button>
      {uploadError?.kind === kind && <FormHelperText error>{uploadError.message}</FormHelperText>}
    </Box>
  );
  const submit = () => {
    const tags = draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    create.mutate(
      {
        title: draft.title,
        shortText: draft.shortText || null,
        content: draft.content || null,
        coverPicture: draft.coverPicture || null,
        url: draft.url || null,
        tags,
        feedType: draft.feedType,
        commentsOn: draft.commentsOn,
        audiences: draft.audiences,
        files: draft.files,
        pictured: draft.pictured,
      },
      {
        onSuccess: () => {
          notify({ message: { key: 'ui.communication.post_saved' }, variant: 'success' });
          void navigate('/feeds');
        },
      },
    );
  };
  const text = (
    name: keyof Draft & string,
    props: { multiline?: boolean; required?: boolean; helper?: string } = {},
  ) => (
    <TextField
      label={t(`fields.${name}`)}
      value={draft[name] as string}
      onChange={(event) => set(name, event.target.value)}
      required={props.required}
      multiline={props.multiline}
      minRows={props.multiline ? 6 : undefined}
      error={fieldError(name) !== undefined}
      helperText={fieldError(name) ?? props.helper}
    />
  );
  return (
    <Stack
      spacing={2}
      sx={{ maxWidth: 760, mx: 'auto' }}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <PageHeader
        title={t('ui.communication.new_post')}
        crumbs={[{ label: t('ui.communication.feed_title'), to: '/feeds' }]}
      />
      {create.isError && !(create.error instanceof ApiError && create.error.problem.violations) && (
        <Alert severity="error">{errorMessage(create.error, t('app.an_error_occurred'))}</Alert>
      )}
      {text('title', { required: true })}
      {text('shortText')}
      {text('content', { multiline: true, helper: t('ui.communication.markdown_help') })}
      <TextField
        select
        label={t('fields.feedType')}
        value={draft.feedType}
        onChange={(event) => set('feedType', event.target.value)}
      >
        {FEED_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`ui.communication.type_${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <FilePickerField
        name="coverPicture"
        label={t('fields.coverPicture')}
        value={draft.coverPicture}
        onChange={(url) => set('coverPicture', url)}
        error={fieldError('coverPicture') !== undefined}
        helperText={fieldError('coverPicture') ?? t('ui.communication.address_help')}
      />
      {picker('cover')}
      {cover && (
        <Box
          component="img"
          src={cover}
          alt={t('ui.communication.cover_preview')}
          sx={{ maxHeight: 200, maxWidth: '100%', objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      {picker('file')}
      {draft.files.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label={t('ui.communication.files_label')}
        >
          {draft.files.map((file) => (
            <Chip
              key={file.url}
              icon={<AttachFile />}
              label={<bdi>{file.name}</bdi>}
              onDelete={() =>
                set(
                  'files',
                  draft.files.filter((other) => other.url !== file.url),
                )
              }
              title={t('ui.communication.remove_file', { name: file.name })}
            />
          ))}
        </Stack>
      )}
      {fieldError('files') && <FormHelperText error>{fieldError('files')}</FormHelperText>}
      <PicturedStudentsField
        value={draft.pictured}
        onChange={(ids) => set('pictured', ids)}
        error={fieldError('pictured')}
      />
      {text('url')}
      {text('tags', { helper: t('ui.communication.tags_help') })}
      <FormControl component="fieldset" error={fieldError('audiences') !== undefined}>
        <FormLabel component="legend">{t('fields.audiences')}</FormLabel>
        <FormGroup row>
          {AUDIENCE_GROUPS.map((group) => (
            <FormControlLabel
              key={group}
              control={
                <Checkbox
                  checked={draft.audiences.includes(group)}
                  onChange={(event) =>
                    set(
                      'audiences',
                      event.target.checked
                        ? [...draft.audiences, group]
                        : draft.audiences.filter((chosen) => chosen !== group),
                    )
                  }
                />
              }
              label={t(`ui.communication.audience_${group}`)}
            />
          ))}
        </FormGroup>
        <FormHelperText>{fieldError('audiences') ?? t('ui.communication.audience_help')}</FormHelperText>
      </FormControl>
      <FormControlLabel
        control={<Switch checked={draft.commentsOn} onChange={(event) => set('commentsOn', event.target.checked)} />}
        label={t('fields.commentsOn')}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('ui.communication.publish')}
        </Button>
        <Button onClick={() => void navigate('/feeds')}>{t('ui.communication.cancel')}</Button>
      </Stack>
    </Stack>
  );
};
