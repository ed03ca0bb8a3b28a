import { useState, type SubmitEvent } from 'react';

interface Props {
  page: number;
  total: number;
  onJump: (page: number) => void;
}

/**
 * A page-number field: type a page and press Enter (or leave the field) to go there. A number
 * outside the book goes to its first or last page; an empty or unreadable one restores the page.
 */
export function PageJump({ page, total, onJump }: Props) {
  const [value, setValue] = useState(String(page));
  // A page turned elsewhere replaces whatever was typed (React's "adjust state on a prop change").
  const [shownPage, setShownPage] = useState(page);
  if (shownPage !== page) {
    setShownPage(page);
    setValue(String(page));
  }

  const commit = () => {
    const wanted = Number.parseInt(value, 10);
    if (!Number.isFinite(wanted)) {
      setValue(String(page));
      return;
    }
    const clamped = Math.min(Math.max(1, wanted), total);
    setValue(String(clamped));
    if (clamped !== page) onJump(clamped);
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    commit();
  };

  return (
    // noValidate: the browser's own check of min and max blocked Enter on a page past the end
    // (no submit, no jump), while leaving the field clamped it; both now go through commit().
    <form className="reader-jump" noValidate onSubmit={onSubmit}>
      <label>
        <span className="visually-hidden">Go to page</span>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={total}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onBlur={commit}
        />
      </label>
    </form>
  );
}
