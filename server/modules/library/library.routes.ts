import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../session/session.guard';
import { ceilingOf } from '../catalogue/maturity-ceiling';
import type { LibraryService } from './library.service';
import { say, text } from '../../platform/texts';
import {
  FavouriteBody,
  FavouriteQuery,
  FavouriteStatus,
  FavouritesResponse,
  PlaylistParams,
  PlaylistQuery,
  PlaylistResponse,
  PlaylistSaveBody,
  PlaylistSaveParams,
  PlaylistSaved,
  PlaylistsQuery,
  PlaylistsResponse,
  ProfileParams,
  PublicPlaylistParams,
  PublicPlaylistQuery,
  PublicPlaylistsResponse,
  WatchlistBody,
  WatchlistDeleteParams,
  WatchlistDeleteQuery,
  WatchlistQuery,
  WatchlistRemoved,
  WatchlistResponse,
  WatchlistSaved,
} from '../../../contract/schemas/library';

// spec 001 §7 "User lists": every secured call needs a session and reads or changes only the
// owner's rows; the public-profile reads show public playlists only. Every list keeps to the
// viewer's maturity ceiling (catalogue/maturity-ceiling.ts).

export interface LibraryRoutesOptions {
  service: LibraryService;
}

const secured = { tags: ['library'], security: [{ authToken: [] }] };

export const libraryRoutes: FastifyPluginAsyncZod<LibraryRoutesOptions> = async (app, { service }) => {
  // Lists are per user and change often: never cached by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // GET /api/v2/secured/user/watchlists – the watchlist grouped MOVIE, ORIGINAL, TV SHOW, newest first
  app.get(
    '/api/v2/secured/user/watchlists',
    {
      schema: { ...secured, querystring: WatchlistQuery, response: { 200: WatchlistResponse } },
    },
    async (request) =>
      service.watchlist((await requireSession(request)).profile.id, await ceilingOf(request), request.query.img_quality, request.query.tab),
  );

  // POST /api/v2/secured/user/watchlists – add a title (201), or find it already there (200)
  app.post(
    '/api/v2/secured/user/watchlists',
    {
      schema: { ...secured, body: WatchlistBody, response: { 200: WatchlistSaved, 201: WatchlistSaved } },
    },
    async (request, reply) => {
      const { created, ...saved } = await service.addToWatchlist(
        (await requireSession(request)).profile.id,
        await ceilingOf(request),
        request.body.asset_id,
        request.body.content_id ?? null,
      );
      const { entry, ...after } = saved;
      return reply
        .status(created ? 201 : 200)
        .send({ status: 'success' as const, message: say(request, text('errors.library.addedToWatchlist')), data: entry, ...after });
    },
  );

  // DELETE /api/v2/secured/user/watchlist/{id} – remove a title ({id} is its asset_id) from the watchlist
  app.delete(
    '/api/v2/secured/user/watchlist/:id',
    {
      schema: {
        ...secured,
        description: '{id} is the asset_id the id lists hold; content_id narrows it to one original content.',
        params: WatchlistDeleteParams,
        querystring: WatchlistDeleteQuery,
        response: { 200: WatchlistRemoved },
      },
    },
    async (request) => {
      const ids = await service.removeFromWatchlist(
        (await requireSession(request)).profile.id,
        await ceilingOf(request),
        request.params.id,
        request.query.content_id,
      );
      return { status: 'success' as const, message: say(request, text('errors.library.removedFromWatchlist')), ids };
    },
  );

  // GET /api/v2/secured/user/favorite – favourite tracks and music videos, newest first
  app.get(
    '/api/v2/secured/user/favorite',
    {
      schema: { ...secured, querystring: FavouriteQuery, response: { 200: FavouritesResponse } },
    },
    async (request) => service.favourites((await requireSession(request)).profile.id, await ceilingOf(request), request.query.img_quality),
  );

  // PUT /api/v2/secured/user/favorite – make a track or music video a favourite ('added')
  app.put(
    '/api/v2/secured/user/favorite',
    {
      schema: { ...secured, body: FavouriteBody, response: { 200: FavouriteStatus, 201: FavouriteStatus } },
    },
    async (request, reply) => {
      const profileId = (await requireSession(request)).profile.id;
      const ceiling = await ceilingOf(request);
      const created = await service.addFavourite(profileId, ceiling, request.body);
      return reply.status(created ? 201 : 200).send({
        status: 'added' as const,
        message: say(request, text('errors.library.addedToFavourites')),
        ids: await service.favouriteIds(profileId, ceiling),
      });
    },
  );

  // DELETE /api/v2/secured/user/favorite – stop a favourite ('removed', also when it was not one)
  app.delete(
    '/api/v2/secured/user/favorite',
    {
      schema: { ...secured, body: FavouriteBody, response: { 200: FavouriteStatus } },
    },
    async (request) => {
      const profileId = (await requireSession(request)).profile.id;
      await service.removeFavourite(profileId, request.body);
      return {
        status: 'removed' as const,
        message: say(request, text('errors.library.removedFromFavourites')),
        ids: await service.favouriteIds(profileId, await ceilingOf(request)),
      };
    },
  );

  // GET /api/v2/secured/user/playlists – own playlists grouped AUDIO and VIDEO, newest first
  app.get(
    '/api/v2/secured/user/playlists',
    {
      schema: { ...secured, querystring: PlaylistsQuery, response: { 200: PlaylistsResponse } },
    },
    async (request) => ({
      data: await service.playlists((await requireSession(request)).profile.id, {
        audioOnly: request.query.audio_only,
        videoOnly: request.query.video_only,
      }),
    }),
  );

  // GET /api/v2/secured/user/playlist/{id} – one own playlist, or another user's public one (username)
  app.get(
    '/api/v2/secured/user/playlist/:id',
    {
      schema: { ...secured, params: PlaylistParams, querystring: PlaylistQuery, response: { 200: PlaylistResponse } },
    },
    async (request) => ({
      data: await service.playlist((await requireSession(request)).profile.id, await ceilingOf(request), request.params.id, request.query),
    }),
  );

  // PUT /api/v2/secured/user/playlist[/{playlistId}] – create a playlist, or add to / replace an own one
  const save = {
    schema: {
      ...secured,
      description:
        'Creates when no playlistId is given (title required, trimmed; content_type video for a video playlist). album=true: contents are album asset ids. append=false replaces the items.',
      params: PlaylistSaveParams,
      body: PlaylistSaveBody,
      response: { 200: PlaylistSaved, 201: PlaylistSaved },
    },
  };
  for (const path of ['/api/v2/secured/user/playlist', '/api/v2/secured/user/playlist/:playlistId']) {
    app.put(path, save, async (request, reply) => {
      const { created, message, ...saved } = await service.savePlaylist(
        (await requireSession(request)).profile.id,
        await ceilingOf(request),
        request.params.playlistId ?? request.body.playlistId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ status: 'success' as const, message: say(request, message), ...saved });
    });
  }

  // GET /api/v2/user/{userSlug}/playlists – a public profile: the user's public playlists, no sign-in
  app.get(
    '/api/v2/user/:userSlug/playlists',
    {
      schema: { tags: ['library'], params: ProfileParams, response: { 200: PublicPlaylistsResponse } },
    },
    async (request) => ({ data: await service.publicPlaylists(request.params.userSlug) }),
  );

  // GET /api/v2/user/{userSlug}/playlist/{id} – one public playlist of a profile, no sign-in
  app.get(
    '/api/v2/user/:userSlug/playlist/:id',
    {
      schema: { tags: ['library'], params: PublicPlaylistParams, querystring: PublicPlaylistQuery, response: { 200: PlaylistResponse } },
    },
    async (request) => ({
      data: await service.publicPlaylist(request.params.userSlug, await ceilingOf(request), request.params.id, request.query),
    }),
  );
};
