/**
 * React DOM, evaluated on its own task: it is about a third of the app's start chunk, and evaluating the whole chunk
 * in one go was the longest task after a prerendered page's first paint (35-64 ms on a busy machine, four times that
 * on Lighthouse's phone; decision 147). app/start.tsx imports this first, so in the bundle it comes first, and the
 * await below lets the browser run between it and the rest of the chunk (the router, MUI, i18next, the app).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';

await new Promise<void>((resolve) => setTimeout(resolve, 0));
