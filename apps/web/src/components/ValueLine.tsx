import { Fragment } from 'react';

/** A value of a record in a line: `ltr` for what reads left to right in every language (a phone number). */
export interface LineValue {
  text: string | null | undefined;
  ltr?: boolean;
}

/**
 * Values of a record (a plate, a driver, a phone number) in one line, " · " between them, each
 * isolated: in an Arabic page "34 KMP 101" and "+90 532 555 11 01" keep their order instead of
 * being reordered by the page's direction. Empty values are left out.
 */
export const ValueLine = ({ values }: { values: readonly LineValue[] }) => (
  <>
    {values
      .filter((value): value is LineValue & { text: string } => Boolean(value.text))
      .map((value, index) => (
        <Fragment key={index}>
          {index > 0 && ' · '}
          <bdi dir={value.ltr ? 'ltr' : undefined}>{value.text}</bdi>
        </Fragment>
      ))}
  </>
);
