import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const UsersListPage = lazy(() => import('./UsersListPage.tsx').then((m) => ({ default: m.UsersListPage })));
const UserFormPage = lazy(() => import('./UserFormPage.tsx').then((m) => ({ default: m.UserFormPage })));

/** The users area: its own list and form in place of the generic ones at /users. */
export const usersScreens = defineScreens({
  routes: [
    { path: 'users', element: <UsersListPage /> },
    { path: 'users/new', element: <UserFormPage /> },
    { path: 'users/:id', element: <UserFormPage /> },
    { path: 'users/:id/:action', element: <UserFormPage /> },
  ],
});
