import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/index.ts';
import { NamePromptDialog } from './NamePromptDialog.tsx';
import { UploadDialog } from './UploadDialog.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

const wrap = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('the upload dialog', () => {
  it('takes several files at once, says the name each is kept under, and uploads them all', () => {
    const onUpload = vi.fn();
    wrap(<UploadDialog onUpload={onUpload} onClose={vi.fn()} />);
    const input = screen.getByTestId('upload-input') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    const files = [
      new File(['%PDF-1.4'], 'Trip plan 2026.pdf', { type: 'application/pdf' }),
      new File(['x'], 'photo.png', { type: 'image/png' }),
    ];
    fireEvent.change(input, { target: { files } });
    const chosen = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chosen).getByText(/Kept as “Trip_plan_2026.pdf”/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith(files);
  });
});

describe('the name of a new folder', () => {
  /** The new-folder dialog with `typed` in its name field. */
  const typeName = (typed: string) => {
    wrap(
      <NamePromptDialog
        title="New folder"
        prompt="Name"
        initial=""
        loading={false}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: typed } });
  };

  it('says while it is typed that "Trips 2026" is kept as "Trips_2026", and why', () => {
    typeName('Trips 2026');
    expect(screen.getByText(/Kept as “Trips_2026”: spaces become underscores/)).toBeTruthy();
  });

  it('says at once that a name with letters beyond a to z cannot be kept', () => {
    typeName('Gezi Ağustos');
    expect(screen.getByText(/A name may hold only letters a to z/)).toBeTruthy();
  });
});
