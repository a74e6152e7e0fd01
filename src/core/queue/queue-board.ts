import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { RequestHandler } from 'express';
import { ALL_QUEUES } from './queue-names';
import type { QueueMonitorService } from './queue-monitor.service';

/** Where the queue dashboard lives (the SPA leaves this path to the server: core/http/web-app.ts). */
export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * Bull Board over every Waypoint queue: depths, jobs with their data, progress and errors, retry
 * and clean. Mount it behind the admin gate; it is a page and its own JSON API under the same path.
 */
export function queueBoard(queues: QueueMonitorService): RequestHandler {
  const adapter = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: ALL_QUEUES.map((name) => new BullMQAdapter(queues.queue(name))),
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: 'Waypoint queues' } },
  });
  const board = adapter.getRouter() as RequestHandler;
  return (req, res, next) => {
    // Its page links a stylesheet from Google Fonts: the CSP refuses it, and a self-hosted admin page
    // should not call out anyway. Drop the link (the board falls back to the system font).
    const render = res.render.bind(res);
    res.render = ((view: string, options?: object) =>
      render(view, options ?? {}, (err: Error | null, html: string) =>
        err ? next(err) : res.send(html.replace(REMOTE_STYLESHEET, '')),
      )) as typeof res.render;
    board(req, res, next);
  };
}

const REMOTE_STYLESHEET = /<link[^>]+href="https:\/\/fonts\.googleapis\.com[^>]*>/g;
