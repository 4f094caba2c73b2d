import type { HTTPMethods } from 'fastify';
import type { TestApp } from './test-app';

/**
 * The API as its OpenAPI document describes it, for tests that must cover every endpoint: a route added tomorrow is
 * walked without anyone listing it.
 */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  /** A number (JSON Schema) or, as OpenAPI 3.0 writes it, true to make `minimum` exclusive. */
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: HTTPMethods;
  /** The OpenAPI path, `/api/shops/{shopId}/menu`. */
  path: string;
  security?: unknown[];
  parameters: Parameter[];
  /** The request body's schema by content type. */
  body: Record<string, JsonSchema>;
  bodyLimit: number;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        'x-body-limit': number;
      }
    >
  >;
}

export async function listOperations(t: TestApp): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as HTTPMethods,
      path,
      security: op.security,
      parameters: op.parameters ?? [],
      body: Object.fromEntries(Object.entries(op.requestBody?.content ?? {}).map(([type, { schema }]) => [type, schema])),
      bodyLimit: op['x-body-limit'],
    })),
  );
}

/** Where a string sits in a request: the part, the steps from its root (a number is an array index), its schema. */
export interface StringLeaf {
  part: 'path' | 'query' | 'body';
  steps: Array<string | number>;
  schema: JsonSchema;
  /** Choices of anyOf/oneOf taken on the way, by the schema they came from. */
  choices: Map<JsonSchema, JsonSchema>;
}

const isString = (schema: JsonSchema) => schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
const isNumber = (schema: JsonSchema) => [schema.type].flat().some((type) => type === 'integer' || type === 'number');

/**
 * Every id a schema takes: a number named `...Id` (or `id`), or an item of an array named `...Ids`, through nested
 * objects, arrays and unions.
 */
export function idLeaves(schema: JsonSchema, part: StringLeaf['part'], steps: StringLeaf['steps'] = [], choices = new Map()): StringLeaf[] {
  const leaves: StringLeaf[] = [];
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    leaves.push(...idLeaves(branch, part, steps, new Map(choices).set(schema, branch)));
  }
  const named = [...steps].reverse().find((step): step is string => typeof step === 'string') ?? '';
  const isItem = typeof steps.at(-1) === 'number';
  if (isNumber(schema) && (isItem ? /Ids$/.test(named) : /(^id|Id)$/.test(named))) leaves.push({ part, steps, schema, choices });
  for (const extra of schema.allOf ?? []) leaves.push(...idLeaves(extra, part, steps, choices));
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    leaves.push(...idLeaves(property, part, [...steps, name], choices));
  if (schema.items) leaves.push(...idLeaves(schema.items, part, [...steps, 0], choices));
  return leaves;
}

/** Every id of an operation: its path parameters, its query and its JSON body. */
export function operationIdLeaves(operation: Operation): StringLeaf[] {
  const parameters = operation.parameters.flatMap((parameter) =>
    parameter.in === 'path' || parameter.in === 'query' ? idLeaves(parameter.schema, parameter.in, [parameter.name]) : [],
  );
  const json = operation.body['application/json'];
  return [...parameters, ...(json ? idLeaves(json, 'body') : [])];
}

/** Every string a schema takes, through nested objects, arrays, unions and record keys. */
export function stringLeaves(
  schema: JsonSchema,
  part: StringLeaf['part'],
  steps: StringLeaf['steps'] = [],
  choices = new Map(),
): StringLeaf[] {
  const leaves: StringLeaf[] = [];
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    leaves.push(...stringLeaves(branch, part, steps, new Map(choices).set(schema, branch)));
  }
  // A string's allOf holds its further patterns; anything else's allOf is more of its shape.
  if (isString(schema)) leaves.push({ part, steps, schema, choices });
  else for (const extra of schema.allOf ?? []) leaves.push(...stringLeaves(extra, part, steps, choices));
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    leaves.push(...stringLeaves(property, part, [...steps, name], choices));
  if (schema.items) leaves.push(...stringLeaves(schema.items, part, [...steps, 0], choices));
  if (typeof schema.additionalProperties === 'object') {
    leaves.push(...stringLeaves(schema.additionalProperties, part, [...steps, 'key'], choices));
  }
  return leaves;
}

/** Every string of an operation: its path parameters, its query and its JSON body. */
export function operationLeaves(operation: Operation): StringLeaf[] {
  const parameters = operation.parameters.flatMap((parameter) =>
    parameter.in === 'path' || parameter.in === 'query' ? stringLeaves(parameter.schema, parameter.in, [parameter.name]) : [],
  );
  const json = operation.body['application/json'];
  return [...parameters, ...(json ? stringLeaves(json, 'body') : [])];
}

/** Texts whose shape a refinement checks (the document cannot say it), known by the field's name. */
const SAMPLES_BY_NAME: Array<[RegExp, string]> = [
  [/email/i, 'walker@example.com'],
  [/url$/i, 'https://example.com/a'],
  [/phone/i, '5035550142'],
  [/zip/i, '97201'],
  [/^state$/, 'OR'],
  [/^tax$/, '8'],
  [/date$/i, '2026-01-02'],
];
const SAMPLE_STRINGS = ['a', 'new-a', 'a.png', '/a', 'abc', '1', 'ab', '12345', '555-555-5555', '12-3456789', 'https://example.com'];

function patternsOf(schema: JsonSchema): RegExp[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((extra) => extra.pattern)]
    .filter((pattern): pattern is string => Boolean(pattern))
    .map((pattern) => new RegExp(pattern, 'u'));
}

/** A string the schema takes: its first choice, a date for a date, else a short sample its patterns match. */
export function sampleString(schema: JsonSchema, name = ''): string {
  const named = SAMPLES_BY_NAME.find(([pattern]) => pattern.test(name));
  if (named) return named[1];
  if (schema.enum) return String(schema.enum[0]);
  if (schema.const !== undefined) return String(schema.const);
  if (schema.format === 'date') return '2026-01-02';
  if (schema.format === 'date-time') return '2026-01-02T10:00:00.000Z';
  if (schema.format === 'email') return 'walker@example.com';
  const patterns = patternsOf(schema);
  const fits = (text: string) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  const candidates = [...SAMPLE_STRINGS, 'a'.repeat(Math.max(schema.minLength ?? 1, 1))];
  return candidates.find((text) => fits(text) && patterns.every((pattern) => pattern.test(text))) ?? candidates.at(-1)!;
}

/** A value the schema takes, with the leaf (when the walk passes through it) replaced by `value`. */
export function sampleValue(
  schema: JsonSchema,
  leaf?: { steps: StringLeaf['steps']; choices: StringLeaf['choices']; value: unknown },
  name = '',
): unknown {
  if (leaf && leaf.steps.length === 0 && (isString(schema) || isNumber(schema)) && !leaf.choices.has(schema)) return leaf.value;
  const choice = leaf?.choices.get(schema) ?? schema.anyOf?.find((branch) => branch.type !== 'null') ?? schema.oneOf?.[0];
  if (choice) return sampleValue(choice, leaf, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  if (type === 'string') return sampleString(schema, name);
  if (type === 'integer' || type === 'number') {
    // 1 (an id of the demo data) when the schema takes it, else the least it takes.
    const least =
      typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + 1
        : (schema.minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
    return Math.max(least, 1);
  }
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  const [step, ...rest] = leaf?.steps ?? [];
  const inner = leaf && { ...leaf, steps: rest };
  if (type === 'array') {
    const count = Math.max(schema.minItems ?? 0, step === 0 ? 1 : 0);
    return Array.from({ length: count }, (_, index) => sampleValue(schema.items ?? {}, index === 0 && step === 0 ? inner : undefined));
  }
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (name === step) out[name] = sampleValue(property, inner, name);
      else if (schema.required?.includes(name)) out[name] = sampleValue(property, undefined, name);
    }
    if (step === 'key' && typeof schema.additionalProperties === 'object')
      out[String(leaf!.value)] = sampleValue(schema.additionalProperties);
    return out;
  }
  return undefined;
}

/** The request for an operation with every required input sampled, and the leaf (if any) set to `value`. */
export function sampleRequest(operation: Operation, leaf?: StringLeaf, value: unknown = '') {
  const target = (part: StringLeaf['part'], name?: string) =>
    leaf && leaf.part === part && (name === undefined || leaf.steps[0] === name) ? leaf : undefined;
  let url = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const hit = target(parameter.in as StringLeaf['part'], parameter.name);
    if (!hit && !parameter.required) continue;
    const text = String(
      hit
        ? sampleValue(parameter.schema, { ...hit, steps: hit.steps.slice(1), value })
        : sampleValue(parameter.schema, undefined, parameter.name),
    );
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(text));
    if (parameter.in === 'query') query.set(parameter.name, text);
  }
  const json = operation.body['application/json'];
  const hit = target('body');
  const payload = json ? (sampleValue(json, hit && { ...hit, value }) as Record<string, unknown>) : undefined;
  return { method: operation.method, url: query.size > 0 ? `${url}?${query}` : url, payload };
}

/** The field an error names for a leaf: its steps joined by dots (query and path names stand alone). */
export const fieldOf = (leaf: StringLeaf) => leaf.steps.filter((step) => step !== 'key').join('.');
