import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentContentDisposition } from './content-disposition';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * Streams a CSV file as it is read (decision 290): the lines are written as they come, so a long list never sits
 * whole in memory. A failure after the first line ends the response early; the log says why.
 */
export function sendCsv(reply: FastifyReply, file: { fileName: string; lines: AsyncIterable<string> }): FastifyReply {
  const body = Readable.from(file.lines);
  body.on('error', (err) => reply.log.error({ err }, 'csv export failed'));
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('content-disposition', attachmentContentDisposition(file.fileName, '.csv'))
    .header('cache-control', 'no-store')
    .send(body);
}
