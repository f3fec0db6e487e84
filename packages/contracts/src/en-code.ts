import { z } from 'zod';
import { Rules } from './rules.ts';

/** A record's code (spec §5): letters, digits and dots, no dot at either end; one schema for every module. */
export const ZEnCode = z
  .string()
  .trim()
  .min(1, 'required')
  .max(50)
  .regex(Rules.enCode, 'letters, digits and dots; no dot at either end');
