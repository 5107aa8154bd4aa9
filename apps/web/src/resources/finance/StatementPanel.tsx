import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useAccountStatement, type StatementOwner } from '../../api/finance.ts';
import { useAllRecords } from '../../api/seasons.ts';
import { financePdfPath, useDownloadPdf } from '../../api/finance-documents.ts';
import { useNotify } from '../../app/notices.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { ReportPanel, ReportTable } from './ReportPanel.tsx';

interface Guardian {
  id: number;
  name?: string;
  lastName?: string;
}

/**
 * The statement of account (issue 27): opening balance, every fee, discount, payment, refund and
 * void with the running balance, as the server computes it; printable as a PDF with the school's
 * legal details. It reads the student's own account, or, chosen by one of the student's
 * guardians, the family's (that guardian's children together, each line naming its child). The
 * table scrolls sideways on a phone rather than squeezing.
 */
export const StatementPanel = ({ studentId }: { studentId: number }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const guardians = (useAllRecords('guardians', { studentId: String(studentId) }).data ?? []) as Guardian[];
  const [familyOf, setFamilyOf] = useState('');
  const owner: StatementOwner = familyOf
    ? { kind: 'family', id: Number(familyOf) }
    : { kind: 'student', id: studentId };
  const statement = useAccountStatement(owner);
  const print = useDownloadPdf();
  const notify = useNotify();
  const data = statement.data;
  const money = (amount: string): string => (amount === '0.00' ? '' : formatMoney(amount, language));
  const family = owner.kind === 'family';
  const childName = (id: number): string => data?.students.find((child) => child.id === id)?.name ?? '';
  const pdf = family
    ? { path: financePdfPath.familyStatement(owner.id), fileName: `statement-family-${owner.id}.pdf` }
    : { path: financePdfPath.statement(studentId), fileName: `statement-${studentId}.pdf` };
  return (
    <ReportPanel
      title={t(family ? 'ui.cashier.statement.family_title' : 'cashier.statement.title')}
      testId="statement"
      controls={
        <>
          {guardians.length > 0 && (
            <TextField
              select
              size="small"
              label={t('ui.cashier.statement.of')}
              value={familyOf}
              onChange={(event) => setFamilyOf(event.target.value)}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{t('ui.cashier.statement.this_student')}</MenuItem>
              {guardians.map((guardian) => (
                <MenuItem key={guardian.id} value={String(guardian.id)}>
                  {t('ui.cashier.statement.family_of', {
                    name: `${guardian.name ?? ''} ${guardian.lastName ?? ''}`.trim(),
                  })}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button
            size="small"
            variant="outlined"
            disabled={print.isPending}
            onClick={() =>
              print.mutate(pdf, {
                onError: (error) =>
                  notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
              })
            }
          >
            {t('ui.cashier.statement.print')}
          </Button>
        </>
      }
    >
      {data ? (
        <ReportTable
          columns={[
            { label: t('cashier.statement.date') },
            { label: t('cashier.statement.entry') },
            { label: t('cashier.statement.debit'), numeric: true },
            { label: t('cashier.statement.credit'), numeric: true },
            { label: t('cashier.statement.balance'), numeric: true },
          ]}
        >
          <TableBody>
            <TableRow>
              <TableCell colSpan={4}>{t('cashier.statement.opening')}</TableCell>
              <TableCell align="right">{formatMoney(data.opening, language)}</TableCell>
            </TableRow>
            {data.lines.map((line, index) => (
              <TableRow key={`${line.source}-${line.kind}-${index}`}>
                <TableCell>{formatDate(line.date, language)}</TableCell>
                <TableCell>
                  {[family ? childName(line.studentId) : '', t(`cashier.statement.kinds.${line.kind}`), line.text]
                    .filter(Boolean)
                    .join(': ')}
                </TableCell>
                <TableCell align="right">{money(line.debit)}</TableCell>
                <TableCell align="right">{money(line.credit)}</TableCell>
                <TableCell align="right">{formatMoney(line.balance, language)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 'bold' }}>
                {t('cashier.statement.closing')}
              </TableCell>
              <TableCell align="right">{formatMoney(data.debits, language)}</TableCell>
              <TableCell align="right">{formatMoney(data.credits, language)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }} data-testid="statement-closing">
                {formatMoney(data.closing, language)}
              </TableCell>
            </TableRow>
          </TableBody>
        </ReportTable>
      ) : null}
    </ReportPanel>
  );
};
