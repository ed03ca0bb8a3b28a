import { strToU8, zipSync } from 'fflate';

const CONTAINER =
  '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>';

/** An EPUB of one chapter whose body is `body` (XHTML), as a reader gets it from a provider. */
export function epubWith(body: string, extra: Record<string, string> = {}): Buffer {
  const opf = `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">hostile</dc:identifier><dc:title>Hostile</dc:title><dc:language>en</dc:language></metadata><manifest><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/>${Object.keys(
    extra,
  )
    .map((name, i) => `<item id="x${i}" href="${name}" media-type="application/xhtml+xml"/>`)
    .join('')}</manifest><spine><itemref idref="c1"/></spine></package>`;
  const chapter = `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Chapter</title></head><body>${body}</body></html>`;
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/epub+zip'), { level: 0 }],
      'META-INF/container.xml': strToU8(CONTAINER),
      'OEBPS/book.opf': strToU8(opf),
      'OEBPS/c1.xhtml': strToU8(chapter),
      ...Object.fromEntries(Object.entries(extra).map(([n, t]) => [`OEBPS/${n}`, strToU8(t)])),
    }),
  );
}

/** `zip` with the directory's unpacked size of `name` set to `bytes` (a zip bomb's claim). */
export function declaring(zip: Buffer, name: string, bytes: number): Buffer {
  const out = Buffer.from(zip);
  const wanted = Buffer.from(name);
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = out.indexOf(signature); at >= 0; at = out.indexOf(signature, at + 4)) {
    if (out.subarray(at + 46, at + 46 + wanted.length).equals(wanted))
      out.writeUInt32LE(bytes, at + 24);
  }
  return out;
}
