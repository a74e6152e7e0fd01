/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The login screen is its own page (login.html); the dev server answers /login with it, as the app server does. */
const loginPage: Plugin = {
  name: 'waypoint-login-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === '/login' || req.url?.startsWith('/login?')) req.url = req.url.replace('/login', '/login.html');
      next();
    });
  },
};

/**
 * React Router publishes its production build beside the development one but selects it by no
 * export condition, so a bundler always gets the development build (its warnings and checks run
 * on every navigation: ~25 ms of a throttled phone's first render). The production build takes it.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  root,
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [
    react(),
    loginPage,
    // Brotli and gzip copies of every text asset; the server sends the best one a client accepts.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      exclude: [/\.map$/],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  // Source maps are written for debugging, without a sourceMappingURL comment, and never served.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    // The flight check's markdown viewer is a page of its own, shown in a sandboxed frame.
    rollupOptions: { input: { app: `${root}index.html`, login: `${root}login.html`, viewer: `${root}feedback-viewer.html` } },
  },
  server: {
    port: 5173,
    // In development the API runs on :3000 (npm run start:dev); the SPA proxies to it.
    proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000', '/oidc': 'http://localhost:3000' },
  },
  test: {
    root,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
}));
