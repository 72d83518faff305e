import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '@/components/logo.tsx';
import { COMPANY } from '@/lib/company.ts';
import { routePath } from '@/lib/paths.ts';
import classes from './app-layout.module.css';

/** Company logo, postal address, contact e-mail, copyright, legal links and the public website. */
export function AppFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Group gap="xs" role="img" aria-label={t('footer.companyLogo', { company: COMPANY.name })}>
              <LogoMark size={28} mono />
              <Text fw={800} c="white" fz="lg">
                {COMPANY.name}
              </Text>
            </Group>
            <Text component="address" fz="sm" fs="normal">
              {COMPANY.postalAddress}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Text fz="sm">
              {t('footer.contact')}{' '}
              <Anchor href={`mailto:${COMPANY.contactEmail}`} fz="sm">
                {COMPANY.contactEmail}
              </Anchor>
            </Text>
            <Anchor href={COMPANY.websiteUrl} target="_blank" rel="noopener noreferrer" fz="sm">
              {t('footer.website', { company: COMPANY.name })}
            </Anchor>
          </Stack>
          <Stack gap="xs">
            <nav aria-label={t('footer.legalLinks')}>
              <Group gap="md">
                <Anchor component={Link} to={routePath('terms')} fz="sm">
                  {t('footer.terms')}
                </Anchor>
                <Anchor component={Link} to={routePath('privacy')} fz="sm">
                  {t('footer.privacy')}
                </Anchor>
              </Group>
            </nav>
            <Text fz="sm">{t('footer.copyright', { year, company: COMPANY.name })}</Text>
          </Stack>
        </SimpleGrid>
      </Container>
    </footer>
  );
}
