import { Drawer, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeyIcon, LogoutIcon } from '@/components/icons.tsx';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { useLogoutMutation } from '@/features/auth/api/auth-queries.ts';
import { routePath } from '@/lib/paths.ts';
import type { MenuSection } from '../route-table.ts';
import { MENU_ITEMS } from './main-menu.tsx';

export interface HeaderDrawerProps {
  opened: boolean;
  onClose: () => void;
  userName: string;
  /** The main menu's sections and the active one; null where the page has no menu (light header). */
  navigation: { activeMenu: MenuSection | null } | null;
  showLanguageSwitch: boolean;
}

/**
 * The header's menu on phones, a drawer from the right: the main menu's sections (when the page has the
 * menu), the user's whole name with the user menu's entries, and the language switch.
 */
export function HeaderDrawer({
  opened,
  onClose,
  userName,
  navigation,
  showLanguageSwitch,
}: HeaderDrawerProps) {
  const { t } = useTranslation();
  const logout = useLogoutMutation();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={320}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title fw={700}>{t('header.menu')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('header.closeMenu')} />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="lg">
            {navigation ? (
              <nav aria-label={t('nav.label')}>
                {MENU_ITEMS.map((item) => {
                  const active = navigation.activeMenu === item.section;
                  return (
                    <NavLink
                      key={item.section}
                      component={Link}
                      to={routePath(item.route)}
                      label={t(item.label)}
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      fw={600}
                      onClick={onClose}
                    />
                  );
                })}
              </nav>
            ) : null}
            <div>
              <Text fw={700} px="sm" pb={4} style={{ overflowWrap: 'anywhere' }}>
                {userName}
              </Text>
              <NavLink
                component={Link}
                to={routePath('password.change')}
                label={t('header.changePassword')}
                leftSection={<KeyIcon size={16} />}
                onClick={onClose}
              />
              <NavLink
                component="button"
                label={t('header.logout')}
                leftSection={<LogoutIcon size={16} />}
                disabled={logout.isPending}
                onClick={() => logout.mutate()}
              />
            </div>
            {showLanguageSwitch ? (
              <div>
                <LanguageSwitch />
              </div>
            ) : null}
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
