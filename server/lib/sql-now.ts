import { sql, type SQL } from 'drizzle-orm';
import { clock } from './clock';

/**
 * "Now" inside a statement: the database's `now()`, moved by the test clock's offset when a test
 * moved it (ADR 0049). In production the offset is zero and this is plain `now()`, so the database
 * stays the one clock that instances share for job claims and rate limits; under a test clock the
 * rows a job reads and the instant it compares them with move together.
 */
export function sqlNow(): SQL {
  const offset = clock.offsetMs();
  return offset === 0 ? sql`now()` : sql`(now() + ${offset} * interval '1 millisecond')`;
}
