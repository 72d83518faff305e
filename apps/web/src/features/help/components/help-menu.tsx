import { Button, Menu, Text } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon, HelpIcon, MailIcon } from '@/components/icons.tsx';
import { routePath } from '@/lib/paths.ts';

// The header is in the first page's JavaScript: the panels (and the support form's react-hook-form) load when
// first opened, and stay mounted after so that they close with their transition.
const FaqModal = lazy(async () => ({ default: (await import('./faq-modal.tsx')).FaqModal }));
const GlossaryDrawer = lazy(async () => ({
  default: (await import('./glossary-drawer.tsx')).GlossaryDrawer,
}));
const SupportRequestModal = lazy(async () => ({
  default: (await import('./support-request-modal.tsx')).SupportRequestModal,
}));

type Panel = 'faq' | 'glossary' | 'support';

/** The header's help menu: help centre (the knowledge center), FAQ, glossary and the support form. */
export function HelpMenu() {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<Panel>>(new Set());
  const open = (next: Panel) => {
    setOpened((previous) => new Set(previous).add(next));
    setPanel(next);
  };
  const menuButton = useRef<HTMLButtonElement>(null);
  // A panel opened from the menu returns focus to the menu's button: the item that opened it is gone with
  // the menu, and focus would otherwise fall to the top of the page.
  const close = () => {
    setPanel(null);
    window.setTimeout(() => menuButton.current?.focus(), 0);
  };
  return (
    <>
      <Menu position="bottom-end" width={220} shadow="md">
        <Menu.Target>
          <Button
            ref={menuButton}
            variant="subtle"
            color="dark"
            leftSection={<HelpIcon size={18} />}
            rightSection={<ChevronDownIcon size={16} />}
            aria-label={t('help.menuLabel')}
            px="xs"
          >
            <Text component="span" fw={600} fz="sm" visibleFrom="sm">
              {t('help.menu')}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={routePath('kc.index')}>
            {t('help.helpCentre')}
          </Menu.Item>
          <Menu.Item onClick={() => open('faq')}>{t('help.faq')}</Menu.Item>
          <Menu.Item onClick={() => open('glossary')}>{t('help.glossary')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => open('support')} leftSection={<MailIcon size={16} />}>
            {t('help.contactSupport')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {opened.has('faq') ? <FaqModal opened={panel === 'faq'} onClose={close} /> : null}
        {opened.has('glossary') ? <GlossaryDrawer opened={panel === 'glossary'} onClose={close} /> : null}
        {opened.has('support') ? <SupportRequestModal opened={panel === 'support'} onClose={close} /> : null}
      </Suspense>
    </>
  );
}
