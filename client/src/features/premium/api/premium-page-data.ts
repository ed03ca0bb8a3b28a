import { staticPage } from '../../../lib/page/page-data';

// The Premium page's title and line, shared by the page and the head the web server writes when
// it renders it (routes.tsx attaches the plan as its loader). The plans load in the browser.

export const PREMIUM_TITLE = 'Premium';
export const PREMIUM_SUBTITLE =
  'Full access to all premium content. Payment happens on a secure checkout page in a new tab.';

export const premiumPage = staticPage(PREMIUM_TITLE, PREMIUM_SUBTITLE);
