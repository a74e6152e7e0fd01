import type { Server as HttpServer } from 'node:http';
import { join } from 'node:path';
import { BadRequestException, RequestMethod, ValidationPipe } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Logger } from 'nestjs-pino';
import type { EnvironmentVariables } from './config/env.validation';
import { AllExceptionsFilter } from './core/http/all-exceptions.filter';
import { buildOpenApiDocument } from './core/http/openapi';
import { requestId } from './core/logging/logging.module';
import { QUEUE_BOARD_PATH, queueBoard } from './core/queue/queue-board';
import { QueueMonitorService } from './core/queue/queue-monitor.service';
import { HttpMetricsMiddleware } from './core/metrics/http-metrics.middleware';
import { MetricsService } from './core/metrics/metrics.service';
import { rejectCrossSiteWrites } from './core/http/csrf.middleware';
import { securityHeaders } from './core/http/security-headers';
import { sendError } from './core/http/send-error';
import { HostileInputPipe } from './core/validation/hostile-input.pipe';
import { webAppMiddleware } from './core/http/web-app';
import { publicBaseUrl } from './modules/auth/auth-urls';
import { AuthService } from './modules/auth/auth.service';
import { EMBEDDED_PAGE_INLINE_SOURCES } from './modules/auth/embedded/pages';
import { quizAssets } from './modules/learning/quiz/quiz-assets';

/** `/auth/*` stays outside the /api prefix: those are the spec's browser navigations. */
export const GLOBAL_PREFIX_OPTIONS = {
  exclude: [{ path: 'auth/{*path}', method: RequestMethod.ALL }],
};

export const WEB_DIST = join(__dirname, '..', '..', 'web', 'dist');

/** Everything main.ts and the API tests share, so tests exercise the app as it runs. */
export function configureApp(app: NestExpressApplication, options: { webDist?: string } = {}): void {
  const config = app.get<ConfigService<EnvironmentVariables, true>>(ConfigService);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.get('TRUST_PROXY', { infer: true }));
  app.disable('x-powered-by');
  // Slow clients: a request must arrive whole within REQUEST_TIMEOUT_MS (a drip-fed body is dropped).
  const server = app.getHttpServer() as HttpServer & { connectionsCheckingInterval: number };
  server.requestTimeout = config.get('REQUEST_TIMEOUT_MS', { infer: true });
  server.headersTimeout = Math.min(20_000, server.requestTimeout);
  // Node checks those timeouts every 30 s by default, which would let a drip live 30 s longer.
  server.connectionsCheckingInterval = 1_000;

  // Order matters: request id and metrics see every request, including ones the body parsers reject.
  app.use((req: Request, res: Response, next: NextFunction) => {
    requestId(req, res);
    next();
  });
  const metrics = new HttpMetricsMiddleware(app.get(MetricsService));
  app.use(metrics.use.bind(metrics));
  app.use(securityHeaders({ https: publicBaseUrl(config).startsWith('https://'), inline: EMBEDDED_PAGE_INLINE_SOURCES }));
  // The built SPA comes before body parsers, sessions, passport and request logging: an asset or
  // the index page costs no session read.
  const web = webAppMiddleware(options.webDist ?? WEB_DIST);
  for (const handler of web.assets) app.use(handler);
  // JSON and pages above 1 KB go compressed (assets are compressed at build time).
  app.use(compression({ threshold: 1024 }));
  // Quiz images, read-only from the quiz repositories (confined to them), public like the topic list.
  app.use('/quiz-assets', quizAssets([config.get('QUIZ_REPO_ROOT', { infer: true }), config.get('INTERVIEW_BANK_ROOT', { infer: true })]));
  app.use(web.pages);
  const limit = config.get('BODY_LIMIT_BYTES', { infer: true });
  // The embedded OpenID provider parses its own bodies.
  const unlessOidc = (parser: ReturnType<typeof express.json>) => (req: Request, res: Response, next: NextFunction) =>
    req.path.startsWith('/oidc/') ? next() : parser(req, res, next);
  app.use(unlessOidc(express.json({ limit })));
  app.use(unlessOidc(express.urlencoded({ limit, extended: false })));
  app.use((err: unknown, _req: Request, _res: Response, next: NextFunction) => {
    // Never echo the parser's message: it quotes the client's input back.
    const parseFailed = (err as { type?: string } | null)?.type === 'entity.parse.failed';
    next(parseFailed ? new BadRequestException('The request body is not valid JSON.') : err);
  });

  const auth = app.get(AuthService);
  for (const handler of auth.middlewares()) app.use(handler);
  app.use(rejectCrossSiteWrites(publicBaseUrl(config)));
  const embedded = auth.embeddedProvider();
  if (embedded) app.use('/oidc', embedded);

  app.setGlobalPrefix('api', GLOBAL_PREFIX_OPTIONS);
  app.useGlobalPipes(
    // First: refuse over-deep values and NUL characters before the validator recurses into them.
    new HostileInputPipe(),
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      // One message per field: the first rule it breaks.
      stopAtFirstError: true,
      transformOptions: { enableImplicitConversion: false },
    }),
  );
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();

  // Swagger UI and the queue dashboard are admin tools (DESIGN.md §1, §6).
  const adminOnly = (req: Request, res: Response, next: NextFunction) => {
    const user = req.user as { isAdmin?: boolean } | undefined;
    if (user?.isAdmin) return next();
    if (user) sendError(req, res, 403, 'Administrator privileges required.');
    else sendError(req, res, 401, 'Sign in to continue.');
  };
  app.use(QUEUE_BOARD_PATH, adminOnly, queueBoard(app.get(QueueMonitorService)));
  app.use('/api/docs', adminOnly);
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
}
