/**
 * What a dashboard page draws around its screen, behind one dynamic import: the bundler keeps these in the dashboard
 * file and answers each dynamic import of a module inside such a file with a small file of re-exports, so one import
 * here costs one such file where three imports cost three, each a round trip on a phone's network.
 */
export { QueryLayout } from './query-layout';
export { DashboardLayout } from '../features/shell/components/dashboard-layout';
export { PageGate, pageGateReady } from '../features/shell/components/page-gate';
