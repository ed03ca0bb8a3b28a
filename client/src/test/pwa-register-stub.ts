// Unit tests run without vite-plugin-pwa, so its virtual module is this no-op stand-in.
export function registerSW(): (reload?: boolean) => Promise<void> {
  return () => Promise.resolve();
}
