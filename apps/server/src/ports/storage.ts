import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** Object storage for shop images. The default keeps files under DATA_DIR; S3_BUCKET uses Amazon S3. */
export interface ObjectStorage {
  readonly kind: 'files' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<string[]>;
}

/** Keys look like shop_logo/12_logo.png: letters, digits, dot, dash, underscore and single slashes. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isValidObjectKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export function createFileStorage(rootDir: string): ObjectStorage {
  const fileFor = (key: string) => {
    if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${key}`);
    return path.join(rootDir, ...key.split('/'));
  };
  return {
    kind: 'files',
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return { body: await readFile(fileFor(key)), contentType: contentTypeForKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileFor(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async list(prefix) {
      const dir = fileFor(prefix.replace(/\/$/, ''));
      try {
        const names = await readdir(dir);
        return names.map((name) => `${prefix.replace(/\/$/, '')}/${name}`).sort();
      } catch {
        return [];
      }
    },
  };
}

export async function createS3Storage(bucket: string, region: string): Promise<ObjectStorage> {
  // Loaded only when S3 is configured: the SDK is large and the default never needs it.
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({ region });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new s3.PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const result = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = await result.Body?.transformToByteArray();
        if (!bytes) return null;
        return { body: Buffer.from(bytes), contentType: result.ContentType ?? contentTypeForKey(key) };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async list(prefix) {
      const result = await client.send(new s3.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (result.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])).sort();
    },
  };
}
