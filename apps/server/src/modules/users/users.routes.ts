import { api, PROFILE_PHOTO_MAX_BYTES } from '@atrium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../../http/auth.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { checkAccess, registerRoute } from '../../http/route.ts';
import { reencodePhoto, UnreadableImageError } from '../../storage/image-processing.ts';
import { presentCurrentUser, presentNameCard, presentPublicUser } from './users.presenter.ts';
import { isInDirectory, isReachable } from './visibility.ts';

/** The profileImg file of a multipart body, at most PROFILE_PHOTO_MAX_BYTES. */
async function readPhoto(req: FastifyRequest): Promise<Buffer | undefined> {
  let bytes: Buffer | undefined;
  for await (const part of req.parts({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'profileImg') {
      part.file.resume();
      continue;
    }
    bytes = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(
          413,
          'too_large',
          `profileImg: the photo is larger than ${PROFILE_PHOTO_MAX_BYTES / 1024 / 1024} MB`,
        );
      }
      throw error;
    });
  }
  return bytes;
}

export function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  // Security decision (ARCHITECTURE, "Who sees a person the directory leaves out"): asking id
  // after id shows no profile the directory would not; someone the message search finds, or who
  // wrote to the caller privately, is a name card; organisers and platform moderators see
  // everyone's profile.
  registerRoute(app, ctx, api.users.get, async ({ platform, params, caller }) => {
    const state = await ctx.users.getInPlatform(platform.id, params.userId);
    const { user, isModerator } = state;
    if (caller?.userId === params.userId) return presentCurrentUser(user, isModerator);
    if (isInDirectory(user) || caller?.isAdmin || caller?.isPlatformModerator)
      return presentPublicUser(user, isModerator);
    if (isReachable(user)) return presentNameCard(user, isModerator);
    if (caller && !user.disabled && (await ctx.conversations.repo.hasWritten(platform.id, user.id, caller.userId)))
      return presentNameCard(user, isModerator);
    throw notFound('User not found');
  });

  registerRoute(app, ctx, api.users.updateProfile, async ({ platform, params, body }) => {
    const row = await ctx.users.updateProfile(platform.id, params.userId, body);
    ctx.directory.forget(platform.id);
    const state = await ctx.users.getInPlatform(platform.id, row.id);
    return presentCurrentUser(state.user, state.isModerator);
  });

  registerRoute(
    app,
    ctx,
    api.users.uploadPhoto,
    async ({ req, caller }) => {
      if (!req.isMultipart())
        throw badRequest('Send the photo as multipart/form-data in the field profileImg', 'profileImg');
      const bytes = await readPhoto(req);
      if (!bytes || bytes.length === 0) throw badRequest('profileImg: a JPEG or PNG file is required', 'profileImg');
      // The content decides, not the file name or the declared type.
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || (detected.mime !== 'image/jpeg' && detected.mime !== 'image/png')) {
        throw badRequest('profileImg: only JPEG or PNG images are accepted', 'profileImg');
      }
      const kind = detected.ext === 'png' ? 'png' : 'jpg';
      const clean = await reencodePhoto(bytes, kind).catch((error: unknown) => {
        if (error instanceof UnreadableImageError)
          throw badRequest('profileImg: the image cannot be read (damaged, or too many pixels)', 'profileImg');
        throw error;
      });
      const photoUri = await ctx.files.savePublicImage(caller!.platformId, clean, kind);
      const replaced = await ctx.users.setPhoto(caller!.userId, photoUri);
      ctx.directory.forget(caller!.platformId);
      // The replaced photo goes: a user uploading again and again keeps one file, not all of them.
      await ctx.files
        .removePublicImage(caller!.platformId, replaced)
        .catch((error: unknown) => req.log.warn({ err: error }, 'old photo kept'));
      return { photoUri };
    },
    { rateLimit: 'upload' },
  );

  // The moderator checks (spec 3 §7): one policy answers them all (modules/moderation).
  const me = (platformId: number, caller: Caller | null) => ctx.users.getInPlatform(platformId, caller!.userId);
  registerRoute(app, ctx, api.can.platformMod, async ({ platform, caller }) =>
    ctx.moderation.moderatesPlatform(platform.id, await me(platform.id, caller)),
  );
  registerRoute(app, ctx, api.can.loungeMod, async ({ platform, caller }) =>
    ctx.moderation.moderatesLounges(platform.id, await me(platform.id, caller)),
  );
  registerRoute(app, ctx, api.can.sessionMod, async ({ platform, params, caller }) =>
    ctx.moderation.moderatesSession(platform.id, await me(platform.id, caller), params.id),
  );
  registerRoute(app, ctx, api.can.presentationMod, async ({ platform, params, caller }) =>
    ctx.moderation.moderatesPresentation(platform.id, await me(platform.id, caller), params.id),
  );
  // The drawer's role entries: the very gates of the areas' routes answer, so menu and API agree.
  registerRoute(app, ctx, api.can.areas, async ({ platform, caller }) => {
    const may = (access: 'submitter' | 'reports' | 'admin') => {
      try {
        checkAccess(access, caller, platform);
        return true;
      } catch {
        return false;
      }
    };
    return { submission: may('submitter'), reports: may('reports'), administration: may('admin') };
  });
  registerRoute(app, ctx, api.can.sponsorMod, async ({ platform, params, caller }) =>
    ctx.moderation.moderatesSponsor(platform.id, await me(platform.id, caller), params.id),
  );
}
