export * from './constants.ts';
export * from './resource/index.ts';
export * from './resources/index.ts';
export * from './i18n/index.ts';
export * from './menus/default-menus.ts';
export * from './configuration/configuration-fields.ts';
export * from './money/index.ts';
export * from './action/index.ts';
