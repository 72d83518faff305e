import { Button } from '@mantine/core';
import { useDidUpdate } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/components/icons.tsx';
import type { HeaderDrawerProps } from './header-drawer.tsx';

// The header is in the first page's JavaScript: the drawer loads when first opened, and stays mounted after
// so that it closes with its transition.
const HeaderDrawer = lazy(async () => ({ default: (await import('./header-drawer.tsx')).HeaderDrawer }));

/**
 * The header's "Menu" button on phones (below Mantine's sm breakpoint), where the main menu, the language
 * switch and the user menu fold into a drawer. Focus comes back to the button when the drawer closes.
 */
export function HeaderMenu(props: Omit<HeaderDrawerProps, 'opened' | 'onClose'>) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Mantine returns focus to what had it when the drawer opened, but the first drawer mounts already open
  // (it is loaded on the first click), so it cannot know: the button takes focus back itself.
  useDidUpdate(() => {
    if (!opened) button.current?.focus();
  }, [opened]);
  return (
    <>
      <Button
        ref={button}
        hiddenFrom="sm"
        variant="subtle"
        color="dark"
        px="xs"
        leftSection={<MenuIcon size={20} />}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        {t('header.menu')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <HeaderDrawer {...props} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
