import type { ComponentType } from 'react';
import { deferredPart } from '../../lib/page/deferred-part';
// The server renders the captions button, the chapters and the transcript into the page: their
// sheets stay with the page, so they are styled before this chunk's code arrives (and for a
// visitor without JavaScript), not drawn as bare buttons until it does.
import './captions-menu.css';
import './chapter-list.css';
import './timed-line.css';
import './transcript-panel.css';

const load = () => import('./player-extras');

type Parts = Awaited<ReturnType<typeof load>>;

/**
 * One part of the chunk, drawn once the chunk is there; on failure the player plays without it
 * (a render of the player meanwhile, the storyboard arriving or a media event, keeps the
 * server's markup of the chapters and transcript: lib/page/deferred-part.tsx).
 */
const deferred = <P extends object>(pick: (parts: Parts) => ComponentType<P>) =>
  deferredPart(load, pick, 'Captions and chapters');

export const CaptionOverlay = deferred((parts) => parts.CaptionOverlay);
export const CaptionsMenu = deferred((parts) => parts.CaptionsMenu);
export const ChapterList = deferred((parts) => parts.ChapterList);
export const CurrentChapter = deferred((parts) => parts.CurrentChapter);
export const ChapterSession = deferred((parts) => parts.ChapterSession);
export const SeekPreview = deferred((parts) => parts.SeekPreview);
export const TranscriptPanel = deferred((parts) => parts.TranscriptPanel);
