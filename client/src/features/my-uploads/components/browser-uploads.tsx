import { Link } from 'react-router';
import { DotList } from '../../../components/media/dot-list';
import { formatDate } from '../../../lib/format/format';
import type { UploadRecord } from '../../../lib/uploads/upload-history';
import { itemPath } from '../../../lib/links/item-path';
import { KIND_LABEL } from './kinds';

/** What this browser published, newest first, when the provider cannot list uploads. */
export function BrowserUploads({ records }: { records: UploadRecord[] }) {
  return (
    <ul className="my-uploads-writings" aria-label="Published from this browser">
      {records.map((record) => (
        <li key={record.id} className="card my-uploads-writing">
          <Link to={itemPath(record.type, record.id)} className="my-uploads-writing-title">
            {record.title}
          </Link>
          <DotList
            as="span"
            className="my-uploads-writing-meta"
            items={[KIND_LABEL[record.type], formatDate(record.at)]}
          />
        </li>
      ))}
    </ul>
  );
}
