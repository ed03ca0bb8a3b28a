import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@inkreel/shared/openapi';

interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema?: Record<string, unknown>;
}
type Operation = { parameters?: Parameter[] } & Record<string, unknown>;
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
});
