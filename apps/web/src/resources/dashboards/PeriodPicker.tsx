import { STATS_PERIODS, type StatsPeriod } from '@kampus/contract/action';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

/** Week, month or year: the spec's periods of the daily cash and enrolment charts. */
export const PeriodPicker = ({
  value,
  onChange,
  label,
}: {
  value: StatsPeriod;
  onChange: (period: StatsPeriod) => void;
  label: string;
}) => {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={label}
      onChange={(_, next: StatsPeriod | null) => next && onChange(next)}
    >
      {STATS_PERIODS.map((period) => (
        <ToggleButton key={period} value={period}>
          {t(`ui.dashboards.period_${period}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
