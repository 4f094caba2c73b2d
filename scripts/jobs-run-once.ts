/**
 * npm run jobs:run-once: sends the summary mails due now from a running app (decision 260), for a demo or after a
 * fix, without waiting for the app's minute tick. The embedded database belongs to the app's process, so the run is
 * the server's: this signs in as a platform administrator, calls POST /api/admin/summary-mails/run-due, prints what
 * was sent and signs out. A mail already sent is never sent again, so running it twice is harmless.
 * Environment: BASE_URL (default http://localhost:$PORT, PORT default 3000), BREWLINE_ADMIN_EMAIL and
 * BREWLINE_ADMIN_PASSWORD (default the demo administrator: change them on any real install).
 */
import type { SummaryRunReport } from '../packages/contracts/src/schemas/summary-mails';

const baseUrl = (process.env.BASE_URL ?? `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
const email = process.env.BREWLINE_ADMIN_EMAIL || 'admin@demo.brewline.app';
const password = process.env.BREWLINE_ADMIN_PASSWORD || 'brewline-demo';

class Refused extends Error {}

const messageOf = async (response: Response) =>
  ((await response.json().catch(() => null)) as { error?: { message?: string } } | null)?.error?.message ?? String(response.status);

async function runOnce(): Promise<void> {
  let signIn: Response;
  try {
    signIn = await fetch(`${baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new Refused(`Nothing answers at ${baseUrl}: is the app running? (BASE_URL or PORT to point elsewhere)`);
  }
  if (!signIn.ok) throw new Refused(`Sign-in of ${email} refused: ${await messageOf(signIn)}`);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const authorization = `Bearer ${accessToken}`;
  try {
    const answer = await fetch(`${baseUrl}/api/admin/summary-mails/run-due`, { method: 'POST', headers: { authorization } });
    if (answer.status === 403) throw new Refused(`${email} is not a platform administrator: only one can run the mails.`);
    if (!answer.ok) throw new Refused(`The app refused the run: ${await messageOf(answer)}`);
    const report = (await answer.json()) as SummaryRunReport;
    for (const mail of report.mails) {
      const kind = mail.kind === 'morning' ? 'morning summary' : 'payout statement';
      process.stdout.write(`sent  ${kind.padEnd(16)} ${mail.shopDate}  ${mail.shopName} -> ${mail.email}\n`);
    }
    process.stdout.write(`${report.sent} sent, ${report.failed} failed (a failed mail is tried again at the next run)\n`);
    if (report.failed > 0) process.exitCode = 1;
  } finally {
    await fetch(`${baseUrl}/api/auth/sign-out`, { method: 'POST', headers: { authorization } }).catch(() => undefined);
  }
}

try {
  await runOnce();
} catch (err) {
  if (!(err instanceof Refused)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exitCode = 1;
}
