/**
 * The figures' formats made once while the page waits for the app's files. The first Intl formatter a page makes
 * loads the engine's locale data: 60-100 ms at a phone's speed, paid inside the app's start (MUI's table pagination
 * makes one as its module is evaluated, lib/format.ts with the first figure), in the same task as everything else
 * that start does, so on the way to the figures and a long task a tap waits behind. On a first visit the main
 * thread is idle for over a second while the files download: made there, in a task of its own, the data is loaded
 * before the app needs it, and every later formatter costs next to nothing.
 */
export function warmFormats(): void {
  // The figures' formats are en-US (lib/format.ts); any one loads the data the others share.
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1);
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0);
}
