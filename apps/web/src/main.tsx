import { afterFirstPaint, fetchAppFiles } from './boot/app-files';

// zod would probe once whether it may compile validators with new Function(); the content security policy
// forbids eval, so the probe is reported as a violation. Validating without compiling is fast enough for forms.
// zod keeps its configuration on this global (zod/v4/core's config() writes the same object), and setting it here
// costs the first screen none of zod's code (the browser test of the policy fails if the probe comes back).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

// Links of the form /#/signin (hash routes) are moved to their clean path before routing.
if (window.location.hash.startsWith('#/')) {
  window.history.replaceState(null, '', window.location.hash.slice(1));
}

const prerendered = document.getElementById('root')?.dataset.prerendered !== undefined;
void (prerendered ? afterFirstPaint() : Promise.resolve()).then(() => {
  void fetchAppFiles();
  return import('./app/start');
});
