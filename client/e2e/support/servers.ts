// Where each run's servers listen: fixed ports (Playwright waits on them and refuses to start if
// one is taken), chosen from the environment so two checkouts on one machine can run side by side.
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

export interface ServerSet {
  /** The mock provider's origin. */
  apiURL: string;
  /** The client's origin. */
  baseURL: string;
  /** The origin the app in the browser sends /api calls to. */
  appApiURL: string;
}

const sameOriginClient = `http://localhost:${port('E2E_CLIENT_PORT', 4401)}`;

/** `vite preview` proxies /api and /socket.io to the provider: the app calls its own origin. */
export const SAME_ORIGIN: ServerSet = {
  apiURL: `http://localhost:${port('E2E_API_PORT', 4400)}`,
  baseURL: sameOriginClient,
  appApiURL: sameOriginClient,
};

const crossOriginProvider = `http://127.0.0.1:${port('E2E_CROSS_API_PORT', 4402)}`;

/**
 * The production client server on one origin and the provider on another site altogether
 * (localhost and 127.0.0.1 share no cookies): the app calls the provider with CORS.
 */
export const CROSS_ORIGIN: ServerSet = {
  apiURL: crossOriginProvider,
  baseURL: `http://localhost:${port('E2E_CROSS_CLIENT_PORT', 4403)}`,
  appApiURL: crossOriginProvider,
};
