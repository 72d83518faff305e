import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo.tsx';
import { api } from '@/lib/api.ts';
import type { SessionUser } from '@/lib/session.ts';
import classes from './app-layout.module.css';

/**
 * The website's logo as an address an <img> can show: the API serves it to the bearer of the user's token,
 * which an <img> cannot send, so it is fetched (the browser caches it under its versioned address) and
 * shown from an object URL. Null while it loads, when it fails, or when the website has no logo.
 */
function useLogoSource(url: string | null): string | null {
  const logo = useQuery({
    queryKey: ['website-logo', url],
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => api.getFile(url ?? '', { signal }),
  });
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    if (!logo.data) {
      setSource(null);
      return;
    }
    const objectUrl = URL.createObjectURL(logo.data);
    setSource(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [logo.data]);
  return url ? source : null;
}

/**
 * The signed-in user's website in the header: its logo (the Cakemix mark when it has none) and its name,
 * which phone-sized screens leave out.
 */
export function WebsiteBrand({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const source = useLogoSource(user.logoUrl);
  return (
    <Group gap={10} wrap="nowrap" miw={0}>
      {source ? (
        <img
          src={source}
          alt={t('header.websiteLogo', { name: user.websiteName })}
          className={classes.websiteLogo}
        />
      ) : (
        <LogoMark size={32} />
      )}
      <Text
        component="span"
        fw={700}
        fz="lg"
        lh={1.2}
        c="dark.8"
        truncate="end"
        maw={400}
        visibleFrom="xs"
        data-testid="website-name"
      >
        {user.websiteName}
      </Text>
    </Group>
  );
}
