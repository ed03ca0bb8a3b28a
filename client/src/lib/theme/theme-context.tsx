// lib/theme: the light or dark theme: chosen, kept in storage and set on the document.
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { STORAGE_KEYS } from '../storage/storage-keys';

export type Theme = 'light' | 'dark';

export const DEFAULT_THEME: Theme = 'dark';

/** Each theme's page background, as the browser's theme colour. */
export const THEME_COLORS: Record<Theme, string> = { dark: '#0d0c12', light: '#f6f5fb' };

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The saved preference; anything but "light" (missing, corrupt, storage blocked) means dark. */
export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEYS.theme) === 'light' ? 'light' : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** index.html applies the same class before first paint; this keeps it in step afterwards. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  const other: Theme = theme === 'dark' ? 'light' : 'dark';
  // Only when it changes: writing the class, even the same one, restyles the whole page (on a
  // server-rendered page this runs at hydration, where it cost a full style pass).
  if (root.classList.contains(other)) root.classList.remove(other);
  if (!root.classList.contains(theme)) root.classList.add(theme);
  // The browser's and the installed app's title bar follow the theme (the page background).
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

interface ThemeProviderProps {
  /**
   * The page came rendered by the server, which cannot know the stored theme: the first render
   * matches its HTML (the default), and the stored theme follows before the browser paints.
   */
  hydrating?: boolean;
  children: ReactNode;
}

export function ThemeProvider({ hydrating = false, children }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => {
    if (hydrating || typeof document === 'undefined') return DEFAULT_THEME;
    const initial = readStoredTheme();
    applyTheme(initial);
    return initial;
  });
  useLayoutEffect(() => {
    if (!hydrating) return;
    const stored = readStoredTheme();
    applyTheme(stored);
    // The stored theme is outside React and unknown to the server's HTML: it can only be read
    // after hydration, and this layout effect applies it before the browser paints.
    // oxlint-disable-next-line react/set-state-in-effect
    setThemeState(stored);
  }, [hydrating]);

  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    try {
      localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      // Storage blocked: the theme still applies for this visit.
    }
    setThemeState(next);
  }, []);

  const toggleTheme = useCallback(() => {
    setTheme(theme === 'dark' ? 'light' : 'dark');
  }, [setTheme, theme]);

  const value = useMemo(() => ({ theme, toggleTheme, setTheme }), [theme, toggleTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
