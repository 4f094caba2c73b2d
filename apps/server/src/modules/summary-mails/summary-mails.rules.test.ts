import { describe, expect, it } from 'vitest';
import { failureSummary } from './summary-mails.rules';

describe('failureSummary', () => {
  it('keeps the kind and code of an error and leaves addresses out', () => {
    const summary = failureSummary(Object.assign(new Error('login to smtps://u:p@mail.example.com for a@b.com failed'), { code: 'EAUTH' }));
    expect(summary).toBe('Error EAUTH: login to <address> for <address> failed');
  });
});
