import type { Kysely } from 'kysely';
import { addColumns, createTable } from '../columns.ts';

// Issue 34 (reagents, reference materials and prepared solutions): the catalogue, the lots received with their
// certificates and the containers they came in, the solutions prepared from them and the recipes, and what each raw
// record version used (schemas/reagents/*).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'materials', {
    code: 'text!u',
    name: 'text!',
    kind: 'text!',
    referenceNo: 'text',
    grade: 'text',
    casNo: 'text',
    producer: 'text',
    parameterIds: 'json!',
    storage: 'text',
    shelfLifeOpenedDays: 'int',
    minStock: 'int!',
    remarks: 'text',
    keeperId: 'ref:employees',
  });
  await createTable(db, 'material_lots', {
    lotNo: 'text!',
    materialId: 'ref!:materials',
    certificateNo: 'text',
    certificateFile: 'text',
    certifiedValue: 'decimal',
    certifiedU: 'decimal',
    certifiedK: 'decimal',
    certifiedUnit: 'text',
    purity: 'decimal',
    purityTolerance: 'decimal',
    receivedOn: 'date!',
    expiresOn: 'date!',
    containers: 'int!',
    containerSize: 'text',
    supplier: 'text',
    remarks: 'text',
    status: 'text!',
    acceptedBy: 'text',
    acceptedAt: 'datetime',
  });
  await createTable(db, 'material_containers', {
    containerNo: 'text!u',
    lotId: 'ref!:material_lots',
    openedOn: 'date',
    expiresOn: 'date',
    location: 'text',
    status: 'text!',
  });
  await createTable(db, 'solution_recipes', {
    name: 'text!u',
    parameterId: 'ref:parameters',
    level: 'text!',
    parents: 'json!',
    finalVolume: 'decimal!',
    flaskTolerance: 'decimal',
    solvent: 'text',
    unit: 'text!',
    shelfLifeDays: 'int!',
    instructions: 'text',
  });
  await createTable(db, 'solutions', {
    solutionNo: 'text!u',
    name: 'text!',
    parameterId: 'ref:parameters',
    level: 'text!',
    recipeId: 'ref:solution_recipes',
    parents: 'json!',
    finalVolume: 'decimal!',
    flaskTolerance: 'decimal',
    solvent: 'text',
    unit: 'text!',
    concentration: 'text',
    u: 'text',
    result: 'json',
    preparedOn: 'date!',
    shelfLifeDays: 'int!',
    expiresOn: 'date',
    remarks: 'text',
    status: 'text!',
    preparedBy: 'text',
    preparedAt: 'datetime',
    approvedBy: 'text',
    approvedAt: 'datetime',
  });
  await addColumns(db, 'raw_records', { solutionUses: 'json' });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('raw_records').dropColumn('solution_uses').execute();
  for (const t of ['solutions', 'solution_recipes', 'material_containers', 'material_lots', 'materials']) await db.schema.dropTable(t).execute();
}
