import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createAdminCommands } from './admin-commands.ts';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-website --name <name> --support-email <email> [--theme default|retail] [--color <#rrggbb>]
                 [--logo <file>] [--id <n>]
  update-website --id <n> [--name <name>] [--support-email <email>] [--theme default|retail]
                 [--color <#rrggbb>|none] [--logo <file>|none]
  create-user    --website <id> --email <email> --name <name> --role admin|analyst|viewer
                 --password <password> [--license <license>] [--lang fr|en]
  reset-password --email <email> --password <password>

--color (or --primary-color) is the website's primary colour; without it (or with "none") its users get
the theme's. --logo is a PNG, JPEG, WebP or SVG file of at most 100 KB, shown in the app's header; "none"
removes it. Users see a change at their next start of the app.

--lang is the user's language, which every sign-in then uses (their language switch changes it; a publix
user has none). Without it the user's language follows the sign-in page until they choose one.

Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default ./data), which one process
at a time may open: stop the server first.`;

const COMMANDS = ['create-website', 'update-website', 'create-user', 'reset-password'];

/** What a website looks like, for the lines that report a change. */
function describeWebsite(row: {
  id: number;
  name: string;
  theme: string;
  primaryColor: string | null;
  logo: { contentType: string; data: Buffer } | null;
}) {
  const colour = row.primaryColor ? `colour ${row.primaryColor}` : "the theme's colour";
  const logo = row.logo
    ? `logo ${row.logo.contentType}, ${Math.ceil(row.logo.data.length / 1024)} KB`
    : 'no logo';
  return `Website ${row.id} "${row.name}" (theme ${row.theme}, ${colour}, ${logo})`;
}

/** What asks for the usage rather than a command: it is printed, and the command succeeds. */
const HELP = new Set(['help', '--help', '-h']);

async function run(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === undefined || HELP.has(command)) {
    console.log(USAGE);
    return 0;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      'support-email': { type: 'string' },
      theme: { type: 'string' },
      color: { type: 'string' },
      'primary-color': { type: 'string' },
      logo: { type: 'string' },
      id: { type: 'string' },
      website: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      license: { type: 'string' },
      lang: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const need = (key: Exclude<keyof typeof values, 'help'>) => {
    const value = values[key];
    if (!value) throw new Error(`--${key} is required\n\n${USAGE}`);
    return value;
  };
  if (values.color !== undefined && values['primary-color'] !== undefined)
    throw new Error('give --color or --primary-color, not both');
  const color = values.color ?? values['primary-color'];
  /** A value that may be "none", to remove what is set. */
  const orNone = (value: string | undefined) => (value === 'none' ? null : value);
  // npm runs the script inside the workspace; INIT_CWD is where the person typed the command (see config.ts).
  const logo = orNone(values.logo);
  const logoPath = logo ? path.resolve(process.env.INIT_CWD ?? process.cwd(), logo) : logo;
  if (!COMMANDS.includes(command)) {
    console.error(`admin: unknown command "${command}"\n\n${USAGE}`);
    return 1;
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
        primaryColor: orNone(color) ?? undefined,
        logo: logoPath ?? undefined,
        id: values.id ? Number(values.id) : undefined,
      });
      console.log(`${describeWebsite(row)} created.`);
    } else if (command === 'update-website') {
      const id = Number(need('id'));
      if (!Number.isInteger(id) || id <= 0)
        throw new Error(`--id must be a website's number, not "${values.id}"`);
      const row = await admin.updateWebsite({
        id,
        name: values.name,
        supportEmail: values['support-email'],
        theme: values.theme,
        primaryColor: orNone(color),
        logo: logoPath,
      });
      console.log(`${describeWebsite(row)} updated.`);
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
