import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreen, useFirstScreen } from './use-first-screen.ts';

afterEach(cleanup);

describe('the grid’s first screen', () => {
  it('draws a large class’s first screen first, then the whole grid once a frame has passed', async () => {
    const { result } = renderHook(() => useFirstScreen({ rows: 40, cols: 60 }));
    // The test window is 1024 × 768: 16 rows of 36 px in 70 % of it, 14 columns of 80 px, one more each.
    expect(firstScreen()).toEqual({ rows: 16, cols: 14 });
    expect(result.current.drawn).toEqual({ rows: 16, cols: 14 });
    await waitFor(() => expect(result.current.drawn).toEqual({ rows: 40, cols: 60 }));
  });

  it('draws a small class whole at once', () => {
    const { result } = renderHook(() => useFirstScreen({ rows: 3, cols: 60 }));
    expect(result.current.drawn).toEqual({ rows: 3, cols: firstScreen().cols });
    const small = renderHook(() => useFirstScreen({ rows: 12, cols: 10 }));
    expect(small.result.current.drawn).toEqual({ rows: 12, cols: 10 });
  });

  it('draws the rest at once when asked (the keyboard going to a cell not drawn yet)', () => {
    const { result } = renderHook(() => useFirstScreen({ rows: 40, cols: 60 }));
    act(() => result.current.drawAll());
    expect(result.current.drawn).toEqual({ rows: 40, cols: 60 });
  });
});
