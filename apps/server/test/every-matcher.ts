/**
 * `expect(list).toAllSatisfy(test)`: every item passes, and there is at least one item. A plain
 * `expect(list.every(test)).toBe(true)` passes on an empty list, so a query that silently returned
 * nothing (a wrong filter, a school out of reach) made the check pass instead of fail. The failure
 * names the first item that does not pass.
 */
import { expect } from 'vitest';

/** The predicate takes the list's own item type, so a test's fields are checked by the compiler. */
interface AllSatisfyMatchers<T> {
  toAllSatisfy: (test: (item: T extends readonly (infer Item)[] ? Item : never) => unknown) => void;
}

declare module 'vitest' {
  // Vitest's own declaration is `Assertion<T = any>`; a merged declaration must repeat it exactly.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type
  interface Assertion<T = any> extends AllSatisfyMatchers<T> {}
}

expect.extend({
  toAllSatisfy(received: unknown, test: (item: unknown) => unknown) {
    if (!Array.isArray(received)) {
      return { pass: false, message: () => `expected a list, got ${this.utils.printReceived(received)}` };
    }
    if (received.length === 0) {
      return { pass: false, message: () => 'expected a list with at least one item; it is empty' };
    }
    const failing = received.findIndex((item) => !test(item));
    return {
      pass: failing === -1,
      message: () =>
        failing === -1
          ? `expected some of the ${received.length} items not to pass`
          : `item ${failing} of ${received.length} does not pass: ${this.utils.printReceived(received[failing])}`,
    };
  },
});
