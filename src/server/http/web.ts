// The web client (web/dist, built by Vite): static files, index.html for any other page path. Until
// it is built, every page says so instead of failing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';

const NOT_BUILT = `<!doctype html>
<html lang="zh"><head><meta charset="utf-8"><title>Sandtable 沙盘</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">
<h1>Sandtable 沙盘</h1>
<p>网页客户端尚未构建。运行 <code>npm start</code>（它会先构建 web/）。</p>
<p>The web client is not built yet. Run <code>npm start</code> (it builds web/ first), or
<code>npx vite build --config web/vite.config.ts</code>. The API is up: <a href="/api/games">/api/games</a>.</p>
</body></html>
`;

export async function registerWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const built = existsSync(join(webDir, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: webDir, prefix: '/', wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) {
      const e = new ApiError('bad_request', `no such endpoint: ${req.method} ${path}`, 404);
      return reply.code(e.status).send(e.body());
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).type('text/plain').send('not found');
    if (built) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
  });
}
