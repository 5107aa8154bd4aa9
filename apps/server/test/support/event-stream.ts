import { expect } from 'vitest';
import type { TestServer } from '../harness.ts';

/** One Server-Sent Event as it arrived, its data read as JSON. */
export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

/**
 * Opens a user's event stream (`GET /api/mails/stream`) on a node and collects its events as they
 * arrive: `next(name)` waits for the first of that name and takes it; `close()` ends the stream.
 */
export const openStream = async (node: TestServer, token: string) => {
  const controller = new AbortController();
  const response = await node.call('/api/mails/stream', { token, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data)
            events.push({ event, data: JSON.parse(data) as Record<string, unknown>, at: performance.now() });
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // aborted
    }
  })();
  const next = async (name: string, timeoutMs = 3000): Promise<StreamEvent> => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = events.find((event) => event.event === name);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found;
      }
      if (performance.now() > deadline) throw new Error(`no ${name} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return { next, events, close: () => controller.abort() };
};
