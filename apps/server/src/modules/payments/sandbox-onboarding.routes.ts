import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html';

const STATE_PATTERN = /^[A-Za-z0-9_.-]{1,300}$/;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f3f0ff; color: #1d1b2c; }
  main { max-width: 460px; margin: 48px auto; padding: 32px 28px; background: #fff; border-radius: 14px; box-shadow: 0 6px 24px rgba(40, 30, 90, .12); }
  .notice { display: inline-block; padding: 6px 10px; border-radius: 999px; background: #fff4d6; color: #6b4b00; font-weight: 600; font-size: 14px; }
  h1 { font-size: 22px; margin: 18px 0 8px; }
  p { line-height: 1.5; }
  .business { font-weight: 700; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-top: 24px; }
  .button { display: inline-block; padding: 12px 20px; border-radius: 8px; background: #5b4bdb; color: #fff; text-decoration: none; font-weight: 600; }
  .cancel { color: #5b4bdb; }
  @media (max-width: 500px) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * The sandbox provider's hosted onboarding page: it stands in for the card payment provider's own pages and
 * sends the browser back to /onboarding?code=<state>, as the real provider does with its code.
 */
export const sandboxOnboardingRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get(
    '/sandbox/payments/onboard',
    {
      schema: {
        hide: true,
        querystring: z.object({ state: z.string().max(300).optional(), business: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        );
      const { state, business } = request.query;
      if (!state || !STATE_PATTERN.test(state)) {
        return reply
          .status(400)
          .send(
            page(
              'Link not valid',
              '<h1>This onboarding link is not valid.</h1><p>Go back to Brewline and start the card payment setup again.</p>',
            ),
          );
      }
      const returnUrl = `${publicUrl}/onboarding?code=${encodeURIComponent(state)}`;
      const cancelUrl = `${publicUrl}/onboarding`;
      return page(
        'Connect your account — card payments sandbox',
        `<span class="notice" role="note">Sandbox — no real money moves</span>
<h1>Connect your card payment account</h1>
<p>Business: <span class="business">${escapeHtml(business || 'Your shop')}</span></p>
<p>This page stands in for the card payment provider's onboarding, where a shop would enter its bank and identity details. Nothing you do here charges or pays anyone.</p>
<div class="actions">
  <a class="button" href="${escapeHtml(returnUrl)}">Connect account</a>
  <a class="cancel" href="${escapeHtml(cancelUrl)}">Cancel</a>
</div>`,
      );
    },
  );
};
