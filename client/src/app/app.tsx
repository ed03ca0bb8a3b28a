import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AuthProvider } from '../lib/session/auth-context';
import { ThemeProvider } from '../lib/theme/theme-context';
import { onErrorRetry } from '../lib/retry-policy';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    // Reads are tried again with backoff after a lost reply or a server failure, never after a
    // 4xx that asking again cannot change (lib/retry-policy.ts).
    <SWRConfig value={{ onErrorRetry }}>
      <ThemeProvider>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ThemeProvider>
    </SWRConfig>
  );
}
