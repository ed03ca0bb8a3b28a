import { chapterLines, readChapterField } from '@inkreel/shared';
import { useId, useState, type SubmitEvent } from 'react';
import { changeProblem, useCaptionChanges } from '../api/change-captions';
import type { ItemKind } from '../api/use-captioned-item';
import { useProvidedChapters } from '../api/use-provided-chapters';

/** The chapters the provider keeps, edited as lines ("0:00 Intro"); empty removes them. */
export function ChaptersForm({ kind, id }: { kind: ItemKind; id: string }) {
  const { data } = useProvidedChapters(kind, id);
  if (!data) return null;
  // Keyed by what was loaded, so a save that comes back starts the field from it.
  return (
    <ChaptersField
      key={chapterLines(data.chapters)}
      kind={kind}
      id={id}
      initial={chapterLines(data.chapters)}
    />
  );
}

function ChaptersField({ kind, id, initial }: { kind: ItemKind; id: string; initial: string }) {
  const fieldId = useId();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const changes = useCaptionChanges(kind, id);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaid('');
    const read = readChapterField(text);
    if (!read.ok) return setProblem(read.message);
    setBusy(true);
    try {
      await changes.saveChapters(read.chapters);
      setProblem(null);
      setSaid(read.chapters.length > 0 ? 'The chapters were saved.' : 'The chapters were removed.');
    } catch (error) {
      setProblem(changeProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={fieldId}>Chapters, one per line</label>
        <textarea
          id={fieldId}
          rows={6}
          value={text}
          placeholder={'0:00 Intro\n1:30 The main part\n4:05 The end'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${fieldId}-hint${problem ? ` ${fieldId}-error` : ''}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${fieldId}-hint`} className="captions-manage-hint">
          The first at 0:00, in order, at least three. Empty: the chapters go (those written in the
          description are used then).
        </p>
        {problem ? (
          <p id={`${fieldId}-error`} className="field-error">
            {problem}
          </p>
        ) : null}
      </div>
      <p className="captions-manage-said" role="status">
        {said}
      </p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Save the chapters
      </button>
    </form>
  );
}
