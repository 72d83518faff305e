import { MEDIA_CHANNELS } from '@cakemix/core';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section.tsx';
import { MediaLinesTable, useOptions } from './fields.tsx';

/** Step 6, "Paid media": the six channels of the promotional plan, bought by the sponsor. */
export function PaidMediaStep() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <FormSection
        title={t('properties.form.paidMediaTitle')}
        description={t('properties.form.mediaDescription')}
      >
        <MediaLinesTable base="paid_media.channels" channels={useOptions('mediaChannels', MEDIA_CHANNELS)} />
      </FormSection>
    </Stack>
  );
}
