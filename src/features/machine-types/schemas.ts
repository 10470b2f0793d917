import { z } from 'zod';
import '@/lib/zod-jitless';

/** The longest machine type name: machines/schemas.ts MACHINE_LIMITS.typeName (keep in step). */
export const MACHINE_TYPE_NAME_MAX = 60;

/** A machine type's name as the types page renames it: trimmed, not empty, not too long. */
export const machineTypeNameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(MACHINE_TYPE_NAME_MAX, 'tooLong');
