import { z } from 'zod';
import { isTransactionTypeCode } from '../ledger';

export const TransactionTypeFilterSchema = z.union([z.literal('all'), z.coerce.number().int().refine(isTransactionTypeCode)]);
