import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoIfEmpty } from '../seed/seed-demo';
import { dropTestDatabase, untilNobodyIsConnected } from './drop-test-database';

/**
 * Where each API test file's fresh database starts: one migrated, and one migrated and seeded with the demo (without
 * its orders), made once per run instead of once per file. On PGlite a starting copy loads in about a third of the
 * time an empty database takes to create and migrate, and the seed's password hashing is not redone; on PostgreSQL
 * a file's database is created from a template database.
 */
export interface DatabaseTemplates {
  /** PGlite: the files holding the two copies' tarballs. PostgreSQL: the two template databases' names. */
  migrated: string;
  seeded: string;
  /** The address the seed wrote into its rows (an invitation's link): a file that sets another one seeds its own. */
  seededPublicUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Vitest's global setup of the API projects: makes the templates, and removes them when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seededPublicUrl = loadConfig({ DATA_DIR: tmpdir() }).publicUrl;
  const templates = project.name === 'api-postgres' ? await postgresTemplates(seededPublicUrl) : await pgliteTemplates(seededPublicUrl);
  project.provide('databaseTemplates', { ...templates.names, seededPublicUrl });
  return templates.remove;
}

async function pgliteTemplates(publicUrl: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'brewline-templates-'));
  const database = await openDatabase({ dataDir: null });
  try {
    const migrated = path.join(folder, 'migrated.tar');
    writeFileSync(migrated, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    await seedDemoIfEmpty(database.db, { publicUrl, orders: false });
    const seeded = path.join(folder, 'seeded.tar');
    writeFileSync(seeded, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return { names: { migrated, seeded }, remove: async () => rmSync(folder, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

async function postgresTemplates(publicUrl: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the api-postgres project needs TEST_DATABASE_URL');
  const suffix = randomBytes(6).toString('hex');
  const names = { migrated: `brewline_template_migrated_${suffix}`, seeded: `brewline_template_seeded_${suffix}` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const [kind, name] of Object.entries(names)) {
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      if (kind === 'seeded') await seedDemoIfEmpty(database.db, { publicUrl, orders: false });
      await database.close();
      // A file's copy is refused while anyone is still connected to its template.
      await untilNobodyIsConnected(admin, name);
    }
  } finally {
    await admin.end();
  }
  return {
    names,
    remove: async () => {
      for (const name of Object.values(names)) await dropTestDatabase(serverUrl, name);
    },
  };
}
