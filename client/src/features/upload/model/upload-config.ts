import {
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type ContentType,
  type FileKind,
} from '@inkreel/shared';

/** Text fields of the upload forms (docs/product.md section 3). */
export type TextFieldName =
  | 'title'
  | 'description'
  | 'tags'
  | 'genre'
  | 'artist'
  | 'author'
  | 'content';
/** The two file slots: the main file and the optional image. */
export type FileFieldName = 'file' | 'image';
export type FieldName = TextFieldName | FileFieldName;

export interface TextFieldConfig {
  name: TextFieldName;
  label: string;
  placeholder: string;
  multiline?: boolean;
  optional?: boolean;
  /** The provider's limit (shared/src/upload/forms.ts): the field stops there and counts. */
  maxLength?: number;
}

export interface FileSlotConfig {
  /** The multipart field name the provider expects. */
  field: string;
  kind: FileKind;
  /** The field's accessible name, word for word from docs/product.md section 2. */
  label: string;
  /** Text under the label inside the drop zone. */
  prompt?: string;
  hint?: string;
}

export interface TypeConfig {
  type: ContentType;
  label: string;
  /** Article-less noun used in sentences ("a video", "an audio track"). */
  noun: string;
  textFields: TextFieldConfig[];
  file?: FileSlotConfig;
  image?: FileSlotConfig;
  tips: string[];
}

const title: TextFieldConfig = {
  name: 'title',
  label: 'Title',
  placeholder: 'Give it a clear title',
  maxLength: TITLE_MAX_LENGTH,
};
const description: TextFieldConfig = {
  name: 'description',
  label: 'Description',
  placeholder: 'What is it about?',
  multiline: true,
  maxLength: DESCRIPTION_MAX_LENGTH,
};
const tags: TextFieldConfig = {
  name: 'tags',
  label: 'Tags',
  placeholder: 'travel, nature, drone',
};
/** A poem's tags; a story gives its own examples. */
const optionalTags: TextFieldConfig = {
  ...tags,
  label: 'Tags (optional)',
  placeholder: 'love, nature, haiku',
  optional: true,
};

const imagePrompt = 'Drop an image here or click to browse';

export const TYPE_CONFIG: Readonly<Record<ContentType, TypeConfig>> = {
  video: {
    type: 'video',
    label: 'Video',
    noun: 'a video',
    textFields: [title, description, tags],
    file: {
      field: 'video',
      kind: 'video',
      label: 'Drop your video here or click to browse',
      hint: 'MP4, WebM, MOV and other video formats',
    },
    image: {
      field: 'thumbnail',
      kind: 'image',
      label: 'Video Thumbnail (Optional)',
      prompt: imagePrompt,
    },
    tips: [
      'Use a landscape 16:9 video for the best look in players and lists.',
      'Add a bright, readable thumbnail: it is the first thing viewers see.',
      'Tags help people find your video; separate them with commas.',
      'Keep this page open until processing finishes.',
    ],
  },
  audio: {
    type: 'audio',
    label: 'Audio',
    noun: 'an audio track',
    textFields: [
      title,
      { name: 'genre', label: 'Genre', placeholder: 'e.g. Ambient, Jazz, Podcast' },
      { name: 'artist', label: 'Artist', placeholder: 'Who performed it?' },
    ],
    file: {
      field: 'audio',
      kind: 'audio',
      label: 'Drop your audio file here or click to browse',
      hint: 'MP3, WAV, OGG, M4A and other audio formats',
    },
    image: {
      field: 'artwork',
      kind: 'image',
      label: 'Audio Artwork (Optional)',
      prompt: imagePrompt,
    },
    tips: [
      'MP3 at 192 kbps or more sounds good and stays small.',
      'Square artwork (at least 1000 × 1000 px) looks best in the player.',
      'Name the genre people would search for.',
    ],
  },
  book: {
    type: 'book',
    label: 'Book',
    noun: 'a book',
    textFields: [
      title,
      { name: 'author', label: 'Author', placeholder: 'Who wrote it?' },
      description,
    ],
    file: {
      field: 'book',
      kind: 'book',
      label: 'Drop your PDF, EPUB, or MOBI file here',
      hint: 'PDF, EPUB, MOBI',
    },
    image: { field: 'cover', kind: 'image', label: 'Book Cover (Optional)', prompt: imagePrompt },
    tips: [
      'PDF books open right in the reader; EPUB and MOBI are offered as downloads.',
      'A portrait cover (2:3) stands out on the Discover Books shelf.',
      'A short description helps readers decide to open it.',
    ],
  },
  poem: {
    type: 'poem',
    label: 'Poem',
    noun: 'a poem',
    textFields: [
      title,
      {
        name: 'content',
        label: 'Content',
        placeholder: 'Write or paste your poem…',
        multiline: true,
      },
      optionalTags,
    ],
    tips: [
      'Line breaks are kept exactly as you type them.',
      'Read it aloud once before publishing: rhythm matters.',
      'Tags such as haiku, love or nature help readers find it.',
    ],
  },
  story: {
    type: 'story',
    label: 'Story',
    noun: 'a story',
    textFields: [
      title,
      { name: 'content', label: 'Content', placeholder: 'Once upon a time…', multiline: true },
      { ...optionalTags, placeholder: 'mystery, adventure, flash fiction' },
    ],
    tips: [
      'Short stories read best between 1,000 and 7,500 words.',
      'Separate paragraphs with an empty line.',
      'A strong first line keeps readers going.',
    ],
  },
};

export const CONTENT_TYPES = Object.keys(TYPE_CONFIG) as ContentType[];
