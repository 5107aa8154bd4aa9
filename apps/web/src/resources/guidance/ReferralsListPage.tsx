import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { GridActionsCellItem } from '@mui/x-data-grid';
import { guidanceReferrals, type REFERRAL_STATUSES } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../api/access.ts';
import { errorMessage } from '../../api/client.ts';
import { useUpdate } from '../../api/resources.ts';
import type { ApiRecord } from '../../api/types.ts';
import { notify } from '../../app/notices.ts';
import { ResourceListPage } from '../generic/ResourceListPage.tsx';
import { basePathOf } from '../routes.ts';

type Status = (typeof REFERRAL_STATUSES)[number];

/** Where a referral goes next from the list: an open one is accepted, an accepted one closed. */
const NEXT: Partial<Record<Status, 'accepted' | 'closed'>> = { open: 'accepted', accepted: 'closed' };

/**
 * `/guidance/referrals`: the generic list of referrals, with the counsellor's next step on each
 * row (Accept an open referral, Close an accepted one) in one click, as the form would save it
 * (the teacher who referred is told: docs/guidance.md). A teacher's own list shows no button:
 * the status is not theirs to move.
 */
export const ReferralsListPage = () => {
  const { t } = useTranslation();
  const access = useAccess(guidanceReferrals);
  const update = useUpdate('guidance_referrals');

  const rowActions = (row: ApiRecord) => {
    const next = NEXT[row.referralStatus as Status];
    if (!next || !access.may('update', row)) return [];
    const name = row.refNames?.student ?? '';
    const label =
      next === 'accepted' ? t('ui.guidance.accept_referral', { name }) : t('ui.guidance.close_referral', { name });
    return [
      <GridActionsCellItem
        key={next}
        icon={next === 'accepted' ? <CheckCircleOutlineIcon /> : <TaskAltIcon />}
        label={label}
        disabled={update.isPending}
        onClick={() =>
          update.mutate(
            { id: Number(row.id), body: { referralStatus: next } },
            {
              onSuccess: () =>
                notify({
                  message: {
                    key: next === 'accepted' ? 'ui.guidance.referral_accepted' : 'ui.guidance.referral_closed',
                  },
                  variant: 'success',
                }),
              onError: (error) =>
                notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
            },
          )
        }
      />,
    ];
  };

  return (
    <ResourceListPage
      resource={guidanceReferrals}
      basePath={basePathOf('guidance_referrals')}
      rowActions={rowActions}
    />
  );
};
