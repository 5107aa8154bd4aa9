import { getResource } from '@kampus/contract/resources';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { basePathOf, formNoteOf } from './routes.ts';

// Lists (MUI X DataGrid) and forms (react-hook-form, zod) are separate chunks: a form never loads the grid.
const ResourceListPage = lazy(() =>
  import('./generic/ResourceListPage.tsx').then((m) => ({ default: m.ResourceListPage })),
);
const ResourceFormPage = lazy(() =>
  import('./generic/ResourceFormPage.tsx').then((m) => ({ default: m.ResourceFormPage })),
);
// Rarely shown: an unknown resource, record address or sub-screen, said inside the layout.
const SignedInNotFound = lazy(() =>
  import('../pages/SignedInNotFound.tsx').then((m) => ({ default: m.SignedInNotFound })),
);

export type ScreenMode = 'list' | 'form';

/** Actions served by the generic form; any other (`{id}/{section}`) is not found. */
const FORM_ACTIONS = new Set(['edit', 'delete']);

/** A generic screen for a resource named by the route (`resource` prop or `:resource` param). */
export const ResourceScreen = ({ resource: fixed, mode }: { resource?: string; mode: ScreenMode }) => {
  const params = useParams();
  const name = fixed ?? params.resource ?? '';
  const resource = getResource(name);
  if (!resource) return <SignedInNotFound />;
  const basePath = fixed ? basePathOf(name) : `/r/${name}`;
  if (mode === 'list') return <ResourceListPage key={name} resource={resource} basePath={basePath} />;
  const { id, action } = params;
  if (id !== undefined && !/^\d+$/.test(id) && !(resource.alternateKey && /^[0-9a-f-]{36}$/i.test(id))) {
    return <SignedInNotFound />;
  }
  if (action !== undefined && !FORM_ACTIONS.has(action)) return <SignedInNotFound />;
  const Note = formNoteOf(name);
  return (
    <ResourceFormPage
      resource={resource}
      basePath={basePath}
      id={id}
      action={action}
      note={Note ? <Note /> : undefined}
    />
  );
};
