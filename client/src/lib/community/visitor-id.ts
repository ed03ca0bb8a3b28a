// lib/community: likes, creators, counted playback and sign-in intents shared by features (issue 53).

const KEY = 'visitorId';

/**
 * This browser's own random id, so a signed-out viewer counts once a day as a signed-in one does
 * (docs/product.md section 10). Made on first use and kept in local storage; none when storage is
 * refused (the provider then goes by the address).
 */
export function visitorId(): string | undefined {
  try {
    let id = localStorage.getItem(KEY);
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      localStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}
