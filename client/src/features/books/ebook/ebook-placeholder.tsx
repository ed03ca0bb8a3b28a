import { Spinner } from '../../../components/ui/spinner';
import './ebook-reader.css';

/**
 * Where an EPUB or MOBI book will be, at the sizes of its page and its bar, while its file and
 * the reader's code load: the web server renders it for a book it knows is reflowable, so the
 * comments under it do not move when the book comes (decision 0447).
 */
export function EbookPlaceholder() {
  return (
    <div className="ebook">
      <div className="ebook-stage">
        <Spinner label="Loading book" />
      </div>
      <div className="ebook-bar-dock">
        <div className="ebook-bar-placeholder" />
      </div>
    </div>
  );
}
