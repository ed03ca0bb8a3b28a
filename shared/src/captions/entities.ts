import * as z from 'zod/mini';
import { chapterListSchema } from './chapters.js';
import { languageTagSchema } from './languages.js';

export const CAPTION_LABEL_MAX_LENGTH = 60;

/** The largest caption or lyrics file taken, in bytes of UTF-8 (docs/product.md section 10). */
export const CAPTION_MAX_BYTES = 256 * 1024;

/** One caption (or lyrics) file of an item: its language, how the menu names it, where it is. */
export const textTrackSchema = z.object({
  /** A BCP 47 tag in its canonical form; one file per language per item. */
  language: z.string(),
  /** What the language menu says ("English", "Français (Canada)", "English (SDH)"). */
  label: z.string(),
  /** WebVTT (`text/vtt`), relative to `/api` like every media path (or absolute). */
  url: z.string().check(z.minLength(1)),
  updatedAt: z.string(),
});
export type TextTrack = z.infer<typeof textTrackSchema>;

export const textTrackListSchema = z.object({ tracks: z.array(textTrackSchema) });
export type TextTrackList = z.infer<typeof textTrackListSchema>;

const label = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(
        CAPTION_LABEL_MAX_LENGTH,
        `A label is at most ${CAPTION_LABEL_MAX_LENGTH} characters`,
      ),
    ),
);
/** The file's text as it was read (its UTF-8 size is checked by the provider too). */
const fileText = z
  .string()
  .check(
    z.minLength(1, 'The file is empty'),
    z.maxLength(CAPTION_MAX_BYTES, `The file is larger than ${CAPTION_MAX_BYTES / 1024} KB`),
  );

/** Adding a file: its language, an optional label (else the language's own name), the text. */
export const textTrackAddSchema = z.object({ language: languageTagSchema, label, text: fileText });
export type TextTrackAdd = z.infer<typeof textTrackAddSchema>;

/** Replacing the file of a language: the new text, and the label (kept when left out). */
export const textTrackReplaceSchema = z.object({ label, text: fileText });
export type TextTrackReplace = z.infer<typeof textTrackReplaceSchema>;

export const textTrackRemovedSchema = z.object({ language: z.string(), deleted: z.literal(true) });

export const chaptersBodySchema = z.object({ chapters: chapterListSchema });
export type ChaptersBody = z.infer<typeof chaptersBodySchema>;

/** Seek previews: one sprite image of frames and a WebVTT index of where each frame lies. */
export const storyboardSchema = z.object({
  spriteUrl: z.string().check(z.minLength(1)),
  /** Cues whose text is `name#xywh=x,y,w,h` (the name is the sprite's). */
  indexUrl: z.string().check(z.minLength(1)),
  frames: z.int().check(z.positive()),
});
export type Storyboard = z.infer<typeof storyboardSchema>;

export const storyboardReplySchema = z.object({ storyboard: z.nullable(storyboardSchema) });
export type StoryboardReply = z.infer<typeof storyboardReplySchema>;

/** The largest sprite taken (frames of 160 px, a few hundred at most). */
export const STORYBOARD_SPRITE_MAX_BYTES = 4 * 1024 * 1024;

/** The index travels as a text field beside the sprite (a WebVTT file of at most 64 KB). */
export const STORYBOARD_INDEX_MAX_LENGTH = 64 * 1024;
export const storyboardFieldsSchema = z.object({
  index: z
    .string()
    .check(
      z.minLength(1, 'The index is required'),
      z.maxLength(STORYBOARD_INDEX_MAX_LENGTH, 'The index is larger than 64 KB'),
    ),
});
