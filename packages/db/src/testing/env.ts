/** Set by CI (and .ci/run when PostgreSQL answers): every database suite then also runs on that server. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim()
  ? process.env.TEST_DATABASE_URL
  : undefined;

// In CI a missing server is a failure, not a reason to test on PGlite alone and pass.
if (process.env.CI && !testDatabaseUrl) {
  throw new Error(
    "CI is set but TEST_DATABASE_URL is not: the database tests must run on PostgreSQL too (see README, Tests).",
  );
}
