import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { smtpMailOptions } from './mailer';

describe('the SMTP mailer', () => {
  it('sends the attachments and the extra headers in the MIME message', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const content = Buffer.from('PK spreadsheet bytes');
    const info = await transport.sendMail(
      smtpMailOptions(
        {
          to: 'owner@example.com',
          subject: 'Statement',
          text: 'Attached.',
          attachments: [{ filename: 'PayoutStatement-2026-11-23.xlsx', contentType: 'application/octet-stream', content }],
          headers: { 'List-Unsubscribe': '<http://localhost:3000/u?token=x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        },
        'Brewline <no-reply@example.com>',
      ),
    );
    const raw = (info.message as Buffer).toString();
    expect(raw).toContain('From: Brewline <no-reply@example.com>');
    expect(raw).toContain('List-Unsubscribe: <http://localhost:3000/u?token=x>');
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toMatch(/Content-Disposition: attachment;\s+filename=PayoutStatement-2026-11-23\.xlsx/);
    expect(raw).toContain(content.toString('base64'));
  });

  it('sends a plain mail without an attachment part', () => {
    const options = smtpMailOptions({ to: 'a@example.com', subject: 'Hi', text: 'Hello' }, 'b@example.com');
    expect(options).toEqual({ from: 'b@example.com', to: 'a@example.com', subject: 'Hi', text: 'Hello' });
  });
});
