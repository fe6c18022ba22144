interface ImportMetaEnv {
  /** When the web app was built (vite.config.ts). */
  readonly BUILD_ID?: string;
}
