/**
 * The bytes of the chosen files a count of request bytes stands for. The request (multipart: the
 * files, the form's fields and the boundaries between them) is a little larger than the files, so
 * "X of Y" would otherwise end at a total the user never saw next to their file (262.62 KB for a
 * 250.37 KB file). The count is scaled by files / request, which keeps its pace and its fraction.
 */
export function filesShare(
  requestBytes: number,
  requestTotal: number,
  filesTotal: number,
): { uploadedBytes: number; totalBytes: number } {
  if (!(requestTotal > 0) || !(filesTotal > 0) || filesTotal > requestTotal) {
    return { uploadedBytes: requestBytes, totalBytes: requestTotal };
  }
  const share = Math.min(Math.max(requestBytes, 0), requestTotal) / requestTotal;
  return { uploadedBytes: Math.round(share * filesTotal), totalBytes: filesTotal };
}
