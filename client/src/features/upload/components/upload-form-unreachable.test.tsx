import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProviderUnreachable } from '../../../lib/session/provider-reach';
import { initialFormState } from '../model/form-state';
import { UploadForm } from './upload-form';

describe('UploadForm with the provider unreachable (issue 32, item 5)', () => {
  afterEach(() => setProviderUnreachable(false));

  it('disables the submit button and says why until the provider answers again', () => {
    const onSubmit = vi.fn();
    render(
      <UploadForm
        form={initialFormState('poem')}
        busy={false}
        submitLabel="Upload Poem"
        errorMessage={null}
        onText={vi.fn()}
        onFile={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    const button = screen.getByRole('button', { name: 'Upload Poem' });
    expect(button).toBeEnabled();

    act(() => setProviderUnreachable(true));
    expect(button).toBeDisabled();
    expect(screen.getByText('Inkreel cannot be reached')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();

    act(() => setProviderUnreachable(false));
    expect(button).toBeEnabled();
    expect(screen.queryByText('Inkreel cannot be reached')).not.toBeInTheDocument();
  });
});
