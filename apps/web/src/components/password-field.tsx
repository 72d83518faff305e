import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's password input with its show/hide button labelled in the interface language and reachable with
 * Tab (Mantine leaves it out of the tab order by default, so a keyboard user could not show the password).
 */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
      visibilityToggleFocusable
      {...props}
    />
  );
}
