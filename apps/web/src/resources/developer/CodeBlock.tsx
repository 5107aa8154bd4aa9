import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';

/** A command or an answer: always left to right (also in Arabic), with a button that copies it. */
export const CodeBlock = ({ code, label }: { code: string; label?: string }) => {
  const { t } = useTranslation();
  return (
    // The whole block is left to right, its copy button included, so the button never covers the command.
    <Box dir="ltr" sx={{ position: 'relative', my: 1 }}>
      <Box
        component="pre"
        aria-label={label}
        // Inline, so the right-to-left stylesheet does not flip it: a command reads left to right everywhere.
        style={{ textAlign: 'left' }}
        sx={{
          m: 0,
          p: 1.5,
          pe: 6,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowX: 'auto',
          fontSize: 13,
          whiteSpace: 'pre',
        }}
      >
        <code>{code}</code>
      </Box>
      <Tooltip title={t('ui.developer.copy')}>
        <IconButton
          size="small"
          aria-label={t('ui.developer.copy')}
          onClick={() => void navigator.clipboard?.writeText(code)}
          sx={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};
