// lib/community: likes, creators, counted playback and sign-in intents shared by features (issue 53).

/** The page of a creator (any account that uploads). */
export const creatorPath = (id: string): string => `/creator/${encodeURIComponent(id)}`;
