import {
  CHARACTERISTICS,
  formatRatio,
  GEOGRAPHIC_SCOPES,
  type GeographicScope,
  OBJECTIVES,
  TARGET_RATIO_LIMITS,
} from '@cakemix/core';
import { Group, NumberInput, Paper, Radio, Stack, TextInput } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section.tsx';
import { PercentGroupInput } from '@/components/percent-group-input.tsx';
import { RatingScaleInput } from '@/components/rating-scale-input.tsx';
import { decimalSeparator } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { useWebsiteRates } from '@/lib/rate-card.ts';
import type { ProfileFormValues } from './profile-form-model.ts';

interface StepProps {
  control: Control<ProfileFormValues>;
  /** The message to show on a field or group, by its error path. */
  errorAt: (path: string) => string | undefined;
}

/** Step 1, "Brand": name, communication objectives, brand characteristics, geographic scope, target ratio. */
export function BrandStep({ control, errorAt }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <TextInput
              {...field}
              label={t('profiles.form.name')}
              description={t('profiles.form.nameDescription')}
              maxLength={120}
              required
              error={errorAt('name')}
              maw={560}
            />
          )}
        />
      </Paper>

      <FormSection title={t('profiles.form.objectivesTitle')}>
        <Controller
          control={control}
          name="objectives"
          render={({ field }) => (
            <PercentGroupInput
              label={t('profiles.form.objectivesQuestion')}
              options={OBJECTIVES.map((key) => ({ key, label: t(`options.objectives.${key}`) }))}
              value={field.value}
              onChange={field.onChange}
              exact
              columns={5}
              error={errorAt('objectives')}
            />
          )}
        />
      </FormSection>

      <FormSection
        title={t('profiles.form.characteristicsTitle')}
        description={t('profiles.form.characteristicsDescription')}
      >
        <Stack gap="lg">
          {CHARACTERISTICS.map((key) => (
            <Controller
              key={key}
              control={control}
              name={`characteristics.${key}`}
              render={({ field }) => (
                <RatingScaleInput
                  label={t(`options.characteristics.${key}`)}
                  description={t(`options.characteristicHints.${key}`)}
                  value={field.value}
                  onChange={field.onChange}
                  endLabels={{ min: t('profiles.form.scaleMin'), max: t('profiles.form.scaleMax') }}
                  error={errorAt(`characteristics.${key}`)}
                />
              )}
            />
          ))}
        </Stack>
      </FormSection>

      <FormSection title={t('profiles.form.scopeTitle')}>
        <Controller
          control={control}
          name="geographic_scope"
          render={({ field }) => (
            <Radio.Group
              label={t('profiles.form.scopeQuestion')}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value as GeographicScope)}
              error={errorAt('geographic_scope')}
            >
              <Group gap="lg" mt="xs">
                {GEOGRAPHIC_SCOPES.map((scope) => (
                  <Radio key={scope} value={scope} label={t(`options.geographicScopes.${scope}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      </FormSection>

      <TargetRatio control={control} errorAt={errorAt} />
    </Stack>
  );
}

/** The brand's own target value-to-cost ratio, optional: empty uses the website's (its rate card). */
function TargetRatio({ control, errorAt }: StepProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const website = useWebsiteRates().targetRatio;
  const ratio = (value: number) => formatRatio(value, lang);
  return (
    <FormSection title={t('profiles.form.targetTitle')} description={t('profiles.form.targetDescription')}>
      <Controller
        control={control}
        name="target_ratio"
        render={({ field }) => (
          <NumberInput
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={field.value}
            onChange={field.onChange}
            label={t('profiles.form.targetLabel')}
            description={t('profiles.form.targetHint', {
              website: ratio(website),
              min: ratio(TARGET_RATIO_LIMITS.min),
              max: ratio(TARGET_RATIO_LIMITS.max),
            })}
            decimalSeparator={decimalSeparator(lang)}
            decimalScale={TARGET_RATIO_LIMITS.decimals}
            allowNegative={false}
            hideControls
            suffix=":1"
            error={errorAt('target_ratio')}
            maw={320}
          />
        )}
      />
    </FormSection>
  );
}
