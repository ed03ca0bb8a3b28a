import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { OnlineOrSaved } from '../components/offline/offline-feed';
import { Spinner } from '../components/ui/spinner';
import { RequireSession, RequireUser, VisitorOnly } from './guards';
import { Layout } from './layout';

/** Every page is its own chunk, so heavy pieces (pdf.js, socket.io) load only where used. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Component: LazyExoticComponent<ComponentType> = lazy(async () => ({
    default: (await load())[name],
  }));
  return (
    <Suspense fallback={<Spinner label="Loading page" />}>
      <Component />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        index: true,
        element: (
          <OnlineOrSaved>
            {page(() => import('../features/home/pages/home-page'), 'HomePage')}
          </OnlineOrSaved>
        ),
      },
      {
        path: 'login',
        element: (
          <VisitorOnly>
            {page(() => import('../features/auth/pages/login-page'), 'LoginPage')}
          </VisitorOnly>
        ),
      },
      {
        path: 'register',
        element: (
          <VisitorOnly>
            {page(() => import('../features/auth/pages/register-page'), 'RegisterPage')}
          </VisitorOnly>
        ),
      },
      {
        path: 'forgot-password',
        element: page(
          () => import('../features/auth/pages/forgot-password-page'),
          'ForgotPasswordPage',
        ),
      },
      {
        path: 'verification-pending',
        element: page(
          () => import('../features/auth/pages/verification-pending-page'),
          'VerificationPendingPage',
        ),
      },
      {
        path: 'verify-email/:token',
        element: page(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage'),
      },
      {
        path: 'wallet',
        element: (
          <RequireUser>
            {page(() => import('../features/wallet/pages/wallet-page'), 'WalletPage')}
          </RequireUser>
        ),
      },
      {
        path: 'stories',
        element: page(() => import('../features/stories/pages/stories-page'), 'StoriesPage'),
      },
      {
        path: 'stories/:kind/:id',
        element: page(() => import('../features/stories/pages/writing-page'), 'WritingPage'),
      },
      {
        path: 'search',
        element: page(() => import('../features/home/pages/search-page'), 'SearchPage'),
      },
      {
        path: 'premium',
        element: page(() => import('../features/premium/pages/premium-page'), 'PremiumPage'),
      },
      {
        path: 'videos',
        element: (
          <OnlineOrSaved kind="video">
            {page(() => import('../features/videos/pages/videos-page'), 'VideosPage')}
          </OnlineOrSaved>
        ),
      },
      {
        path: 'video/:id',
        element: page(() => import('../features/videos/pages/video-page'), 'VideoPage'),
      },
      {
        path: 'audio',
        element: (
          <OnlineOrSaved kind="audio">
            {page(() => import('../features/audio/pages/audio-list-page'), 'AudioListPage')}
          </OnlineOrSaved>
        ),
      },
      {
        path: 'audio/:id',
        element: page(() => import('../features/audio/pages/audio-page'), 'AudioPage'),
      },
      {
        path: 'books',
        element: (
          <OnlineOrSaved kind="book">
            {page(() => import('../features/books/pages/books-page'), 'BooksPage')}
          </OnlineOrSaved>
        ),
      },
      {
        path: 'books/read/:id',
        element: page(() => import('../features/books/pages/book-reader-page'), 'BookReaderPage'),
      },
      {
        path: 'upload',
        element: (
          <RequireSession>
            {page(() => import('../features/upload/pages/upload-page'), 'UploadPage')}
          </RequireSession>
        ),
      },
      {
        path: 'downloads',
        element: page(() => import('../features/downloads/pages/downloads-page'), 'DownloadsPage'),
      },
      { path: 'payment/success', element: <Navigate to="/?payment_success=true" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
