/**
 * The captions feature's parts of a player, in one chunk loaded after the player itself
 * (lazy-extras.tsx), so a video page's first load carries none of it.
 */
export { CaptionOverlay } from './caption-overlay';
export { CaptionsMenu } from './captions-menu';
export { ChapterList, CurrentChapter } from './chapter-list';
export { ChapterSession } from './use-chapter-session';
export { SeekPreview } from './seek-preview';
export { TranscriptPanel } from './transcript-panel';
