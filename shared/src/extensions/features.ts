/**
 * The features a provider may offer beyond docs/product.md section 7, each a set of extension
 * calls (`feature` on their contracts). `GET /api/extensions` names the ones a provider offers;
 * the client shows a feature only when it is named there (docs/decisions/0340).
 */
export const EXTENSION_FEATURES = {
  creators: 'Creator pages, follows and the following feed',
  likes: 'Likes on every kind of item',
  views: 'View and play counts that count real playback once a day',
  notifications: 'Notifications, live over the realtime connection',
  comments: 'Threaded comments with moderation by the uploader',
  manage: "A creator's controls over their uploads: edit, visibility, delete, statistics",
  queue: 'The play queue kept by the provider across devices',
  playlists: 'Playlists of any kind of item',
  reading: 'Reading places, highlights and notes kept by the provider',
  captions: 'Captions, transcripts, chapters and seek previews',
} as const;

export type ExtensionFeature = keyof typeof EXTENSION_FEATURES;

export const EXTENSION_FEATURE_NAMES = Object.keys(EXTENSION_FEATURES) as ExtensionFeature[];
