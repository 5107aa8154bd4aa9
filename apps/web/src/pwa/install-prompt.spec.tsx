import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, useInstallPrompt } from './install-prompt.ts';

/** Chromium's offer to install, as a test makes it. */
const offer = (outcome: 'accepted' | 'dismissed') => {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
};

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = captureInstallPrompt();
});
afterEach(() => {
  act(() => stop());
  cleanup();
});

describe('the install prompt', () => {
  it('offers nothing until the browser does', () => {
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.available).toBe(false);
  });

  it('keeps the browser’s offer for the button instead of its own banner', () => {
    const { result } = renderHook(() => useInstallPrompt());
    const event = offer('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.available).toBe(true);
  });

  it('asks once, answers the person’s choice, and offers no more', async () => {
    const { result } = renderHook(() => useInstallPrompt());
    const event = offer('dismissed');
    let outcome = '';
    await act(async () => {
      outcome = await result.current.install();
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(outcome).toBe('dismissed');
    expect(result.current.available).toBe(false);
  });

  it('is gone once the app is installed', () => {
    const { result } = renderHook(() => useInstallPrompt());
    offer('accepted');
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current.available).toBe(false);
  });

  it('ignores an event that cannot prompt', () => {
    const { result } = renderHook(() => useInstallPrompt());
    act(() => {
      window.dispatchEvent(new Event('beforeinstallprompt'));
    });
    expect(result.current.available).toBe(false);
  });
});
