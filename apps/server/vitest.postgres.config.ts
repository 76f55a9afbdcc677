import { serverTestProject } from './vitest.config';

// The server suite on PostgreSQL: needs TEST_DATABASE_URL (each test file creates and drops
// its own database there). Files under test/postgres-only run only here.
export default serverTestProject('postgres');
