import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { BackupListSchema } from '@brewline/contracts/schemas/backup';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKUP_CONTENT_TYPE } from './backup.rules';
import type { BackupService } from './backup.service';

export const backupRoutes: FastifyPluginAsyncZod<{ backup: BackupService }> = async (app, { backup }) => {
  app.get(
    '/api/admin/backup',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['backup'],
        summary:
          'A consistent copy of the embedded database (PGlite) as a .tar.gz, for npm run backup; 409 on PostgreSQL, which pg_dump backs up',
        response: { 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      const taken = await backup.take();
      // The archive is bytes, not JSON: the typed reply knows only the error bodies.
      return (reply as FastifyReply)
        .type(BACKUP_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${taken.fileName}"`)
        .header('content-length', taken.bytes)
        .header('cache-control', 'no-store')
        .send(Readable.fromWeb(taken.body as NodeReadableStream<Uint8Array>));
    },
  );

  app.get(
    '/api/admin/backups',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['backup'],
        summary:
          "The backups' folder (file, size, time, verified or failed), the nightly schedule and its last outcome; on PostgreSQL the schedule is off",
        response: { 200: BackupListSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => backup.list(),
  );
};
