import {
  isFileContentType,
  type MyUploads,
  type StatsCounts,
  type Visibility,
} from '@inkreel/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import {
  bulkChange,
  deleteUpload,
  managedItems,
  refreshAfterChange,
  saveEdit,
  type ManagedItem,
} from '../api/manage-calls';
import { downloadStatsCsv, useStatsTotals } from '../api/use-stats';
import { BulkBar } from './bulk-bar';
import { DeleteDialog } from './delete-dialog';
import { SECTIONS } from './kinds';
import { keyOf, SORT_LABEL, sortOrders, sortUploads, type SortOrder } from './sort-uploads';
import { UploadRow } from './upload-row';
import './managed-uploads.css';

/**
 * My uploads with the creator's controls (the manage feature): each upload's totals, who sees it,
 * edit, statistics and delete; several selected at once; sorted by a total; a CSV of it all.
 */
export function ManagedUploads({
  uploads,
  accountId,
  empty,
}: {
  uploads: MyUploads;
  accountId: string;
  /** Shown when there is no upload (any more). */
  empty: ReactNode;
}) {
  const { mutate } = useSWRConfig();
  const all = useMemo(() => managedItems(uploads), [uploads]);
  const { data: stats } = useStatsTotals(accountId, true);
  const totals = useMemo(
    () =>
      new Map<string, StatsCounts>(
        (stats?.items ?? []).map((s) => [`${s.kind}:${s.id}`, s.totals]),
      ),
    [stats],
  );
  const [order, setOrder] = useState<SortOrder>('newest');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<ManagedItem[] | null>(null);
  const [message, setMessage] = useState('');
  const present = new Set(all.map(keyOf));
  const chosen = all.filter((entry) => selected.has(keyOf(entry)) && present.has(keyOf(entry)));

  const run = async (entries: ManagedItem[], work: () => Promise<string>) => {
    setBusy(new Set(entries.map(keyOf)));
    try {
      setMessage(await work());
    } catch {
      setMessage('That change could not be made just now. Check your connection and try again.');
    } finally {
      setBusy(new Set());
      await refreshAfterChange(mutate);
    }
  };

  const changeOne = (entry: ManagedItem, visibility: Visibility) =>
    void run([entry], async () => {
      await saveEdit(entry.kind, entry.item._id, { visibility });
      return `“${entry.item.title}” is now ${visibility}.`;
    });
  const changeChosen = (visibility: Visibility) =>
    void run(chosen, async () => {
      const items = chosen.map(({ kind, item }) => ({ kind, id: item._id }));
      const { results } = await bulkChange({ action: 'visibility', visibility, items });
      const done = results.filter((r) => r.outcome === 'done').length;
      return `${done} of ${results.length} uploads are now ${visibility}.`;
    });
  const confirmDelete = async (entries: ManagedItem[]) => {
    if (entries.length === 1 && entries[0]) {
      await deleteUpload(entries[0].kind, entries[0].item._id);
    } else {
      const items = entries.map(({ kind, item }) => ({ kind, id: item._id }));
      await bulkChange({ action: 'delete', items });
    }
    setDeleting(null);
    setSelected(new Set());
    // The button that opened the dialog is gone with its row: the page's title takes the focus
    // once the dialog has closed (its own clean-up would give it back to that button).
    setTimeout(() => document.getElementById('my-uploads-title')?.focus(), 0);
    setMessage(
      entries.length === 1
        ? `“${entries[0]?.item.title}” was deleted.`
        : `${entries.length} uploads were deleted.`,
    );
    await refreshAfterChange(mutate);
  };
  const toggle = (entry: ManagedItem, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(keyOf(entry));
      else next.delete(keyOf(entry));
      return next;
    });

  if (all.length === 0)
    return (
      <>
        <p className="manage-status" role="status">
          {message}
        </p>
        {empty}
      </>
    );

  return (
    <>
      <div className="manage-toolbar">
        <label className="manage-sort">
          <span>Sort by</span>
          <select value={order} onChange={(event) => setOrder(event.target.value as SortOrder)}>
            {sortOrders(totals).map((o) => (
              <option key={o} value={o}>
                {SORT_LABEL[o]}
              </option>
            ))}
          </select>
        </label>
        <label className="manage-select-all">
          <input
            type="checkbox"
            checked={chosen.length > 0 && chosen.length === all.length}
            onChange={(event) => setSelected(new Set(event.target.checked ? all.map(keyOf) : []))}
          />
          <span>Select all</span>
        </label>
        <button type="button" className="btn btn-ghost" onClick={() => void downloadStatsCsv()}>
          Download statistics (CSV)
        </button>
      </div>
      <p className="manage-status" role="status">
        {message}
      </p>
      {chosen.length > 0 && (
        <BulkBar
          count={chosen.length}
          busy={busy.size > 0}
          onVisibility={changeChosen}
          onDelete={() => setDeleting(chosen)}
          onClear={() => setSelected(new Set())}
        />
      )}
      {SECTIONS.map(({ kind, title }) => {
        const entries = sortUploads(
          all.filter((entry) => entry.kind === kind),
          order,
          totals,
        );
        if (entries.length === 0) return null;
        const id = `my-uploads-${kind}`;
        return (
          <section key={kind} className="my-uploads-section" aria-labelledby={id}>
            <h2 id={id} className="my-uploads-heading">
              {title} <span className="my-uploads-count">{entries.length}</span>
            </h2>
            <ul className="manage-list" aria-label={`Your ${title.toLowerCase()}`}>
              {entries.map((entry) => (
                <UploadRow
                  key={keyOf(entry)}
                  entry={entry}
                  totals={totals.get(keyOf(entry))}
                  selected={selected.has(keyOf(entry))}
                  busy={busy.has(keyOf(entry))}
                  onSelect={(on) => toggle(entry, on)}
                  onVisibility={(visibility) => changeOne(entry, visibility)}
                  onDelete={() => setDeleting([entry])}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {deleting && (
        <DeleteDialog
          titles={deleting.map(({ item }) => item.title)}
          priced={deleting.some(({ kind }) => isFileContentType(kind))}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
