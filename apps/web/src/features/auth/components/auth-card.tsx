import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title.ts';

/** The centred card of the sign-in and password screens. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const documentTitle = useDocumentTitle(title);
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={440}
      mx="auto"
      my="xl"
      w="100%"
    >
      <title>{documentTitle}</title>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={26}>
            {title}
          </Title>
          {intro ? <Text c="dimmed">{intro}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
