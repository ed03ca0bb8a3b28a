import { accountCalls } from './account/calls.js';
import {
  audioChapterCalls,
  captionCalls,
  captionMediaCalls,
  lyricsCalls,
  storyboardCalls,
  videoChapterCalls,
} from './captions/calls.js';
import { authCalls } from './auth/calls.js';
import { googleCalls } from './auth/google.js';
import { passwordResetCalls } from './auth/password-reset.js';
import type { CallContract } from './common/contract.js';
import { playlistCalls } from './collections/playlists.js';
import { queueCalls } from './collections/queue.js';
import {
  audioCommentCalls,
  bookCommentCalls,
  commentCalls,
  poemCommentCalls,
  storyCommentCalls,
  videoCommentCalls,
} from './comments/calls.js';
import { moderationCalls } from './comments/moderation.js';
import { reportDevCalls } from './comments/reports.js';
import { creatorCalls } from './community/creators.js';
import { likeCalls } from './community/likes.js';
import { notificationCalls } from './community/notifications.js';
import { viewCalls } from './community/views.js';
import { audioCalls, bookCalls, videoCalls, writingCalls } from './content/calls.js';
import { mediaCalls } from './content/media-calls.js';
import { devCalls } from './dev/calls.js';
import { docsCalls } from './docs/calls.js';
import { extensionCalls } from './extensions/calls.js';
import { manageCalls } from './manage/calls.js';
import { readingCalls } from './reading/calls.js';
import { searchCalls } from './search/calls.js';
import { subscriptionCalls } from './subscription/calls.js';
import { uploadCalls } from './upload/calls.js';
import { myUploadsCalls } from './upload/my-uploads.js';
import { uploadStageCalls } from './upload/upload-stage.js';
import { walletCalls } from './wallet/calls.js';
import { walletHistoryCalls } from './wallet/history.js';

/** One domain's calls and the tag they carry in the OpenAPI document. */
export interface CallGroup {
  readonly name: string;
  readonly tag: string;
  readonly calls: Readonly<Record<string, CallContract>>;
}

/**
 * Every call of the API, by domain. The OpenAPI document and the provider check walk this list:
 * a call added to one of these objects is picked up as it is; a new domain needs one line here.
 */
export const callGroups: readonly CallGroup[] = [
  { name: 'auth', tag: 'Authentication', calls: authCalls },
  { name: 'passwordReset', tag: 'Authentication', calls: passwordResetCalls },
  { name: 'account', tag: 'Authentication', calls: accountCalls },
  { name: 'google', tag: 'Authentication', calls: googleCalls },
  { name: 'wallet', tag: 'Wallet', calls: walletCalls },
  { name: 'walletHistory', tag: 'Wallet', calls: walletHistoryCalls },
  { name: 'videos', tag: 'Videos', calls: videoCalls },
  { name: 'audios', tag: 'Audio', calls: audioCalls },
  { name: 'books', tag: 'Books', calls: bookCalls },
  { name: 'writings', tag: 'Stories and poems', calls: writingCalls },
  { name: 'search', tag: 'Search', calls: searchCalls },
  { name: 'reading', tag: 'Reading', calls: readingCalls },
  { name: 'media', tag: 'Media files', calls: mediaCalls },
  { name: 'creators', tag: 'Creators and follows', calls: creatorCalls },
  { name: 'likes', tag: 'Likes', calls: likeCalls },
  { name: 'views', tag: 'Views and plays', calls: viewCalls },
  { name: 'notifications', tag: 'Notifications', calls: notificationCalls },
  { name: 'upload', tag: 'Upload', calls: uploadCalls },
  { name: 'myUploads', tag: 'Upload', calls: myUploadsCalls },
  { name: 'uploadStage', tag: 'Upload', calls: uploadStageCalls },
  { name: 'manage', tag: 'Managing uploads', calls: manageCalls },
  { name: 'captions', tag: 'Captions and chapters', calls: captionCalls },
  { name: 'lyrics', tag: 'Captions and chapters', calls: lyricsCalls },
  { name: 'videoChapters', tag: 'Captions and chapters', calls: videoChapterCalls },
  { name: 'audioChapters', tag: 'Captions and chapters', calls: audioChapterCalls },
  { name: 'storyboards', tag: 'Captions and chapters', calls: storyboardCalls },
  { name: 'captionMedia', tag: 'Media files', calls: captionMediaCalls },
  { name: 'subscription', tag: 'Subscription', calls: subscriptionCalls },
  { name: 'queue', tag: 'Queue and playlists', calls: queueCalls },
  { name: 'playlists', tag: 'Queue and playlists', calls: playlistCalls },
  { name: 'videoComments', tag: 'Comments', calls: videoCommentCalls },
  { name: 'audioComments', tag: 'Comments', calls: audioCommentCalls },
  { name: 'bookComments', tag: 'Comments', calls: bookCommentCalls },
  { name: 'storyComments', tag: 'Comments', calls: storyCommentCalls },
  { name: 'poemComments', tag: 'Comments', calls: poemCommentCalls },
  { name: 'comments', tag: 'Comments', calls: commentCalls },
  { name: 'commentModeration', tag: 'Comments', calls: moderationCalls },
  { name: 'docs', tag: 'API documentation', calls: docsCalls },
  { name: 'extensions', tag: 'API documentation', calls: extensionCalls },
  { name: 'dev', tag: 'Mock provider', calls: devCalls },
  { name: 'reportsDev', tag: 'Mock provider', calls: reportDevCalls },
];

export interface RegisteredCall {
  /** `group.name`, e.g. `videos.byId`: the operationId in the document. */
  readonly id: string;
  readonly group: CallGroup;
  readonly call: CallContract;
}

export const allCalls: readonly RegisteredCall[] = callGroups.flatMap((group) =>
  Object.entries(group.calls).map(([name, call]) => ({ id: `${group.name}.${name}`, group, call })),
);
