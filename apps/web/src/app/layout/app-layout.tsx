import { Alert, Box, Button, Container, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertIcon } from '@/components/icons.tsx';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { useCurrentUser } from '@/features/auth/api/auth-queries.ts';
import { ReportSkeleton } from '@/features/reports/components/report-skeleton.tsx';
import { pageHeading } from '@/lib/page-headings.ts';
import { useSession } from '@/lib/session.ts';
import { useRouteMeta } from '../route-meta.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import classes from './app-layout.module.css';
import { MAIN_ID, useFocusMainOnNavigation } from './focus-on-navigation.ts';
import { MainMenu } from './lazy-member-menus.tsx';

/**
 * The outline of the current route's screen, with its heading when that depends on no data; a report's top bar
 * on a report page.
 */
export function RouteSkeleton() {
  const { t } = useTranslation();
  const { name, reportPage } = useRouteMeta();
  if (reportPage) return <ReportSkeleton />;
  return <PageSkeleton heading={pageHeading(name, t)} />;
}

/**
 * The page body, shown only once the current user is fetched when signed in (spec section 2); until then the
 * header and menu stand around the screen's outline.
 */
function PageBody() {
  const { t } = useTranslation();
  const { token, userFetched } = useSession();
  const currentUser = useCurrentUser();
  if (!token || userFetched) return <Outlet />;
  if (currentUser.isError) {
    return (
      <Stack maw={560} mx="auto" py="xl">
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {currentUser.error.message}
        </Alert>
        <Button onClick={() => void currentUser.refetch()} w="fit-content">
          {t('errors.retry')}
        </Button>
      </Stack>
    );
  }
  return <RouteSkeleton />;
}

/**
 * Header, menu, body and footer. The menu shows when signed in and the light header is off; report pages
 * show the body alone (spec section 2).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { token, user } = useSession();
  useFocusMainOnNavigation();

  if (meta.reportPage) {
    return (
      <Box component="main" id={MAIN_ID} mih="100vh" tabIndex={-1} className={classes.focusTarget}>
        <ScrollRestoration />
        <PageBody />
      </Box>
    );
  }

  const withMenu = Boolean(token) && !meta.lightHeader;
  return (
    <div className={classes.shell}>
      <ScrollRestoration />
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppHeader
        backRoute={meta.backRoute}
        user={token ? user : null}
        navigation={withMenu ? { activeMenu: meta.activeMenu } : null}
      />
      {withMenu ? (
        <Suspense fallback={null}>
          <MainMenu activeMenu={meta.activeMenu} />
        </Suspense>
      ) : null}
      <main id={MAIN_ID} className={`${classes.main} ${classes.focusTarget}`} tabIndex={-1}>
        <Container size="xl" py="xl">
          <PageBody />
        </Container>
      </main>
      <AppFooter />
    </div>
  );
}
