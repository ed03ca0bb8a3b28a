/** docs/product.md section 8: the one failure text of the reader. */
export function ReaderFailure() {
  return (
    <p className="error-box reader-message" role="alert">
      Failed to load PDF. Please try again.
    </p>
  );
}
