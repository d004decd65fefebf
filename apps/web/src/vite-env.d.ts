/// <reference types="vite/client" />

// Declaration merging needs an interface here.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  /** Host of the API when it is not the app's own origin, e.g. https://api.example.org */
  readonly VITE_API_URL?: string;
}
