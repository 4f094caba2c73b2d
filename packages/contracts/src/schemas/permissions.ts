import { z } from 'zod';
import { flagsOf } from '../permissions';

export const PermissionSetSchema = z.object(flagsOf(() => z.boolean()));
export type PermissionSet = z.infer<typeof PermissionSetSchema>;
