import { describe, expect, it } from 'vitest';
import { searchCatalogue, type SearchCatalogue } from './use-search-catalogue';

const maker = { _id: 'f'.repeat(24), name: 'Ada' };
const video = (n: number, title: string, description: string, createdAt: string) => ({
  _id: String(n).padStart(24, '0'),
  title,
  description,
  tags: [],
  views: 1,
  createdAt,
  videoUrl: `/media/v${n}.mp4`,
  uploadedBy: maker,
});

describe('searchCatalogue (the fallback when the provider cannot search)', () => {
  it('ranks as the provider does: titles first, descriptions last, no inside-word matches', () => {
    const catalogue: SearchCatalogue = {
      videos: [
        video(1, 'Edge of the Set', 'A slow dive into Seahorse Valley.', '2026-03-01T00:00:00Z'),
        video(2, 'Chelsea Morning', 'Overseas post.', '2026-03-02T00:00:00Z'),
        video(3, 'Seaside Walk', 'Along the shore.', '2026-01-01T00:00:00Z'),
      ],
      music: [],
      books: [],
      stories: [],
      poems: [],
    };
    const found = searchCatalogue(catalogue, 'Sea').videos;
    expect(found.items.map((v) => v.title)).toEqual(['Seaside Walk', 'Edge of the Set']);
    expect(found.pagination.total).toBe(2);
  });
});
