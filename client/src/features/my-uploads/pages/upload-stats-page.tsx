import { contentTypeSchema, STATS_DAYS, type ContentType, type ItemStats } from '@inkreel/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api/api-client';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { downloadStatsCsv, useItemStats } from '../api/use-stats';
import { countText, viewsWord } from '../components/counts';
import { itemPath } from '../../../lib/links/item-path';
import { UploadMissing } from '../components/upload-missing';
import { StatsChart } from '../components/stats-chart';
import './upload-stats-page.css';
import './edit-upload-page.css';

function Totals({ kind, stats }: { kind: ContentType; stats: ItemStats }) {
  const last = stats.days.reduce((sum, d) => sum + (d.views ?? 0), 0);
  const { totals } = stats;
  const word = viewsWord(kind).many;
  // A card's label starts its sentence: "Views in all", "Plays in the last 30 days".
  const capital = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  const cards = [
    totals.views !== undefined && {
      label: `${capital} in all`,
      value: countText(kind, 'views', totals.views),
    },
    totals.views !== undefined && {
      label: `${capital} in the last ${STATS_DAYS} days`,
      value: countText(kind, 'views', last),
    },
    totals.likes !== undefined && {
      label: 'Likes in all',
      value: countText(kind, 'likes', totals.likes),
    },
    totals.comments !== undefined && {
      label: 'Comments in all',
      value: countText(kind, 'comments', totals.comments),
    },
  ].filter((c) => c !== false);
  if (cards.length === 0)
    return (
      <p className="info-box">
        This provider does not count {word} of{' '}
        {kind === 'book' ? 'books' : kind === 'poem' ? 'poems' : 'stories'} yet.
      </p>
    );
  return (
    <dl className="stats-totals">
      {cards.map((card) => (
        <div key={card.label} className="card stats-total">
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/my-uploads/{kind}/{id}/stats` (the manage feature): one upload's last 30 days and totals. */
export function UploadStatsPage() {
  const params = useParams();
  const kind = contentTypeSchema.safeParse(params.kind).data ?? 'video';
  const id = params.id ?? '';
  const { data, error, isLoading } = useItemStats(kind, id, Boolean(params.kind && params.id));
  const [csvFailed, setCsvFailed] = useState(false);
  usePageTitle(data ? `Statistics of “${data.title}”` : 'Statistics');
  const word = viewsWord(kind).many;
  const missing =
    error instanceof ApiError &&
    (error.status === 404 || error.status === 403 || error.status === 400);

  return (
    <section className="page upload-stats-page" aria-labelledby="stats-title">
      <p className="edit-upload-back">
        <Link to="/my-uploads">Back to My uploads</Link>
      </p>
      <h1 id="stats-title" className="page-title">
        {data ? `Statistics of “${data.title}”` : 'Statistics'}
      </h1>
      {data ? (
        <>
          <p className="edit-upload-view">
            <Link to={itemPath(kind, id)}>Open its page</Link>
          </p>
          <Totals kind={kind} stats={data} />
          {data.totals.views !== undefined && (
            <section className="card stats-section" aria-labelledby="stats-chart-title">
              <h2 id="stats-chart-title">
                {`${word[0]?.toUpperCase()}${word.slice(1)}`} per day, last {STATS_DAYS} days
              </h2>
              <StatsChart days={data.days} metric="views" unit={word} />
            </section>
          )}
          <button
            type="button"
            className="btn"
            onClick={() => {
              setCsvFailed(false);
              downloadStatsCsv({ kind, id }).catch(() => setCsvFailed(true));
            }}
          >
            Download as CSV
          </button>
          {csvFailed && (
            <p className="error-box" role="alert">
              The CSV could not be downloaded. Check your connection and try again.
            </p>
          )}
        </>
      ) : isLoading ? (
        <Spinner label="Loading the statistics" />
      ) : (
        <UploadMissing
          {...(missing
            ? {}
            : {
                text: 'The statistics could not be loaded. Check your connection and try again.',
                alert: true,
              })}
        />
      )}
    </section>
  );
}
