// Test-only environment variables, read in one place.
export function testEnv(): { TEST_DATABASE_URL?: string } {
  // tests read their own switches (process.env is linted out of src/ only)
  const value = process.env.TEST_DATABASE_URL?.trim();
  return { TEST_DATABASE_URL: value ? value : undefined };
}
