import { createApiClient } from './api-client.ts';
import { currentLanguage } from './i18n/i18n.ts';
import { session } from './session.ts';

/** The app's API client: the session's token, the interface language, and logout on a 401. */
export const api = createApiClient({
  getToken: () => session.getState().token,
  getLanguage: currentLanguage,
  onUnauthorized: (token) => void session.end('expired', token),
});
