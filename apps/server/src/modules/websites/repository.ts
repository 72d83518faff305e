import type { ThemeName, WebsiteBranding } from '@cakemix/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, websiteLogos, websites } from '../../db/schema.ts';
import { API_PREFIX } from '../../lib/api-paths.ts';
import { logoVersion } from './logo.ts';

/** Where a website's logo is served: the hash in it changes with the logo, so the answer can be cached. */
export function logoUrl(websiteId: number, sha256: string): string {
  return `${API_PREFIX}/websites/${websiteId}/logo?v=${logoVersion(sha256)}`;
}

/** A website's record with what its users see of it; its logo by address, not its bytes. */
export const websiteColumns = {
  id: websites.id,
  name: websites.name,
  theme: websites.theme,
  primaryColor: websites.primaryColor,
  supportEmail: websites.supportEmail,
  logoSha256: websiteLogos.sha256,
};

/** A row read with `websiteColumns` (the logo's through a left join: none when the website has no logo). */
interface WebsiteColumns {
  id: number;
  name: string;
  theme: string;
  primaryColor: string | null;
  supportEmail: string;
  logoSha256: string | null;
}

/** A website as read with `websiteColumns`: its logo as the address it is served at. */
function toWebsite({ logoSha256, ...website }: WebsiteColumns) {
  return {
    ...website,
    theme: website.theme as ThemeName,
    logoUrl: logoSha256 ? logoUrl(website.id, logoSha256) : null,
  };
}

/**
 * What the app shows of a website read with `websiteColumns` (joined to another row, the logo's columns may
 * be null): name, theme, colour and logo address, or the default look for a website that is gone.
 */
export function brandingOf(
  row: { [K in keyof WebsiteColumns]: WebsiteColumns[K] | null } | null | undefined,
): WebsiteBranding {
  const website = row?.id != null ? toWebsite(row as WebsiteColumns) : undefined;
  return {
    website_name: website?.name ?? '',
    website_theme: website?.theme ?? 'default',
    website_primary_color: website?.primaryColor ?? null,
    website_logo_url: website?.logoUrl ?? null,
  };
}

export function createWebsitesRepository(db: Db) {
  async function findRow(id: number) {
    const [row] = await db
      .select(websiteColumns)
      .from(websites)
      .leftJoin(websiteLogos, eq(websiteLogos.websiteId, websites.id))
      .where(eq(websites.id, id))
      .limit(1);
    return row;
  }

  async function findWebsite(id: number) {
    const row = await findRow(id);
    return row && toWebsite(row);
  }

  return {
    findWebsite,

    /** The name, theme, colour and logo address of a website (the default look for one that is gone). */
    findBranding: async (websiteId: number): Promise<WebsiteBranding> => brandingOf(await findRow(websiteId)),

    /** The logo of the given website only: every caller passes the signed-in user's own website. */
    async findLogo(websiteId: number) {
      const [row] = await db
        .select({
          contentType: websiteLogos.contentType,
          data: websiteLogos.data,
          sha256: websiteLogos.sha256,
        })
        .from(websiteLogos)
        .where(eq(websiteLogos.websiteId, websiteId))
        .limit(1);
      return row;
    },

    async listUsers(websiteId: number) {
      return db
        .select()
        .from(users)
        .where(eq(users.websiteId, websiteId))
        .orderBy(asc(users.name), asc(users.id));
    },
  };
}
export type WebsitesRepository = ReturnType<typeof createWebsitesRepository>;
