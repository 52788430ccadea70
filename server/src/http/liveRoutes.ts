import { type ActionContext, assertAllowed, DomainError, liveFeeds, visitor } from '@town/core';
import type { FastifyInstance } from 'fastify';
import type { Sessions } from '../sessions';
import type { LiveHub } from './liveEvents';

interface LiveRouteDeps {
  hub: LiveHub;
  context: Omit<ActionContext, 'principal'>;
  sessions: Sessions;
  cookieName: string;
}

/**
 * GET /api/events/<feed>: a server-sent event stream. The role is checked like any read, before
 * the stream opens; a refused or over-limit request gets the usual JSON error.
 */
export function registerLiveRoutes(app: FastifyInstance, deps: LiveRouteDeps) {
  app.get<{ Params: { name: string } }>('/api/events/:name', async (request, reply) => {
    const { name } = request.params;
    const feed = Object.hasOwn(liveFeeds, name) ? liveFeeds[name] : undefined;
    if (!feed) throw new DomainError('not-found', `There is no live feed named ${name}`);
    const token = request.cookies[deps.cookieName] ?? '';
    const principal = deps.sessions.find(token) ?? visitor;
    assertAllowed(feed.audience, principal, `live ${name}`);
    deps.hub.admit(token);
    reply.hijack();
    try {
      await deps.hub.open(feed, principal, token, reply.raw, () =>
        feed.snapshot({ ...deps.context, principal }),
      );
    } catch (error) {
      // The stream has ended; the client reconnects and asks for a new snapshot.
      request.log.error(error);
    }
  });

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => deps.hub.closeAll());
}
