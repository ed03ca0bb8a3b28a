/** At this share of the limit the count stands out: the field is about to stop taking text. */
const NEAR_LIMIT = 0.9;

interface Props {
  id: string;
  length: number;
  max: number;
}

/**
 * "12 / 200" under a field, read as its description ("12 of 200 characters used") when the field
 * is focused rather than announced at every keystroke. Only reaching the limit is announced: the
 * field then silently stops taking text.
 */
export function CharacterCount({ id, length, max }: Props) {
  const state = length >= max ? 'full' : length >= max * NEAR_LIMIT ? 'near' : undefined;
  return (
    <>
      <p id={id} className="field-count" data-state={state}>
        <span aria-hidden="true">
          {length} / {max}
        </span>
        <span className="visually-hidden">
          {length} of {max} characters used
        </span>
      </p>
      <span className="visually-hidden" role="status">
        {length >= max ? `Limit of ${max} characters reached` : ''}
      </span>
    </>
  );
}
