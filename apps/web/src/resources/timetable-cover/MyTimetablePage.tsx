import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { WeekView } from './WeekView.tsx';
import { useWeekDate } from './use-week-params.ts';

/** A teacher's own week, covers they give included (the notification of a cover links here). */
export const MyTimetablePage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [date, setDate] = useWeekDate();
  return (
    <>
      <PageHeader title={t('menu.my_timetable')} />
      {user.data ? <WeekView choice={{ view: 'teacher', id: user.data.id, date }} onDate={setDate} /> : <PageSpinner />}
    </>
  );
};
