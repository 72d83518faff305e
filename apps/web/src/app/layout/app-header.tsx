import { Anchor, Box, Container, Divider, Group, Text, UnstyledButton } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/components/icons.tsx';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { Logo } from '@/components/logo.tsx';
import { type RouteName, routePath } from '@/lib/paths.ts';
import { PUBLIX_LICENSE, type SessionUser } from '@/lib/session.ts';
import type { MenuSection } from '../route-table.ts';
import classes from './app-layout.module.css';
import { HeaderMenu } from './header-menu.tsx';
import { HelpMenu, UserMenu } from './lazy-member-menus.tsx';
import { WebsiteBrand } from './website-brand.tsx';

/**
 * Logo linking home (the signed-in user's website's logo and name, see WebsiteBrand), an optional back link (light header), the help menu (signed in), the language switch
 * and the user menu. On phones a signed-in user's language switch and user menu fold into the header's menu
 * (HeaderMenu), with the main menu's sections when the page shows the menu (`navigation`).
 * Users of the publix license see neither the switch nor the separator (spec section 3).
 */
export function AppHeader({
  backRoute,
  user,
  navigation = null,
}: {
  backRoute: RouteName | null;
  user: SessionUser | null;
  navigation?: { activeMenu: MenuSection | null } | null;
}) {
  const { t } = useTranslation();
  const showLanguageSwitch = user?.license !== PUBLIX_LICENSE;
  return (
    <header className={classes.header}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap" className={classes.brand}>
            <UnstyledButton
              component={Link}
              to={routePath('home')}
              aria-label={user ? t('header.websiteHome', { name: user.websiteName }) : t('header.home')}
              className={classes.brand}
            >
              {user ? <WebsiteBrand user={user} /> : <Logo compact />}
            </UnstyledButton>
            {backRoute ? (
              <Anchor
                component={Link}
                to={routePath(backRoute)}
                fw={600}
                size="sm"
                aria-label={t('header.back')}
              >
                <Group gap={4} wrap="nowrap">
                  <ArrowLeftIcon size={16} />
                  <Text span inherit visibleFrom="sm">
                    {t('header.back')}
                  </Text>
                </Group>
              </Anchor>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap" miw={0}>
            {/* Above phone widths the user menu truncates a long name when space runs short; the help menu and the
                language switch keep their size. */}
            {user ? (
              <Box style={{ flexShrink: 0 }}>
                <Suspense fallback={null}>
                  <HelpMenu />
                </Suspense>
              </Box>
            ) : null}
            <Group gap="xs" wrap="nowrap" miw={0} visibleFrom={user ? 'sm' : undefined}>
              {showLanguageSwitch ? (
                <Box style={{ flexShrink: 0 }}>
                  <LanguageSwitch />
                </Box>
              ) : null}
              {showLanguageSwitch && user ? (
                <Divider
                  orientation="vertical"
                  h={24}
                  style={{ alignSelf: 'center' }}
                  data-testid="header-separator"
                />
              ) : null}
              {user ? (
                <Suspense fallback={null}>
                  <UserMenu name={user.name} />
                </Suspense>
              ) : null}
            </Group>
            {user ? (
              <HeaderMenu
                userName={user.name}
                navigation={navigation}
                showLanguageSwitch={showLanguageSwitch}
              />
            ) : null}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
