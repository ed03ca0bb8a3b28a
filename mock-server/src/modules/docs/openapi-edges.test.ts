import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@inkreel/shared/openapi';

interface RequestBody {
  required: boolean;
  description?: string;
  content: Record<string, unknown>;
}
interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema?: Record<string, unknown>;
}
type Operation = { parameters?: Parameter[]; requestBody?: RequestBody } & Record<string, unknown>;
type Paths = Record<string, Record<string, Operation>>;

/** What the document says that the provider must do exactly so (issue 50). */
describe('the OpenAPI document states the rules the provider keeps', () => {
  const document = buildOpenApiDocument();
  const paths = document.paths as Paths;
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ at: `${method} ${path}`, operation })),
  );

  it('takes any Range and says an invalid one is ignored, with no pattern it does not enforce', () => {
    const ranges = operations.flatMap(({ at, operation }) =>
      (operation.parameters ?? [])
        .filter((p) => p.in === 'header' && p.name.toLowerCase() === 'range')
        .map((parameter) => ({ at, parameter })),
    );
    expect(ranges.length).toBeGreaterThan(5);
    for (const { at, parameter } of ranges) {
      expect(parameter.schema, at).toMatchObject({ type: 'string' });
      expect(parameter.schema, at).not.toHaveProperty('pattern');
      expect(parameter.description, at).toMatch(/not a valid bytes range.*ignored/);
      expect(parameter.description, at).toMatch(/the whole file when n is larger than it/);
    }
  });

  it('says every JSON body is application/json only (415), and which may be left out', () => {
    const bodies = operations.flatMap(({ at, operation }) =>
      operation.requestBody ? [{ at, body: operation.requestBody }] : [],
    );
    const json = bodies.filter(({ body }) => 'application/json' in body.content);
    expect(json.length).toBeGreaterThan(10);
    for (const { at, body } of json) {
      expect(Object.keys(body.content), at).toEqual(['application/json']);
      expect(body.description, at).toMatch(/only: .* 415 `UNSUPPORTED_MEDIA_TYPE`/);
    }
    const optional = json.filter(({ body }) => !body.required).map(({ at }) => at);
    expect(optional.sort()).toEqual([
      'post /api/account/sign-out-everywhere',
      'post /api/auth/logout',
    ]);
    for (const { at, body } of bodies.filter(({ body }) => 'multipart/form-data' in body.content))
      expect(body.description, at).toMatch(
        /415 `UNSUPPORTED_MEDIA_TYPE`: .*not `multipart\/form-data`/,
      );
  });
});
