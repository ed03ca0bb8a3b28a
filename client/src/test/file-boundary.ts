import { afterAll, vi } from 'vitest';

// The DOM tests share a worker's window from file to file (vitest.config.ts, isolate: false: the
// client's DOM tests in 35 s instead of 139, decision 0419). What one file changes, the next must
// not see, so each file leaves the worker as it found it:
// - the modules the file loaded are loaded anew for the next (a store's state, SWR's cache and
//   preloads: SWR is loaded through Vite for that, `server.deps.inline`);
// - what the file stubbed or spied on is put back (`vi.stubGlobal`, `vi.spyOn`), fake timers too;
// - a property a test defined on `window`, `navigator` or `document` (a `share` function, a
//   `location` stand-in, `onLine`) is put back as it was, or removed;
// - the address, the document's head, the root's attributes (a theme's class) are as they were.
// A file that replaces a module (`vi.mock`) runs in a worker of its own (vitest.mocks.config.ts).

/** happy-dom's control of its window (its documented `window.happyDOM`); none in jsdom. */
const happyDOM = () =>
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM;

type Descriptors = Map<PropertyKey, PropertyDescriptor>;

function ownDescriptors(target: object): Descriptors {
  const descriptors: Descriptors = new Map();
  for (const key of Reflect.ownKeys(target)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
    if (descriptor) descriptors.set(key, descriptor);
  }
  return descriptors;
}

const same = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  a.value === b.value && a.get === b.get && a.set === b.set;

/** Puts back what `target` had as its own properties when the file started. */
function restore(target: object, before: Descriptors): void {
  for (const key of Reflect.ownKeys(target)) {
    const was = before.get(key);
    const now = Reflect.getOwnPropertyDescriptor(target, key);
    if (!now?.configurable) continue;
    if (!was) Reflect.deleteProperty(target, key);
    else if (!same(was, now)) Reflect.defineProperty(target, key, was);
  }
  for (const [key, was] of before)
    if (!Reflect.getOwnPropertyDescriptor(target, key)) Reflect.defineProperty(target, key, was);
}

if (typeof window !== 'undefined') {
  const watched = [window, navigator, document, globalThis].map((target) => ({
    target,
    before: ownDescriptors(target),
  }));
  const href = window.location.href;
  const head = document.head.innerHTML;
  const rootAttributes = [...document.documentElement.attributes].map(({ name, value }) => ({
    name,
    value,
  }));

  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const { target, before } of watched) restore(target, before);
    // A download link's click navigates happy-dom's window (a browser stays): its own API sets the
    // address back, whatever origin the link had.
    if (window.location.href !== href) {
      const control = happyDOM();
      if (control) control.setURL(href);
      else window.history.replaceState(null, '', href);
    }
    document.head.innerHTML = head;
    document.title = '';
    for (const { name } of [...document.documentElement.attributes])
      document.documentElement.removeAttribute(name);
    for (const { name, value } of rootAttributes)
      document.documentElement.setAttribute(name, value);
    document.body.innerHTML = '';
    vi.resetModules();
  });
}
