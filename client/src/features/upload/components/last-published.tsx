import { Link } from 'react-router';
import type { PublishedItem } from '../model/progress';
import { publishedLink, publishedLinkState } from '../model/published-link';
import './last-published.css';

interface Props {
  item: PublishedItem;
  /** Set apart as a card of its own (poems and stories, which have no progress panel). */
  card?: boolean;
}

/** The way to what the last upload published, kept once the success dialog reset the page. */
export function LastPublished({ item, card = false }: Props) {
  const link = publishedLink(item);
  return (
    <p
      className={
        card ? 'card upload-last-published upload-last-published-card' : 'upload-last-published'
      }
    >
      Last upload published:{' '}
      <Link to={link.href} state={publishedLinkState(item)}>
        {link.text}
      </Link>{' '}
      · <Link to="/my-uploads">All your uploads</Link>
    </p>
  );
}
