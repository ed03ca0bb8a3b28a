import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "You are offline" while the network is gone and disappears when it returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    act(() => goOffline(true));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    act(() => goOffline(false));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});
