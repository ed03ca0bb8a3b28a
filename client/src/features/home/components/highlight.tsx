import { markTerms } from '@inkreel/shared';

/** The text with the words the search matched in <mark> (matched as the provider ranks them). */
export function Highlight({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {markTerms(text, terms).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
