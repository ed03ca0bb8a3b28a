import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authCalls, walletCalls } from '@inkreel/shared';
import { buildOpenApiDocument } from '@inkreel/shared/openapi';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };
interface RequestBody {
  required: boolean;
  description?: string;
  content: Record<string, { schema?: Schema }>;
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
    expect(optional.sort()).toEqual(
      [
        'post /api/account/sign-out-everywhere',
        'post /api/auth/logout',
        // A highlight's change names what changes; nothing named changes nothing (issue 56).
        'patch /api/me/highlights/{id}',
      ].sort(),
    );
    for (const { at, body } of bodies.filter(({ body }) => 'multipart/form-data' in body.content))
      expect(body.description, at).toMatch(
        /415 `UNSUPPORTED_MEDIA_TYPE`: .*not `multipart\/form-data`/,
      );
  });

  /** A request body's property schemas by name, across every operation. */
  const propertiesNamed = (name: string) =>
    operations.flatMap(({ at, operation }) => {
      const schema = operation.requestBody?.content['application/json']?.schema;
      const property = schema?.properties?.[name];
      return property ? [{ at, property }] : [];
    });

  it('states the e-mail rule the provider keeps: a pattern and a length, no format', () => {
    const emails = propertiesNamed('email');
    expect(emails.length).toBeGreaterThanOrEqual(4);
    const server = authCalls.register.body.shape.email;
    for (const { at, property } of emails) {
      expect(property, at).not.toHaveProperty('format');
      const pattern = new RegExp(String(property.pattern), 'u');
      const documented = (s: string) =>
        s.length >= Number(property.minLength) &&
        s.length <= Number(property.maxLength) &&
        pattern.test(s);
      const samples = ['0@com', 'a@b.c', 'ada@example.com', ' ada@example.com', 'x@a-.co'];
      for (const s of samples)
        expect(documented(s), `${at} ${s}`).toBe(server.safeParse(s).success);
      fc.assert(
        fc.property(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 })), (s) => {
          expect(documented(s), `${at} ${JSON.stringify(s)}`).toBe(server.safeParse(s).success);
        }),
        { numRuns: 300 },
      );
    }
  });

  it('states the amount rule the provider keeps: multipleOf 0.01, taken in decimal', () => {
    const amount = propertiesNamed('amount')[0]?.property ?? {};
    expect(amount).toMatchObject({ multipleOf: 0.01, exclusiveMinimum: 0 });
    const { maximum, exclusiveMinimum } = amount as Record<string, number>;
    const server = walletCalls.deposit.body.shape.amount;
    // multipleOf 0.01 in decimal: the number's shortest decimal form has at most two decimals.
    const documented = (n: number) =>
      n > (exclusiveMinimum ?? 0) && n <= (maximum ?? 0) && /^\d+(\.\d{1,2})?$/.test(String(n));
    for (const n of [0.29, 0.30000000000000004, 1.1, 1e-7, 100_000, 100_000.01])
      expect(documented(n), String(n)).toBe(server.safeParse(n).success);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -10, max: 10_000_010 }).map((cents) => cents / 100),
          fc.double({ min: -1, max: 100_001, noNaN: true }),
        ),
        (n) => {
          expect(documented(n), String(n)).toBe(server.safeParse(n).success);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('uses only standard formats (zod names some checks as formats: starts_with)', () => {
    const formats = new Set<string>();
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const { format } = node as { format?: unknown };
      if (typeof format === 'string') formats.add(format);
      Object.values(node).forEach(walk);
    };
    walk(document);
    // JSON Schema 2020-12's date-time, email and uri, and OpenAPI's binary (file parts and bytes).
    expect([...formats].sort()).toEqual(['binary', 'date-time', 'email', 'uri']);
    // The rule stays stated, by the pattern.
    expect(JSON.stringify(paths['/api/openapi.json']?.get)).toContain(String.raw`"^3\\.1.*"`);
  });
});
