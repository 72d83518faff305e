import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createAdminCommands } from './admin-commands.ts';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-website --name <name> --support-email <email> [--theme default|retail] [--id <n>]
  create-user    --website <id> --email <email> --name <name> --role admin|analyst|viewer
                 --password <password> [--license <license>] [--lang fr|en]
  reset-password --email <email> --password <password>

Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default ./data), which one process
at a time may open: stop the server first.`;

async function run(argv: string[]) {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      'support-email': { type: 'string' },
      theme: { type: 'string' },
      id: { type: 'string' },
      website: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      license: { type: 'string' },
      lang: { type: 'string' },
    },
  });
  const need = (key: keyof typeof values) => {
    const value = values[key];
    if (!value) throw new Error(`--${key} is required\n\n${USAGE}`);
    return value;
  };
  if (!command || !['create-website', 'create-user', 'reset-password'].includes(command)) {
    console.log(USAGE);
    return command ? 1 : 0;
  }

  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    await database.migrate();
    const admin = createAdminCommands(database.db);
    if (command === 'create-website') {
      const row = await admin.createWebsite({
        name: need('name'),
        supportEmail: need('support-email'),
        theme: values.theme,
        id: values.id ? Number(values.id) : undefined,
      });
      console.log(`Website ${row.id} "${row.name}" created (theme ${row.theme}).`);
    } else if (command === 'create-user') {
      const row = await admin.createUser({
        websiteId: Number(need('website')),
        email: need('email'),
        name: need('name'),
        role: need('role'),
        password: need('password'),
        license: values.license,
        lang: values.lang,
      });
      console.log(`User ${row.id} ${row.email} (${row.role}) created on website ${row.websiteId}.`);
    } else {
      const row = await admin.resetPassword({ email: need('email'), password: need('password') });
      console.log(`Password of ${row.email} reset; their sessions are signed out.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`admin: ${error.message}`);
    process.exit(1);
  },
);
