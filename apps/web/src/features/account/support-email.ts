/**
 * Where users write when something fails. Built in (VITE_SUPPORT_EMAIL at build time) rather than fetched:
 * it is shown exactly when the server cannot be reached. Keep it equal to the server's SUPPORT_EMAIL.
 */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@brewline.app';
