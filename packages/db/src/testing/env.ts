/** Set by CI (and .ci/run when PostgreSQL answers): every database suite then also runs on that server. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim()
  ? process.env.TEST_DATABASE_URL
  : undefined;
