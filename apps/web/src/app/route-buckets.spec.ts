import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeBuckets } from './route-buckets.ts';

const children: RouteObject[] = [
  { path: 'account/home', id: 'home' },
  { path: 'account/:section', id: 'section' },
  { path: 'student', id: 'students' },
  { path: 'student/new', id: 'student-new' },
  { path: 'student/:id', id: 'student' },
  { path: '/users/types', id: 'user-types' },
  { path: 'users', id: 'users' },
  { path: 'r/:resource', id: 'generic' },
  { path: ':lang/public', id: 'param-first' },
  { path: 'maybe?/thing', id: 'optional-first' },
  { path: 'library/*', id: 'library-soon' },
  { path: 'Çizelge', id: 'unicode' },
];
const wrap = (inner: RouteObject[]): RouteObject[] => [
  { id: 'layout', children: inner },
  { id: 'unknown', children: [{ path: '*', id: 'not-found' }] },
];
const whole = wrap(children);

/** The ids of the routes an address opens, outermost first, as React Router matches them. */
const opened = (routes: RouteObject[], pathname: string): string[] =>
  (matchRoutes(routes, pathname) ?? []).map((match) => match.route.id ?? '?');

describe('routeBuckets', () => {
  const buckets = routeBuckets(children, wrap);
  const addresses = [
    '/account/home',
    '/account/settings',
    '/ACCOUNT/Home',
    '/student',
    '/student/new',
    '/student/42',
    '/Student/42/',
    '/users/types',
    '/users',
    '/r/classes',
    '/tr/public',
    '/thing',
    '/maybe/thing',
    '/library/loans/3',
    '/%C3%87izelge',
    '/nothing/here',
    '/',
    '/%E0%A4%A',
  ];

  it.each(addresses)('opens %s as the whole table does', (pathname) => {
    expect(opened(buckets.routesFor(pathname), pathname)).toEqual(opened(whole, pathname));
  });

  it('gives the screens of an address, and not found for an unknown one', () => {
    expect(opened(buckets.routesFor('/student/42'), '/student/42')).toEqual(['layout', 'student']);
    expect(opened(buckets.routesFor('/nothing/here'), '/nothing/here')).toEqual(['unknown', 'not-found']);
  });

  it('keeps one table per first segment, holding only the routes that could match', () => {
    const table = buckets.routesFor('/student/1');
    expect(buckets.routesFor('/student/2/edit')).toBe(table);
    const inner = (table[0]?.children ?? []).map((route) => route.id);
    expect(inner).toEqual(['students', 'student-new', 'student', 'param-first', 'optional-first']);
  });
});
