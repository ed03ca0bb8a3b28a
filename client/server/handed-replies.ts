// For the web server's tests: what a server-rendered page hands the browser.

/** The replies the page hands to SWR: its routes' loader data, in the router's hydration state. */
export function handedReplies<T = unknown>(html: string): Record<string, T> {
  const json = /<script type="application\/json" id="inkreel-data">(.*?)<\/script>/.exec(html)?.[1];
  const state = JSON.parse(json ?? '{}') as {
    loaderData?: Record<string, { replies?: Record<string, T> } | null>;
  };
  const entries = Object.values(state.loaderData ?? {}).flatMap((d) =>
    Object.entries(d?.replies ?? {}),
  );
  return Object.fromEntries(entries);
}
