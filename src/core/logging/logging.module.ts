import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module, RequestMethod } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { type EnvironmentVariables, LogFormat } from '../../config/env.validation';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Reuses a well-formed incoming X-Request-Id (from a proxy), otherwise makes one; echoes it back.
 * Runs first of all (configureApp), so even body-parser errors carry an id.
 */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  // pino-http types IncomingMessage.id; we only ever store strings there.
  if (typeof req.id === 'string') return req.id;
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.id = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<EnvironmentVariables, true>) => ({
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: config.get('LOG_LEVEL', { infer: true }),
          genReqId: requestId,
          customAttributeKeys: { reqId: 'requestId' },
          // Never log credentials: cookies, authorization headers, passwords, tokens.
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
              '*.password',
              '*.token',
              '*.secret',
            ],
            censor: '[redacted]',
          },
          serializers: {
            // Query strings can carry one-time codes and tokens (OIDC callbacks): log the path only there.
            req: (req: { id: string; method: string; url: string }) => ({
              id: req.id,
              method: req.method,
              url: /^\/(auth|oidc)\//.test(req.url) ? req.url.split('?')[0] : req.url,
            }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
          autoLogging: {
            // Probes and scrapes would drown everything else.
            ignore: (req: IncomingMessage) => req.url === '/api/health' || req.url === '/api/metrics',
          },
          transport:
            config.get('LOG_FORMAT', { infer: true }) === LogFormat.Pretty
              ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } }
              : undefined,
        },
      }),
    }),
  ],
})
export class LoggingModule {}
