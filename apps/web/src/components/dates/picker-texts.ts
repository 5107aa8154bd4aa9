import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';

type View = 'year' | 'month' | 'day' | 'weekDay' | 'hours' | 'minutes' | 'seconds' | 'meridiem';

const viewKeys: Record<View, string> = {
  year: 'ui.pickers.year',
  month: 'ui.pickers.month',
  day: 'ui.pickers.day',
  weekDay: 'ui.pickers.week_day',
  hours: 'ui.pickers.hours',
  minutes: 'ui.pickers.minutes',
  seconds: 'ui.pickers.seconds',
  meridiem: 'ui.pickers.meridiem',
};

/**
 * Every text of the date, time and date-time pickers from our catalogues: MUI ships no Arabic
 * texts and leaves some (view names read by screen readers, "Clear") English in the others.
 */
export const pickerTexts = (t: TFunction): Partial<PickersLocaleText> => {
  const view = (name: string): string => (name in viewKeys ? t(viewKeys[name as View]) : name);
  return {
    previousMonth: t('ui.pickers.previous_month'),
    nextMonth: t('ui.pickers.next_month'),
    openPreviousView: t('ui.pickers.open_previous_view'),
    openNextView: t('ui.pickers.open_next_view'),
    calendarViewSwitchingButtonAriaLabel: (current) =>
      current === 'year' ? t('ui.pickers.year_view_open') : t('ui.pickers.calendar_view_open'),
    cancelButtonLabel: t('ui.pickers.cancel'),
    clearButtonLabel: t('ui.pickers.clear'),
    okButtonLabel: t('ui.pickers.ok'),
    todayButtonLabel: t('ui.pickers.today'),
    nextStepButtonLabel: t('ui.pickers.next'),
    datePickerToolbarTitle: t('ui.pickers.date_title'),
    dateTimePickerToolbarTitle: t('ui.pickers.date_time_title'),
    timePickerToolbarTitle: t('ui.pickers.time_title'),
    clockLabelText: (current, formattedTime) =>
      `${t('ui.pickers.select_view', { view: view(current) })}. ${
        formattedTime ? t('ui.pickers.selected_time', { time: formattedTime }) : t('ui.pickers.no_time')
      }`,
    hoursClockNumberText: (hours) => t('ui.pickers.hours_n', { count: hours }),
    minutesClockNumberText: (minutes) => t('ui.pickers.minutes_n', { count: minutes }),
    secondsClockNumberText: (seconds) => t('ui.pickers.seconds_n', { count: seconds }),
    selectViewText: (current) => t('ui.pickers.select_view', { view: view(current) }),
    calendarWeekNumberHeaderLabel: t('ui.pickers.week_number'),
    calendarWeekNumberAriaLabelText: (week) => t('ui.pickers.week_n', { week }),
    openDatePickerDialogue: (date) =>
      date ? t('ui.pickers.choose_date_selected', { date }) : t('ui.pickers.choose_date'),
    openTimePickerDialogue: (time) =>
      time ? t('ui.pickers.choose_time_selected', { time }) : t('ui.pickers.choose_time'),
    fieldClearLabel: t('ui.pickers.clear'),
    timeTableLabel: t('ui.pickers.time_table'),
    dateTableLabel: t('ui.pickers.date_table'),
    fieldYearPlaceholder: ({ digitAmount }) => t('ui.pickers.year_placeholder').repeat(digitAmount),
    fieldMonthPlaceholder: () => t('ui.pickers.month_placeholder'),
    fieldDayPlaceholder: () => t('ui.pickers.day_placeholder'),
    fieldHoursPlaceholder: () => t('ui.pickers.hours_placeholder'),
    fieldMinutesPlaceholder: () => t('ui.pickers.minutes_placeholder'),
    fieldSecondsPlaceholder: () => t('ui.pickers.seconds_placeholder'),
    fieldMeridiemPlaceholder: () => t('ui.pickers.meridiem_placeholder'),
    year: t('ui.pickers.year'),
    month: t('ui.pickers.month'),
    day: t('ui.pickers.day'),
    weekDay: t('ui.pickers.week_day'),
    hours: t('ui.pickers.hours'),
    minutes: t('ui.pickers.minutes'),
    seconds: t('ui.pickers.seconds'),
    meridiem: t('ui.pickers.meridiem'),
    empty: t('ui.pickers.empty'),
  };
};
