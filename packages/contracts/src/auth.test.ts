import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SignInBodySchema, SignUpBodySchema } from './schemas/auth';
import { SIGN_UP_PASSWORD_MIN_LENGTH } from './constants';
import { isMessageKey, messages } from './messages';

const valid = { shopName: 'Bluebird Coffee', email: 'owner@example.com', password: 'long-enough-1' };

/** The message of the first issue of a failed parse (zod issue messages are message keys). */
function firstMessage(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return { key: result.error!.issues[0]!.message, path: result.error!.issues[0]!.path.join('.') };
}

describe('SignUpBodySchema (Create A Shop Account)', () => {
  it('accepts a filled form', () => {
    expect(SignUpBodySchema.parse(valid)).toEqual(valid);
  });

  it.each(['shopName', 'email', 'password'] as const)("answers 'All fields must be filled' when %s is empty", (field) => {
    expect(firstMessage(SignUpBodySchema, { ...valid, [field]: '' })).toEqual({ key: 'allFieldsRequired', path: field });
    expect(messages.allFieldsRequired).toBe('All fields must be filled');
  });

  it('treats a shop name or email of only spaces as empty', () => {
    expect(firstMessage(SignUpBodySchema, { ...valid, shopName: '   ' }).key).toBe('allFieldsRequired');
    expect(firstMessage(SignUpBodySchema, { ...valid, email: '   ' }).key).toBe('allFieldsRequired');
  });

  it.each(['not-an-email', 'owner@', 'owner@example', 'two words@example.com'])("answers 'Email is not valid' for %s", (email) => {
    expect(firstMessage(SignUpBodySchema, { ...valid, email })).toEqual({ key: 'emailInvalid', path: 'email' });
    expect(messages.emailInvalid).toBe('Email is not valid');
  });

  it('refuses a password shorter than the minimum and accepts one of exactly the minimum', () => {
    const short = 'x'.repeat(SIGN_UP_PASSWORD_MIN_LENGTH - 1);
    expect(firstMessage(SignUpBodySchema, { ...valid, password: short })).toEqual({ key: 'passwordTooShort', path: 'password' });
    expect(SignUpBodySchema.safeParse({ ...valid, password: 'x'.repeat(SIGN_UP_PASSWORD_MIN_LENGTH) }).success).toBe(true);
  });

  it('answers a missing field, not only an empty one, with All fields must be filled', () => {
    for (const field of ['shopName', 'email', 'password'] as const) {
      const body: Record<string, string> = { shopName: 'Bluebird Coffee', email: 'owner@example.com', password: 'long-enough' };
      delete body[field];
      const result = SignUpBodySchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: [field], message: 'allFieldsRequired' });
    }
  });

  it('trims the email and the shop name', () => {
    const parsed = SignUpBodySchema.parse({ ...valid, email: '  owner@example.com ', shopName: ' Bluebird Coffee  ' });
    expect(parsed.email).toBe('owner@example.com');
    expect(parsed.shopName).toBe('Bluebird Coffee');
  });

  it('keeps the password exactly as typed, spaces included', () => {
    expect(SignUpBodySchema.parse({ ...valid, password: ' spaced pass ' }).password).toBe(' spaced pass ');
  });
});

describe('SignInBodySchema', () => {
  it('has no client-side checks beyond a sane length: an empty form parses', () => {
    expect(SignInBodySchema.safeParse({ email: '', password: '' }).success).toBe(true);
  });
});

// ---- every zod message in contracts is a message key ----

type AnySchema = { _zod: { def: Record<string, unknown> } };
const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as AnySchema)._zod?.def === 'object';

/** The message a def's error option gives: a string for `z.x('key')`, or what a custom error function answers. */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'function') return undefined;
  let out: unknown;
  try {
    out = error({ code: 'custom', input: undefined, path: [], message: '' });
  } catch {
    return undefined;
  }
  if (typeof out === 'string') return out;
  if (out && typeof out === 'object' && 'message' in out) return String((out as { message: unknown }).message);
  return undefined;
}

/** Walks a schema and everything it is built of, collecting the messages of the schema errors and of its checks. */
function collectMessages(root: unknown, found: Map<string, string>, where: string, seen = new Set<unknown>()) {
  if (!isSchema(root) || seen.has(root)) return;
  seen.add(root);
  const def = root._zod.def;
  const add = (message: string | undefined) => {
    if (message !== undefined) found.set(`${where}:${message}`, message);
  };
  add(messageOf(def.error));
  for (const check of (def.checks as unknown[] | undefined) ?? []) {
    if (isSchema(check)) add(messageOf(check._zod.def.error));
  }
  const visit = (value: unknown) => {
    if (isSchema(value)) collectMessages(value, found, where, seen);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object' && !('_zod' in value)) Object.values(value).forEach(visit);
  };
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks' || key === 'error') continue;
    if (key === 'getter' && typeof value === 'function') visit(value());
    else visit(value);
  }
}

const sourceDir = fileURLToPath(new URL('.', import.meta.url));
// The rules' files and their schemas (schemas/): a message can be in either.
const contractFiles = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);
const modules = await Promise.all(
  contractFiles.map(
    async (file) =>
      [file, (await import(/* @vite-ignore */ pathToFileURL(path.join(sourceDir, file)).href)) as Record<string, unknown>] as const,
  ),
);

describe('contract messages', () => {
  const found = new Map<string, string>();
  for (const [file, exports] of modules) {
    for (const [name, value] of Object.entries(exports)) collectMessages(value, found, `${file} ${name}`);
  }

  it('finds the messages of every contracts file, the sign-up ones among them', () => {
    expect(contractFiles).toContain('schemas/auth.ts');
    const all = new Set(found.values());
    for (const key of ['allFieldsRequired', 'emailInvalid', 'passwordTooShort', 'invalidInput']) expect(all).toContain(key);
  });

  it('uses only keys of messages as zod messages, so the server and the web can translate every one', () => {
    const unknown = [...found.entries()].filter(([, message]) => !isMessageKey(message)).map(([where]) => where);
    expect(unknown).toEqual([]);
  });

  it('has an English text for every message key', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim().length, key).toBeGreaterThan(0);
    }
  });
});
