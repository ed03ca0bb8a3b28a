import { useId } from 'react';
import { formatFileSize } from '../../../lib/format/format';
import { CAPTION_ACCEPT } from './caption-entries';
import type { CaptionFields } from './use-caption-fields';
import './caption-fields.css';

/** Common tags offered as the language is typed (any BCP 47 tag is taken). */
const SUGGESTED = [
  'en',
  'fr',
  'es',
  'de',
  'it',
  'pt',
  'pt-BR',
  'nl',
  'ar',
  'zh',
  'ja',
  'ko',
  'hi',
  'ru',
  'sv',
  'pl',
  'tr',
];

interface Props {
  kind: 'video' | 'audio';
  fields: CaptionFields;
  disabled: boolean;
  /** For a video: what the storyboard (seek previews) made of it is up to. */
  storyboardNote?: string | null;
}

/**
 * The upload form's captions (a video) or lyrics (a track) in any language, and its chapters:
 * extension fields, shown only when the provider offers the captions feature.
 */
export function CaptionFieldsSection({ kind, fields, disabled, storyboardNote }: Props) {
  const id = useId();
  const noun = kind === 'video' ? 'Captions' : 'Lyrics';
  const { entries, chapters, chaptersError, languageErrors } = fields.value;
  const listId = `${id}-languages`;
  return (
    <fieldset className="caption-fields" disabled={disabled}>
      <legend>{noun} and chapters (optional)</legend>
      <p className="caption-fields-hint" id={`${id}-hint`}>
        {kind === 'video'
          ? 'WebVTT or SRT files, one per language.'
          : 'Synced lyrics or a transcript: WebVTT, SRT or LRC, one per language.'}
      </p>
      <datalist id={listId}>
        {SUGGESTED.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      {entries.length > 0 ? (
        <ul className="caption-entries">
          {entries.map((entry, index) => {
            const languageId = `${id}-language-${entry.key}`;
            const languageError = languageErrors[entry.key];
            const problemId = `${id}-problem-${entry.key}`;
            return (
              <li
                key={entry.key}
                className="caption-entry"
                data-problem={entry.fileProblem || entry.checking ? true : undefined}
              >
                <div className="caption-entry-file">
                  <span className="caption-entry-name">{entry.file.name}</span>
                  <span className="caption-entry-size">{formatFileSize(entry.file.size)}</span>
                </div>
                <div className="caption-entry-language field">
                  <label htmlFor={languageId}>
                    Language of {noun.toLowerCase()} file {index + 1}
                  </label>
                  <input
                    id={languageId}
                    type="text"
                    list={listId}
                    value={entry.language}
                    placeholder="en"
                    autoComplete="off"
                    aria-invalid={languageError ? true : undefined}
                    aria-describedby={languageError ? `${languageId}-error` : undefined}
                    onChange={(event) => fields.setLanguage(entry.key, event.target.value)}
                  />
                  {languageError ? (
                    <p id={`${languageId}-error`} className="field-error">
                      {languageError}
                    </p>
                  ) : null}
                </div>
                {entry.checking ? (
                  <p className="caption-entry-status">Checking the file…</p>
                ) : entry.fileProblem ? (
                  <p id={problemId} className="field-error" role="alert">
                    {entry.file.name}: {entry.fileProblem}
                  </p>
                ) : (
                  <p className="caption-entry-status">Ready</p>
                )}
                <button
                  type="button"
                  className="btn btn-ghost caption-entry-remove"
                  aria-label={`Remove ${entry.file.name}`}
                  onClick={() => fields.remove(entry.key)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label className="btn caption-add">
        <input
          type="file"
          className="visually-hidden"
          accept={CAPTION_ACCEPT[kind]}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) fields.addFile(file);
            event.target.value = '';
          }}
        />
        Add a {kind === 'video' ? 'caption' : 'lyrics'} file
      </label>
      <div className="field caption-chapters">
        <label htmlFor={`${id}-chapters`}>Chapters</label>
        <textarea
          id={`${id}-chapters`}
          rows={4}
          value={chapters}
          placeholder={'0:00 Intro\n1:30 The main part\n4:05 The end'}
          aria-invalid={chaptersError ? true : undefined}
          aria-describedby={`${id}-chapters-hint${chaptersError ? ` ${id}-chapters-error` : ''}`}
          onChange={(event) => fields.setChapters(event.target.value)}
        />
        <p id={`${id}-chapters-hint`} className="caption-fields-hint">
          One per line, the first at 0:00, at least three. Left empty, chapters written the same way
          in the description are used.
        </p>
        {chaptersError ? (
          <p id={`${id}-chapters-error`} className="field-error">
            {chaptersError}
          </p>
        ) : null}
      </div>
      {storyboardNote ? <p className="caption-fields-hint">{storyboardNote}</p> : null}
    </fieldset>
  );
}
