import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../api/save-blob.ts';

/** The codes as a person keeps them: a line saying what they are and where, then one code a line. */
const codesText = (title: string, codes: string[]): string => `${title}\n\n${codes.join('\n')}\n`;

/**
 * The recovery codes the first factor (an authenticator app or a passkey) brings, shown this once;
 * `children` come first (the app's "turned on" notice). Shown once means kept elsewhere at once:
 * they copy to the clipboard (a password manager) or save as a text file, rather than being typed
 * over by hand.
 */
export const RecoveryCodes = ({
  codes,
  onDone,
  children,
}: {
  codes: string[];
  onDone: () => void;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = () => codesText(t('ui.accounts.second_factor.codes_file_title', { site: window.location.host }), codes);
  const copy = () => {
    void navigator.clipboard?.writeText(text()).then(() => setCopied(true));
  };
  const download = () =>
    saveBlob(
      new Blob([text()], { type: 'text/plain;charset=utf-8' }),
      `kampus-recovery-codes-${window.location.hostname}.txt`,
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
      {children}
      <Typography>{t('ui.accounts.second_factor.recovery_intro', { count: codes.length })}</Typography>
      <Box
        component="ol"
        aria-label={t('ui.accounts.second_factor.recovery_codes')}
        // One column on a phone: two columns of 19-character codes do not fit 390 px and broke each
        // code over two lines. A code still wraps rather than overflows on a narrower screen.
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          columnCount: { xs: 1, sm: 2 },
          m: 0,
          overflowWrap: 'anywhere',
        }}
      >
        {codes.map((recovery) => (
          <li key={recovery} dir="ltr">
            {recovery}
          </li>
        ))}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {t('ui.accounts.second_factor.copy_codes')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {t('ui.accounts.second_factor.download_codes')}
        </Button>
      </Stack>
      {copied && (
        <Typography role="status" color="success.main">
          {t('ui.accounts.second_factor.codes_copied')}
        </Typography>
      )}
      <Box>
        <Button variant="contained" onClick={onDone}>
          {t('ui.accounts.second_factor.saved_codes')}
        </Button>
      </Box>
    </Box>
  );
};
