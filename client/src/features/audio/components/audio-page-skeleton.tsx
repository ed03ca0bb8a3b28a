import { Spinner } from '../../../components/ui/spinner';

/** The audio page's frame while the track loads: the player card with its artwork box. */
export function AudioPageSkeleton() {
  return (
    <section className="page audio-page">
      <div className="audio-main">
        <div className="audio-player">
          <span className="audio-player-artwork skeleton" aria-hidden="true" />
          <div className="audio-player-body">
            <Spinner label="Loading audio" />
          </div>
        </div>
      </div>
    </section>
  );
}
