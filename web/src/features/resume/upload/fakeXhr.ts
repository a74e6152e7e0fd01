type Handler = ((event: ProgressEvent) => void) | null;

/**
 * Just enough of XMLHttpRequest to drive uploadResume by hand (tests only): install it with
 * `vi.stubGlobal('XMLHttpRequest', FakeXhr)`; `FakeXhr.last` is the latest request.
 */
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  responseText = '';
  status = 0;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  // The test's side of the wire.
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  uploaded() {
    this.upload.onload?.(new ProgressEvent('load'));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }
  fail() {
    this.onerror?.(new ProgressEvent('error'));
  }
}
