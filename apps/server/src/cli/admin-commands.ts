import { ROLES, type Role } from '@cakemix/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, users, websites } from '../db/schema.ts';
import { hashPassword } from '../lib/secrets.ts';

/** Operations a deployment needs to onboard people without touching SQL. Each throws a readable Error. */
export function createAdminCommands(db: Db) {
  return {
    async createWebsite(input: { name: string; supportEmail: string; theme?: string; id?: number }) {
      const theme = input.theme ?? 'default';
      if (!['default', 'retail'].includes(theme))
        throw new Error(`theme must be "default" or "retail", not "${theme}"`);
      if (!input.name.trim()) throw new Error('a website needs a --name');
      if (!/^\S+@\S+\.\S+$/.test(input.supportEmail))
        throw new Error('a website needs a valid --support-email');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(websites)
          .values({
            ...(input.id ? { id: input.id } : {}),
            name: input.name.trim(),
            supportEmail: input.supportEmail,
            theme,
          })
          .returning();
        if (input.id) {
          await tx.execute(
            sql`select setval(pg_get_serial_sequence('websites', 'id'), greatest((select max(id) from websites), 1))`,
          );
        }
        if (!row) throw new Error('website not created');
        return row;
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
          lang: input.lang === 'fr' ? 'fr' : 'en',
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
