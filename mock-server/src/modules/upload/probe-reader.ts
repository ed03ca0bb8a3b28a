import { open, type FileHandle } from 'node:fs/promises';

/** Thrown when a file that sniffed as media does not have the structure its format requires. */
export class ProbeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProbeError';
  }
}

/** Reads byte ranges of a file on demand, so probing a large video never loads it whole. */
export interface ProbeReader {
  readonly size: number;
  /** Exactly `length` bytes at `offset`, or a ProbeError when the file ends first. */
  read(offset: number, length: number): Promise<Buffer>;
}

export async function withProbeReader<T>(
  filePath: string,
  work: (reader: ProbeReader) => Promise<T>,
): Promise<T> {
  const handle: FileHandle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const reader: ProbeReader = {
      size,
      async read(offset, length) {
        if (offset < 0 || offset + length > size) {
          throw new ProbeError('The file ends in the middle of a structure');
        }
        const buf = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buf, 0, length, offset);
        if (bytesRead !== length)
          throw new ProbeError('The file ends in the middle of a structure');
        return buf;
      },
    };
    return await work(reader);
  } finally {
    await handle.close();
  }
}

export type ProbeProgress = (fraction: number) => void;
