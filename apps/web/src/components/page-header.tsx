import { Flex, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title.ts';

/**
 * A screen's title (also the document title), an optional line under it, and optional actions on the
 * right (a list's create buttons), which go under the title on narrow screens, and under each other when
 * they are too wide for the screen side by side.
 */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const documentTitle = useDocumentTitle(title);
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'flex-start', sm: 'flex-end' }}
      gap="md"
      mb="lg"
    >
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <title>{documentTitle}</title>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Flex>
  );
}
