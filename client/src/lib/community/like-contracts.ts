// lib/community: likes, creators, counted playback and sign-in intents shared by features (issue 53).
//
// The like calls' contracts, loaded by the first press of a like button: a card or a page shows its
// likes from the item it has, so the list pages carry no schema for them (docs/decisions/0452).
export { likeCallsByKind } from '@inkreel/shared';
