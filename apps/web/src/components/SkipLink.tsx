import Box from '@mui/material/Box';

/**
 * A link hidden until it has focus, that moves focus past what comes before a target: the top bar
 * and the menu before a page, the filters before a list's results. `href` names the target for
 * a reader that follows links; `onSkip` puts focus where a keyboard user goes on from.
 */
export const SkipLink = ({ label, href, onSkip }: { label: string; href: string; onSkip: () => void }) => (
  <Box
    component="a"
    href={href}
    onClick={(event) => {
      event.preventDefault();
      onSkip();
    }}
    sx={{
      position: 'fixed',
      insetInlineStart: 8,
      top: 8,
      zIndex: (theme) => theme.zIndex.tooltip + 1,
      px: 2,
      py: 1,
      bgcolor: 'background.paper',
      color: 'text.primary',
      borderRadius: 1,
      boxShadow: 4,
      fontWeight: 600,
      transform: 'translateY(-200%)',
      '&:focus': { transform: 'none' },
    }}
  >
    {label}
  </Box>
);
