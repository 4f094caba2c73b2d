import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A built app in miniature, as the web build writes it: each text file with its .br and .gz beside it. */
const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'generic shell '.repeat(40)}</body></html>`,
  'route-shells/signin.html': `<!doctype html><html><head><link rel="modulepreload" href="/assets/sign-in-page-Ef56Gh78.js"></head><body>${'sign-in shell '.repeat(40)}</body></html>`,
  'route-shells/signin.prerendered.html': `<!doctype html><html><head><link rel="modulepreload" href="/assets/sign-in-page-Ef56Gh78.js"></head><body><div id="root" data-prerendered="/signin"><h1>Sign In</h1>${'drawn '.repeat(40)}</div></body></html>`,
  'route-shells/app.html': `<!doctype html><html><head><link rel="modulepreload" href="/assets/dashboard-Ij90Kl12.js"></head><body>${'dashboard shell '.repeat(40)}</body></html>`,
  'assets/index-Ab12Cd34.js': `export const greeting = ${JSON.stringify('hello from the entry '.repeat(200))};\n`,
};
const ROUTE_SHELLS = {
  '/signin': { shell: 'route-shells/signin.html', prerendered: 'route-shells/signin.prerendered.html' },
  '/app/*': { shell: 'route-shells/app.html' },
};

/** The hash the build gives the dashboard's inline boot step (decision 279). */
const BOOT_STEP_HASH = 'sha256-yO+kGQ4vXMh8LGYyODv+XDEK3KE3q6L74ExXT2+vv24=';

function writeBuiltApp(dir: string) {
  for (const [file, text] of Object.entries(FILES)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    writeFileSync(`${target}.br`, brotliCompressSync(text));
    writeFileSync(`${target}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(dir, 'route-shells.json'), JSON.stringify({ routes: ROUTE_SHELLS, inlineScriptHashes: [BOOT_STEP_HASH] }));
}

/** The body as the browser reads it, whatever encoding the server chose. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

describe('the built web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'brewline-web-'));
    writeBuiltApp(webDist);
    t = await createTestApp({ seedDemo: false, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a script brotli-compressed to a browser that accepts brotli, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBeLessThan(FILES['assets/index-Ab12Cd34.js']!.length / 4);
    expect(decoded(response)).toBe(FILES['assets/index-Ab12Cd34.js']);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(response)).toBe(FILES['assets/index-Ab12Cd34.js']);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(FILES['assets/index-Ab12Cd34.js']);
    }
  });

  it('sends the page compressed and never lets a cache keep it', async () => {
    for (const url of ['/', '/terms', '/some/page/nobody/built']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decoded(response), url).toBe(FILES['index.html']);
    }
  });

  it("answers the first screens' paths with the page that preloads their chunks", async () => {
    const shells = [
      ['/signin', 'route-shells/signin.prerendered.html'],
      ['/signin?lng=fr', 'route-shells/signin.html'],
      ['/app', 'route-shells/app.html'],
      ['/app/overview', 'route-shells/app.html'],
      ['/app/settings/hours', 'route-shells/app.html'],
    ] as const;
    for (const [url, file] of shells) {
      for (const acceptEncoding of ['br', 'gzip', undefined]) {
        const response = await get(url, acceptEncoding);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers['content-encoding'], `${url} with ${acceptEncoding}`).toBe(acceptEncoding);
        expect(decoded(response), url).toBe(FILES[file]);
      }
    }
  });

  it('sends the page drawn at build time only to a visitor whose first paint is English in the light theme', async () => {
    const page = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });
    const cases: Array<[string, Record<string, string>, 'drawn' | 'plain']> = [
      ['/signin', {}, 'drawn'],
      ['/signin', { 'accept-language': 'en-GB,en;q=0.9' }, 'drawn'],
      ['/signin', { 'accept-language': 'de-DE, en;q=0.5' }, 'drawn'],
      ['/signin?lng=en', { 'accept-language': 'fr-FR' }, 'drawn'],
      ['/signin', { cookie: 'other=1; brewline_look=en~light' }, 'drawn'],
      ['/signin', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }, 'plain'],
      ['/signin', { 'accept-language': 'de;q=0.5, ar;q=0.9' }, 'plain'],
      ['/signin?lng=zh', {}, 'plain'],
      ['/signin', { cookie: 'brewline_look=es~light' }, 'plain'],
      ['/signin', { cookie: 'brewline_look=~dark' }, 'plain'],
      ['/signin', { cookie: 'brewline_look=en~dark', 'accept-language': 'en' }, 'plain'],
    ];
    for (const [url, headers, expected] of cases) {
      const response = await page(url, headers);
      const body = decoded(response);
      expect(body.includes('<h1>Sign In</h1>'), `${url} ${JSON.stringify(headers)}`).toBe(expected === 'drawn');
      expect(body).toBe(FILES[expected === 'drawn' ? 'route-shells/signin.prerendered.html' : 'route-shells/signin.html']);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-language/i);
      expect(response.headers.vary).toMatch(/cookie/i);
    }
  });

  it("allows the dashboard's boot step by its hash alone: no other inline script, and nothing on data answers", async () => {
    const page = await get('/app/overview', 'br');
    const scripts = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))![1]!.split(' ');
    expect(scripts).toEqual(["'self'", `'${BOOT_STEP_HASH}'`]);
    const data = await get('/api/no-such-thing', 'br');
    expect(String(data.headers['content-security-policy'])).not.toContain(BOOT_STEP_HASH);
  });

  it('answers an unknown API path with the JSON not-found error, not the page', async () => {
    const response = await get('/api/no-such-thing', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND', messageKey: 'notFound' } });
  });
});
