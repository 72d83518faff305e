import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner while a screen or the current user loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" mih={240} role="status" aria-live="polite">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
