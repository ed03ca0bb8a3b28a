// A signed-in upload page keeps its draft in IndexedDB, which happy-dom has not.
import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUploadPage, withoutExtensions } from '../test/render-upload-page';

// The price line's own balance check (upload-price.test.tsx) stays out of these tests.
vi.mock('../api/use-upload-price', () => ({
  uploadPriceKey: (type: string) => ['upload-price', type],
  useUploadPrice: () => ({ data: undefined, isLoading: false }),
}));

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', withoutExtensions(fetchMock));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const AUDIO_ZONE = 'Drop your audio file here or click to browse';

async function chooseAudio() {
  const user = userEvent.setup();
  renderUploadPage();
  await user.click(screen.getByRole('radio', { name: 'Audio' }));
  return user;
}

describe('UploadPage: a refused submit leads to the first field that says why', () => {
  it('focuses the Artist field when only the artist is missing (a new user’s review)', async () => {
    const user = await chooseAudio();
    fireEvent.change(screen.getByLabelText(AUDIO_ZONE), {
      target: { files: [new File([new Uint8Array(64)], 'song.mp3', { type: 'audio/mpeg' })] },
    });
    await user.type(screen.getByLabelText('Title'), 'Night drive');
    await user.type(screen.getByLabelText('Genre'), 'Ambient');
    const submit = screen.getByRole('button', { name: 'Upload Content' });
    await user.click(submit);

    const artist = screen.getByLabelText('Artist');
    expect(artist).toHaveAccessibleDescription('Artist is required');
    expect(artist).toHaveFocus();
    expect(submit).not.toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the drop zone’s file input, first in the form, when the file is missing too', async () => {
    const user = await chooseAudio();
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    const zone = screen.getByLabelText(AUDIO_ZONE);
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(zone).toHaveFocus();
    // The fields below it are refused as well; the focus stays on the first of them all.
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Artist')).not.toHaveFocus();
  });

  it('focuses the file input when the text fields are all filled and only the file is missing', async () => {
    const user = await chooseAudio();
    await user.type(screen.getByLabelText('Title'), 'Night drive');
    await user.type(screen.getByLabelText('Genre'), 'Ambient');
    await user.type(screen.getByLabelText('Artist'), 'The Band');
    // Enter in the last field submits: the focus leaves it for the file.
    await user.type(screen.getByLabelText('Artist'), '{Enter}');
    expect(screen.getByLabelText(AUDIO_ZONE)).toHaveFocus();
    expect(screen.getByText('Please choose an audio file')).toBeInTheDocument();
  });
});
