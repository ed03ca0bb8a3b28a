// The captions feature's records, part of db.json (schema.ts).

/** A caption file of a video or the lyrics of a track, kept as WebVTT (the captions feature). */
export interface TextTrackRecord {
  _id: string;
  itemKind: 'video' | 'audio';
  itemId: string;
  /** Canonical BCP 47 tag: one record per language per item. */
  language: string;
  label: string;
  /** Path relative to DATA_DIR/media; a new name on each replacement (media is cached by name). */
  file: string;
  updatedAt: string;
}

/** The chapters an uploader gave a video or a track. */
export interface ChapterListRecord {
  itemKind: 'video' | 'audio';
  itemId: string;
  chapters: { start: number; title: string }[];
  updatedAt: string;
}

/** A video's seek previews: the sprite and its WebVTT index, both under DATA_DIR/media. */
export interface StoryboardRecord {
  videoId: string;
  spriteFile: string;
  indexFile: string;
  frames: number;
  updatedAt: string;
}
