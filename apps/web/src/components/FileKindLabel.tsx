/**
 * A label that names a file's kind by its extension ("Takvim (.ics)"), for buttons whose text the
 * theme writes in capitals: the extension is marked as the Latin code it is, so a Turkish page
 * capitalises it ".ICS" and never ".İCS" (CSS `text-transform` follows the text's language).
 */
export const FileKindLabel = ({ text }: { text: string }) => (
  <>
    {text.split(/(\.[a-z0-9]+)/i).map((part, index) =>
      index % 2 === 1 ? (
        <span key={index} lang="en">
          {part}
        </span>
      ) : (
        part
      ),
    )}
  </>
);
