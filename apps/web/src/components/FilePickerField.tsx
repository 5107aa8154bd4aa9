import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerModal } from './FilePickerModal.tsx';

export type FilePickerFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  name: string;
  value: string;
  onChange: (url: string) => void;
};

/**
 * An address field whose button opens the file-picker modal (platform spec, section 2): the file
 * chosen in the file manager puts its address into the field, which can still be typed by hand.
 */
export const FilePickerField = ({ name, value, onChange, slotProps, ...props }: FilePickerFieldProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const choose = useCallback((_: string, url: string) => onChange(url), [onChange]);
  const label = t('ui.filemanager.pick_from');
  return (
    <>
      <TextField
        {...props}
        name={name}
        type="url"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          ...slotProps,
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={label}>
                  <IconButton aria-label={label} onClick={() => setOpen(true)} edge="end" disabled={props.disabled}>
                    <FolderOpenIcon />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <FilePickerModal open={open} fieldId={name} onChoose={choose} onClose={close} />
    </>
  );
};
