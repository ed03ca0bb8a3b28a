import { useEffect, useRef, type Dispatch } from 'react';
import type { FormAction, UploadFormState } from '../model/form-state';

/**
 * A book file chosen on the upload page fills the title, author and description it names, and its
 * own cover, where the creator has not filled them yet (they stay editable); a file that is no
 * readable book is refused beside the field before anything is sent (issue 56, item 5).
 */
export function useBookPrefill(form: UploadFormState, dispatch: Dispatch<FormAction>) {
  const file = form.type === 'book' ? form.file : null;
  // Read when the file's metadata arrives: what the creator typed meanwhile is kept.
  const now = useRef(form);
  useEffect(() => {
    now.current = form;
  });
  useEffect(() => {
    if (!file) return;
    let current = true;
    import('../model/book-metadata')
      .then(({ readBookMetadata }) => readBookMetadata(file))
      .then(
        (meta) => {
          if (!current) return;
          const { text, image } = now.current;
          const fill = (name: 'title' | 'author' | 'description', value: string, max: number) => {
            if (value.trim())
              dispatch({ type: 'setText', name, value: value.trim().slice(0, max) });
          };
          if (!text.title.trim()) fill('title', meta.title, 200);
          if (!text.author.trim()) fill('author', meta.author, 100);
          if (!text.description.trim()) fill('description', meta.description, 5000);
          if (!image && meta.cover) dispatch({ type: 'setFile', slot: 'image', file: meta.cover });
        },
        (error: unknown) => {
          if (!current) return;
          const why = error instanceof Error ? ` ${error.message}` : '';
          dispatch({
            type: 'setFile',
            slot: 'file',
            file: null,
            error: `"${file.name}" is not a readable book.${why} Please choose a PDF, EPUB or MOBI file`,
          });
        },
      );
    return () => {
      current = false;
    };
  }, [file, dispatch]);
}
