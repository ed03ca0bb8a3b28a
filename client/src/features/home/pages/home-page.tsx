import '../home.css';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useHasInProgress } from '../continue/use-has-in-progress';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { FEATURED_COUNT, useFeaturedVideos } from '../api/use-featured-videos';
import { FeaturedCard, FeaturedCardSkeleton } from '../components/featured-card';
import { HomeRows } from '../components/home-rows';
import { MobilePromo } from '../components/mobile-promo';

// Shown only after a subscription payment: not part of what every visit downloads.
const PaymentSuccessDialog = lazy(async () => ({
  default: (await import('../components/payment-success-dialog')).PaymentSuccessDialog,
}));

// Only for someone part way through something (issue 55, item 4): loaded when there is.
const ContinueRow = lazy(async () => ({
  default: (await import('../continue/continue-row')).ContinueRow,
}));

export function HomePage() {
  usePageTitle('');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { videos, isLoading } = useFeaturedVideos();
  const paymentSuccess = params.get('payment_success') === 'true';
  const inProgress = useHasInProgress();

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Watch, listen, read — and share your own.</h1>
        <p>Videos, music, books, stories and poems from independent creators, all in one place.</p>
        <div className="button-row">
          <Link className="btn btn-primary" to="/videos">
            Start watching
          </Link>
          <Link className="btn" to="/premium">
            Go Premium
          </Link>
        </div>
      </section>

      <section aria-labelledby="featured-title" className="home-section">
        <div className="section-head">
          <h2 id="featured-title">Featured Content</h2>
          <Link to="/videos">See all videos</Link>
        </div>
        {isLoading ? (
          // The grid's final size while the videos load: the promo below never jumps.
          <div className="featured-grid" role="status" aria-label="Loading featured videos">
            {Array.from({ length: FEATURED_COUNT }, (_, index) => (
              <FeaturedCardSkeleton key={index} />
            ))}
          </div>
        ) : videos.length > 0 ? (
          <div className="featured-grid">
            {videos.map((video, index) => (
              <FeaturedCard key={video._id} video={video} priority={index === 0} />
            ))}
          </div>
        ) : (
          <p className="empty-state">No featured videos right now.</p>
        )}
      </section>

      {/* Under the featured grid, so its arriving after hydration moves nothing above the fold. */}
      {inProgress ? (
        <Suspense fallback={null}>
          <ContinueRow />
        </Suspense>
      ) : null}

      {/* Beyond docs/product.md: something to listen to and to read under the videos. */}
      <HomeRows />

      <MobilePromo />

      {paymentSuccess && (
        <Suspense fallback={null}>
          <PaymentSuccessDialog onContinue={() => void navigate('/', { replace: true })} />
        </Suspense>
      )}
    </div>
  );
}
