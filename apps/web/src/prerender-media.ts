/**
 * How the build's prerendering (prerender.tsx) answers a dashboard screen's media queries: phone first, as a phone
 * in portrait would. MUI's useMediaQuery asks it in Node, where there is no window to ask.
 */

/** The width a dashboard screen is drawn for: a phone's (the public pages answer their layout in CSS alone). */
const PHONE_WIDTH_PX = 390;

/** Answers a width query ('(min-width:1200px)', '(max-width:899.95px)', or both) as a phone would; any other, no. */
export function phoneMatchMedia(query: string): { matches: boolean } {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  const unknown = query.replace(/@media|\((min|max)-width:\s*[\d.]+px\)|and|\s/g, '') !== '';
  const matches =
    !unknown &&
    conditions.length > 0 &&
    conditions.every(([, bound, width]) => (bound === 'min' ? PHONE_WIDTH_PX >= Number(width) : PHONE_WIDTH_PX <= Number(width)));
  return { matches };
}
