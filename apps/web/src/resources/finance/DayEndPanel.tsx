import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayEndReport } from '../../api/finance.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { downloadCsv } from '../generic/csv.ts';
import { ReportPanel, ReportTable } from './ReportPanel.tsx';

/**
 * The day-end cash report (issue 27): a day's takings per cashier and method, refunds apart, the
 * count of receipts, summed by the server; exported as CSV for the accountant.
 */
export const DayEndPanel = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const report = useDayEndReport(date);
  const data = report.data;
  const money = (value: string) => formatMoney(value, language);
  const method = (type: string) => t(`ui.values.${type}`);
  const header = ['cashier', 'method', 'receipts', 'taken', 'refunded', 'net'].map((key) =>
    t(`ui.cashier.day_end.${key}`),
  );
  // Amounts as the server's exact decimal strings ("100.30"): a spreadsheet reads them as numbers
  // and SUM gives the figure on screen.
  const exportCsv = () => {
    if (!data) return;
    const rows = data.rows.map((row) => [
      row.cashier,
      method(row.paymentType),
      String(row.count),
      row.taken,
      row.refunded,
      row.net,
    ]);
    void downloadCsv(`day-end-${date}.csv`, [header, ...rows]);
  };
  return (
    <ReportPanel
      title={t('ui.cashier.day_end.title')}
      testId="day-end"
      controls={
        <>
          <TextField
            size="small"
            type="date"
            label={t('ui.cashier.day_end.date')}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button size="small" variant="outlined" disabled={!data || data.rows.length === 0} onClick={exportCsv}>
            {t('ui.cashier.day_end.export')}
          </Button>
        </>
      }
    >
      {data && data.rows.length === 0 ? <Typography variant="body2">{t('ui.cashier.day_end.empty')}</Typography> : null}
      {data && data.rows.length > 0 ? (
        <ReportTable columns={header.map((label, index) => ({ label, numeric: index >= 2 }))}>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={`${row.userId ?? 0}-${row.paymentType}`}>
                <TableCell>{row.cashier}</TableCell>
                <TableCell>{method(row.paymentType)}</TableCell>
                <TableCell align="right">{row.count}</TableCell>
                <TableCell align="right">{money(row.taken)}</TableCell>
                <TableCell align="right">{money(row.refunded)}</TableCell>
                <TableCell align="right">{money(row.net)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 'bold' }}>
                {t('ui.cashier.day_end.total')}
              </TableCell>
              <TableCell align="right">{data.receipts}</TableCell>
              <TableCell align="right">{money(data.taken)}</TableCell>
              <TableCell align="right">{money(data.refunded)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                {money(data.net)}
              </TableCell>
            </TableRow>
          </TableBody>
        </ReportTable>
      ) : null}
    </ReportPanel>
  );
};
