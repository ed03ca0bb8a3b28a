import type { Audio, Book, ItemKind, ItemSummary, Video, Writing } from '@inkreel/shared';
import type { QueueItem } from '../../lib/queue/queue-model';
import { bookCoverUrl, mediaUrl, videoThumbnailUrl } from '../media/media-urls';

/** What the queue keeps of a video, a track, a book, a story or a poem. */
export const videoItem = (video: Video): QueueItem => ({
  kind: 'video',
  id: video._id,
  title: video.title,
  creator: video.uploadedBy.name,
  image: videoThumbnailUrl(video),
  src: mediaUrl(video.videoUrl),
  ...(video.duration !== undefined ? { duration: video.duration } : {}),
});

export const audioItem = (audio: Audio): QueueItem => ({
  kind: 'audio',
  id: audio._id,
  title: audio.title,
  creator: audio.artist ?? audio.uploadedBy.name,
  image: mediaUrl(audio.artworkUrl),
  src: mediaUrl(audio.audioUrl),
  ...(audio.duration !== undefined ? { duration: audio.duration } : {}),
});

export const bookItem = (book: Book): QueueItem => ({
  kind: 'book',
  id: book._id,
  title: book.title,
  creator: book.author,
  image: bookCoverUrl(book._id),
});

export const writingItem = (kind: 'story' | 'poem', writing: Writing): QueueItem => ({
  kind,
  id: writing._id,
  title: writing.title,
  creator: writing.uploadedBy.name,
});

/** An item as the provider lists it in a playlist or a queue (items/summary). */
export const summaryItem = (item: ItemSummary): QueueItem => ({
  kind: item.kind,
  id: item.id,
  title: item.title ?? '',
  creator: item.creator ?? '',
  available: item.available,
  ...(item.imagePath ? { image: mediaUrl(item.imagePath) } : {}),
  ...(item.mediaPath ? { src: mediaUrl(item.mediaPath) } : {}),
  ...(item.duration !== undefined ? { duration: item.duration } : {}),
});

export const KIND_LABELS: Record<ItemKind, string> = {
  video: 'Video',
  audio: 'Track',
  book: 'Book',
  story: 'Story',
  poem: 'Poem',
};
