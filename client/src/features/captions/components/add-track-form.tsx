import { canonicalLanguage, LANGUAGE_TAG_MESSAGE } from '@inkreel/shared';
import { useId, useState, type SubmitEvent } from 'react';
import { changeProblem, useCaptionChanges } from '../api/change-captions';
import type { ItemKind } from '../api/use-captioned-item';
import { ACCEPT, checkFile } from './check-file';

/** A file in a new language: its language (a BCP 47 tag) and the file, checked before it goes. */
export function AddTrackForm({ kind, id }: { kind: ItemKind; id: string }) {
  const formId = useId();
  const [language, setLanguage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ field: 'language' | 'file'; text: string } | null>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const changes = useCaptionChanges(kind, id);
  const noun = kind === 'video' ? 'caption' : 'lyrics';

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaid('');
    const tag = canonicalLanguage(language);
    if (!tag) return setProblem({ field: 'language', text: LANGUAGE_TAG_MESSAGE });
    if (!file) return setProblem({ field: 'file', text: `Choose a ${noun} file` });
    setBusy(true);
    try {
      const checked = await checkFile(kind, file);
      if (!checked.ok) return setProblem({ field: 'file', text: checked.message });
      await changes.add(tag, checked.text);
      setProblem(null);
      setLanguage('');
      setFile(null);
      setSaid(`The ${tag} file was added.`);
    } catch (error) {
      setProblem({ field: 'file', text: changeProblem(error) });
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${formId}-error`;
  return (
    <form className="captions-manage-add" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="captions-manage-subtitle">Add a {noun} file</h3>
      <div className="field">
        <label htmlFor={`${formId}-language`}>Language</label>
        <input
          id={`${formId}-language`}
          type="text"
          value={language}
          placeholder="en, fr, pt-BR…"
          autoComplete="off"
          aria-invalid={problem?.field === 'language' ? true : undefined}
          aria-describedby={problem?.field === 'language' ? errorId : undefined}
          onChange={(event) => setLanguage(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${formId}-file`}>
          File ({kind === 'video' ? 'WebVTT or SRT' : 'WebVTT, SRT or LRC'})
        </label>
        <input
          id={`${formId}-file`}
          type="file"
          accept={ACCEPT[kind]}
          aria-invalid={problem?.field === 'file' ? true : undefined}
          aria-describedby={problem?.field === 'file' ? errorId : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
      </div>
      {problem ? (
        <p id={errorId} className="field-error" role="alert">
          {problem.text}
        </p>
      ) : null}
      <p className="captions-manage-said" role="status">
        {said}
      </p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Add the file
      </button>
    </form>
  );
}
