import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/i18n/i18n.ts';
import { switchLanguage } from '../lib/i18n/language.ts';
import { GlobeIcon } from './icons.tsx';

/** Toggles between French and English; the choice is remembered (user_lang). In the header and on reports. */
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
      onClick={() => void switchLanguage(other)}
    >
      {t('header.otherLanguage')}
    </Button>
  );
}
