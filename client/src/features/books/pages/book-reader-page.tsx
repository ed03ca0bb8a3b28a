import { isEpubCfi, type BookPlace } from '@inkreel/shared';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { CommentsSlot } from '../../../components/comments/comments-slot';
import { MediaNotFound } from '../../../components/media/media-not-found';
import type { BookReaderState } from '../../../lib/reader/book-reader-state';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { SaveOfflineButton } from '../../../components/offline/save-offline-button';
import { OwnerControls } from '../../../components/manage/owner-controls';
import { ShareButton } from '../../../components/share/share-button';
import { SaveToPlaylistButton } from '../../../components/playlists/save-to-playlist-button';
import { Spinner } from '../../../components/ui/spinner';
import { PageActions } from '../../../components/ui/page-actions';
import { useSavedItem } from '../../../lib/offline/use-saved-items';
import { useAuth } from '../../../lib/session/auth-context';
import { bookSaveRequest } from '../offline';
import { ReaderFailure } from '../reader/reader-failure';
import { EbookPlaceholder } from '../ebook/ebook-placeholder';
import type { PdfInfo } from '../reader/pdf-viewer';
import { useBookEntry } from '../api/use-book-entry';
import { useBookFile } from '../reader/use-book-file';
import { readerTitle } from '../reader/reader-title';
import './book-reader-page.css';

// pdf.js is the heaviest dependency of the app: its own chunk, fetched while the book downloads.
const loadViewer = () => import('../reader/pdf-viewer');
const PdfViewer = lazy(async () => ({ default: (await loadViewer()).PdfViewer }));
// foliate-js, for EPUB and MOBI: its own chunk too, loaded only when such a book arrives.
const EbookViewer = lazy(async () => ({
  default: (await import('../ebook/ebook-viewer')).EbookViewer,
}));

/** A place a link asks for: `?page=` (a whole number from 1), `?place=` (an EPUB CFI). */
function readerAim(search: URLSearchParams, key: string) {
  const page = Number(search.get('page'));
  const cfi = search.get('place');
  return {
    key,
    page: Number.isInteger(page) && page >= 1 ? page : undefined,
    cfi: isEpubCfi(cfi) ? cfi : undefined,
  };
}

function readerState(state: unknown): BookReaderState['book'] {
  if (!state || typeof state !== 'object' || !('book' in state)) return undefined;
  return (state as BookReaderState).book;
}

export function BookReaderPage() {
  const { id } = useParams();
  const location = useLocation();
  const known = readerState(location.state);
  // A link to a place in the book (a comment's "Page 12" or "At 34%"): `?page=12`, or an EPUB
  // CFI in `?place=` for a reflowable book, shown once the book is open (decision 0436).
  const [search] = useSearchParams();
  const aim = useMemo(() => readerAim(search, location.key), [search, location.key]);
  const pdfAim = useMemo(
    () => (aim.page === undefined ? undefined : { page: aim.page, key: aim.key }),
    [aim],
  );
  const ebookAim = aim.page === undefined && aim.cfi === undefined ? undefined : aim;
  // Where the reflowable reader is, for a comment that names its place ("At my place").
  const ebookPlace = useRef<BookPlace | null>(null);
  const reading = useMemo(() => ({ currentPlace: () => ebookPlace.current }), []);
  const saved = useSavedItem('book', id ?? '');
  // From the list's link state, else from the offline copy (a saved book opened directly).
  const book =
    known && known._id === id
      ? known
      : saved
        ? { _id: saved.id, title: saved.title, author: saved.subtitle, format: undefined }
        : undefined;
  // Opened by its address alone (no card was clicked), the book is named by the catalogue's entry
  // (docs/product.md, "Reading a book"), else, where the provider has no such call, by its own file.
  // A signed-in reader may be its uploader, whom the entry names (for the edit controls).
  const { user } = useAuth();
  const entry = useBookEntry(id, book === undefined || user !== null);
  const [fileInfo, setFileInfo] = useState<PdfInfo & { id?: string }>({});
  const fromFile = fileInfo.id === id ? fileInfo : {};
  const named = book ?? entry;
  const title = named?.title ?? fromFile.title;
  // A link that named the book speaks for its creator: the file's metadata does not add an author
  // it left out (the upload's link knows no author; the PDF's may be anyone's).
  const author = named ? named.author : fromFile.author;
  // Only a format known before the file is asked for: the entry arriving later must not ask again.
  const file = useBookFile(id, book?.format);
  usePageTitle(file.status === 'missing' ? 'Book not found' : readerTitle(title, author));
  // Known from the list, the offline copy or the catalogue's entry; failing those, once its file
  // has loaded (named by the file's own metadata when it has any).
  const canSave = id !== undefined && (named !== undefined || file.status === 'ready');
  // pdf.js comes while the file downloads, unless the book is known to be reflowable: the link's
  // state, the offline copy or the catalogue's entry (which the web server's render carries) names
  // its format. An EPUB's reader once fetched and ran pdf.js's 627 KB for nothing.
  const knownFormat = book?.format ?? entry?.format;
  const knownReflowable = knownFormat !== undefined && knownFormat !== 'pdf';
  useEffect(() => {
    if (knownReflowable) return;
    loadViewer().catch((error: unknown) => console.error('Failed to load the PDF viewer', error));
  }, [knownReflowable]);

  const reflowable = file.status === 'ready' && file.format !== 'pdf';
  // Which reader's place to keep while the book loads: known from the entry or the link's state
  // (the web server's render has the entry), else a PDF's, the likelier.
  const expected = file.status === 'ready' ? file.format : (book?.format ?? entry?.format);
  const reflowableFormat = expected !== undefined && expected !== 'pdf';
  // A PDF's first page drawn; until then the frame keeps a page's place (an EPUB's placeholder
  // and stage have their own sizes).
  const [shownFor, setShownFor] = useState<string | undefined>(undefined);
  const waiting = !reflowableFormat && shownFor !== id;
  const loadingView = reflowableFormat ? <EbookPlaceholder /> : <Spinner label="Loading book" />;

  if (file.status === 'missing') {
    // The same page as a missing video or track (docs/product.md section 8's texts as headings).
    return <MediaNotFound text="Book not found" backTo="/books" backLabel="Browse books" />;
  }

  return (
    <section className="page reader">
      <header className="reader-header">
        <Link to="/books" className="reader-back">
          ← Books
        </Link>
        {title ? (
          <div className="reader-heading">
            <h1 className="reader-title">{title}</h1>
            {author ? <p className="reader-author">{author}</p> : null}
          </div>
        ) : (
          <h1 className="visually-hidden">Reader</h1>
        )}
        <PageActions>
          {id !== undefined ? (
            <ShareButton path={`/books/read/${encodeURIComponent(id)}`} title={title ?? 'Book'} />
          ) : null}
          {id !== undefined ? (
            <SaveToPlaylistButton item={{ kind: 'book', id }} title={title ?? 'Book'} />
          ) : null}
          {canSave ? (
            <SaveOfflineButton
              kind="book"
              id={id}
              request={() =>
                bookSaveRequest({ _id: id, title: title ?? 'Book', author: author ?? '' })
              }
            />
          ) : null}
        </PageActions>
      </header>
      {id !== undefined ? (
        <OwnerControls
          kind="book"
          id={id}
          uploaderId={entry?.uploadedBy?._id}
          visibility={entry?.visibility}
        />
      ) : null}
      {/* The book's place is kept from the first paint (the web server's) until its first page
          is drawn, so nothing under it moves as the file, the viewer and the page arrive. */}
      <div className={`reader-frame${waiting ? ' is-waiting' : ''}`}>
        {file.status === 'loading' ? loadingView : null}
        {file.status === 'failed' ? <ReaderFailure /> : null}
        {file.status === 'ready' && file.format === 'pdf' ? (
          <Suspense fallback={<Spinner label="Loading book" />}>
            <PdfViewer
              file={file.blob}
              bookId={id ?? ''}
              title={title}
              onInfo={(info) => setFileInfo({ ...info, id })}
              onShown={() => setShownFor(id)}
              aim={pdfAim}
            />
          </Suspense>
        ) : null}
        {file.status === 'ready' && file.format !== 'pdf' ? (
          <Suspense fallback={<EbookPlaceholder />}>
            <EbookViewer
              blob={file.blob}
              format={file.format}
              bookId={id ?? ''}
              title={title}
              author={author ?? undefined}
              aim={ebookAim}
              onWhere={(place) => (ebookPlace.current = place)}
            />
          </Suspense>
        ) : null}
      </div>
      {id !== undefined ? (
        <CommentsSlot
          kind="book"
          itemId={id}
          itemPath={`/books/read/${encodeURIComponent(id)}`}
          reading={reflowable ? reading : undefined}
        />
      ) : null}
    </section>
  );
}
