import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AuthProvider } from '../lib/session/auth-context';
import { ThemeProvider } from '../lib/theme/theme-context';
import { routes } from './routes';

const router = createBrowserRouter(routes);

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
