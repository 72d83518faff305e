import { Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ChevronDownIcon,
  DevicesIcon,
  HistoryIcon,
  KeyIcon,
  LogoutIcon,
  UsersIcon,
} from '@/components/icons.tsx';
import { routePath } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useLogoutMutation } from '../api/auth-queries.ts';

/**
 * The header's user menu: for admins the website's members and audit log; for everyone their sessions, the
 * password and logging out.
 */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const logout = useLogoutMutation();
  const admin = useSession().user?.role === 'admin';
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          rightSection={<ChevronDownIcon size={16} />}
          aria-label={t('header.userMenu', { name })}
          loading={logout.isPending}
          maw={{ base: 130, sm: 280 }}
        >
          <Text component="span" fw={600} fz="sm" truncate="end">
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {admin ? (
          <>
            <Menu.Item component={Link} to={routePath('team.members')} leftSection={<UsersIcon size={16} />}>
              {t('header.members')}
            </Menu.Item>
            <Menu.Item component={Link} to={routePath('team.audit')} leftSection={<HistoryIcon size={16} />}>
              {t('header.auditLog')}
            </Menu.Item>
          </>
        ) : null}
        <Menu.Item
          component={Link}
          to={routePath('account.sessions')}
          leftSection={<DevicesIcon size={16} />}
        >
          {t('header.sessions')}
        </Menu.Item>
        <Menu.Item component={Link} to={routePath('password.change')} leftSection={<KeyIcon size={16} />}>
          {t('header.changePassword')}
        </Menu.Item>
        <Menu.Item onClick={() => logout.mutate()} leftSection={<LogoutIcon size={16} />}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
