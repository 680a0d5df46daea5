import type { Kysely } from 'kysely';
import { amendEditions, unamendEditions, type EditionAmendment } from '../../standards/load.ts';
import { gb13223_2011, gb13223Before021 } from '../../standards/gb13223.ts';

// GB 13223-2011's reference oxygen content for coal-fired boilers (6 %, from a public secondary source the edition
// cites; issue 19): a new database got it from 013, which reads gb13223.ts; a database seeded before gets it here.
// Only rows still as shipped are amended, and the unread list and source only while they are the shipped text, so a
// lab's own edits stay; a second run, or a run on a new database, writes nothing.
const amendment: EditionAmendment = {
  standardNo: gb13223_2011.standardNo,
  edition: gb13223_2011.edition,
  field: 'oxygenRef',
  rows: gb13223_2011.rows,
  before: gb13223Before021,
  after: { unread: gb13223_2011.unread, source: gb13223_2011.source },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await amendEditions(db, [amendment]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await unamendEditions(db, [amendment]);
}
