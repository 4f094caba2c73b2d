/** The public address of a stored image (served by GET /api/files/*); the version defeats caches after an update. */
export function imageUrl(key: string | null, version: Date): string | null {
  return key ? `/api/files/${key}?v=${version.getTime()}` : null;
}
