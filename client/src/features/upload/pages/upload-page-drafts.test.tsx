import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER } from '../../../lib/testing/fetch-mock';
import { storeSession } from '../../../lib/testing/render-app';
import { initialFormState } from '../model/form-state';
import { renderUploadPage } from '../test/render-upload-page';

vi.mock('../api/use-upload-price', () => ({
  uploadPriceKey: (type: string) => ['upload-price', type],
  useUploadPrice: () => ({ data: undefined, isLoading: false }),
}));

// The page against a scripted store: what it shows for each outcome (the store itself is
// tested on IndexedDB in draft-store.test.ts, the whole journey in upload-drafts.e2e.ts).
const store = vi.hoisted(() => ({
  loadDraft: vi.fn(),
  saveDraftFields: vi.fn(),
  saveDraftFile: vi.fn(),
  clearDraft: vi.fn(),
}));
vi.mock('../drafts/draft-store', () => store);

const USER_ID = TEST_USER._id;
const signIn = () => storeSession(TEST_USER);

beforeEach(() => {
  signIn();
  store.loadDraft.mockResolvedValue({ kind: 'none' });
  store.saveDraftFields.mockResolvedValue('saved');
  store.saveDraftFile.mockResolvedValue('saved');
  store.clearDraft.mockResolvedValue(true);
});
afterEach(() => {
  vi.clearAllMocks();
});

const book = () => {
  const base = initialFormState('book');
  return {
    ...base,
    text: { ...base.text, title: 'Novel', author: 'Me' },
    file: new File(['%PDF'], 'novel.pdf', { type: 'application/pdf' }),
    image: null,
  };
};

describe('upload page drafts', () => {
  it('restores a draft, says so, and Discard draft empties the form and the store', async () => {
    store.loadDraft.mockResolvedValue({
      kind: 'restored',
      draft: { form: book(), savedAt: Date.UTC(2026, 0, 2, 10, 30), dropped: [] },
    });
    renderUploadPage();
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(store.loadDraft).toHaveBeenCalledWith(USER_ID);
    expect(screen.getByRole('radio', { name: 'Book' })).toBeChecked();
    expect(screen.getByLabelText('Title')).toHaveValue('Novel');
    expect(screen.getByRole('button', { name: 'Remove file novel.pdf' })).toBeInTheDocument();
    // The restored file is not written again.
    expect(store.saveDraftFile).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await vi.waitFor(() => expect(store.clearDraft).toHaveBeenCalledWith(USER_ID));
  });

  it('drops the "Draft restored" notice when another type starts an empty form', async () => {
    store.loadDraft.mockResolvedValue({
      kind: 'restored',
      draft: { form: book(), savedAt: Date.UTC(2026, 0, 2, 10, 30), dropped: [] },
    });
    renderUploadPage();
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    const user = userEvent.setup();
    // The same type again changes nothing: the notice stays.
    await user.click(screen.getByRole('radio', { name: 'Book' }));
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Poem' }));
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('says when a stored file could not be read, and keeps the rest', async () => {
    store.loadDraft.mockResolvedValue({
      kind: 'restored',
      draft: { form: { ...book(), file: null }, savedAt: 0, dropped: ['unreadable'] },
    });
    renderUploadPage();
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(
      screen.getByText(/A file in it could not be read and was removed\. Please choose it again\./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Author')).toHaveValue('Me');
  });

  it('says a draft that could not be used was removed, and the notice can be dismissed', async () => {
    store.loadDraft.mockResolvedValue({ kind: 'dropped', reason: 'too-large' });
    renderUploadPage();
    expect(await screen.findByText('Draft not restored')).toBeInTheDocument();
    expect(
      screen.getByText('Your saved draft was too large to keep and was removed.'),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Draft not restored')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('saves typing after a pause and files at once, and says when a file is too large or storage is full', async () => {
    renderUploadPage();
    await vi.waitFor(() => expect(store.loadDraft).toHaveBeenCalled());
    store.saveDraftFile.mockResolvedValueOnce('too-large');
    fireEvent.change(screen.getByLabelText('Drop your video here or click to browse'), {
      target: { files: [new File(['x'], 'huge.mp4', { type: 'video/mp4' })] },
    });
    expect(await screen.findByText('File not kept in the draft')).toBeInTheDocument();
    expect(screen.getByText(/"huge\.mp4" is larger than 256 MB/)).toBeInTheDocument();
    expect(store.saveDraftFile).toHaveBeenCalledWith(USER_ID, 'file', expect.any(File));

    store.saveDraftFields.mockResolvedValue('storage-full');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Trip' } });
    await vi.waitFor(() =>
      expect(store.saveDraftFields).toHaveBeenLastCalledWith(
        USER_ID,
        expect.objectContaining({
          type: 'video',
          text: expect.objectContaining({ title: 'Trip' }),
        }),
      ),
    );
    expect(await screen.findByText('Draft not saved')).toBeInTheDocument();
  });

  it('keeps what the user typed before the draft arrived', async () => {
    let resolve: (value: unknown) => void = () => {};
    const loaded = new Promise((r) => (resolve = r));
    store.loadDraft.mockReturnValue(loaded);
    renderUploadPage();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Typed first' } });
    resolve({ kind: 'restored', draft: { form: book(), savedAt: 0, dropped: [] } });
    // The page's own wait for the draft settles first; act then renders what it did.
    await act(() => loaded);
    expect(screen.getByLabelText('Title')).toHaveValue('Typed first');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it('neither reads nor writes a draft without a signed-in user', async () => {
    localStorage.removeItem('auth_data');
    renderUploadPage();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Anon' } });
    await new Promise((r) => setTimeout(r, 500));
    expect(store.loadDraft).not.toHaveBeenCalled();
    expect(store.saveDraftFields).not.toHaveBeenCalled();
  });
});
