import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RouteName } from './paths.ts';

/** A screen's title and the line under it, as its PageHeader shows them. */
export interface PageHeading {
  title: string;
  description: string;
}

/**
 * The headings of the signed-in screens whose title and intro depend on no data, at the top of the page (not
 * the comparative report's form: its intro names a limit from the report schemas, which the first script does
 * without). The
 * screen shows them, and so does its outline while the screen's code, the session check or the current user
 * load: in the shell the build draws (decision 034) and at a signed-in start, in the same place, so that the
 * heading stands from the first paint and the screen takes over without moving it.
 */
const HEADINGS = {
  'reports.index': (t) => ({ title: t('reports.title'), description: t('reports.intro') }),
  'reports.create-detailed': (t) => ({
    title: t('reports.createDetailedTitle'),
    description: t('reports.createDetailedIntro'),
  }),
  'profiles.index': (t) => ({ title: t('profiles.title'), description: t('profiles.intro') }),
  'properties.index': (t) => ({ title: t('properties.title'), description: t('properties.intro') }),
  'properties.import': (t) => ({
    title: t('spreadsheets.import.title'),
    description: t('spreadsheets.import.intro'),
  }),
  portfolio: (t) => ({
    title: t('spreadsheets.portfolio.title'),
    description: t('spreadsheets.portfolio.intro'),
  }),
  'kc.index': (t) => ({ title: t('knowledgeCenter.title'), description: t('knowledgeCenter.intro') }),
  'rate-card': (t) => ({ title: t('rateCard.title'), description: t('rateCard.intro') }),
  'team.members': (t) => ({ title: t('team.members.title'), description: t('team.members.intro') }),
  'team.audit': (t) => ({ title: t('team.audit.title'), description: t('team.audit.intro') }),
  'account.sessions': (t) => ({ title: t('team.sessions.title'), description: t('team.sessions.intro') }),
} satisfies Partial<Record<RouteName, (t: TFunction) => PageHeading>>;

export type HeadedRoute = keyof typeof HEADINGS;

/** The heading of a route's screen, or null for a screen whose heading is data (or that has none). */
export function pageHeading(name: RouteName | null, t: TFunction): PageHeading | null {
  return name !== null && name in HEADINGS ? HEADINGS[name as HeadedRoute](t) : null;
}

/** A screen's own heading, in the interface language. */
export function usePageHeading(name: HeadedRoute): PageHeading {
  const { t } = useTranslation();
  return HEADINGS[name](t);
}
