import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AuthProvider } from '../lib/session/auth-context';
import { ThemeProvider } from '../lib/theme/theme-context';
import { routes } from './routes';
import { registerSignOutCleanup } from './sign-out-cleanup';

const router = createBrowserRouter(routes);
registerSignOutCleanup();

export function App() {
  return (
    <SWRConfig value={{ errorRetryCount: 2 }}>
      <ThemeProvider>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ThemeProvider>
    </SWRConfig>
  );
}
