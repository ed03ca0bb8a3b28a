import {
  playlistCalls,
  queueCalls,
  type Playlist,
  type PlaylistList,
  type Queue,
} from '@inkreel/shared';
import { attempt, labelOf, record, type Context } from '../context.js';
import { UNKNOWN_ID, type Found } from './public-reads.js';

/** The queue and playlists (extension features `queue` and `playlists`): refusals, signed out. */
export async function checkCollectionRefusals(ctx: Context): Promise<void> {
  await attempt(ctx, queueCalls.get, { trying: 'no token', expect: [401] });
  await attempt(ctx, queueCalls.put, { trying: 'no token', body: {}, expect: [401] });
  await attempt(ctx, playlistCalls.mine, { trying: 'no token', expect: [401] });
  await attempt(ctx, playlistCalls.create, {
    trying: 'no token',
    body: { title: 'x' },
    expect: [401],
  });
  await attempt(ctx, playlistCalls.get, {
    trying: 'an unknown id',
    params: { id: UNKNOWN_ID },
    expect: [404],
  });
  await attempt(ctx, playlistCalls.ofUser, {
    trying: 'an unknown user',
    params: { id: UNKNOWN_ID },
    expect: [404],
  });
}

/** Reads of the signed-in account's queue and playlists. */
export async function checkCollectionReads(ctx: Context): Promise<void> {
  const { token } = ctx;
  await attempt(ctx, queueCalls.get, { trying: 'signed in', token, expect: [200] });
  await attempt(ctx, playlistCalls.mine, { trying: 'signed in', token, expect: [200] });
}

/**
 * Writes: the queue written from its version (then once more from the same, stale, version), and
 * a private playlist made, filled, reordered, emptied, checked unseen signed out, and deleted.
 */
export async function checkCollectionWrites(ctx: Context, found: Found): Promise<void> {
  const { token } = ctx;
  const queue = await attempt(ctx, queueCalls.get, {
    trying: 'before a write',
    token,
    expect: [200],
  });
  const current = queue.data as Queue | undefined;
  if (current) {
    const write = {
      baseVersion: current.version,
      items: current.items.map(({ entryId, kind, id }) => ({ entryId, kind, id })),
      current: current.current,
      position: current.position,
      shuffle: current.shuffle,
      repeat: current.repeat,
      autoplay: current.autoplay,
      deviceId: 'provider-check',
    };
    await attempt(ctx, queueCalls.put, {
      trying: 'from its version',
      token,
      body: write,
      expect: [200],
    });
    await attempt(ctx, queueCalls.put, {
      trying: 'from the same version again (stale)',
      token,
      body: write,
      expect: [409],
    });
  }
  const made = await attempt(ctx, playlistCalls.create, {
    trying: 'a private playlist',
    token,
    body: { title: 'Provider check', visibility: 'private' },
    expect: [201],
  });
  const id = (made.data as Playlist | undefined)?._id;
  if (!id) return;
  const params = { id };
  await checkLeftOffPublicList(ctx, made.data as Playlist);
  const items = [
    found.audio && { kind: 'audio', id: found.audio._id },
    found.video && { kind: 'video', id: found.video._id },
  ];
  let list: Playlist | undefined;
  for (const item of items.filter(Boolean)) {
    const added = await attempt(ctx, playlistCalls.addItem, {
      trying: 'an item',
      token,
      params,
      body: item,
      expect: [201],
    });
    list = (added.data as Playlist | undefined) ?? list;
  }
  await attempt(ctx, playlistCalls.addItem, {
    trying: 'an item that does not exist',
    token,
    params,
    body: { kind: 'audio', id: UNKNOWN_ID },
    expect: [404],
  });
  await attempt(ctx, playlistCalls.get, { trying: 'private, signed out', params, expect: [404] });
  const entryIds = list?.items.map((i) => i.entryId) ?? [];
  await attempt(ctx, playlistCalls.order, {
    trying: 'reversed',
    token,
    params,
    body: { entryIds: [...entryIds].reverse() },
    expect: [200],
  });
  await attempt(ctx, playlistCalls.order, {
    trying: 'missing an entry',
    token,
    params,
    body: { entryIds: entryIds.slice(1) },
    expect: entryIds.length > 0 ? [409] : [200],
  });
  const first = entryIds[0];
  if (first) {
    await attempt(ctx, playlistCalls.removeItem, {
      trying: 'an entry',
      token,
      params: { id, entryId: first },
      expect: [200],
    });
  }
  await attempt(ctx, playlistCalls.update, {
    trying: 'renamed',
    token,
    params,
    body: { title: 'Provider check, renamed' },
    expect: [200],
  });
  await attempt(ctx, playlistCalls.remove, { trying: 'deleted', token, params, expect: [200] });
}

/** A private playlist stays off its owner's public list (their creator page shows that list). */
async function checkLeftOffPublicList(ctx: Context, playlist: Playlist): Promise<void> {
  const listed = await attempt(ctx, playlistCalls.ofUser, {
    trying: "its owner's, signed out",
    params: { id: playlist.owner._id },
    expect: [200],
  });
  const list = listed.data as PlaylistList | undefined;
  if (!listed.ok || !list) return;
  const shown = list.playlists.some((p) => p._id === playlist._id);
  record(
    ctx,
    labelOf(playlistCalls.ofUser),
    'leaves a private playlist out',
    String(listed.status),
    shown ? 'a private playlist is listed as public' : null,
  );
}
