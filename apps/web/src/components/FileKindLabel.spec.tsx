import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileKindLabel } from './FileKindLabel.tsx';

afterEach(cleanup);

describe('a file kind in a button label', () => {
  it('marks the extension as Latin text so a Turkish page capitalises it .ICS, never .İCS', () => {
    const { container } = render(
      <div lang="tr">
        <FileKindLabel text="Takvim (.ics)" />
      </div>,
    );
    expect(container.textContent).toBe('Takvim (.ics)');
    const marked = [...container.querySelectorAll('[lang="en"]')].map((node) => node.textContent);
    expect(marked).toEqual(['.ics']);
  });

  it('leaves a label without an extension as it is', () => {
    const { container } = render(<FileKindLabel text="تقويم (iCalendar)" />);
    expect(container.textContent).toBe('تقويم (iCalendar)');
    expect(container.querySelector('[lang]')).toBeNull();
  });
});
