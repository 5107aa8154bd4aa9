export { moduleLabels as screenLabels } from '@kampus/contract/i18n/module-labels';
