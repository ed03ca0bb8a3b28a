/** A form's failure that belongs to no field, announced as it appears; nothing when there is none. */
export function FormFailure({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div className="error-box" role="alert">
      {text}
    </div>
  );
}
