import type { ContentType } from '@inkreel/shared';
import { Link } from 'react-router';
import { useUploadPrice } from '../api/use-upload-price';
import { creditsText } from '../model/insufficient-balance';
import './upload-price.css';

const NOUN: Record<ContentType, string> = {
  video: 'a video',
  audio: 'an audio track',
  book: 'a book',
  poem: 'a poem',
  story: 'a story',
};

/** "Uploading a video costs 10.00 credits · Your balance: 100.00 credits", beside the selector. */
export function UploadPrice({ type }: { type: ContentType }) {
  const { data, isLoading } = useUploadPrice(type);
  const what = NOUN[type];
  if (isLoading && !data) {
    return (
      <p className="upload-price muted" aria-live="polite">
        Checking the price…
      </p>
    );
  }
  if (!data || data.price === null) return null;
  return (
    <p className="upload-price" aria-live="polite" data-testid="upload-price">
      <span>
        {data.price === 0 ? (
          <>
            Publishing {what} is <strong>free</strong>
          </>
        ) : (
          <>
            Uploading {what} costs <strong>{creditsText(data.price)}</strong>
          </>
        )}
      </span>
      {data.balance !== null && (
        <span className={data.enough ? undefined : 'upload-price-short'}>
          Your balance: <strong>{creditsText(data.balance)}</strong>
          {!data.enough && (
            <>
              {' '}
              (not enough, <Link to="/wallet">add funds</Link>)
            </>
          )}
        </span>
      )}
    </p>
  );
}
