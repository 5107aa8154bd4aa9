import { catalogueKeys, moduleSections } from '@kampus/contract/i18n';
import { enLabels } from '@kampus/contract/i18n/labels/en';
import { en as messages } from '@kampus/contract/i18n/locales/en';
import * as contractResources from '@kampus/contract/resources';
import { en as ui } from '../../src/i18n/locales/en.ts';

/** One English catalogue: where its five languages live, and its dotted keys as the code names them. */
export interface Catalogue {
  readonly where: string;
  readonly keys: readonly string[];
}

/**
 * Every English catalogue. The modules' own labels beside each declaration (`resources`,
 * `fields`, `menu`, and their screens' texts under `ui`) are checked too, the derived families
 * matching them to the names the declarations give.
 */
export const englishCatalogues = async (): Promise<Catalogue[]> => {
  const modules = Object.entries(contractResources).flatMap(([name, module]) =>
    contractResources.isResourceModule(module) ? [{ name, module }] : [],
  );
  const own = await moduleSections('en');
  return [
    { where: 'apps/web/src/i18n/locales', keys: catalogueKeys(ui).map((key) => `ui.${key}`) },
    { where: 'packages/contract/src/i18n/locales', keys: catalogueKeys(messages) },
    { where: 'packages/contract/src/i18n/labels', keys: catalogueKeys(enLabels) },
    ...modules.map(({ name, module }) => ({
      where: `packages/contract/src/resources/${module.labels}/labels, ${name}`,
      keys: catalogueKeys(own[contractResources.resourceModules.indexOf(module)] ?? {}),
    })),
  ];
};
