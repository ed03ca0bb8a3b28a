import type { TextTrack } from '@inkreel/shared';
import { useState } from 'react';
import { changeProblem, useCaptionChanges } from '../api/change-captions';
import type { ItemKind } from '../api/use-captioned-item';
import { ACCEPT, checkFile } from './check-file';

/** The item's files by language: each replaced (its own explicit action) or removed. */
export function TrackList({
  kind,
  id,
  tracks,
}: {
  kind: ItemKind;
  id: string;
  tracks: readonly TextTrack[];
}) {
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changes = useCaptionChanges(kind, id);
  const noun = kind === 'video' ? 'captions' : 'lyrics';

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setSaid({ text: await work(), problem: false });
    } catch (error) {
      setSaid({ text: changeProblem(error), problem: true });
    } finally {
      setBusy(false);
    }
  };

  const replace = (track: TextTrack, file: File) =>
    run(async () => {
      const checked = await checkFile(kind, file);
      if (!checked.ok) throw new Error(checked.message);
      await changes.replace(track.language, checked.text);
      return `The ${track.label} file was replaced.`;
    });

  if (tracks.length === 0) return <p className="captions-manage-empty">No {noun} yet.</p>;
  return (
    <>
      <ul className="captions-manage-tracks">
        {tracks.map((track) => (
          <li key={track.language} className="captions-manage-track">
            <span className="captions-manage-track-name">
              <span lang={track.language}>{track.label}</span>{' '}
              <span className="captions-manage-tag">{track.language}</span>
            </span>
            <span className="captions-manage-actions">
              <label className="btn captions-manage-file">
                <input
                  type="file"
                  className="visually-hidden"
                  accept={ACCEPT[kind]}
                  disabled={busy}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void replace(track, file);
                  }}
                />
                Replace the {track.label} file
              </label>
              {confirming === track.language ? (
                <>
                  <button
                    type="button"
                    className="btn btn-danger"
                    disabled={busy}
                    onClick={() => {
                      setConfirming(null);
                      void run(async () => {
                        await changes.remove(track.language);
                        return `The ${track.label} file was removed.`;
                      });
                    }}
                  >
                    Remove the {track.label} file
                  </button>
                  <button type="button" className="btn" onClick={() => setConfirming(null)}>
                    Keep it
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={busy}
                  onClick={() => setConfirming(track.language)}
                >
                  Remove…
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className={said?.problem ? 'field-error' : 'captions-manage-said'} role="status">
        {said?.text}
      </p>
    </>
  );
}
