import { defaultMenus, type DefaultMenu } from './menus/default-menus.ts';
import { resources } from './resources/index.ts';

/**
 * What the web app's shell and its first screens read of the contract, as plain data
 * (`web-manifest.generated.ts`): the default menus and the declarations import every resource
 * declaration and build their schemas, a third of the shell's code and most of its start-up
 * work, which no page needs before it opens a generic screen (docs/web.md).
 */

/** A default menu entry's address and the resource whose generic screens serve it. */
export interface MenuRoute {
  readonly path: string;
  readonly resource: string;
}

/** Every default menu entry that names its resource, in the tree's order. */
export const menuRoutesOf = (menus: readonly DefaultMenu[] = defaultMenus): MenuRoute[] =>
  menus.flatMap((menu) => [
    ...(menu.url !== undefined && menu.resource !== undefined ? [{ path: menu.url, resource: menu.resource }] : []),
    ...menuRoutesOf(menu.children ?? []),
  ]);

/** Each resource's label field (what names a record of it), by resource name. */
export const labelFieldsOf = (): Record<string, string> =>
  Object.fromEntries(resources.map((resource) => [resource.name, resource.labelField]));

/** The text of `web-manifest.generated.ts`: what `npm run manifest:write` writes. */
export const webManifestSource = (): string =>
  [
    '// Written by `npm run manifest:write --workspace packages/contract` from the default menus and the',
    '// declarations (src/web-manifest.ts); do not edit. Its spec fails when it is out of date.',
    "import type { MenuRoute } from './web-manifest.ts';",
    '',
    'export const menuRoutes: readonly MenuRoute[] = [',
    ...menuRoutesOf().map((route) => `  { path: '${route.path}', resource: '${route.resource}' },`),
    '];',
    '',
    'export const labelFields: Readonly<Record<string, string>> = {',
    ...Object.entries(labelFieldsOf()).map(([name, field]) => `  ${name}: '${field}',`),
    '};',
    '',
  ].join('\n');
