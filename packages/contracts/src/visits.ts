export const VISIT_PATH_MAX_LENGTH = 200;
