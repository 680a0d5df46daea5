// A JSON column as the driver gives it back: text on SQLite, already parsed (jsonb) on PostgreSQL.
export const storedJson = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
