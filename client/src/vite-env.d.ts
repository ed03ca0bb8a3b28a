// Variables Vite puts in import.meta.env at build time (vite/client types any other as `any`).
interface ImportMetaEnv {
  /** The provider origin the build was given (docs/deployment.md); unset means none. */
  readonly VITE_API_BASE_URL?: string;
}
