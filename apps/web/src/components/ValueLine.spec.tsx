import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ValueLine } from './ValueLine.tsx';

afterEach(cleanup);

describe('a line of a record’s values', () => {
  it('isolates each value, keeps a phone number left to right, and leaves out the empty ones', () => {
    const { container } = render(
      <p dir="rtl">
        <ValueLine
          values={[{ text: '34 KMP 101' }, { text: null }, { text: 'Mehmet Yılmaz' }, { text: '+90 532', ltr: true }]}
        />
      </p>,
    );
    const parts = [...container.querySelectorAll('bdi')];
    expect(parts.map((part) => part.textContent)).toEqual(['34 KMP 101', 'Mehmet Yılmaz', '+90 532']);
    expect(parts.map((part) => part.getAttribute('dir'))).toEqual([null, null, 'ltr']);
    expect(container.textContent).toBe('34 KMP 101 · Mehmet Yılmaz · +90 532');
  });
});
