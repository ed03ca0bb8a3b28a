// The page plans of the route table (routes.tsx): the server-rendered pages' loaders and heads.
import { lazyPlan } from '../lib/page/page-data';

// The pages' plans load with their route's first loader, not with the route table, which every
// page loads first (lib/page/page-data.ts `lazyPlan`, docs/decisions/0413). The home page's plan
// is not here: `/` needs it at once, so routes.tsx imports it directly.
const audioData = () => import('../features/audio/api/audio-page-data');
const authData = () => import('../features/auth/api/auth-page-data');
const booksData = () => import('../features/books/api/books-page-data');
const storiesData = () => import('../features/stories/api/stories-page-data');
const videoData = () => import('../features/videos/api/video-page-data');
export const audioListPage = lazyPlan(async () => (await audioData()).audioListPage);
export const trackPage = lazyPlan(async () => (await audioData()).trackPage);
export const loginPage = lazyPlan(async () => (await authData()).loginPage);
export const registerPage = lazyPlan(async () => (await authData()).registerPage);
export const booksPage = lazyPlan(async () => (await booksData()).booksPage);
export const bookReaderPage = lazyPlan(async () => (await booksData()).bookReaderPage);
export const storiesPage = lazyPlan(async () => (await storiesData()).storiesPage);
export const writingPage = lazyPlan(async () => (await storiesData()).writingPage);
export const videosPage = lazyPlan(async () => (await videoData()).videosPage);
export const videoPage = lazyPlan(async () => (await videoData()).videoPage);
export const creatorPage = lazyPlan(
  async () => (await import('../features/creators/api/creator-page-data')).creatorPage,
);
export const playlistPage = lazyPlan(
  async () => (await import('../features/playlists/api/playlist-page-data')).playlistPage,
);
export const searchPage = lazyPlan(
  async () => (await import('../features/home/api/search-page-data')).searchPage,
);
export const premiumPage = lazyPlan(
  async () => (await import('../features/premium/api/premium-page-data')).premiumPage,
);
