import { readFile } from 'node:fs/promises';
import { BRAND_COLOR_PATTERN, isLanguage, ROLES, type Role, THEMES, type ThemeName } from '@cakemix/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, users, websiteLogos, websites } from '../db/schema.ts';
import { hashPassword } from '../lib/secrets.ts';
import { checkLogo, type Logo } from '../modules/websites/logo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function checkName(name: string): string {
  if (!name.trim()) throw new Error('a website needs a --name');
  return name.trim();
}

function checkSupportEmail(email: string): string {
  if (!/^\S+@\S+\.\S+$/.test(email)) throw new Error('a website needs a valid --support-email');
  return email;
}

function checkTheme(theme: string): ThemeName {
  if (!(THEMES as readonly string[]).includes(theme))
    throw new Error(`--theme must be one of ${THEMES.join(', ')}, not "${theme}"`);
  return theme as ThemeName;
}

/** `#RRGGBB` in either case, stored lower-case. */
function checkColor(color: string): string {
  const normalized = color.trim().toLowerCase();
  if (!BRAND_COLOR_PATTERN.test(normalized))
    throw new Error(`--color must be a colour written #rrggbb (like #1c7ed6), not "${color}"`);
  return normalized;
}

async function readLogo(file: string): Promise<Logo> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    throw new Error(`cannot read the logo file ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  return checkLogo(data, file);
}

async function storeLogo(tx: Tx, websiteId: number, logo: Logo) {
  const values = {
    contentType: logo.contentType,
    data: logo.data,
    sha256: logo.sha256,
    updatedAt: new Date(),
  };
  await tx
    .insert(websiteLogos)
    .values({ websiteId, ...values })
    .onConflictDoUpdate({ target: websiteLogos.websiteId, set: values });
}

/** Operations a deployment needs to onboard people without touching SQL. Each throws a readable Error. */
export function createAdminCommands(db: Db) {
  return {
    /** A new website; `logo` is the path of an image file (see checkLogo), `primaryColor` a `#rrggbb`. */
    async createWebsite(input: {
      name: string;
      supportEmail: string;
      theme?: string;
      primaryColor?: string;
      logo?: string;
      id?: number;
    }) {
      const values = {
        ...(input.id ? { id: input.id } : {}),
        name: checkName(input.name),
        supportEmail: checkSupportEmail(input.supportEmail),
        theme: checkTheme(input.theme ?? 'default'),
        primaryColor: input.primaryColor === undefined ? null : checkColor(input.primaryColor),
      };
      const logo = input.logo === undefined ? undefined : await readLogo(input.logo);
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(websites).values(values).returning();
        if (input.id) {
          await tx.execute(
            sql`select setval(pg_get_serial_sequence('websites', 'id'), greatest((select max(id) from websites), 1))`,
          );
        }
        if (!row) throw new Error('website not created');
        if (logo) await storeLogo(tx, row.id, logo);
        return { ...row, logo: logo ?? null };
      });
    },

    /**
     * Changes what is given of a website: name, support address, theme, colour (null: back to the theme's)
     * and logo (a file's path; null removes it). All or nothing.
     */
    async updateWebsite(input: {
      id: number;
      name?: string;
      supportEmail?: string;
      theme?: string;
      primaryColor?: string | null;
      logo?: string | null;
    }) {
      const changes = {
        ...(input.name === undefined ? {} : { name: checkName(input.name) }),
        ...(input.supportEmail === undefined ? {} : { supportEmail: checkSupportEmail(input.supportEmail) }),
        ...(input.theme === undefined ? {} : { theme: checkTheme(input.theme) }),
        ...(input.primaryColor === undefined
          ? {}
          : { primaryColor: input.primaryColor === null ? null : checkColor(input.primaryColor) }),
      };
      const logo = typeof input.logo === 'string' ? await readLogo(input.logo) : input.logo;
      if (Object.keys(changes).length === 0 && logo === undefined)
        throw new Error('nothing to change: give --name, --support-email, --theme, --color or --logo');
      return db.transaction(async (tx) => {
        const [row] =
          Object.keys(changes).length > 0
            ? await tx.update(websites).set(changes).where(eq(websites.id, input.id)).returning()
            : await tx.select().from(websites).where(eq(websites.id, input.id));
        if (!row) throw new Error(`no website with id ${input.id}`);
        if (logo) await storeLogo(tx, row.id, logo);
        else if (logo === null) await tx.delete(websiteLogos).where(eq(websiteLogos.websiteId, row.id));
        const [stored] = await tx
          .select({ contentType: websiteLogos.contentType, data: websiteLogos.data })
          .from(websiteLogos)
          .where(eq(websiteLogos.websiteId, row.id));
        return { ...row, logo: stored ?? null };
      });
    },

    async createUser(input: {
      websiteId: number;
      email: string;
      name: string;
      role: string;
      password: string;
      license?: string;
      lang?: string;
    }) {
      if (!ROLES.includes(input.role as Role)) throw new Error(`role must be one of ${ROLES.join(', ')}`);
      if (input.password.length < 8) throw new Error('the password must be at least 8 characters');
      if (input.lang !== undefined && !isLanguage(input.lang)) throw new Error('--lang must be fr or en');
      if (!/^\S+@\S+\.\S+$/.test(input.email)) throw new Error('a user needs a valid --email');
      const [website] = await db.select().from(websites).where(eq(websites.id, input.websiteId));
      if (!website) throw new Error(`no website with id ${input.websiteId}`);
      const email = input.email.trim().toLowerCase();
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) throw new Error(`a user with e-mail ${email} already exists`);
      const [row] = await db
        .insert(users)
        .values({
          websiteId: input.websiteId,
          email,
          name: input.name.trim() || email,
          role: input.role,
          license: input.license ?? 'standard',
          // A language given here is the account's choice, kept over the sign-in page's (decision 020):
          // the one way a publix user, who has no language switch, gets theirs.
          lang: input.lang ?? 'en',
          langChosenAt: input.lang === undefined ? null : new Date(),
          passwordHash: await hashPassword(input.password),
        })
        .returning();
      if (!row) throw new Error('user not created');
      return row;
    },

    /** Sets a password and signs the user out everywhere. */
    async resetPassword(input: { email: string; password: string }) {
      if (input.password.length < 8) throw new Error('the password must be at least 8 characters');
      const email = input.email.trim().toLowerCase();
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.email, email))
          .returning();
        if (!row) throw new Error(`no user with e-mail ${email}`);
        await tx.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.userId, row.id));
        return row;
      });
    },
  };
}
