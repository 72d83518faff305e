import pg from 'pg';

/** Runs one statement on the PostgreSQL server (create or drop a database: not inside a transaction). */
export async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}
