// Its own module, not file-rules.ts: the e-book reader needs this number only, and sharing the
// module with it moved the upload's file rules into the chunk every page loads.

/**
 * The most an EPUB's entries may add up to unpacked (issue 56). An EPUB is a ZIP archive: a few
 * kilobytes can declare gigabytes, so the provider refuses one over this before unpacking anything,
 * and the reader refuses to open one.
 */
export const EPUB_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
