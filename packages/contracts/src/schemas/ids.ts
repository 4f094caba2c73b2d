import { z } from 'zod';
import { msg } from '../messages';
import { ID_MAX } from '../ids';

/** An id in a JSON body. */
export const idSchema = z.number().int(msg('invalidInput')).positive(msg('invalidInput')).max(ID_MAX, msg('invalidInput'));

/** An id in a path or a query string (text, read as a number). */
export const idParam = z.coerce.number().int(msg('invalidInput')).positive(msg('invalidInput')).max(ID_MAX, msg('invalidInput'));
