import type {
  AudioUploadFields,
  BookUploadFields,
  FileContentType,
  VideoUploadFields,
} from '@inkreel/shared';

/** A file the request parser stored in the temp folder. */
export interface UploadedFile {
  path: string;
  size: number;
}

/** One file upload as the service sees it: no request, no reply. */
export interface UploadInput<K extends FileContentType = FileContentType> {
  userId: string;
  /**
   * The socket id the request named, live or not (a reconnect gives a new one): the video is then
   * processed after the reply, with events to every socket of the uploader's (tagged with this id).
   */
  socketId?: string;
  /** The id the upload's events already carry (the new record's id), when it has events. */
  uploadId?: string;
  fields: { video: VideoUploadFields; audio: AudioUploadFields; book: BookUploadFields }[K];
  /** Stored files by form field. */
  files: Readonly<Record<string, UploadedFile>>;
  /** Aborted when the client goes away before the reply: nothing is then charged or kept. */
  signal: AbortSignal;
}
