/** Flags are 0/1 integers on both databases (better-sqlite3 cannot bind booleans). */
export type Flag = number;
/** Timestamps are ISO 8601 UTC text on both databases, so they sort and compare the same way. */
export type Timestamp = string;
