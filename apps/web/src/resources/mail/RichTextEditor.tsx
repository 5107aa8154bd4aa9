import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from './sanitize-html.ts';

const COMMANDS = [
  { command: 'bold', label: 'ui.mail.bold', Icon: FormatBold },
  { command: 'italic', label: 'ui.mail.italic', Icon: FormatItalic },
  { command: 'underline', label: 'ui.mail.underline', Icon: FormatUnderlined },
  { command: 'insertUnorderedList', label: 'ui.mail.bullets', Icon: FormatListBulleted },
] as const;

/**
 * The mail body: an editable area with bold, italic, underline and lists. The value is HTML; what
 * it starts with (a draft, a reply's quote) is cleaned first, and later values from outside are
 * applied only when they differ, so typing never moves the caret.
 */
export const RichTextEditor = ({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) => {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (element && element.innerHTML !== value) element.innerHTML = sanitizeHtml(value);
  }, [value]);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        role="toolbar"
        aria-label={label}
        sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {COMMANDS.map(({ command, label: key, Icon }) => (
          <Tooltip key={command} title={t(key)}>
            <IconButton
              size="small"
              aria-label={t(key)}
              onMouseDown={(event) => {
                // Keep the selection in the text while the button is pressed.
                event.preventDefault();
                document.execCommand(command);
                onChange(area.current?.innerHTML ?? '');
              }}
            >
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        ))}
      </Box>
      <Box
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
        sx={{
          minHeight: 160,
          maxHeight: '40vh',
          overflowY: 'auto',
          p: 1.5,
          outline: 'none',
          '&:focus': { bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
};
