import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useSaveChoices, useStudentElectives, type StudentElectives } from '../../api/electives.ts';
import { useNotify } from '../../app/notices.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ChildSelect } from '../school-life/ChildSelect.tsx';
import { useActiveStudent } from '../school-life/use-active-student.ts';
import { BlockChoiceCard } from './BlockChoiceCard.tsx';
import { BlockStatusCard } from './BlockStatusCard.tsx';
import { choicesOf, draftFrom, isChanged, isEditable, pick, type Draft } from './electives-draft.ts';

/**
 * One student's blocks: the ones still open to choose in as cards with rank buttons, the others
 * with where the student stands; one Save for every open block (one call, one transaction, its
 * own Idempotency-Key until the picks change).
 */
const StudentBlocks = ({ view }: { view: StudentElectives }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveChoices();
  const [saved, setSaved] = useState(view);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(view));
  const [key, setKey] = useState(() => crypto.randomUUID());
  // A new answer from the server whose saved picks differ (saved here, withdrawn, placed meanwhile)
  // starts the picks again; the same picks read again (the season settling, a refresh) keep the
  // family's unsaved ones.
  if (saved !== view) {
    setSaved(view);
    if (isChanged(draftFrom(saved), view)) setDraft(draftFrom(view));
  }
  const editable = view.blocks.some(isEditable);
  const change = (next: Draft) => {
    setDraft(next);
    setKey(crypto.randomUUID());
  };
  const submit = () =>
    save.mutate(
      { student: view.student.id, key, body: { choices: choicesOf(draft) } },
      { onSuccess: () => notify({ message: t('ui.electives.saved'), variant: 'success' }) },
    );
  if (view.blocks.length === 0)
    return <Typography>{t('ui.electives.no_blocks', { name: view.student.name })}</Typography>;
  return (
    <Stack spacing={2}>
      {editable && <Typography>{t('ui.electives.family_intro')}</Typography>}
      {view.blocks.map((block) =>
        isEditable(block) ? (
          <BlockChoiceCard
            key={block.block}
            block={block}
            draft={draft}
            ranks={view.maxChoices}
            onPick={(offer, rank) => change(pick(draft, block.block, offer, rank))}
          />
        ) : (
          <BlockStatusCard key={block.block} block={block} student={view.student.name} />
        ),
      )}
      {save.error && <Alert severity="error">{errorMessage(save.error, t('app.an_error_occurred'))}</Alert>}
      {editable && (
        <Box>
          <Button variant="contained" disabled={save.isPending || !isChanged(draft, view)} onClick={submit}>
            {t('ui.electives.save')}
          </Button>
        </Box>
      )}
    </Stack>
  );
};

/** The family's electives: a child chosen as on the other family pages, then their blocks. */
export const FamilyElectivesPage = () => {
  const { t } = useTranslation();
  const { student, isLoading } = useActiveStudent();
  const electives = useStudentElectives(student?.id);
  return (
    <>
      <PageHeader title={t('ui.electives.family_title')} />
      <ChildSelect label={t('ui.electives.child')} />
      {(isLoading || electives.isLoading) && <PageSpinner />}
      {electives.isError && <Alert severity="error">{errorMessage(electives.error, t('app.an_error_occurred'))}</Alert>}
      {electives.data && (
        <Box sx={{ maxWidth: 720 }}>
          <StudentBlocks key={electives.data.student.id} view={electives.data} />
        </Box>
      )}
    </>
  );
};
