import Alert, { type AlertColor } from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The state of two-step sign-in (on, off, on with passkeys), said as the section's heading.
 * `takeFocus`: the person's own act (Turn on, Turn off, saving the codes) just changed the state;
 * the button they pressed is gone, so the focus lands here, on the news, instead of on the page's
 * start, and a screen reader reads it. A page merely opened keeps its focus where it was.
 */
export const StatusHeading = ({
  severity,
  takeFocus = false,
  children,
}: {
  severity: AlertColor;
  takeFocus?: boolean;
  children: ReactNode;
}) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <Alert severity={severity}>
      <Typography ref={heading} component="h2" variant="body2" tabIndex={-1} sx={{ m: 0, outlineOffset: 2 }}>
        {children}
      </Typography>
    </Alert>
  );
};
