import { Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon, KeyIcon, LogoutIcon } from '@/components/icons.tsx';
import { routePath } from '@/lib/paths.ts';
import { useLogoutMutation } from '../api/auth-queries.ts';

/** The header's user menu: change password and log out. */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const logout = useLogoutMutation();
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
