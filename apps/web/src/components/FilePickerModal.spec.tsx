import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/index.ts';
import { FilePickerModal, LegacyModal } from './FilePickerModal.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

const post = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

describe('FilePickerModal', () => {
  it('is titled with the product name plus File Manager and frames the browser 600 high', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <FilePickerModal open fieldId="logo" onChoose={vi.fn()} onClose={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Kampus File Manager' })).toBeTruthy();
    const frame = screen.getByTitle('Kampus File Manager');
    expect(frame.getAttribute('src')).toBe('/filemanager/frame?field_id=logo');
  });

  it('says it is loading, with a progress bar, until its frame has loaded (never a blank frame)', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <FilePickerModal open fieldId="logo" onChoose={vi.fn()} onClose={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    act(() => {
      fireEvent.load(screen.getByTitle('Kampus File Manager'));
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("hands the chosen URL to the field's callback and closes, for its own field and sender only", async () => {
    const onChoose = vi.fn();
    const onClose = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <FilePickerModal open fieldId="logo" onChoose={onChoose} onClose={onClose} />
      </I18nextProvider>,
    );
    await post({ sender: 'someone-else', field_id: 'logo', url: 'http://x/a.png' });
    await post({ sender: 'responsivefilemanager', field_id: 'photo', url: 'http://x/a.png' });
    await post({ sender: 'responsivefilemanager', field_id: 'logo', url: 'http://x/a.png' }, 'https://evil.example');
    expect(onChoose).not.toHaveBeenCalled();
    await post({ sender: 'responsivefilemanager', field_id: 'logo', url: 'http://x/a.png' });
    expect(onChoose).toHaveBeenCalledWith('logo', 'http://x/a.png');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('LegacyModal', () => {
  it('is titled with the product name and frames the given page', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LegacyModal open src="/legacy/page" onClose={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Kampus' })).toBeTruthy();
    expect(screen.getByTitle('Kampus').getAttribute('src')).toBe('/legacy/page');
  });
});
