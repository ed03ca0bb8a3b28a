import type { Audio } from '@inkreel/shared';

/** Who a track is by: its artist when the provider gives one, else whoever uploaded it. */
export const trackArtist = (audio: Audio): string => audio.artist ?? audio.uploadedBy.name;
