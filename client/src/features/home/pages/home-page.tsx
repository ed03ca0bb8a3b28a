import '../home.css';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Spinner } from '../../../components/ui/spinner';
import { useFeaturedVideos } from '../api/use-featured-videos';
import { FeaturedCard } from '../components/featured-card';
import { MobilePromo } from '../components/mobile-promo';
import { PaymentSuccessDialog } from '../components/payment-success-dialog';

export function HomePage() {
  usePageTitle('');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { videos, isLoading } = useFeaturedVideos();
  const paymentSuccess = params.get('payment_success') === 'true';

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
          <Spinner label="Loading featured videos" />
        ) : videos.length > 0 ? (
          <div className="media-grid">
            {videos.map((video) => (
              <FeaturedCard key={video._id} video={video} />
            ))}
          </div>
        ) : (
          <p className="empty-state">No featured videos right now.</p>
        )}
      </section>

      <MobilePromo />

      {paymentSuccess && (
        <PaymentSuccessDialog onContinue={() => void navigate('/', { replace: true })} />
      )}
    </div>
  );
}
