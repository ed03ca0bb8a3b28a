import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useExtension } from '../../../lib/api/extensions';
import { useTextTracks } from '../../../lib/captions/use-item-extras';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useCaptionedItem, type ItemKind } from '../api/use-captioned-item';
import { AddTrackForm } from '../components/add-track-form';
import { ChaptersForm } from '../components/chapters-form';
import { StoryboardSection } from '../components/storyboard-section';
import { TrackList } from '../components/track-list';
import { itemPath } from '../../../lib/links/item-path';
import './item-captions-page.css';

/**
 * Not in docs/product.md: an uploader's captions (a video) or lyrics (a track) by language,
 * chapters and seek previews, from My uploads (the captions feature, docs/product.md section 10).
 */
export function ItemCaptionsPage() {
  const params = useParams();
  const kind: ItemKind = params.kind === 'audio' ? 'audio' : 'video';
  const id = params.id ?? '';
  const offered = useExtension('captions');
  const { data: item, error, isLoading } = useCaptionedItem(kind, id);
  const tracks = useTextTracks(kind, item ? id : null);
  const noun = kind === 'video' ? 'Captions' : 'Lyrics';
  usePageTitle(`${noun} and chapters`);
  const tracksId = useId();
  const chaptersId = useId();
  const previewsId = useId();

  const back = (
    <Link to="/my-uploads" className="captions-manage-back">
      Back to My uploads
    </Link>
  );
  if (isLoading) return <Spinner label="Loading" />;
  if (!item || error || !offered) {
    return (
      <section className="page captions-manage">
        <h1 className="page-title">{noun} and chapters</h1>
        <p>
          {!offered && item
            ? 'This provider does not keep captions or chapters.'
            : `This ${kind === 'video' ? 'video' : 'track'} could not be found.`}
        </p>
        {back}
      </section>
    );
  }
  return (
    <section className="page captions-manage">
      {back}
      <h1 className="page-title">{noun} and chapters</h1>
      <p className="page-subtitle">
        For <Link to={itemPath(kind, id)}>{item.title}</Link>
      </p>
      <section className="card captions-manage-card" aria-labelledby={tracksId}>
        <h2 id={tracksId} className="section-title section-title-small">
          {noun}
        </h2>
        <TrackList kind={kind} id={id} tracks={tracks} />
        <AddTrackForm kind={kind} id={id} />
      </section>
      <section className="card captions-manage-card" aria-labelledby={chaptersId}>
        <h2 id={chaptersId} className="section-title section-title-small">
          Chapters
        </h2>
        <ChaptersForm kind={kind} id={id} />
      </section>
      {kind === 'video' ? (
        <section className="card captions-manage-card" aria-labelledby={previewsId}>
          <h2 id={previewsId} className="section-title section-title-small">
            Seek previews
          </h2>
          <StoryboardSection id={id} />
        </section>
      ) : null}
    </section>
  );
}
