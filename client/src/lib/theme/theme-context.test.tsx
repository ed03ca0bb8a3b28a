import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './theme-context';
import { ThemeToggle } from '../../components/ui/theme-toggle';

beforeEach(() => {
  document.documentElement.className = '';
});

describe('theme', () => {
  it('keeps the browser theme colour in step with the theme', async () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#0d0c12';
    document.head.append(meta);
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(meta.content).toBe('#f6f5fb');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(meta.content).toBe('#0d0c12');
    meta.remove();
  });

  it('defaults to dark and puts the class on <html>', () => {
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('toggles, saves the choice under "theme" and swaps the root class', async () => {
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('starts from the stored preference and ignores garbage', () => {
    localStorage.setItem('theme', 'light');
    const { result, unmount } = renderHook(() => useTheme(), { wrapper: ThemeProvider });
    expect(result.current.theme).toBe('light');
    unmount();
    localStorage.setItem('theme', 'purple');
    const { result: again } = renderHook(() => useTheme(), { wrapper: ThemeProvider });
    expect(again.current.theme).toBe('dark');
  });

  it('throws when used outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useTheme())).toThrow(
      'useTheme must be used within a ThemeProvider',
    );
    spy.mockRestore();
  });
});
