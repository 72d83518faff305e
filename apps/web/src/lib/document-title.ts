import { useTranslation } from 'react-i18next';
import { useSession } from './session.ts';

/**
 * A page's document title: "Page · Website" signed in (the tab says whose app it is), "Page · Cakemix"
 * signed out.
 */
export function useDocumentTitle(title: string): string {
  const { t } = useTranslation();
  const { token, user } = useSession();
  const owner = token && user?.websiteName ? user.websiteName : t('app.name');
  return `${title} · ${owner}`;
}
