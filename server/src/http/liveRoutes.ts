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

const acceptsEventStream = (accept: string | undefined) =>
  (accept ?? '')
    .split(',')
    .some((type) => type.split(';')[0]?.trim().toLowerCase() === 'text/event-stream');

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
    // Only an event-stream client (EventSource) holds a stream open: a page, an image or a
    // script pointed at this address gets an error instead of a slot.
    if (!acceptsEventStream(request.headers.accept)) {
      throw new DomainError(
        'failed-precondition',
        'This address is a live event stream: open it with EventSource (Accept: text/event-stream)',
      );
    }
    deps.hub.admit(token, principal);
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
