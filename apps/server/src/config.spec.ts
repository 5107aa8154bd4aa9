import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty, a hop count when a number, else the listed addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});
