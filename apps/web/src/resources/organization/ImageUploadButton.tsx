import UploadIcon from '@mui/icons-material/Upload';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useUploadConfigurationImage } from '../../api/organization.ts';
import { acceptedImageTypes } from './image-types.ts';

/** An upload button inside an image-address field of the configuration form: the address comes back into the field. */
export const ImageUploadButton = ({
  schoolId,
  name,
  label,
  disabled,
  onUploaded,
  onError,
}: {
  schoolId: number;
  name: string;
  label: string;
  disabled: boolean;
  onUploaded: (url: string) => void;
  onError: (message: string) => void;
}) => {
  const { t } = useTranslation();
  const upload = useUploadConfigurationImage(schoolId);
  const title = `${t('ui.organization.upload')}: ${label}`;
  return (
    <Tooltip title={title}>
      <span>
        <IconButton component="label" aria-label={title} disabled={disabled || upload.isPending} edge="end">
          {upload.isPending ? <CircularProgress size={20} /> : <UploadIcon />}
          <input
            hidden
            type="file"
            name={`${name}-file`}
            accept={acceptedImageTypes(name)}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              upload.mutate(
                { key: name, file },
                {
                  onSuccess: (answer) => onUploaded(answer.url),
                  onError: (error) =>
                    onError(
                      error instanceof ApiError && error.problem.violations?.[0]
                        ? error.problem.violations[0].message
                        : errorMessage(error, t('app.an_error_occurred')),
                    ),
                },
              );
            }}
          />
        </IconButton>
      </span>
    </Tooltip>
  );
};
