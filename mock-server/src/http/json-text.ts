type EtagFn = (body: Buffer, encoding?: BufferEncoding) => string | undefined;

export interface JsonTextOptions {
  /**
   * false: sent without an ETag. For replies that differ on every request by design (a random
   * batch): a revalidation could never match, so hashing the body would be wasted.
   */
  etag?: boolean;
}

/**
 * A reply body already serialised (from cached pieces, see modules/content/json-cache.ts), as text,
 * bytes, or byte parts to be sent one after the other (a random batch of cached records: written
 * as they are, without copying them into one buffer per reply). `route()` sends it as it is, with the JSON content type, and checks it against the
 * contract like any other reply (parsed back when a check is due).
 *
 * A service that keeps one instance while its content is unchanged (a list page) also keeps its
 * bytes and ETag: both are made on first use, so a cached page is neither converted nor hashed again.
 */
export class JsonText {
  private string: string | undefined;
  private buffer: Buffer | undefined;
  private readonly parts: readonly Buffer[] | undefined;
  private tagOf: EtagFn | undefined;
  private tag: string | undefined;

  constructor(
    body: string | Buffer | readonly Buffer[],
    readonly options: JsonTextOptions = {},
  ) {
    if (typeof body === 'string') this.string = body;
    else if (Buffer.isBuffer(body)) this.buffer = body;
    else this.parts = body;
  }

  get text(): string {
    return (this.string ??= this.bytes.toString());
  }

  get bytes(): Buffer {
    return (this.buffer ??= this.parts
      ? Buffer.concat(this.parts)
      : Buffer.from(this.string as string));
  }

  /** The bytes as the parts they were given in (a single part for text or bytes). */
  get chunks(): readonly Buffer[] {
    return this.parts ?? [this.bytes];
  }

  /** The length in bytes, without joining the parts. */
  get byteLength(): number {
    if (!this.parts) return this.bytes.length;
    let length = 0;
    for (const part of this.parts) length += part.length;
    return length;
  }

  /** The ETag the app's `etag fn` gives these bytes, made once per generator. */
  etag(generate: EtagFn): string | undefined {
    if (this.tagOf !== generate) {
      this.tag = generate(this.bytes);
      this.tagOf = generate;
    }
    return this.tag;
  }
}
