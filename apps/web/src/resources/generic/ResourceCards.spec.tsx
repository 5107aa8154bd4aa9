import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { getResource } from '@kampus/contract/resources';
import { GridActionsCellItem, type GridActionsColDef } from '@mui/x-data-grid';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ApiRecord } from '../../api/types.ts';
import { changeLanguage, i18n, initI18n } from '../../i18n/index.ts';
import { impersonateAction } from '../impersonation/ImpersonateAction.tsx';
import { ResourceCards } from './ResourceCards.tsx';
import { renderWithProviders } from '../../test-support/providers.tsx';

const gradeLevels = getResource('grade_levels');
if (!gradeLevels) throw new Error('contract resource grade_levels missing');

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

const rows: ApiRecord[] = [
  { id: 1, '@id': '/api/grade_levels/1', title: 'Grade 9', levelOrder: 9, active: '1' },
  { id: 2, '@id': '/api/grade_levels/2', title: 'Grade 10', levelOrder: 10, active: '1' },
];

const renderCards = (page = 0, total = 32) => {
  const onDelete = vi.fn<(row: ApiRecord) => void>();
  const onPagination = vi.fn();
  const actions: GridActionsColDef<ApiRecord> = {
    field: 'actions',
    type: 'actions',
    getActions: ({ row }) => [
      <GridActionsCellItem
        key="delete"
        icon={<DeleteIcon />}
        label={`Delete ${String(row.title)}`}
        onClick={() => onDelete(row)}
      />,
    ],
  };
  renderWithProviders(
    <ResourceCards
      resource={gradeLevels}
      rows={rows}
      total={total}
      loading={false}
      language="en"
      actions={actions}
      openPath={(row) => `/config/grade-levels/${row.id}`}
      pagination={{ page, pageSize: 30 }}
      onPagination={onPagination}
      title="Grade levels"
    />,
  );
  return { onDelete, onPagination };
};

describe('ResourceCards (lists on a phone)', () => {
  it('shows one card per record, titled with a link to the record', () => {
    renderCards();
    const cards = within(screen.getByRole('region', { name: 'Grade levels' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const link = within(cards[0] as HTMLElement).getByRole('link', { name: 'Grade 9' });
    expect(link.getAttribute('href')).toBe('/config/grade-levels/1');
  });

  it("draws the grid's row buttons as named buttons that act on their record", () => {
    const { onDelete } = renderCards();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Grade 10' }));
    expect(onDelete).toHaveBeenCalledWith(rows[1]);
  });

  it('pages: Previous is off on the first page, Next asks for the next one', () => {
    const { onPagination } = renderCards(0, 32);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPagination).toHaveBeenCalledWith({ page: 1, pageSize: 30 });
  });

  it("titles a payment by its amount and date, not its cashier, and draws a screen's own buttons as they are", () => {
    const payments = getResource('student_payments');
    if (!payments) throw new Error('contract resource student_payments missing');
    const onRefund = vi.fn<(row: ApiRecord) => void>();
    const payment: ApiRecord = {
      id: 41,
      '@id': '/api/student_payments/41',
      studentId: 7,
      paymentDate: '2026-11-28',
      paymentAmount: '1250.00',
      paymentType: 'cash',
      committer: 'Cashier One',
      refNames: { studentId: 'Ali Kaya' },
    };
    renderWithProviders(
      <ResourceCards
        resource={payments}
        rows={[payment]}
        total={1}
        loading={false}
        language="en"
        actions={{
          field: 'actions',
          type: 'actions',
          getActions: ({ row }) => [
            <Button key="refund" onClick={() => onRefund(row)}>
              Refund
            </Button>,
          ],
        }}
        openPath={() => undefined}
        pagination={{ page: 0, pageSize: 30 }}
        onPagination={vi.fn()}
        title="Payments"
      />,
    );
    const card = within(screen.getByRole('region', { name: 'Payments' })).getByRole('listitem');
    const heading = within(card).getByRole('heading');
    expect(heading.textContent).toMatch(/1,250\.00/);
    expect(heading.textContent).toMatch(/2026|28/);
    expect(heading.textContent).not.toContain('Cashier One');
    expect(heading.textContent).not.toBe('41');
    // The amount and date are the title, so they are not listed again under it.
    expect(within(card).queryAllByText(/1,250\.00/)).toHaveLength(1);
    fireEvent.click(within(card).getByRole('button', { name: 'Refund' }));
    expect(onRefund).toHaveBeenCalledWith(payment);
  });

  it('titles a support plan by its student and its start written as the reader writes it, never the ISO date', () => {
    const plans = getResource('support_plans');
    if (!plans) throw new Error('contract resource support_plans missing');
    const plan: ApiRecord = {
      id: 5,
      '@id': '/api/support_plans/5',
      student: 7,
      planStart: '2026-10-13',
      planReviewDue: '2027-01-15',
      planStatus: 'active',
      planGoals: 'Read set texts at her own pace.',
      refNames: { student: 'Kürşad Dağlaroğlu' },
    };
    renderWithProviders(
      <ResourceCards
        resource={plans}
        rows={[plan]}
        total={1}
        loading={false}
        language="en"
        actions={{ field: 'actions', type: 'actions', getActions: () => [] }}
        openPath={() => '/guidance/support-plans/5'}
        pagination={{ page: 0, pageSize: 30 }}
        onPagination={vi.fn()}
        title="Support plans"
      />,
    );
    const card = within(screen.getByRole('region', { name: 'Support plans' })).getByRole('listitem');
    const heading = within(card).getByRole('heading');
    expect(heading.textContent).toBe('Kürşad Dağlaroğlu · Oct 13, 2026');
    expect(card.textContent).not.toContain('2026-10-13');
    // The goals, free text of any language, read in their own direction.
    expect(within(card).getByText('Read set texts at her own pace.').closest('dd')?.getAttribute('dir')).toBe('auto');
  });

  it("draws the users list's Impersonate button on a teacher's card (it once threw outside a grid: the list failed on a phone)", () => {
    const users = getResource('users');
    if (!users) throw new Error('contract resource users missing');
    const onImpersonate = vi.fn<(target: { id: number | string; name: string }) => void>();
    const teacher: ApiRecord = { id: 3, uuid: 'u-3', '@id': '/api/users/u-3', name: 'Tülay', lastName: 'Öğretmen' };
    renderWithProviders(
      <ResourceCards
        resource={users}
        rows={[teacher]}
        total={1}
        loading={false}
        language="en"
        actions={{
          field: 'actions',
          type: 'actions',
          getActions: ({ row }) => [impersonateAction({ row, onImpersonate, t: i18n.t })],
        }}
        openPath={() => undefined}
        pagination={{ page: 0, pageSize: 30 }}
        onPagination={vi.fn()}
        title="Users"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Impersonate Tülay Öğretmen' }));
    expect(onImpersonate).toHaveBeenCalledWith({ id: 'u-3', name: 'Tülay Öğretmen' });
  });

  it("says 'No limit' on a teacher's rule left empty, never a blank beside the label (Turkish: 'Sınır yok')", async () => {
    const rules = getResource('timetable_teacher_rules');
    if (!rules) throw new Error('contract resource timetable_teacher_rules missing');
    const rule: ApiRecord = {
      id: 4,
      '@id': '/api/timetable_teacher_rules/4',
      teacher: '/api/users/u-3',
      maxPerDay: 6,
      maxInARow: null,
      refNames: { teacher: 'Tülay Öğretmen' },
    };
    await changeLanguage('tr');
    onTestFinished(() => changeLanguage('en'));
    renderWithProviders(
      <ResourceCards
        resource={rules}
        rows={[rule]}
        total={1}
        loading={false}
        language="tr"
        actions={{ field: 'actions', type: 'actions', getActions: () => [] }}
        openPath={() => undefined}
        pagination={{ page: 0, pageSize: 30 }}
        onPagination={vi.fn()}
        title="Öğretmen kuralları"
      />,
    );
    const card = within(screen.getByRole('region', { name: 'Öğretmen kuralları' })).getByRole('listitem');
    expect(within(card).getByRole('heading').textContent).toBe('Tülay Öğretmen');
    expect(within(card).getByText('6')).toBeTruthy();
    expect(within(card).getByText('Sınır yok')).toBeTruthy();
  });
});
