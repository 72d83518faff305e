/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** OAuth client of the password grant (spec section 7); the server checks it on sign-in. */
  readonly VITE_OAUTH_CLIENT_ID?: string;
  readonly VITE_OAUTH_CLIENT_SECRET?: string;
  /** Secret from which the local storage encryption key is derived (see src/lib/storage.ts). */
  readonly VITE_STORAGE_KEY?: string;
  /** Company details shown in the footer. */
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_COMPANY_ADDRESS?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_PUBLIC_WEBSITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
