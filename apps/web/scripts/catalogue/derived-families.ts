import {
  REPORT_FORMATS,
  REPORT_GROUPINGS,
  REPORT_NAMES,
  ROLLOVER_OUTCOMES,
  STATS_PERIODS,
} from '@kampus/contract/action';
import { configurationGroups } from '@kampus/contract/configuration';
import { configurationKeys, languageCodes, themes } from '@kampus/contract/constants';
import { COMMUNICATION_PARAMETERS } from '@kampus/contract/messages';
import { AUDIENCE_GROUPS } from '@kampus/contract/resource';
import {
  DELIVERY_STATES,
  FEED_TYPES,
  FORM_FIELD_TYPES,
  MAIL_SECTIONS,
  PAYMENT_TYPES,
  RECIPIENT_AUDIENCES,
  RECIPIENT_SOURCES,
  UNREACHABLE_REASONS,
  resources,
} from '@kampus/contract/resources';
import type { KeyFamily } from './key-use.ts';

const web = 'apps/web/src/';
const server = 'apps/server/src/';

const unique = (names: Iterable<string>): string[] => [...new Set(names)].sort();

const fields = resources.flatMap((resource) => Object.entries(resource.fields));
const placeholderValues = Object.values(COMMUNICATION_PARAMETERS).flatMap((list) => list.map(([, value]) => value));

/**
 * The families whose names the contract's declarations give, so that a new field, value, report
 * or setting needs no line here, and a label whose name is no longer declared is reported.
 */
export const derivedFamilies: readonly KeyFamily[] = [
  // A field's label and a resource's title, unless the declaration names its own. Every record
  // has an `id` that no declaration lists: lists are ordered by it (api/typed.ts).
  {
    keys: 'fields.*',
    each: unique(['id', ...fields.map(([name]) => name)]),
    builtIn: `${web}resources/generic/labels.ts`,
  },
  {
    keys: 'resources.*',
    each: unique(resources.map((resource) => resource.name)),
    builtIn: 'packages/contract/src/resource/define.ts',
  },
  // a `sameAs` reference's refusal, one per compared field (a plan of another student)
  {
    keys: 'validation.other_*',
    each: unique(fields.flatMap(([, field]) => (field.sameAs === undefined ? [] : [field.sameAs]))),
    builtIn: 'packages/contract/src/resource/fields.ts',
  },
  // an enum field's values in lists, forms and filters
  {
    keys: 'ui.values.*',
    each: unique(fields.flatMap(([, field]) => field.values ?? [])),
    builtIn: `${web}resources/generic/columns.tsx`,
  },
  // the school settings form: a label and a help text per setting, a title per group
  {
    keys: 'ui.configuration.keys.*',
    each: configurationKeys,
    builtIn: `${web}resources/organization/ConfigurationInput.tsx`,
  },
  {
    keys: 'ui.configuration.help.*',
    each: configurationKeys,
    builtIn: `${web}resources/organization/ConfigurationInput.tsx`,
  },
  {
    keys: 'ui.configuration.sections.*',
    each: configurationGroups,
    builtIn: `${web}resources/organization/ConfigurationForm.tsx`,
  },
  { keys: 'ui.languages.*', each: languageCodes, builtIn: `${web}components/LanguageMenu.tsx` },
  { keys: 'ui.settings.themes.*', each: Object.keys(themes), builtIn: `${web}app/layout/SettingsDialog.tsx` },
  { keys: 'ui.rollover.outcome.*', each: ROLLOVER_OUTCOMES, builtIn: `${web}resources/seasons/RolloverStudents.tsx` },
  { keys: 'ui.mail.*', each: MAIL_SECTIONS, builtIn: `${web}resources/mail/MailPage.tsx` },
  { keys: 'ui.communication.type_*', each: FEED_TYPES, builtIn: `${web}resources/communication/FeedNewPage.tsx` },
  {
    keys: 'ui.communication.audience_*',
    each: AUDIENCE_GROUPS,
    builtIn: `${web}resources/communication/FeedNewPage.tsx`,
  },
  { keys: 'ui.forms_admin.types.*', each: FORM_FIELD_TYPES, builtIn: `${web}resources/forms/FormBuilder.tsx` },
  {
    keys: 'ui.placeholders.values.*',
    each: placeholderValues,
    builtIn: `${web}resources/messages/PlaceholderNote.tsx`,
  },
  { keys: 'ui.bulk_send.sources.*', each: RECIPIENT_SOURCES, builtIn: `${web}resources/messages/BulkSendPage.tsx` },
  { keys: 'ui.bulk_send.states.*', each: DELIVERY_STATES, builtIn: `${web}resources/messages/SendProgress.tsx` },
  { keys: 'ui.bulk_send.audiences.*', each: RECIPIENT_AUDIENCES, builtIn: `${web}resources/messages/SendControls.tsx` },
  {
    keys: 'ui.class_message.audiences.*',
    each: RECIPIENT_AUDIENCES,
    builtIn: `${web}resources/messages/SendControls.tsx`,
  },
  {
    keys: 'ui.class_message.reasons.*',
    each: UNREACHABLE_REASONS,
    builtIn: `${web}resources/messages/SendPreview.tsx`,
  },
  { keys: 'ui.dashboards.period_*', each: STATS_PERIODS, builtIn: `${web}resources/dashboards/PeriodPicker.tsx` },
  { keys: 'ui.dashboards.by_*', each: REPORT_GROUPINGS, builtIn: `${web}resources/dashboards/ReportFilterBar.tsx` },
  { keys: 'ui.dashboards.export_*', each: REPORT_FORMATS, builtIn: `${web}resources/dashboards/ReportFilterBar.tsx` },
  // `report.replace('-', '_')`: the first hyphen only, as the hub does
  {
    keys: 'ui.dashboards.report_*',
    each: REPORT_NAMES.map((name) => name.replace('-', '_')),
    builtIn: `${web}resources/dashboards/ReportsHub.tsx`,
  },
  // a payment's method on receipts and in the collections report; `other` when it has none
  { keys: 'cashier.methods.*', each: PAYMENT_TYPES, builtIn: `${server}modules/reports/tables/collections.ts` },
];
