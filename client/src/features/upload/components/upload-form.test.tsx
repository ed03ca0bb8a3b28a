import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialFormState } from '../model/form-state';
import { UploadForm } from './upload-form';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('UploadForm offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('disables the submit button with "You are offline" while offline and resumes when back', () => {
    const onSubmit = vi.fn();
    render(
      <UploadForm
        form={initialFormState('video')}
        busy={false}
        submitLabel="Upload Video"
        errorMessage={null}
        onText={vi.fn()}
        onFile={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    const button = screen.getByRole('button', { name: 'Upload Video' });
    expect(button).toBeEnabled();

    act(() => setOnline(false));
    expect(button).toBeDisabled();
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();

    act(() => setOnline(true));
    expect(button).toBeEnabled();
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });
});
