import './viewer.css';
import {
  type FeedbackRenderedMessage,
  messageType,
  renderMarkdown,
  type RenderFeedbackMessage,
  VIEWER_MESSAGE,
  type ViewerReadyMessage,
} from '../features/resume/feedback/markdown';

/**
 * The origins whose messages the viewer accepts: the app's.
 *
 * The app frames this page with sandbox="allow-scripts" and no allow-same-origin, so this document
 * runs in an opaque origin: `window.origin` is "null", but `location.origin` is still the origin of
 * its URL, which is the app's (the page is served by the app, and the server lets only the app's
 * own origin frame it). A message from the app therefore carries `event.origin` equal to
 * `location.origin`. The referrer (the app page that framed us; the app's referrer policy sends it
 * to its own origin only) names the same origin and is accepted as well, per the brief.
 */
export function allowedOrigins(doc: Document = document, loc: Location = location): Set<string> {
  const origins = new Set<string>([loc.origin]);
  try {
    origins.add(new URL(doc.referrer || loc.href).origin);
  } catch {
    // an unparsable referrer adds nothing
  }
  origins.delete('null');
  return origins;
}

/** Renders each render message from the parent into `container` and reports the height back. */
export function startViewer(container: HTMLElement, win: Window = window): () => void {
  const origins = allowedOrigins(win.document, win.location);
  const parent = win.parent;

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || !origins.has(event.origin)) return;
    if (messageType(event.data) !== VIEWER_MESSAGE.render) return;
    const { markdown } = event.data as RenderFeedbackMessage;
    if (typeof markdown !== 'string') return;
    container.innerHTML = renderMarkdown(markdown);
    const rendered: FeedbackRenderedMessage = {
      type: VIEWER_MESSAGE.rendered,
      height: Math.ceil(win.document.documentElement.scrollHeight),
    };
    // Only the origin the render message came from (already checked above) may hear the answer.
    // It carries nothing but a height, so '*' would be harmless too; the exact origin is stricter.
    parent.postMessage(rendered, event.origin);
  };
  win.addEventListener('message', onMessage);

  // "Listening now": posted to the app's origin(s) only; a frame embedded anywhere else says nothing.
  const ready: ViewerReadyMessage = { type: VIEWER_MESSAGE.ready };
  if (parent !== win) for (const origin of origins) parent.postMessage(ready, origin);

  return () => win.removeEventListener('message', onMessage);
}

const root = document.getElementById('feedback');
if (root) startViewer(root);
