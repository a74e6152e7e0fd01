import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './FeedbackMarkdownFrame.module.css';
import { MarkdownView } from './MarkdownView';
import { messageType, type RenderFeedbackMessage, VIEWER_MESSAGE } from './markdown';

/** The static viewer page (web/feedback-viewer.html), built as its own Vite entry. */
export const VIEWER_PATH = '/feedback-viewer.html';
/** How long the viewer has to confirm a render before the in-page renderer takes over. */
export const VIEWER_TIMEOUT_MS = 3000;

export interface FeedbackMarkdownFrameProps {
  /** Full feedback as markdown (already post-processed with postprocessFull). */
  markdown: string;
}

/**
 * Full flight-check feedback as markdown (spec part 2 §2.2): shown in the sandboxed viewer page in a
 * 520 px frame, fed by a render message. If the viewer does not confirm a render within 3 seconds,
 * or the frame fails to load, the in-page MarkdownView renders it instead (and stays).
 */
export function FeedbackMarkdownFrame({ markdown }: FeedbackMarkdownFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const markdownRef = useRef(markdown);
  const [status, setStatus] = useState<'loading' | 'rendered' | 'fallback'>('loading');
  const fallback = status === 'fallback';

  useEffect(() => {
    markdownRef.current = markdown;
  }, [markdown]);

  const postRender = useCallback(() => {
    const message: RenderFeedbackMessage = { type: VIEWER_MESSAGE.render, markdown: markdownRef.current };
    // The frame is sandboxed without allow-same-origin, so its origin is opaque ("null") and no
    // target origin but '*' can reach it. The frame only ever holds our own viewer page (it cannot
    // navigate itself elsewhere), and the text is the member's own feedback, shown to the member.
    frameRef.current?.contentWindow?.postMessage(message, '*');
  }, []);

  // The viewer's messages come from an opaque origin ("null"), so they are recognised by their
  // source window, which only our frame's page can be.
  useEffect(() => {
    if (fallback) return undefined;
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (!frame || event.source === null || event.source !== frame.contentWindow) return;
      const type = messageType(event.data);
      if (type === VIEWER_MESSAGE.ready) postRender();
      else if (type === VIEWER_MESSAGE.rendered) {
        clearTimeout(timerRef.current);
        setStatus('rendered');
      }
    };
    // React does not wire onError on <iframe>, so the error event is listened to directly.
    // (Browsers rarely fire it; the render timeout below is what catches a viewer that fails.)
    const frame = frameRef.current;
    const onError = () => setStatus('fallback');
    window.addEventListener('message', onMessage);
    frame?.addEventListener('error', onError);
    return () => {
      window.removeEventListener('message', onMessage);
      frame?.removeEventListener('error', onError);
    };
  }, [fallback, postRender]);

  // Each text is (re)posted and must be confirmed in time. Before the viewer listens the post is
  // simply lost; its viewer-ready message (or the frame's load event) posts the text again.
  useEffect(() => {
    if (fallback) return undefined;
    postRender();
    const timer = setTimeout(() => setStatus('fallback'), VIEWER_TIMEOUT_MS);
    timerRef.current = timer;
    return () => clearTimeout(timer);
  }, [markdown, fallback, postRender]);

  return (
    <div className={styles.wrapper} aria-busy={status === 'loading' || undefined}>
      {fallback ? (
        <MarkdownView markdown={markdown} className={styles.inPage} />
      ) : (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={VIEWER_PATH}
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          title="Full feedback"
          onLoad={postRender}
        />
      )}
    </div>
  );
}
