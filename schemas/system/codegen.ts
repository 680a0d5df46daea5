// The code generator's request (POST /admin/api/v1/codegen/preview and /download): the resource's names and the
// fields it is generated with, validated by the server and by the generator's form (src/system/Codegen.tsx).
import { z } from 'zod';

export const KINDS = ['text', 'longText', 'int', 'decimal', 'bool', 'date', 'datetime', 'enum', 'dict', 'ref', 'refs', 'richText', 'file', 'json'] as const;
export type Kind = (typeof KINDS)[number];
/** how the generated list filters on a field */
export const FILTERS = ['none', 'eq', 'q', 'range'] as const;

export const fieldSpec = z.object({
  name: z.string().regex(/^[a-z][A-Za-z0-9]{0,62}$/, { error: 'codegen.badName' }),
  kind: z.enum(KINDS),
  required: z.boolean().default(false),
  max: z.number().int().min(1).max(200000).optional(),
  unique: z.boolean().default(false),
  list: z.boolean().default(true),
  filter: z.enum(FILTERS).default('none'),
  dictCode: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .optional(),
  reference: z
    .string()
    .regex(/^[a-z][A-Za-z0-9]*$/)
    .optional(),
  options: z
    .array(z.string().regex(/^[a-z0-9_]+$/))
    .min(1)
    .max(50)
    .optional(),
  labelZh: z.string().max(64).optional(),
  labelEn: z.string().max(64).optional(),
  /** the value a new record starts with (prefilled in the create form) */
  default: z.union([z.string().max(200), z.number(), z.boolean()]).optional(),
});
export type FieldSpec = z.infer<typeof fieldSpec>;

/** the resource to generate: its names, an existing table to read, and its fields */
export const codegenBody = z.object({
  name: z.string().regex(/^[a-z][A-Za-z0-9]{1,48}$/, { error: 'codegen.badName' }),
  /** an existing table to describe, or the table to create */
  table: z
    .string()
    .regex(/^[a-z][a-z0-9_]{1,48}$/)
    .optional(),
  /** its menu entry, 'group/child' under an existing group of schemas/menu/tree.ts (default system/{name}) */
  route: z
    .string()
    .regex(/^[a-z][\w-]*\/[\w-]+$/)
    .optional(),
  icon: z
    .string()
    .regex(/^[a-z][\w-]*$/)
    .optional(),
  perm: z
    .string()
    .regex(/^[a-z][a-z0-9]*$/)
    .optional(),
  labelZh: z.string().max(64).optional(),
  labelEn: z.string().max(64).optional(),
  fields: z.array(fieldSpec).min(1).max(100).optional(),
});
export type CodegenInput = z.infer<typeof codegenBody>;
