import { staticPage } from '../../../lib/page/page-data';

// The sign-in pages' titles and lines, shared by the pages and the head the web server writes
// when it renders them (routes.tsx attaches the plans as loaders: they read nothing).

export const LOGIN_TITLE = 'Sign In';
export const LOGIN_SUBTITLE = 'Sign in to upload, manage your wallet and support creators.';
export const REGISTER_TITLE = 'Register';
export const REGISTER_SUBTITLE = 'Register with your email; we will send you a link to verify it.';

export const loginPage = staticPage(LOGIN_TITLE, LOGIN_SUBTITLE);
export const registerPage = staticPage(REGISTER_TITLE, REGISTER_SUBTITLE);
