import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { GridActionsCellItem } from '@mui/x-data-grid';
import { getResource } from '@kampus/contract/resources';
import type { Resource } from '@kampus/contract/resource';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../api/access.ts';
import { errorMessage } from '../../api/client.ts';
import { useUpdate } from '../../api/resources.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import type { StudentSectionProps } from '../../app/screens.ts';
import { recordSectionProps } from '../students/record-section-props.ts';
import { StudentRecordsSection } from '../students/StudentRecordsSection.tsx';

/**
 * A student's allergies or medications: the generic list and form, where an entry a parent
 * reported waits unconfirmed and the nurse confirms it with one click (a parent may add one and
 * sees it marked unconfirmed; only health staff may change it, as the server says).
 */
export const ReportedEntriesSection = (section: StudentSectionProps) => {
  const props = recordSectionProps(section);
  const { t } = useTranslation();
  const notify = useNotify();
  const resource = getResource(props.resourceName) as Resource;
  const access = useAccess(resource);
  const confirm = useUpdate(props.resourceName);
  const rowActions = (row: ApiRecord) =>
    row.confirmed === false && access.may('update', row)
      ? [
          <GridActionsCellItem
            key="confirm"
            icon={<TaskAltIcon />}
            label={t('ui.health.confirm')}
            showInMenu={false}
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate(
                { id: row.id, body: { confirmed: true } },
                {
                  onError: (error) =>
                    notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
                },
              )
            }
          />,
        ]
      : [];
  return <StudentRecordsSection {...props} rowActions={rowActions} />;
};
