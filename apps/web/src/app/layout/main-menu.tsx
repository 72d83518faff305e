import { Box, Container, Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RouteName, routePath } from '@/lib/paths.ts';
import type { MenuSection } from '../route-table.ts';
import classes from './app-layout.module.css';

/** The menu's sections, in order; the header's menu lists them too on phones. */
export const MENU_ITEMS: {
  section: MenuSection;
  route: RouteName;
  label:
    | 'nav.reports'
    | 'nav.brandProfiles'
    | 'nav.properties'
    | 'nav.portfolio'
    | 'nav.rateCard'
    | 'nav.knowledgeCenter';
}[] = [
  { section: 'reports', route: 'reports.index', label: 'nav.reports' },
  { section: 'brand-profiles', route: 'profiles.index', label: 'nav.brandProfiles' },
  { section: 'properties', route: 'properties.index', label: 'nav.properties' },
  { section: 'portfolio', route: 'portfolio', label: 'nav.portfolio' },
  { section: 'rate-card', route: 'rate-card', label: 'nav.rateCard' },
  { section: 'knowledge-center', route: 'kc.index', label: 'nav.knowledgeCenter' },
];

/**
 * The horizontal menu; the active section comes from the route metadata. On phones it is folded into the
 * header's menu (HeaderMenu).
 */
export function MainMenu({ activeMenu }: { activeMenu: MenuSection | null }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" visibleFrom="sm" className={classes.menu} aria-label={t('nav.label')}>
      <Container size="xl">
        <ScrollArea type="never">
          <Group gap={0} wrap="nowrap" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {MENU_ITEMS.map((item) => (
              <li key={item.section}>
                <Link
                  to={routePath(item.route)}
                  className={classes.menuLink}
                  aria-current={activeMenu === item.section ? 'page' : undefined}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </Group>
        </ScrollArea>
      </Container>
    </Box>
  );
}
