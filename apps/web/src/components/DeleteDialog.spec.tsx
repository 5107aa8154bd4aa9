import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../i18n/index.ts';
import { DeleteDialog } from './DeleteDialog.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

const renderDialog = (props: Partial<Parameters<typeof DeleteDialog>[0]> = {}) => {
  const onDelete = vi.fn();
  const onCancel = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <DeleteDialog open onDelete={onDelete} onCancel={onCancel} {...props} />
    </I18nextProvider>,
  );
  return { onDelete, onCancel };
};

describe('DeleteDialog', () => {
  it("shows the spec's title, intro and buttons", () => {
    const { onDelete, onCancel } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Delete?' })).toBeTruthy();
    expect(screen.getByText('Are you sure to delete?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('shows a spinner on Delete and disables it while deleting', () => {
    const { onDelete } = renderDialog({ deleting: true });
    const button = screen.getByRole('button', { name: 'Delete' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    fireEvent.click(button);
    expect(onDelete).not.toHaveBeenCalled();
  });
});
