import { DevMailboxAttachmentParamsSchema } from '@brewline/contracts/schemas/dev-mailbox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentContentDisposition } from '../../lib/content-disposition';
import { escapeHtml } from '../../lib/html';
import { isFromThisMachine } from '../../lib/loopback';
import type { DevMailboxService } from './dev-mailbox.service';

/** Escaped text with its http(s) links made clickable. */
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * /dev/mailbox: the default mailer's outbox, newest first. Registered only while mail goes to the outbox
 * (no SMTP_URL), so that a single-machine install can follow its reset and invitation links. The outbox
 * holds live reset links, so it answers only to the machine itself, not to a request a proxy on the machine passed
 * on: anyone else would take over accounts. request.ip honours TRUST_PROXY only, so a forged X-Forwarded-For cannot
 * pass for loopback.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ mailbox: DevMailboxService }> = async (app, { mailbox }) => {
  const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  // Every page and file of the outbox answers the machine itself only; anyone else sees nothing there.
  const onlyThisMachine = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isFromThisMachine(request)) return notFound(reply);
  };

  app.get('/dev/mailbox', { onRequest: onlyThisMachine }, async (_request, reply) => {
    const mails = await mailbox.recent();
    const items = mails
      .map(
        (mail) => `<article class="mail" data-to="${escapeHtml(mail.toAddress)}">
  <header><strong class="subject">${escapeHtml(mail.subject)}</strong><br>
  To: <span class="to">${escapeHtml(mail.toAddress)}</span> · <time>${mail.createdAt.toISOString()}</time></header>
  <pre>${linkify(mail.textBody)}</pre>${
    mail.attachments.length > 0
      ? `\n  <ul class="attachments">${mail.attachments
          .map(
            (file) =>
              `<li><a href="/dev/mailbox/${mail.id}/attachments/${file.position}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)}, ${file.size} bytes)</li>`,
          )
          .join('')}</ul>`
      : ''
  }
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brewline dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#222}
.mail{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}
.note{color:#555}</style></head>
<body><h1>Dev mailbox</h1>
<p class="note">Mail sent by this Brewline install, newest first. Set SMTP_URL to deliver mail for real.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });

  // Out of the API document, as the page is: a developer's tool, not the API. Its ids are read with the shared id
  // schema here, and anything else is 'Not found', as for any other visitor.
  app.get('/dev/mailbox/:mailId/attachments/:index', { onRequest: onlyThisMachine, schema: { hide: true } }, async (request, reply) => {
    const params = DevMailboxAttachmentParamsSchema.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const file = await mailbox.attachment(params.data.mailId, params.data.index);
    if (!file) return notFound(reply);
    return reply
      .type(file.contentType)
      .header('content-disposition', attachmentContentDisposition(file.filename))
      .header('cache-control', 'no-store')
      .send(file.content);
  });
};
