import Button from '@mui/material/Button';
import { getResource, PAYMENT_EDITABLE_FIELDS } from '@kampus/contract/resources';
import { grantOf, type Resource } from '@kampus/contract/resource';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccessCaller } from '../../api/access.ts';
import { useNotify } from '../../app/notices.ts';
import { errorMessage } from '../../api/client.ts';
import { financePdfPath, useDownloadPdf } from '../../api/finance-documents.ts';
import type { ApiRecord } from '../../api/types.ts';
import type { Crumb } from '../../components/PageHeader.tsx';
import { ResourceFormPage } from '../generic/ResourceFormPage.tsx';
import { ResourceListPage } from '../generic/ResourceListPage.tsx';
import { PayOnlineButton } from '../online-payments/PayOnlineButton.tsx';
import { StudentRecordsSection } from '../students/StudentRecordsSection.tsx';
import { BalanceSummary } from './BalanceSummary.tsx';
import { DeletePaymentAction, RefundAction } from './PaymentActions.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { PlanForm } from './PlanForm.tsx';
import { StatementPanel } from './StatementPanel.tsx';

const resource = (name: string) => getResource(name) as Resource;

export interface StudentFinanceSectionProps {
  section: 'installments' | 'discounts' | 'scholarship' | 'payment';
  studentId: number;
  basePath: string;
  title: string;
  crumbs: Crumb[];
  sid: string | undefined;
  saction: string | undefined;
}

/** Whether the signed-in user may write a resource (staff), or only read their child's rows (a parent). */
const useMayCreate = (name: string): boolean => {
  const caller = useAccessCaller();
  return caller !== undefined && grantOf(resource(name), 'create', caller) !== 'none';
};

/**
 * The student's finance tabs: installments (balance, plan, taking a payment), discounts and
 * scholarships (the generic records of the student), and payments with their refunds,
 * receipts (printable) and payment reports. A parent sees the lists of their own child only:
 * the server answers nothing else, and the forms are staff's.
 */
export const StudentFinanceSection = ({
  section,
  studentId,
  basePath,
  title,
  crumbs,
  sid,
  saction,
}: StudentFinanceSectionProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staffPays = useMayCreate('student_payments');
  const paymentActions = useCallback(
    (row: ApiRecord) =>
      staffPays && row.isRefund !== true
        ? [
            <Button key="edit" size="small" onClick={() => void navigate(`${basePath}/${row.id}/edit`)}>
              {t('ui.finance.edit_payment')}
            </Button>,
            <RefundAction key="refund" row={row} />,
            <DeletePaymentAction key="delete" row={row} />,
          ]
        : [],
    [staffPays, navigate, basePath, t],
  );
  // A receipt is saved as a file like every printed document: a new tab opened after the fetch
  // would be a popup the browser may block.
  const print = useDownloadPdf();
  const notify = useNotify();
  const receiptActions = useCallback(
    (row: ApiRecord) => [
      <Button
        key="print"
        size="small"
        disabled={print.isPending}
        onClick={() =>
          print.mutate(
            { path: financePdfPath.receipt(row.id), fileName: `receipt-${String(row.receiptNumber ?? row.id)}.pdf` },
            {
              onError: (error) =>
                notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
            },
          )
        }
      >
        {t('ui.finance.print')}
      </Button>,
    ],
    [t, print, notify],
  );
  // A family pays an open installment online (shown only when the school's gateway is ready).
  const installmentActions = useCallback(
    (row: ApiRecord) => [<PayOnlineButton key="pay-online" studentId={studentId} row={row} />],
    [studentId],
  );
  const fixedFilters = { studentId: String(studentId) };
  const records = { studentId, field: 'studentId', basePath, title, crumbs, sid, saction };
  // The tab's own list (installments, payments): the student's rows, read-only, under the tab's title.
  const tabList = { basePath, title, readOnly: true, fixedFilters, parentCrumbs: crumbs };
  switch (section) {
    case 'discounts':
      return <StudentRecordsSection {...records} resourceName="student_discounts" />;
    case 'scholarship':
      return <StudentRecordsSection {...records} resourceName="student_scholarships" />;
    case 'installments':
      // The student's fees are edited under this tab (`installments/new`, `installments/{sid}/edit`).
      if (sid !== undefined) return <StudentRecordsSection {...records} resourceName="student_fees" />;
      return (
        <ResourceListPage
          {...tabList}
          resource={resource('installments')}
          rowActions={staffPays ? undefined : installmentActions}
          rowActionsWidth={staffPays ? undefined : 190}
          intro={
            <>
              <BalanceSummary studentId={studentId} />
              <ResourceListPage
                resource={resource('student_fees')}
                basePath={basePath}
                title={t('resources.student_fees')}
                fixedFilters={fixedFilters}
                section
              />
              {staffPays ? <PlanForm studentId={studentId} /> : null}
              {staffPays ? <PaymentForm studentId={studentId} /> : null}
            </>
          }
        />
      );
    case 'payment':
      // A payment's edit screen: only what the ledger leaves a cashier to correct (the server
      // refuses any other field); the amount and its installments stay as they were paid.
      if (sid !== undefined)
        return (
          <ResourceFormPage
            resource={resource('student_payments')}
            basePath={basePath}
            id={sid}
            action={saction}
            fields={PAYMENT_EDITABLE_FIELDS}
            note={t('ui.finance.edit_payment_note')}
            parentCrumbs={crumbs}
          />
        );
      return (
        <>
          <ResourceListPage
            {...tabList}
            resource={resource('student_payments')}
            rowActions={paymentActions}
            rowActionsWidth={staffPays ? 250 : undefined}
          />
          <ResourceListPage
            resource={resource('receipts')}
            basePath={basePath}
            title={t('resources.receipts')}
            readOnly
            fixedFilters={fixedFilters}
            rowActions={receiptActions}
            section
          />
          <ResourceListPage
            resource={resource('payment_reports')}
            basePath={basePath}
            title={t('resources.payment_reports')}
            readOnly
            fixedFilters={fixedFilters}
            section
          />
          <StatementPanel studentId={studentId} />
        </>
      );
  }
};
