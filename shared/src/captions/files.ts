/**
 * Reading caption, lyrics and storyboard files (`@inkreel/shared/caption-files`). Apart from the
 * main entry because its parsers (media-captions, clrc) are for the code that reads files: the
 * provider, the upload form and the player's captions, each loading them when it needs them.
 */
export * from './caption-file.js';
export * from './lrc.js';
export * from './storyboard-index.js';
