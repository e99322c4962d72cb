// Test-only environment variables, read in one place.
export function testEnv(): { TEST_DATABASE_URL?: string } {
  // eslint-disable-next-line node/no-process-env -- tests read their own switches
  const value = process.env.TEST_DATABASE_URL?.trim();
  return { TEST_DATABASE_URL: value ? value : undefined };
}
