import type { Status } from '@cakemix/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The status of a profile or property: a draft reads "in progress" (spec section 4). */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 'complete' ? 'teal' : 'yellow'} radius="sm" tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}
