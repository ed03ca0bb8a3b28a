import { Navigate, Outlet, type RouteObject } from 'react-router';
import { OnlineOrSaved } from '../components/offline/offline-feed';
import { homePage } from '../features/home/api/home-page-data';
import { HandOver } from '../lib/page/hand-over';
import { serverRendered } from '../lib/page/page-data';
import { RequireSession, RequireUser, VisitorOnly } from './guards';
import { Layout } from './layout';
import { page } from './lazy-page';
import {
  audioListPage,
  bookReaderPage,
  booksPage,
  creatorPage,
  loginPage,
  playlistPage,
  premiumPage,
  searchPage,
  registerPage,
  storiesPage,
  trackPage,
  videoPage,
  videosPage,
  writingPage,
} from './page-plans';

/**
 * Around every route, the bar and its menus included: the data a server-rendered route's loader
 * handed over, as SWR's fallback (lib/page/hand-over.tsx).
 */
function Root() {
  return (
    <HandOver>
      <Outlet />
    </HandOver>
  );
}

/**
 * What a client-rendered visit shows until the first route's loader has returned: nothing, for the
 * moment it takes (the browser's loaders only start the page's fetches and return at once).
 */
const NothingYet = () => null;

/**
 * The route table. A page the production web server renders gets `serverRendered(plan)`: its
 * feature's page data (features/<name>/api/*-page-data.ts) as its loader, run on the server and in
 * the browser (lib/page/page-data.ts, CONTRIBUTING.md "Adding a page"). Signed-in pages, and pages
 * whose first view depends on this browser (downloads), are rendered in the browser only.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    HydrateFallback: NothingYet,
    children: [
      {
        element: <Layout />,
        children: [
          {
            index: true,
            ...serverRendered(homePage),
            element: <OnlineOrSaved>{page('/', 'HomePage')}</OnlineOrSaved>,
          },
          {
            path: 'login',
            ...serverRendered(loginPage),
            element: <VisitorOnly>{page('/login', 'LoginPage')}</VisitorOnly>,
          },
          {
            path: 'register',
            ...serverRendered(registerPage),
            element: <VisitorOnly>{page('/register', 'RegisterPage')}</VisitorOnly>,
          },
          {
            path: 'forgot-password',
            element: page('/forgot-password', 'ForgotPasswordPage'),
          },
          {
            path: 'reset-password/:token',
            element: page('/reset-password/:token', 'ResetPasswordPage'),
          },
          {
            path: 'verification-pending',
            element: page('/verification-pending', 'VerificationPendingPage'),
          },
          {
            path: 'verify-email/:token',
            element: page('/verify-email/:token', 'VerifyEmailPage'),
          },
          {
            path: 'auth/google/callback',
            element: page('/auth/google/callback', 'GoogleCallbackPage'),
          },
          {
            path: 'wallet',
            element: <RequireUser>{page('/wallet', 'WalletPage')}</RequireUser>,
          },
          {
            path: 'stories',
            ...serverRendered(storiesPage),
            element: page('/stories', 'StoriesPage'),
          },
          {
            path: 'stories/:kind/:id',
            ...serverRendered(writingPage),
            element: page('/stories/:kind/:id', 'WritingPage'),
          },
          {
            path: 'search',
            ...serverRendered(searchPage, { warm: false }),
            element: page('/search', 'SearchPage'),
          },
          {
            path: 'premium',
            ...serverRendered(premiumPage),
            element: page('/premium', 'PremiumPage'),
          },
          {
            path: 'videos',
            ...serverRendered(videosPage),
            element: <OnlineOrSaved kind="video">{page('/videos', 'VideosPage')}</OnlineOrSaved>,
          },
          {
            path: 'video/:id',
            ...serverRendered(videoPage),
            element: page('/video/:id', 'VideoPage'),
          },
          {
            path: 'audio',
            ...serverRendered(audioListPage),
            element: <OnlineOrSaved kind="audio">{page('/audio', 'AudioListPage')}</OnlineOrSaved>,
          },
          {
            path: 'audio/:id',
            ...serverRendered(trackPage),
            element: page('/audio/:id', 'AudioPage'),
          },
          {
            path: 'books',
            ...serverRendered(booksPage),
            element: <OnlineOrSaved kind="book">{page('/books', 'BooksPage')}</OnlineOrSaved>,
          },
          {
            path: 'books/read/:id',
            ...serverRendered(bookReaderPage, { warm: false }),
            element: page('/books/read/:id', 'BookReaderPage'),
          },
          {
            path: 'upload',
            element: <RequireSession>{page('/upload', 'UploadPage')}</RequireSession>,
          },
          {
            path: 'my-uploads',
            element: <RequireSession>{page('/my-uploads', 'MyUploadsPage')}</RequireSession>,
          },
          {
            path: 'my-uploads/:kind/:id/edit',
            element: (
              <RequireSession>
                {page('/my-uploads/:kind/:id/edit', 'EditUploadPage')}
              </RequireSession>
            ),
          },
          {
            path: 'my-uploads/:kind/:id/stats',
            element: (
              <RequireSession>
                {page('/my-uploads/:kind/:id/stats', 'UploadStatsPage')}
              </RequireSession>
            ),
          },
          {
            path: 'my-uploads/:kind/:id/captions',
            element: (
              <RequireSession>
                {page('/my-uploads/:kind/:id/captions', 'ItemCaptionsPage')}
              </RequireSession>
            ),
          },
          {
            path: 'account',
            element: <RequireSession>{page('/account', 'AccountPage')}</RequireSession>,
          },
          {
            path: 'creator/:id',
            ...serverRendered(creatorPage),
            element: page('/creator/:id', 'CreatorPage', 'creators'),
          },
          {
            path: 'following',
            element: (
              <RequireSession>{page('/following', 'FollowingPage', 'creators')}</RequireSession>
            ),
          },
          {
            path: 'liked',
            element: <RequireSession>{page('/liked', 'LikedPage', 'likes')}</RequireSession>,
          },
          {
            path: 'notifications',
            element: (
              <RequireSession>
                {page('/notifications', 'NotificationsPage', 'notifications')}
              </RequireSession>
            ),
          },
          {
            path: 'downloads',
            element: page('/downloads', 'DownloadsPage'),
          },
          {
            path: 'playlists',
            element: <RequireSession>{page('/playlists', 'PlaylistsPage')}</RequireSession>,
          },
          {
            path: 'playlist/:id',
            ...serverRendered(playlistPage),
            element: page('/playlist/:id', 'PlaylistPage'),
          },
          { path: 'payment/success', element: <Navigate to="/?payment_success=true" replace /> },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
      // Bare players that other sites may frame (client/server/embed-headers.ts): no bar, no footer.
      { path: 'embed/video/:id', element: page('/embed/video/:id', 'VideoEmbedPage') },
      { path: 'embed/audio/:id', element: page('/embed/audio/:id', 'AudioEmbedPage') },
    ],
  },
];
