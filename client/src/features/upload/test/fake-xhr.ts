/** A scriptable stand-in for XMLHttpRequest: tests drive its progress and reply by hand. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  aborted = false;
  responseHeaders: Record<string, string> = {};

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  sent() {
    this.upload.onload?.();
  }
  getResponseHeader(name: string): string | null {
    const found = Object.entries(this.responseHeaders).find(
      ([key]) => key.toLowerCase() === name.toLowerCase(),
    );
    return found ? found[1] : null;
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseHeaders = headers;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  static latest(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No XMLHttpRequest was made');
    return xhr;
  }
}

/** Minimal socket.io client socket: handlers by event name, `fire` to play the server. */
export class FakeSocket {
  id: string | undefined = 'socket-123';
  connected = false;
  disconnected = false;
  private handlers = new Map<string, Array<(payload?: unknown) => void>>();

  on(event: string, handler: (payload?: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  once(event: string, handler: (payload?: unknown) => void) {
    const wrapped = (payload?: unknown) => {
      this.handlers.set(
        event,
        (this.handlers.get(event) ?? []).filter((h) => h !== wrapped),
      );
      handler(payload);
    };
    return this.on(event, wrapped);
  }
  fire(event: string, payload?: unknown) {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
  }
  disconnect() {
    if (this.disconnected) return this;
    this.disconnected = true;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }
}
