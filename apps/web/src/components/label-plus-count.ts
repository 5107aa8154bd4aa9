/**
 * The accessible name of a control that shows a label and a figure beside it ("Inbox" over
 * "2 / 2", a video's title over its length, a school's name over its kind): the visible texts in
 * the order they are drawn, then, after a comma, what the figure means in words. A name that
 * words the figure differently ("Inbox 2/2", "Inbox, 2 unread") no longer contains what a
 * speech-input user reads on screen and says to press it (WCAG 2.5.3 Label in Name, axe
 * `label-content-name-mismatch`); the meaning after the comma keeps it clear to a screen reader.
 * Draw the visible parts from the same strings, so the two cannot drift apart, and put a space
 * between them in the page (a `{' '}` between their elements): checkers such as axe read the
 * visible text of separate elements joined with nothing between them ("Inbox2 / 2").
 */
export const labelPlusCount = (visible: readonly string[], meaning?: string): string => {
  const shown = visible
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
  return meaning && meaning.trim() !== '' ? `${shown}, ${meaning.trim()}` : shown;
};

/** A count as a badge draws it: nothing for none, "99+" above its maximum. */
export const badgeText = (count: number, max: number): string =>
  count <= 0 ? '' : count > max ? `${max}+` : String(count);
