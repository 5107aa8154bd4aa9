import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { builtInLabel } from '@kampus/contract/i18n/built-in-values';
import { classes, gradingTerms, reportCardReleases, reportTypes } from '@kampus/contract/resources';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useReportCardsPrint } from '../../api/content.ts';
import { useAccess } from '../../api/access.ts';
import { useCreate, useList } from '../../api/resources.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

const all = { page: 1, pageSize: 200 } as const;

/** One choice of a list of records, by id (the first one until the person picks). */
const Choice = ({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { id: number; title: string }[];
  value: number | undefined;
  onChange: (id: number) => void;
}) => (
  <TextField
    select
    label={label}
    value={value ?? ''}
    onChange={(event) => onChange(Number(event.target.value))}
    sx={{ minWidth: 200 }}
  >
    {options.map((option) => (
      <MenuItem key={option.id} value={option.id}>
        <bdi>{option.title}</bdi>
      </MenuItem>
    ))}
  </TextField>
);

/**
 * `/academic/report-cards`: a class's report cards for a term, printed on a report type, as one
 * PDF with a page per student. The server streams it; the bar counts its pages as they arrive.
 * Staff also release the chosen cards to the class's families, who are told and download them.
 */
export const ReportCardsPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const types = useList(reportTypes, all);
  const terms = useList(gradingTerms, { ...all, order: { field: 'startDate', direction: 'asc' } });
  const classList = useList(classes, { ...all, order: { field: 'title', direction: 'asc' } });
  const [choice, setChoice] = useState<{ reportType?: number; term?: number; classId?: number }>({});
  const reportType = choice.reportType ?? types.data?.items[0]?.id;
  const term = choice.term ?? terms.data?.items[0]?.id;
  const classId = choice.classId ?? classList.data?.items[0]?.id;
  const print = useReportCardsPrint();
  // Staff release the cards to the class's families; a teacher prints only (the policy's own answer).
  const mayRelease = useAccess(reportCardReleases).may('create');
  const release = useCreate(reportCardReleases);
  const classTitle = classList.data?.items.find((row) => row.id === classId)?.title ?? '';
  const pdf = print.data?.url;
  // The PDF's address holds the whole file in memory: let it go when a new one replaces it.
  useEffect(() => () => (pdf ? URL.revokeObjectURL(pdf) : undefined), [pdf]);
  const progress = print.progress;
  return (
    <Box>
      <PageHeader title={t('ui.content.report_cards')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Choice
          label={t('ui.content.report_type')}
          options={(types.data?.items ?? []).map((row) => ({ id: row.id, title: row.reportTitle }))}
          value={reportType}
          onChange={(id) => setChoice({ ...choice, reportType: id })}
        />
        <Choice
          label={t('ui.content.term')}
          options={(terms.data?.items ?? []).map((row) => ({
            id: row.id,
            // The seeded terms ("First term") in the reader's language, as every other screen shows them.
            title: builtInLabel('grading_terms', 'title', row.title, language),
          }))}
          value={term}
          onChange={(id) => setChoice({ ...choice, term: id })}
        />
        <Choice
          label={t('ui.content.class')}
          options={(classList.data?.items ?? []).map((row) => ({ id: row.id, title: row.title }))}
          value={classId}
          onChange={(id) => setChoice({ ...choice, classId: id })}
        />
      </Stack>
      <Button
        variant="contained"
        disabled={reportType === undefined || term === undefined || classId === undefined || print.isPending}
        onClick={() => {
          if (reportType !== undefined && term !== undefined && classId !== undefined)
            print.mutate({ reportType, term, classId });
        }}
      >
        {t('ui.content.print')}
      </Button>
      {mayRelease && (
        <Button
          sx={{ marginInlineStart: 1 }}
          disabled={reportType === undefined || term === undefined || classId === undefined || release.isPending}
          onClick={() => {
            if (reportType !== undefined && term !== undefined && classId !== undefined)
              release.mutate({
                // The report type's school: the cards, class and term are that school's.
                school: types.data?.items.find((row) => row.id === reportType)?.school ?? '',
                class: `/api/classes/${classId}`,
                reportType: `/api/report_types/${reportType}`,
                term: `/api/grading_terms/${term}`,
              });
          }}
        >
          {t('ui.report_cards.release')}
        </Button>
      )}
      {release.isSuccess && (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          {t('ui.report_cards.released', { class: classTitle })}
        </Alert>
      )}
      {release.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(release.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      {print.isPending && progress && (
        <Box sx={{ mt: 2 }} role="status">
          <LinearProgress
            variant="determinate"
            value={progress.total ? (progress.page / progress.total) * 100 : 0}
            aria-label={t('ui.content.printing', progress)}
          />
          <Typography variant="body2">{t('ui.content.printing', progress)}</Typography>
        </Box>
      )}
      {print.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(print.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      {print.data && (
        <Alert
          severity="success"
          sx={{ mt: 2 }}
          action={
            <Button component="a" href={print.data.url} download="report-cards.pdf" color="inherit">
              {t('ui.content.open_pdf')}
            </Button>
          }
        >
          {t('ui.content.printed', { count: print.data.total })}
        </Alert>
      )}
    </Box>
  );
};
