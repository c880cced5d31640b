import { api, PROFILE_PHOTO_MAX_BYTES } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { presentCurrentUser, presentPublicUser } from './users.presenter.ts';

export function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.users.get, async ({ platform, params, caller }) => {
    const state = await ctx.users.getInPlatform(platform.id, params.userId);
    return caller?.userId === params.userId
      ? presentCurrentUser(state.user, state.isModerator)
      : presentPublicUser(state.user, state.isModerator);
  });

  registerRoute(app, ctx, api.users.updateProfile, async ({ platform, params, body }) => {
    const row = await ctx.users.updateProfile(platform.id, params.userId, body);
    const state = await ctx.users.getInPlatform(platform.id, row.id);
    return presentCurrentUser(state.user, state.isModerator);
  });

  registerRoute(app, ctx, api.users.uploadPhoto, async ({ req, caller }) => {
    if (!req.isMultipart())
      throw badRequest('Send the photo as multipart/form-data in the field profileImg', 'profileImg');
    let bytes: Buffer | undefined;
    try {
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
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // The parser's own errors (no boundary, truncated body) are the client's: 400, not 500.
      throw badRequest('profileImg: the multipart body is malformed', 'profileImg');
    }
    if (!bytes || bytes.length === 0) throw badRequest('profileImg: a JPEG or PNG file is required', 'profileImg');
    // The content decides, not the file name or the declared type.
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected || (detected.mime !== 'image/jpeg' && detected.mime !== 'image/png')) {
      throw badRequest('profileImg: only JPEG or PNG images are accepted', 'profileImg');
    }
    const photoUri = await ctx.files.savePublic('profile', bytes, detected.ext === 'png' ? 'png' : 'jpg');
    await ctx.users.setPhoto(caller!.userId, photoUri);
    return { photoUri };
  });

  registerRoute(app, ctx, api.can.platformMod, async ({ caller }) =>
    Boolean(caller?.isAdmin || caller?.isPlatformModerator),
  );
  registerRoute(app, ctx, api.can.loungeMod, async ({ caller }) =>
    Boolean(caller?.isAdmin || caller?.isLoungeModerator),
  );
  registerRoute(app, ctx, api.can.sessionMod, async ({ platform, params, caller }) =>
    ctx.users.canModerateSession(platform.id, caller!.userId, params.id),
  );
  registerRoute(app, ctx, api.can.presentationMod, async ({ platform, params, caller }) =>
    ctx.users.canModeratePresentation(platform.id, caller!.userId, params.id),
  );
  registerRoute(app, ctx, api.can.sponsorMod, async ({ platform, params, caller }) =>
    ctx.users.canModerateSponsor(platform.id, caller!.userId, params.id),
  );
}
