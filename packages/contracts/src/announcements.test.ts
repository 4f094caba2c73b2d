import { describe, expect, it } from 'vitest';
import { isHttpUrl, overAdvisory } from './announcements';
import { AnnouncementFormSchema, SendAnnouncementBodySchema } from './schemas/announcements';
import { isMessageKey } from './messages';

const firstIssue = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) => {
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  expect(isMessageKey(issue.message)).toBe(true);
  return { key: issue.message, path: issue.path.join('.') };
};

describe('an announcement to send', () => {
  const body = { membershipId: 3, updateText: 'Pumpkin spice is back!', cta: 'Order now', url: 'https://bluebird.example/fall' };

  it('accepts a message of 1 to 140 characters, trimmed, with the call to action and URL optional', () => {
    expect(SendAnnouncementBodySchema.parse({ membershipId: 3, updateText: ' Hi ' })).toEqual({
      membershipId: 3,
      updateText: 'Hi',
      cta: '',
      url: '',
    });
    expect(SendAnnouncementBodySchema.parse({ ...body, updateText: 'x'.repeat(140) }).updateText).toHaveLength(140);
  });

  it("says 'Message is blank' for an empty or all-spaces message", () => {
    expect(firstIssue(SendAnnouncementBodySchema.safeParse({ ...body, updateText: '' }))).toEqual({
      key: 'announcementMessageRequired',
      path: 'updateText',
    });
    expect(firstIssue(SendAnnouncementBodySchema.safeParse({ ...body, updateText: '   ' }))).toEqual({
      key: 'announcementMessageRequired',
      path: 'updateText',
    });
  });

  it('refuses 141 characters, counting every character typed', () => {
    expect(firstIssue(SendAnnouncementBodySchema.safeParse({ ...body, updateText: 'x'.repeat(141) }))).toEqual({
      key: 'announcementMessageTooLong',
      path: 'updateText',
    });
    expect(firstIssue(SendAnnouncementBodySchema.safeParse({ ...body, updateText: `${'x'.repeat(139)}  ` }))).toEqual({
      key: 'announcementMessageTooLong',
      path: 'updateText',
    });
  });

  it('needs a membership', () => {
    const { membershipId: _none, ...withoutTier } = body;
    expect(firstIssue(SendAnnouncementBodySchema.safeParse(withoutTier))).toEqual({
      key: 'announcementMembershipRequired',
      path: 'membershipId',
    });
    expect(firstIssue(AnnouncementFormSchema.safeParse({ ...body, membershipId: '' }))).toEqual({
      key: 'announcementMembershipRequired',
      path: 'membershipId',
    });
  });

  it('takes only http and https addresses as the URL', () => {
    for (const url of ['bluebird.example', 'ftp://bluebird.example', 'javascript:alert(1)', 'https://', 'http//x.com']) {
      expect(firstIssue(SendAnnouncementBodySchema.safeParse({ ...body, url })), url).toEqual({
        key: 'announcementUrlInvalid',
        path: 'url',
      });
    }
    expect(isHttpUrl('http://bluebird.example/a?b=c')).toBe(true);
    expect(isHttpUrl('HTTPS://BLUEBIRD.EXAMPLE')).toBe(true);
  });

  it('warns past 150 characters of call to action and 200 of URL, and still sends them', () => {
    const cta = 'c'.repeat(151);
    const url = `https://bluebird.example/${'u'.repeat(200)}`;
    expect(overAdvisory('cta', 'c'.repeat(150))).toBe(false);
    expect(overAdvisory('cta', cta)).toBe(true);
    expect(overAdvisory('url', url)).toBe(true);
    expect(SendAnnouncementBodySchema.safeParse({ ...body, cta, url }).success).toBe(true);
  });

  it('keeps the server bounded: a call to action over 500 or a URL over 2000 characters is refused', () => {
    expect(firstIssue(SendAnnouncementBodySchema.safeParse({ ...body, cta: 'c'.repeat(501) }))).toEqual({
      key: 'announcementCtaTooLong',
      path: 'cta',
    });
    expect(firstIssue(SendAnnouncementBodySchema.safeParse({ ...body, url: `https://b.example/${'u'.repeat(2000)}` }))).toEqual({
      key: 'announcementUrlTooLong',
      path: 'url',
    });
  });
});
