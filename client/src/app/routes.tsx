import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
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
      { index: true, element: page(() => import('../features/home/pages/home-page'), 'HomePage') },
      {
        path: 'login',
        element: page(() => import('../features/auth/pages/login-page'), 'LoginPage'),
      },
      {
        path: 'register',
        element: page(() => import('../features/auth/pages/register-page'), 'RegisterPage'),
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
        element: page(() => import('../features/wallet/pages/wallet-page'), 'WalletPage'),
      },
      {
        path: 'stories',
        element: page(() => import('../features/stories/pages/stories-page'), 'StoriesPage'),
      },
      {
        path: 'premium',
        element: page(() => import('../features/premium/pages/premium-page'), 'PremiumPage'),
      },
      {
        path: 'videos',
        element: page(() => import('../features/videos/pages/videos-page'), 'VideosPage'),
      },
      {
        path: 'video/:id',
        element: page(() => import('../features/videos/pages/video-page'), 'VideoPage'),
      },
      {
        path: 'audio',
        element: page(() => import('../features/audio/pages/audio-list-page'), 'AudioListPage'),
      },
      {
        path: 'audio/:id',
        element: page(() => import('../features/audio/pages/audio-page'), 'AudioPage'),
      },
      {
        path: 'books',
        element: page(() => import('../features/books/pages/books-page'), 'BooksPage'),
      },
      {
        path: 'books/read/:id',
        element: page(() => import('../features/books/pages/book-reader-page'), 'BookReaderPage'),
      },
      {
        path: 'upload',
        element: page(() => import('../features/upload/pages/upload-page'), 'UploadPage'),
      },
      { path: 'payment/success', element: <Navigate to="/?payment_success=true" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
