/**
 * Captions, lyrics, chapters and seek previews of videos and tracks (the `captions` feature,
 * docs/product.md section 10): what the routes and the seed use.
 */
export type { ItemKind } from './items.js';
export { addTextTrack, listTextTracks, removeTextTrack, replaceTextTrack } from './text-tracks.js';
export { chaptersOf, setChapters } from './chapters.js';
export { removeStoryboard, setStoryboard, storyboardOf } from './storyboards.js';
export { CAPTIONS_DIR, STORYBOARDS_DIR } from './media-files.js';
export { seedChapters, seedStoryboard, seedTextTrack } from './seed-records.js';
