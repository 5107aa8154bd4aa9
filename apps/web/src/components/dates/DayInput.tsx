import { LazyDateInput } from './LazyDateInput.tsx';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day chosen for a page's view (a week, a day's cover, a publication's start): the shared date
 * input, in the interface's order of day, month and year rather than the browser's, which tells
 * the page only of a whole day, never of one half typed.
 */
export const DayInput = ({ label, value, onDay }: { label: string; value: string; onDay: (day: string) => void }) => (
  <LazyDateInput
    kind="date"
    size="small"
    label={label}
    value={value}
    onChange={(typed) => {
      if (ISO_DAY.test(typed)) onDay(typed);
    }}
  />
);
