import {
  bookFormatSchema,
  ErrorCode,
  splitTags,
  uploadCalls,
  type CallContract,
  type FileContentType,
  type SuccessOf,
} from '@inkreel/shared';
import type { AudioRecord, BookRecord, VideoRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { nowIso } from '../../db/ids.js';
import { DomainError } from '../../domain-error.js';
import { managedAtCreation, toAudio, toBook, toVideo } from '../content/content.service.js';
import { PLACEHOLDER_SIZES } from '../media/media.service.js';
import { BookFileError, checkBookFile } from './book-check.js';
import type { UploadDeps } from './upload-deps.js';
import type { UploadInput } from './upload-input.js';
import type { StagedUpload, UploadLayout } from './upload-files.js';
import { processVideo } from './video-processing.js';
import { ProbeError, probeVideo } from './video-probe.js';

interface Records {
  video: VideoRecord;
  audio: AudioRecord;
  book: BookRecord;
}

export type UploadReplies = { [K in FileContentType]: SuccessOf<(typeof uploadCalls)[K]> };

/** What differs between the upload types; the steps themselves are createUpload's. */
export interface UploadKind<K extends FileContentType> {
  call: CallContract;
  layout: UploadLayout;
  /** Checks the placed files before anything is charged; what it finds goes into the record. */
  check?(
    deps: UploadDeps,
    staged: StagedUpload,
    input: UploadInput<K>,
  ): Promise<Partial<Records[K]>>;
  record(staged: StagedUpload, input: UploadInput<K>): Records[K];
  table(store: Store): Records[K][];
  reply(store: Store, record: Records[K], input: UploadInput<K>): UploadReplies[K];
  /** Work that starts once the reply is out (video processing with socket events). */
  afterReply?: (
    deps: UploadDeps,
    record: Records[K],
    staged: StagedUpload,
    input: UploadInput<K>,
  ) => void;
}

/**
 * Named with a socket id, a video is created "processing" and processed after the reply, with
 * events to the uploader's sockets. Without one there is nobody to tell about a late failure, so the
 * container is checked before charging: a broken file is a 415 and costs nothing, and the video is
 * created "ready" with its duration.
 */
const video: UploadKind<'video'> = {
  call: uploadCalls.video,
  layout: {
    main: { field: 'video', dir: 'videos' },
    image: { field: 'thumbnail', dir: 'thumbnails', ...PLACEHOLDER_SIZES.video },
  },
  async check(_deps, staged, input) {
    if (input.socketId) return {};
    try {
      const file = staged.media.pathOf(staged.mainFile);
      const { duration } = await probeVideo(file, staged.main.format);
      return duration !== undefined ? { duration } : {};
    } catch (error) {
      if (!(error instanceof ProbeError)) throw error;
      throw new DomainError(
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        `The video file could not be read: ${error.message}`,
        { field: 'video' },
      );
    }
  },
  record: (staged, { fields, userId, socketId }) => ({
    _id: staged.id,
    title: fields.title,
    description: fields.description,
    tags: splitTags(fields.tags),
    views: 0,
    createdAt: nowIso(),
    videoFile: staged.mainFile,
    thumbnailFile: staged.imageFile,
    uploaderId: userId,
    featured: false,
    status: socketId ? 'processing' : 'ready',
    ...managedAtCreation(fields.visibility),
  }),
  table: (store) => store.data.videos,
  reply: (store, record, { socketId }) => ({
    message: socketId
      ? 'Video uploaded successfully. Processing has started.'
      : 'Video uploaded successfully',
    video: toVideo(store, record),
  }),
  afterReply(deps, record, staged, { userId, socketId }) {
    if (!socketId) return;
    void processVideo(deps, { videoId: record._id, userId, socketId, format: staged.main.format });
  },
};

const audio: UploadKind<'audio'> = {
  call: uploadCalls.audio,
  layout: {
    main: { field: 'audio', dir: 'audios' },
    image: { field: 'artwork', dir: 'artwork', ...PLACEHOLDER_SIZES.audio },
  },
  record: (staged, { fields, userId }) => ({
    _id: staged.id,
    title: fields.title,
    // The audio form has no description field (docs/product.md 3); artist and genre are kept apart.
    description: '',
    plays: 0,
    audioFile: staged.mainFile,
    artworkFile: staged.imageFile,
    createdAt: nowIso(),
    uploaderId: userId,
    genre: fields.genre,
    artist: fields.artist,
    ...managedAtCreation(fields.visibility),
  }),
  table: (store) => store.data.audios,
  reply: (store, record) => ({
    message: 'Audio uploaded successfully',
    audio: toAudio(store, record),
  }),
};

/**
 * A book's format comes from its bytes, never from the file name, and the file must be a readable
 * book of that format before anything is charged (issue 56): 400 `INVALID_BOOK_FILE`, or
 * `BOOK_UNPACKED_TOO_LARGE` for an EPUB that would unpack past the documented limit.
 */
const book: UploadKind<'book'> = {
  call: uploadCalls.book,
  layout: {
    main: { field: 'book', dir: 'books' },
    image: { field: 'cover', dir: 'covers', ...PLACEHOLDER_SIZES.book },
  },
  async check(_deps, staged) {
    try {
      await checkBookFile(staged.media.pathOf(staged.mainFile), staged.main.format);
      return {};
    } catch (error) {
      if (!(error instanceof BookFileError)) throw error;
      const code = error.tooLarge ? ErrorCode.BOOK_UNPACKED_TOO_LARGE : ErrorCode.INVALID_BOOK_FILE;
      throw new DomainError(code, error.message, { field: 'book', reason: error.message });
    }
  },
  record: (staged, { fields, userId }) => ({
    _id: staged.id,
    title: fields.title,
    author: fields.author,
    description: fields.description,
    rating: 0,
    createdAt: nowIso(),
    bookFile: staged.mainFile,
    coverFile: staged.imageFile,
    format: bookFormatSchema.parse(staged.main.format),
    uploaderId: userId,
    ...managedAtCreation(fields.visibility),
  }),
  table: (store) => store.data.books,
  reply: (store, record) => ({
    message: 'Book uploaded successfully',
    book: toBook(store, record),
  }),
};

export const UPLOAD_KINDS: { [K in FileContentType]: UploadKind<K> } = { video, audio, book };
