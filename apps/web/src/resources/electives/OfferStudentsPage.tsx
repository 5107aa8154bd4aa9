import { courseRequests, electiveOffers } from '@kampus/contract/resources';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRecord } from '../../api/resources.ts';
import { ResourceListPage } from '../generic/ResourceListPage.tsx';
import { OfferSections } from './OfferSections.tsx';

/**
 * One elective's students (`/timetable/electives/{id}`, from the placement page): its sections with
 * their teachers, then its requests as the generic list, placed and waiting alike, with rank,
 * status, section and place in line.
 */
export const OfferStudentsPage = () => {
  const { t } = useTranslation();
  const { id } = useParams();
  const offer = useRecord(electiveOffers, id);
  const fixedFilters = useMemo(() => ({ offer: id ?? '' }), [id]);
  const title = offer.data
    ? t('ui.electives.students_title', { title: offer.data.title })
    : t('resources.course_requests');
  return (
    <ResourceListPage
      resource={courseRequests}
      basePath="/timetable/course-requests"
      title={title}
      fixedFilters={fixedFilters}
      intro={id ? <OfferSections offerId={id} /> : undefined}
      parentCrumbs={[{ label: t('ui.electives.placement_title'), to: '/timetable/electives' }]}
    />
  );
};
