import { Button, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon, HelpIcon, MailIcon } from '@/components/icons.tsx';
import { routePath } from '@/lib/paths.ts';
import { FaqModal } from './faq-modal.tsx';
import { GlossaryDrawer } from './glossary-drawer.tsx';
import { SupportRequestModal } from './support-request-modal.tsx';

type Panel = 'faq' | 'glossary' | 'support' | null;

/** The header's help menu: help centre (the knowledge center), FAQ, glossary and the support form. */
export function HelpMenu() {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => setPanel(null);
  return (
    <>
      <Menu position="bottom-end" width={220} shadow="md">
        <Menu.Target>
          <Button
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
          <Menu.Item onClick={() => setPanel('faq')}>{t('help.faq')}</Menu.Item>
          <Menu.Item onClick={() => setPanel('glossary')}>{t('help.glossary')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => setPanel('support')} leftSection={<MailIcon size={16} />}>
            {t('help.contactSupport')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <FaqModal opened={panel === 'faq'} onClose={close} />
      <GlossaryDrawer opened={panel === 'glossary'} onClose={close} />
      <SupportRequestModal opened={panel === 'support'} onClose={close} />
    </>
  );
}
