import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../components/icons.tsx';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import { switchLanguage } from '../../lib/i18n/language.ts';

/** Toggles between French and English; the choice is remembered (user_lang). */
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
