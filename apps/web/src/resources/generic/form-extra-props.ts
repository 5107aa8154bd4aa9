/**
 * What a panel below a generic record's form is given: the record as read. Its own file, as
 * list-extra-props.ts: the panels name it without importing form-extras.ts, which imports them.
 */
export interface FormExtraProps {
  record: Readonly<Record<string, unknown>>;
}
