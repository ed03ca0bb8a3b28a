import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register';
import { UpdatePrompt } from './update-prompt';

vi.mock('./register', () => ({ registerServiceWorker: vi.fn() }));

describe('UpdatePrompt', () => {
  const update = vi.fn(() => Promise.resolve());
  let needRefresh: (() => void) | undefined;

  beforeEach(() => {
    vi.stubEnv('DEV', false);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.mocked(registerServiceWorker).mockImplementation((onNeedRefresh) => {
      needRefresh = onNeedRefresh;
      return Promise.resolve({ update });
    });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    update.mockClear();
  });

  it('shows nothing until a new version is waiting, then reloads into it on request', async () => {
    render(<UpdatePrompt />);
    await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalled());
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();

    act(() => needRefresh?.());
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
    expect(update).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update).toHaveBeenCalledTimes(1);
  });
});
