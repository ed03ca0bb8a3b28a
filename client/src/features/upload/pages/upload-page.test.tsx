// A signed-in upload page keeps its draft in IndexedDB, which happy-dom has not.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentJson, TEST_USER } from '../../../lib/testing/fetch-mock';
import { storeSession } from '../../../lib/testing/render-app';
import { uploadHistory } from '../../../lib/uploads/upload-history';
import { jsonResponse, renderUploadPage, withoutExtensions } from '../test/render-upload-page';

// These tests count and order every request of an upload; the price line's own balance check
// (tested in upload-price.test.tsx) stays out of them.
vi.mock('../api/use-upload-price', () => ({
  uploadPriceKey: (type: string) => ['upload-price', type],
  useUploadPrice: () => ({ data: undefined, isLoading: false }),
}));

const writing = {
  _id: 'a'.repeat(24),
  title: 'Roses',
  content: 'Roses are red',
  tags: ['love'],
  createdAt: '2026-01-01T00:00:00.000Z',
  uploadedBy: { name: 'Demo' },
};

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

const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('UploadPage', () => {
  it('shows the title, subtitle and the video form with its upload tips', () => {
    renderUploadPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Content' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Share your creative work with the world. Upload videos, audio tracks, books, poems, or short stories.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
    expect(screen.getByLabelText('Drop your video here or click to browse')).toHaveAttribute(
      'type',
      'file',
    );
    expect(screen.getByLabelText('Video Thumbnail (Optional)')).toHaveAttribute(
      'accept',
      'image/*',
    );
    expect(screen.getByText('Ready to upload')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tips for uploading a video' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Content' })).toBeEnabled();
  });

  it('switches fields and tips with the type and starts the form over', async () => {
    const user = userEvent.setup();
    renderUploadPage();
    await user.type(screen.getByLabelText('Title'), 'My trip');
    await user.click(screen.getByRole('radio', { name: 'Book' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Author')).toBeInTheDocument();
    expect(screen.getByLabelText('Drop your PDF, EPUB, or MOBI file here')).toBeInTheDocument();
    expect(screen.getByText('PDF, EPUB, MOBI')).toBeInTheDocument();
    expect(screen.getByLabelText('Book Cover (Optional)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tips for uploading a book' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Audio' }));
    expect(screen.getByLabelText('Genre')).toBeInTheDocument();
    expect(
      screen.getByLabelText('Drop your audio file here or click to browse'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Audio Artwork (Optional)')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Poem' }));
    expect(screen.getByLabelText('Content')).toBeInTheDocument();
    expect(screen.getByLabelText('Tags (optional)')).toBeInTheDocument();
    expect(screen.queryByText('Upload Progress')).not.toBeInTheDocument();
  });

  it('suggests tags that fit the type: a story does not borrow the poem’s', async () => {
    const user = userEvent.setup();
    renderUploadPage();
    await user.click(screen.getByRole('radio', { name: 'Poem' }));
    expect(screen.getByLabelText('Tags (optional)')).toHaveAttribute(
      'placeholder',
      'love, nature, haiku',
    );
    await user.click(screen.getByRole('radio', { name: 'Story' }));
    expect(screen.getByLabelText('Tags (optional)')).toHaveAttribute(
      'placeholder',
      'mystery, adventure, flash fiction',
    );
  });

  it('shows validation messages beside the fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderUploadPage();
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Tags are required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a video file')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reaches the type selector and the drop zone by keyboard', async () => {
    const user = userEvent.setup();
    renderUploadPage();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Video' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Audio' })).toBeChecked();
    await user.tab();
    expect(screen.getByLabelText('Drop your audio file here or click to browse')).toHaveFocus();
  });

  it('refuses a text file offered as a video and names it', () => {
    renderUploadPage();
    const input = screen.getByLabelText('Drop your video here or click to browse');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"notes.txt" can\'t be used here. Please choose a video file.',
    );
  });

  it('shows the chosen file name and size and a video preview', () => {
    // jsdom's File is not a Blob Node's URL.createObjectURL accepts; stand in for this test.
    // (afterEach restores both.)
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderUploadPage();
    const input = screen.getByLabelText('Drop your video here or click to browse');
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(2048)], 'trip.mp4', { type: 'video/mp4' })] },
    });
    expect(screen.getByText('trip.mp4')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByLabelText('Video preview')).toHaveAttribute('src', 'blob:preview');
  });

  it('splits tags on commas in the preview, dropping empty ones', async () => {
    const user = userEvent.setup();
    renderUploadPage();
    await user.type(screen.getByLabelText('Tags'), 'travel, ,drone,,');
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#travel', '#drone']);
  });

  it('aborts silently without a stored token', async () => {
    localStorage.removeItem('token');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderUploadPage();
    await user.click(screen.getByRole('radio', { name: 'Poem' }));
    await user.type(screen.getByLabelText('Title'), 'Roses');
    await user.type(screen.getByLabelText('Content'), 'Roses are red');
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    expect(warn).toHaveBeenCalledWith('Upload aborted: no stored auth token');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('posts a poem as JSON, then Close on the success dialog resets the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, writing));
    const user = userEvent.setup();
    renderUploadPage();
    await user.click(screen.getByRole('radio', { name: 'Poem' }));
    await user.type(screen.getByLabelText('Title'), 'Roses');
    await user.type(screen.getByLabelText('Content'), 'Roses are red');
    await user.type(screen.getByLabelText('Tags (optional)'), 'love');
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Successful!' });
    expect(dialog).toHaveTextContent('Your content has been uploaded successfully.');
    // The way to the poem, right in the dialog; Close keeps the focus.
    expect(within(dialog).getByRole('link', { name: 'Open your poem “Roses”' })).toHaveAttribute(
      'href',
      `/stories/poem/${writing._id}`,
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // First the XSRF token (no call had brought one yet), then the poem.
    expect(urls()).toEqual(['/api/subscriptions/plans', '/api/poems']);
    expect(sentJson(fetchMock.mock.calls[1]?.[1] as RequestInit)).toEqual({
      title: 'Roses',
      content: 'Roses are red',
      tags: 'love',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Poem' })).toBeChecked();
    // No progress panel for a poem: the way to it stays under the form.
    expect(screen.getByRole('link', { name: 'Open your poem “Roses”' })).toHaveAttribute(
      'href',
      `/stories/poem/${writing._id}`,
    );
  });

  it('lets the creator choose who sees it where the provider offers it, and says the price stays spent', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, writing));
    const user = userEvent.setup();
    renderUploadPage(undefined, ['manage']);
    expect(
      screen.getByText('Credits spent on an upload are not refunded if you delete it later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Poem' }));
    const who = screen.getByRole('group', { name: 'Who can see it' });
    expect(within(who).getByRole('radio', { name: /^Public/ })).toBeChecked();
    await user.click(within(who).getByRole('radio', { name: /^Unlisted/ }));
    await user.type(screen.getByLabelText('Title'), 'Roses');
    await user.type(screen.getByLabelText('Content'), 'Roses are red');
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    await screen.findByRole('dialog', { name: 'Upload Successful!' });
    expect(sentJson(fetchMock.mock.calls[1]?.[1] as RequestInit)).toMatchObject({
      title: 'Roses',
      visibility: 'unlisted',
    });
  });

  it('offers no choice, and sends none, against a provider without the manage feature', () => {
    renderUploadPage();
    expect(screen.queryByRole('group', { name: 'Who can see it' })).toBeNull();
    expect(screen.queryByText(/not refunded/)).toBeNull();
  });

  it('notes a published upload for My uploads, under the signed-in account', async () => {
    storeSession(TEST_USER);
    fetchMock.mockResolvedValue(jsonResponse(201, { ...writing, title: 'Tale' }));
    const user = userEvent.setup();
    renderUploadPage();
    await user.click(screen.getByRole('radio', { name: 'Story' }));
    await user.type(screen.getByLabelText('Title'), 'Tale');
    await user.type(screen.getByLabelText('Content'), 'Once upon a time');
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    await screen.findByRole('dialog', { name: 'Upload Successful!' });
    expect(uploadHistory(TEST_USER)).toEqual([
      { type: 'story', id: writing._id, title: 'Tale', at: expect.any(String) as string },
    ]);
  });

  it('links to a published story once its success dialog is closed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ...writing, title: 'Tale' }));
    const user = userEvent.setup();
    const { router } = renderUploadPage();
    await user.click(screen.getByRole('radio', { name: 'Story' }));
    await user.type(screen.getByLabelText('Title'), 'Tale');
    await user.type(screen.getByLabelText('Content'), 'Once upon a time');
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Successful!' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('link', { name: 'Open your story “Tale”' }));
    expect(router.state.location.pathname).toBe(`/stories/story/${writing._id}`);
  });

  it.each([
    [400, { code: 'VALIDATION_FAILED', message: 'Title is too long' }, 'Title is too long'],
    [500, 'Internal failure', 'Upload failed with status: 500'],
  ])('shows why a story upload failed (%i)', async (status, body, message) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      typeof body === 'string' ? new Response(body, { status }) : jsonResponse(status, body),
    );
    const user = userEvent.setup();
    renderUploadPage();
    await user.click(screen.getByRole('radio', { name: 'Story' }));
    await user.type(screen.getByLabelText('Title'), 'Tale');
    await user.type(screen.getByLabelText('Content'), 'Once upon a time');
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Content' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith('Upload failed', expect.objectContaining({ status }));
  });

  it('opens Insufficient Balance on a 402 balance check, and Add Funds goes to /wallet', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(402, {
        code: 'INSUFFICIENT_BALANCE',
        message: 'Not enough',
        requiredAmount: 8,
        balance: 2.5,
      }),
    );
    const user = userEvent.setup();
    const { router } = renderUploadPage();
    await user.click(screen.getByRole('radio', { name: 'Book' }));
    await user.type(screen.getByLabelText('Title'), 'Dune');
    await user.type(screen.getByLabelText('Author'), 'Frank');
    await user.type(screen.getByLabelText('Description'), 'Sand');
    fireEvent.change(screen.getByLabelText('Drop your PDF, EPUB, or MOBI file here'), {
      target: { files: [new File(['%PDF'], 'dune.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Balance' });
    expect(urls()).toEqual(['/api/content/check-balance/book']);
    expect(dialog).toHaveTextContent(
      "You don't have enough funds in your wallet to upload this content.",
    );
    expect(dialog).toHaveTextContent('Required amount8.00 credits');
    expect(dialog).toHaveTextContent('Your balance2.50 credits');
    expect(dialog).toHaveTextContent('Amount needed5.50 credits');
    expect(within(dialog).getByRole('button', { name: 'Retry Upload' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Funds' }));
    expect(router.state.location.pathname).toBe('/wallet');
    // The amount the upload lacks goes with it, for the deposit field.
    expect(router.state.location.state).toEqual({ depositAmount: 5.5 });
  });

  it('shows Unknown when the refusal does not carry the price, and Cancel closes it', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(403, { code: 'INSUFFICIENT_BALANCE', message: 'No' }))
      .mockResolvedValueOnce(jsonResponse(200, { balance: 1, currency: 'credits' }));
    const user = userEvent.setup();
    renderUploadPage();
    await user.click(screen.getByRole('radio', { name: 'Audio' }));
    await user.type(screen.getByLabelText('Title'), 'Song');
    await user.type(screen.getByLabelText('Genre'), 'Jazz');
    await user.type(screen.getByLabelText('Artist'), 'Me');
    fireEvent.change(screen.getByLabelText('Drop your audio file here or click to browse'), {
      target: { files: [new File(['ID3'], 'song.mp3', { type: 'audio/mpeg' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Balance' });
    expect(dialog).toHaveTextContent('Required amountUnknown');
    await waitFor(() => expect(dialog).toHaveTextContent('Your balance1.00 credits'));
    expect(dialog).toHaveTextContent('Amount neededUnknown');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Ready to upload')).toBeInTheDocument();
  });
});
