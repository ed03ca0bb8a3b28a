// Where each run's servers listen: fixed ports (Playwright waits on them and refuses to start if
// one is taken), chosen from the environment so two checkouts on one machine can run side by side.
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const SAME_ORIGIN = {
  apiURL: `http://localhost:${port('E2E_API_PORT', 4400)}`,
  baseURL: `http://localhost:${port('E2E_CLIENT_PORT', 4401)}`,
};
