import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Navigate, type RouteObject } from 'react-router';
import { OnlineOrSaved } from '../components/offline/offline-feed';
import { Spinner } from '../components/ui/spinner';
import { RequireSession, RequireUser, VisitorOnly } from './guards';
import { Layout } from './layout';
import { ROUTE_PAGES, type RoutePath } from './route-pages';

const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>(
  '../features/*/pages/*-page.tsx',
);

/** Per route, a loader that fetches its page's code ahead of the first render (`preloadPage`). */
const PAGE_PRELOADS = new Map<RoutePath, () => Promise<void>>();

/**
 * Every page is its own chunk, so heavy pieces (pdf.js, socket.io) load only where used. The
 * production web server sends the chunk of the page being opened with the HTML (route-pages.ts).
 */
function page(route: RoutePath, name: string) {
  const load = PAGE_MODULES[`../${ROUTE_PAGES[route]}.tsx`];
  if (!load) throw new Error(`No page module for ${route}`);
  const importPage = async () => {
    const component = (await load())[name];
    if (!component) throw new Error(`${ROUTE_PAGES[route]} exports no ${name}`);
    return component;
  };
  // Set when the code was loaded before the first render: the page then renders without
  // suspending. A server-rendered page hydrates with it: a lazy page still loading would leave its
  // boundary dehydrated, and the first update from above (the session restored after hydration)
  // would make React drop the server's markup for the spinner and render the page anew.
  let preloaded: ComponentType | undefined;
  PAGE_PRELOADS.set(route, async () => {
    preloaded = await importPage();
  });
  const Lazy: LazyExoticComponent<ComponentType> = lazy(async () => ({
    default: await importPage(),
  }));
  const Page = () => {
    const Component = preloaded ?? Lazy;
    return <Component />;
  };
  return (
    <Suspense fallback={<Spinner label="Loading page" />}>
      <Page />
    </Suspense>
  );
}

/** Loads the code of the page at `pathname` (if it is a route's), for `page()` to render at once. */
export async function preloadPage(pathname: string): Promise<void> {
  const route = (Object.keys(ROUTE_PAGES) as RoutePath[]).find((pattern) =>
    matchPath(pattern, pathname),
  );
  if (route) await PAGE_PRELOADS.get(route)?.();
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        index: true,
        element: <OnlineOrSaved>{page('/', 'HomePage')}</OnlineOrSaved>,
      },
      {
        path: 'login',
        element: <VisitorOnly>{page('/login', 'LoginPage')}</VisitorOnly>,
      },
      {
        path: 'register',
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
        element: page('/stories', 'StoriesPage'),
      },
      {
        path: 'stories/:kind/:id',
        element: page('/stories/:kind/:id', 'WritingPage'),
      },
      {
        path: 'search',
        element: page('/search', 'SearchPage'),
      },
      {
        path: 'premium',
        element: page('/premium', 'PremiumPage'),
      },
      {
        path: 'videos',
        element: <OnlineOrSaved kind="video">{page('/videos', 'VideosPage')}</OnlineOrSaved>,
      },
      {
        path: 'video/:id',
        element: page('/video/:id', 'VideoPage'),
      },
      {
        path: 'audio',
        element: <OnlineOrSaved kind="audio">{page('/audio', 'AudioListPage')}</OnlineOrSaved>,
      },
      {
        path: 'audio/:id',
        element: page('/audio/:id', 'AudioPage'),
      },
      {
        path: 'books',
        element: <OnlineOrSaved kind="book">{page('/books', 'BooksPage')}</OnlineOrSaved>,
      },
      {
        path: 'books/read/:id',
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
        path: 'account',
        element: <RequireSession>{page('/account', 'AccountPage')}</RequireSession>,
      },
      {
        path: 'playlists',
        element: <RequireSession>{page('/playlists', 'PlaylistsPage')}</RequireSession>,
      },
      {
        path: 'playlist/:id',
        element: page('/playlist/:id', 'PlaylistPage'),
      },
      {
        path: 'downloads',
        element: page('/downloads', 'DownloadsPage'),
      },
      { path: 'payment/success', element: <Navigate to="/?payment_success=true" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  // Bare players that other sites may frame (client/server/embed-headers.ts): no bar, no footer.
  { path: 'embed/video/:id', element: page('/embed/video/:id', 'VideoEmbedPage') },
  { path: 'embed/audio/:id', element: page('/embed/audio/:id', 'AudioEmbedPage') },
];
