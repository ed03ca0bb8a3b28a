import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  allCalls,
  FILE_SIZE_HEADER,
  IDEMPOTENCY_HEADER,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from '@inkreel/shared';
import { buildOpenApiDocument } from '@inkreel/shared/openapi';
import { OPENAPI_FILE, openApiText } from './openapi-file.js';

type Operation = { operationId: string; tags: string[]; 'x-inkreel-extension'?: boolean };
type Paths = Record<string, Record<string, Operation>>;

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();
  const paths = document.paths as Paths;

  it('is committed as the contracts generate it', async () => {
    const committed = await readFile(OPENAPI_FILE, 'utf8').catch(() => '');
    // A failure here means a contract changed: run `npm run openapi` and commit shared/openapi.json.
    expect(committed === openApiText(), 'shared/openapi.json is stale: run `npm run openapi`').toBe(
      true,
    );
  });

  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('holds only schemas that are valid JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false });
    const schemas: unknown[] = [];
    const walk = (node: unknown, key: string): void => {
      if (!node || typeof node !== 'object') return;
      if (key === 'schema') schemas.push(node);
      for (const [k, v] of Object.entries(node)) walk(v, k);
    };
    walk(document, '');
    schemas.push(...Object.values((document.components as { schemas: object }).schemas));
    expect(schemas.length).toBeGreaterThan(50);
    for (const schema of schemas) {
      expect(ajv.validateSchema(schema as object), JSON.stringify(ajv.errors)).toBe(true);
    }
  });

  it('has one operation per registered call, dev routes left out, extensions marked', () => {
    for (const { id, call } of allCalls) {
      const path = call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = paths[path]?.[call.method.toLowerCase()];
      if (call.scope === 'dev') {
        expect(operation, id).toBeUndefined();
        continue;
      }
      expect(operation?.operationId, id).toBe(id);
      const extension = call.scope === 'extension';
      expect(operation?.['x-inkreel-extension'] === true, id).toBe(extension);
      expect(operation?.tags.includes('Mock provider extensions'), id).toBe(extension);
    }
    expect(Object.keys(paths).some((p) => p.startsWith('/__dev'))).toBe(false);
  });

  it('describes the uploads as multipart with binary files and the deposit headers', () => {
    const video = paths['/api/videos/upload']?.post as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, object> } }> };
      parameters: { name: string; in: string }[];
    };
    const form = video.requestBody.content['multipart/form-data'];
    expect(form?.schema.properties.video).toMatchObject({ type: 'string', format: 'binary' });
    expect(video.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'query', name: 'socketId' }),
        expect.objectContaining({ in: 'header', name: FILE_SIZE_HEADER }),
        expect.objectContaining({ in: 'header', name: XSRF_HEADER_NAME }),
        expect.objectContaining({ in: 'cookie', name: XSRF_COOKIE_NAME }),
      ]),
    );
    const deposit = paths['/api/wallet/deposit']?.post as unknown as {
      parameters: { name: string }[];
      security: object[];
    };
    expect(deposit.parameters.map((p) => p.name)).toContain(IDEMPOTENCY_HEADER);
    expect(deposit.security).toContainEqual({ bearerAuth: [] });
  });

  it('documents the realtime events from their schemas', () => {
    const realtime = document['x-inkreel-realtime'] as { events: Record<string, unknown> };
    expect(Object.keys(realtime.events)).toEqual([
      'uploadProgress',
      'uploadComplete',
      'uploadError',
      'notification',
      'notificationsRead',
      'commentAdded',
      'watchComments',
      'unwatchComments',
    ]);
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    expect(schemas.UploadProgressEvent).toBeDefined();
    expect(schemas.CommentAddedEvent).toBeDefined();
    expect(schemas.CommentRoom).toBeDefined();
    expect(schemas.NotificationEvent).toBeDefined();
  });
});
