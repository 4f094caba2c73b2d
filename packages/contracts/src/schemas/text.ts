import { z } from 'zod';
import { msg } from '../messages';
import { MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '../text';

type StringParams = Parameters<typeof z.string>[0];

/** A one-line text of a request (a name, an email, a code, a query value): no control character at all. */
export const singleLineText = (params?: StringParams) => z.string(params).regex(SINGLE_LINE_TEXT_PATTERN, msg('textControlCharacters'));

/** A text typed in a multi-line box (a message, a description): tab and line breaks, no other control character. */
export const multiLineText = (params?: StringParams) => z.string(params).regex(MULTI_LINE_TEXT_PATTERN, msg('textControlCharacters'));
