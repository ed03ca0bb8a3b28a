import type { Request } from 'express';
import {
  bookFormatSchema,
  uploadCalls,
  type AudioUploadFields,
  type BookUploadFields,
} from '@inkreel/shared';
import type { AudioRecord, BookRecord } from '../../db/schema.js';
import { nowIso } from '../../db/ids.js';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/auth.js';
import { toAudio, toBook } from '../content/serializers.js';
import { priceOf } from './pricing.js';
import { commitUpload } from './upload-commit.js';
import { LAYOUTS, stageUpload } from './upload-stage.js';

/** POST /api/audios/upload: complete with the HTTP reply. */
export async function uploadAudio(deps: AppDeps, body: AudioUploadFields, req: Request) {
  const userId = authOf(req).user._id;
  const staged = await stageUpload(deps, uploadCalls.audio, req, LAYOUTS.audio, body.title);
  const record = await commitUpload(deps, {
    req,
    userId,
    price: priceOf(deps.env, 'audio'),
    contentId: staged.id,
    media: staged.media,
    insert: () => {
      const audio: AudioRecord = {
        _id: staged.id,
        title: body.title,
        // The audio form has no description field (SPEC.md 3); artist and genre are kept apart.
        description: '',
        plays: 0,
        likes: [],
        audioFile: staged.mainFile,
        artworkFile: staged.imageFile,
        createdAt: nowIso(),
        uploaderId: userId,
        genre: body.genre,
        artist: body.artist,
      };
      deps.store.data.audios.push(audio);
      return audio;
    },
  });
  return { message: 'Audio uploaded successfully', audio: toAudio(deps.store, record) };
}

/** POST /api/books/upload: complete with the HTTP reply; the format comes from the bytes. */
export async function uploadBook(deps: AppDeps, body: BookUploadFields, req: Request) {
  const userId = authOf(req).user._id;
  const staged = await stageUpload(deps, uploadCalls.book, req, LAYOUTS.book, body.title);
  const format = bookFormatSchema.parse(staged.main.format);
  const record = await commitUpload(deps, {
    req,
    userId,
    price: priceOf(deps.env, 'book'),
    contentId: staged.id,
    media: staged.media,
    insert: () => {
      const book: BookRecord = {
        _id: staged.id,
        title: body.title,
        author: body.author,
        description: body.description,
        rating: 0,
        createdAt: nowIso(),
        bookFile: staged.mainFile,
        coverFile: staged.imageFile,
        format,
        uploaderId: userId,
      };
      deps.store.data.books.push(book);
      return book;
    },
  });
  return { message: 'Book uploaded successfully', book: toBook(deps.store, record) };
}
