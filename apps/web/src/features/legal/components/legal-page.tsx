import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header.tsx';
import { COMPANY } from '@/lib/company.ts';
import { useFormat } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import type { LegalTexts } from '../content/legal-document.ts';

/** A legal document in the interface language. */
export function LegalPage({ texts }: { texts: LegalTexts }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useFormat();
  const document = texts(COMPANY)[lang];
  return (
    <Stack maw={760}>
      <PageHeader
        title={document.title}
        description={t('legal.lastUpdated', {
          date: format.date(`${document.updated}T12:00:00`, { dateStyle: 'long' }),
        })}
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {document.sections.map((section) => (
            <section key={section.heading}>
              <Title order={2} fz="lg" mb="xs">
                {section.heading}
              </Title>
              <Stack gap="xs">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            </section>
          ))}
          <Text size="sm" c="dimmed">
            <Anchor href={`mailto:${COMPANY.contactEmail}`}>{COMPANY.contactEmail}</Anchor>
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
