import type { Kysely } from 'kysely';
import { createTable, createIndex } from '../columns.ts';

// System area: verification codes with their outbox (no mail server by default), and stored files
// (avatars, signatures, notice images, uploads) with an owner and a purpose that decide who may read them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(
    db,
    'verification_codes',
    {
      userId: 'ref!:users',
      contactType: 'text!',
      contact: 'text!',
      codeHash: 'text!',
      expiresAt: 'datetime!',
      tries: 'int!',
      usedAt: 'datetime',
      createdAt: 'datetime!',
    },
    { system: false },
  );
  await createIndex(db, 'verification_codes', 'userId', 'contactType');
  await createTable(
    db,
    'outbox_messages',
    {
      channel: 'text!',
      recipient: 'text!',
      subject: 'text!',
      body: 'text!',
      userId: 'int',
      status: 'text!',
      createdAt: 'datetime!',
    },
    { system: false },
  );
  await createTable(
    db,
    'files',
    {
      storedName: 'text!u',
      originalName: 'text!',
      mime: 'text!',
      size: 'int!',
      sha256: 'text!',
      purpose: 'text!',
      ownerId: 'int',
      createdAt: 'datetime!',
    },
    { system: false },
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['files', 'outbox_messages', 'verification_codes']) await db.schema.dropTable(t).execute();
}
