import type { Visibility } from '@inkreel/shared';

/** How each visibility is named and explained (docs/product.md section 10). */
export const VISIBILITY_TEXT: Readonly<Record<Visibility, { label: string; hint: string }>> = {
  public: { label: 'Public', hint: 'Everyone can find it in lists, search and recommendations.' },
  unlisted: { label: 'Unlisted', hint: 'Only people with its link can open it.' },
  private: { label: 'Private', hint: 'Only you can open it.' },
};
