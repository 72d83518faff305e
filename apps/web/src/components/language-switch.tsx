import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/i18n/i18n.ts';
import { chooseLanguage } from '../lib/i18n/user-language.ts';
import { GlobeIcon } from './icons.tsx';

/**
 * Toggles between French and English; the choice is remembered on this device (user_lang) and, signed in,
 * saved for the user's next sign-ins (chooseLanguage). In the header and on reports.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const other = lang === 'fr' ? 'en' : 'fr';
  return (
    <Button
      variant="subtle"
      color="dark"
      px="xs"
      style={{ flexShrink: 0 }}
      leftSection={<GlobeIcon size={16} />}
      lang={other}
      title={t('header.otherLanguageLabel')}
      onClick={() => void chooseLanguage(other)}
    >
      {t('header.otherLanguage')}
    </Button>
  );
}
