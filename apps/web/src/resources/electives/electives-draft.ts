import type { ElectiveBlock, StudentElectives } from '../../api/electives.ts';

/** A block's picks by rank: index 0 holds the first choice's offer, null where none is picked. */
export type Draft = Readonly<Record<string, readonly (number | null)[]>>;

/**
 * A block the family still chooses in: some elective takes requests today, and the school has not
 * placed (nor waitlisted) the student there yet. Elsewhere the page shows where they stand.
 */
export const isEditable = (block: ElectiveBlock): boolean =>
  block.open && block.choices.every((choice) => choice.status === 'requested' || choice.status === 'withdrawn');

/** The picks as saved: each editable block's requested choices at their ranks. */
export const draftFrom = (view: StudentElectives): Draft =>
  Object.fromEntries(
    view.blocks.filter(isEditable).map((block) => {
      const picks = new Array<number | null>(view.maxChoices).fill(null);
      for (const choice of block.choices)
        if (choice.status === 'requested' && choice.rank <= view.maxChoices) picks[choice.rank - 1] = choice.offer;
      return [block.block, picks];
    }),
  );

/**
 * Puts `offer` at `rank` in its block (null takes it out): it leaves any other rank it held, and
 * whatever held that rank gives way, so a block never names an elective twice.
 */
export const pick = (draft: Draft, block: string, offer: number, rank: number | null): Draft => {
  const picks = (draft[block] ?? []).map((held) => (held === offer ? null : held));
  if (rank !== null) picks[rank - 1] = offer;
  return { ...draft, [block]: picks };
};

/** The rank an offer holds in its block's picks, or null. */
export const rankOf = (draft: Draft, block: string, offer: number): number | null => {
  const index = (draft[block] ?? []).indexOf(offer);
  return index === -1 ? null : index + 1;
};

/** The body of a save: every pick of the editable blocks, ranks closed up (1, 2, 3 with no gap). */
export const choicesOf = (draft: Draft): { offer: number; rank: number }[] =>
  Object.values(draft).flatMap((picks) =>
    picks.filter((offer): offer is number => offer !== null).map((offer, index) => ({ offer, rank: index + 1 })),
  );

/** Whether the picks differ from what is saved. */
export const isChanged = (draft: Draft, view: StudentElectives): boolean =>
  JSON.stringify(choicesOf(draft)) !== JSON.stringify(choicesOf(draftFrom(view)));
