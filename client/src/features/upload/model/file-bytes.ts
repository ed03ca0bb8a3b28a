/**
 * The bytes of the main file a count of request bytes stands for. The request (multipart: the
 * file, any cover or poster frame, the form's fields and the boundaries between them) is larger
 * than the file, so "X of Y" would otherwise end at a total the user never saw beside their file
 * (261.84 KB for a 250.37 KB video sent with its poster frame). The count is scaled by file /
 * request, which keeps its pace and its fraction.
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
