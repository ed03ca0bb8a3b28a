import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from './use-leave-guard';

function Guarded() {
  const [active, setActive] = useState(true);
  const guard = useLeaveGuard(active);
  const navigate = useNavigate();
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
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

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderGuarded() {
  render(
    <MemoryRouter initialEntries={['/upload']}>
      <Where />
      <Routes>
        <Route path="/upload" element={<Guarded />} />
        <Route path="*" element={<p>Left</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('useLeaveGuard', () => {
  it('holds a link until the user answers, then stays or goes', async () => {
    const user = userEvent.setup();
    renderGuarded();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(where()).toBe('/upload');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where()).toBe('/upload');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(where()).toBe('/elsewhere');
    expect(screen.getByText('Left')).toBeInTheDocument();
  });

  it('holds navigate() too, and lets everything through once it is off', async () => {
    const user = userEvent.setup();
    renderGuarded();
    await user.click(screen.getByRole('button', { name: 'Go by code' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(where()).toBe('/upload');
    await user.click(screen.getByRole('button', { name: 'Stay' }));

    await user.click(screen.getByRole('button', { name: 'End' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(where()).toBe('/elsewhere');
  });

  it('takes a held way out when the guard ends (a redirect after a failed upload)', async () => {
    const user = userEvent.setup();
    renderGuarded();
    await user.click(screen.getByRole('button', { name: 'Go by code' }));
    expect(where()).toBe('/upload');
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(where()).toBe('/other');
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
