import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('PageErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a way out instead of a blank app when a page fails', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('A page failed to load', expect.any(Error), expect.anything());
  });

  it('shows the page when nothing fails', () => {
    render(
      <PageErrorBoundary>
        <p>Fine</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
