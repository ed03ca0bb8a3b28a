/** The reader's page title: "{title} by {author}", the title alone, or "Reader" before it is known. */
export function readerTitle(title: string | undefined, author: string | undefined): string {
  const name = title?.trim();
  if (!name) return 'Reader';
  const by = author?.trim();
  return by ? `${name} by ${by}` : name;
}
