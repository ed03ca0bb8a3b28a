import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from './use-leave-guard';

function Guarded() {
  const [active, setActive] = useState(true);
  const guard = useLeaveGuard(active);
  const navigate = useNavigate();
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/upload?type=poem">Same page</Link>
      <button type="button" onClick={() => void navigate('/other', { replace: true })}>
        Go by code
      </button>
      <button type="button" onClick={() => setActive(false)}>
        End
      </button>
      {guard.asking && (
        <div role="dialog" aria-label="Leave?">
          <button type="button" onClick={guard.stay}>
            Stay
          </button>
          <button type="button" onClick={guard.leave}>
            Leave
          </button>
        </div>
      )}
    </>
  );
}

/** The guarded page at /upload, reached from /home (so Back has somewhere to go). */
function renderGuarded() {
  const router = createMemoryRouter(
    [
      { path: '/upload', element: <Guarded /> },
      { path: '*', element: <p>Left</p> },
    ],
    { initialEntries: ['/home', '/upload'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

describe('useLeaveGuard', () => {
  it('holds a link until the user answers, then stays or goes', async () => {
    const user = userEvent.setup();
    const { router } = renderGuarded();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/upload');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/upload');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.getByText('Left')).toBeInTheDocument();
  });

  it('holds Back (the step is undone) until the user answers', async () => {
    const user = userEvent.setup();
    const { router } = renderGuarded();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/upload');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/upload');

    await act(() => router.navigate(-1));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('holds navigate() too, and lets everything through once it is off', async () => {
    const user = userEvent.setup();
    const { router } = renderGuarded();
    await user.click(screen.getByRole('button', { name: 'Go by code' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/upload');
    await user.click(screen.getByRole('button', { name: 'Stay' }));

    await user.click(screen.getByRole('button', { name: 'End' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('lets the page change its own query without asking', async () => {
    const user = userEvent.setup();
    const { router } = renderGuarded();
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=poem');
  });

  it('takes a held way out when the guard ends (a redirect after a failed upload)', async () => {
    const user = userEvent.setup();
    const { router } = renderGuarded();
    await user.click(screen.getByRole('button', { name: 'Go by code' }));
    expect(router.state.location.pathname).toBe('/upload');
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('asks the browser to confirm leaving the app only while on', async () => {
    const user = userEvent.setup();
    renderGuarded();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(unload()).toBe(false);
  });
});
