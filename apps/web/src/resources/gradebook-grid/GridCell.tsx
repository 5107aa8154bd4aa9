import { memo, useLayoutEffect, useRef } from 'react';
import type { CellState } from './use-grid-cells.ts';

interface Props {
  row: number;
  col: number;
  text: string;
  state: CellState['state'] | undefined;
  error: string | undefined;
  hasComment: boolean;
  /** An exam's result: read here, typed in the exam's own screens. */
  readOnly: boolean;
  active: boolean;
  /** The draft while this cell is edited; undefined otherwise. */
  draft: string | undefined;
  label: string;
  onDraft: (value: string) => void;
  onBlurEdit: () => void;
}

/**
 * One score cell (role=gridcell): its text, a mark for a comment, its save state in colour and
 * words for a screen reader, and the input while it is edited. Memoised: typing in one cell
 * re-renders that cell, not the 2,400 of a large class.
 */
export const GridCell = memo(function GridCell(props: Props) {
  const { row, col, text, state, error, hasComment, active, draft, label } = props;
  const input = useRef<HTMLInputElement>(null);
  const isEditing = draft !== undefined;
  // In the same commit as the key that opened it, so the typist's next key lands in the input.
  useLayoutEffect(() => {
    if (isEditing) input.current?.focus();
  }, [isEditing]);
  const errorId = error ? `grid-error-${row}-${col}` : undefined;
  return (
    <td
      role="gridcell"
      data-row={row}
      data-col={col}
      tabIndex={active ? 0 : -1}
      aria-selected={active}
      aria-readonly={props.readOnly || undefined}
      aria-invalid={state === 'error' || undefined}
      aria-describedby={errorId}
      aria-busy={state === 'saving' || undefined}
      className={`gradebook-cell${active ? ' active' : ''}${props.readOnly ? ' readonly' : ''}${state ? ` ${state}` : ''}`}
      title={error}
    >
      {draft === undefined ? (
        <span>{text}</span>
      ) : (
        <input
          ref={input}
          aria-label={label}
          value={draft}
          inputMode="decimal"
          onChange={(event) => props.onDraft(event.target.value)}
          onBlur={props.onBlurEdit}
        />
      )}
      {hasComment && <span className="gradebook-comment-mark" aria-hidden="true" />}
      {errorId && (
        <span id={errorId} className="gradebook-visually-hidden">
          {error}
        </span>
      )}
    </td>
  );
});
