import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useUploadSchoolImage } from '../../api/organization.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import { acceptedImageTypes } from './image-types.ts';

/** The school's images; the server checks each against the catalogue's limits (sizes in the hints). */
const KINDS = ['logo', 'favicon', 'picture', 'smallLogo', 'bigLogo'] as const;

const ImageCard = ({ school, kind }: { school: ApiRecord; kind: (typeof KINDS)[number] }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const upload = useUploadSchoolImage(school.id);
  const [error, setError] = useState<string | null>(null);
  const url = typeof school[kind] === 'string' ? (school[kind] as string) : '';

  const choose = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => notify({ message: { key: 'ui.organization.image_saved' }, variant: 'success' }),
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.problem.violations?.[0]
              ? failure.problem.violations[0].message
              : errorMessage(failure, t('app.an_error_occurred')),
          ),
      },
    );
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t(`fields.${kind}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t(`ui.organization.image_rules.${kind}`)}
        </Typography>
        <Box
          sx={{
            minHeight: 72,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            borderRadius: 1,
            mb: 1.5,
            p: 1,
            overflow: 'hidden',
          }}
        >
          {url ? (
            <Box component="img" src={url} alt={t(`fields.${kind}`)} sx={{ maxWidth: '100%', maxHeight: 120 }} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('ui.organization.no_image')}
            </Typography>
          )}
        </Box>
        {error && (
          <Alert severity="error" sx={{ mb: 1.5 }} role="alert">
            {error}
          </Alert>
        )}
        <Button
          component="label"
          variant="outlined"
          disabled={upload.isPending}
          startIcon={upload.isPending ? <CircularProgress size={16} /> : <UploadIcon />}
        >
          {upload.isPending ? t('ui.organization.uploading') : t('ui.organization.upload')}
          <input
            hidden
            type="file"
            name={kind}
            accept={acceptedImageTypes(kind)}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
      </CardContent>
    </Card>
  );
};

export const SchoolImages = ({ school }: { school: ApiRecord }) => (
  <Grid container spacing={2}>
    {KINDS.map((kind) => (
      <Grid key={kind} size={{ xs: 12, md: 6 }}>
        <ImageCard school={school} kind={kind} />
      </Grid>
    ))}
  </Grid>
);
