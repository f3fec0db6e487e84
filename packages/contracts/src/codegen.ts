import { z } from 'zod';
import { ZId } from './common.ts';
import { Rules } from './rules.ts';

/** The generated feature's folder and route segment: kebab-case, `purchase-order`. */
export const CODEGEN_MODULE_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The generated names' class part: PascalCase, `PurchaseOrder`. */
export const CODEGEN_CLASS_PATTERN = /^[A-Z][A-Za-z0-9]*$/;

/**
 * Options of code generation (contract §5.1 `{module, className, subClassName, description}`): the feature folder,
 * the class name its schemas and service take, an optional prefix of its sub-table names, and a description.
 */
export const ZCodegenOptions = z.object({
  /** Feature folder and URL segment: kebab-case, 2..40 characters. */
  module: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .regex(CODEGEN_MODULE_PATTERN, 'must be kebab-case: lower-case letters and digits joined by single -'),
  /** Class part of the generated names: PascalCase, 2..40 characters. */
  className: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .regex(CODEGEN_CLASS_PATTERN, 'must be PascalCase: a capital letter, then letters and digits'),
  /** Prefix of the sub-tables' class names (default: className). */
  subClassName: z
    .string()
    .trim()
    .max(40)
    .regex(/^(?:[A-Z][A-Za-z0-9]*)?$/, 'must be PascalCase or empty')
    .optional(),
  /** What the feature is for (the generated doc comments). */
  description: z.string().trim().max(200).regex(Rules.singleLine, 'must be one line').optional(),
});
export type TCodegenOptions = z.infer<typeof ZCodegenOptions>;

/** Path params of the generator: the model's id. */
export const ZCodegenParams = z.strictObject({ id: ZId });

/** One generated file: where it goes in the repository, its language and its text. */
export const ZGeneratedFile = z.object({
  /** Path from the repository's root, `/`-separated. */
  path: z.string(),
  /** Highlighting language: ts, tsx, json or md. */
  language: z.enum(['ts', 'tsx', 'json', 'md']),
  content: z.string(),
});
export type TGeneratedFile = z.infer<typeof ZGeneratedFile>;

/** The code preview: every file of the generated feature, and the lines to add to existing files. */
export const ZCodePreview = z.object({ list: z.array(ZGeneratedFile) });
export type TCodePreview = z.infer<typeof ZCodePreview>;
