/**
 * The characters no text the API takes may hold (decision 205): the control characters (Unicode category Cc: the
 * C0 controls U+0000-U+001F with NUL, DEL U+007F and the C1 controls U+0080-U+009F) and a lone half of a surrogate
 * pair (Cs), which is no character at all. PostgreSQL refuses NUL in text and jsonb, and none of them can be typed
 * into a form; a single-line field takes none of them, a multi-line one keeps tab, line feed and carriage return.
 */
export const SINGLE_LINE_TEXT_PATTERN = /^[^\p{Cc}\p{Cs}]*$/u;
export const MULTI_LINE_TEXT_PATTERN = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;
