import * as z from 'zod/mini';

/**
 * Who sees an item (the manage feature, docs/product.md section 10): everyone (`public`), only
 * those with its link (`unlisted`: left out of lists, search, feeds, recommendations and the
 * sitemap) or only its uploader (`private`: 404 to everyone else, its media files included).
 */
export const VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export const visibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof visibilitySchema>;

/** An item whose record names no visibility (everything uploaded before the feature) is public. */
export const DEFAULT_VISIBILITY: Visibility = 'public';
