import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's title (also the document title) and an optional line under it. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <title>{`${title} · Cakemix`}</title>
      <Title order={1} fz={28}>
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
