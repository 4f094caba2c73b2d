import { notFound } from '../../errors';
import { isValidObjectKey, type ObjectStorage } from '../../ports/storage';

export function createFilesService({ storage }: { storage: ObjectStorage }) {
  return {
    /** A stored object by its key; 404 for a key that is not one of ours or names nothing. */
    async read(key: string) {
      if (!isValidObjectKey(key)) throw notFound();
      const object = await storage.get(key);
      if (!object) throw notFound();
      return object;
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
