/** The log's rules, pure. */
import type { ActivityRecorder } from './activity.service';

/**
 * A recorder that writes nothing, for the writes no person makes (the demo seed, tests of other rules). Services take
 * their recorder as a required dependency, so leaving the log out is this name, written where it is chosen.
 */
export const UNRECORDED_ACTIVITY: ActivityRecorder = {
  within: () => ({ record: async () => 0 }),
  record: async () => 0,
  recordDownload: async () => 0,
};
