import { canRoutes, type TAreaAccess, type TPlatformUser, type TProfileUpdate, usersRoutes } from '@atrium/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../api/client.ts';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { userKeys } from './user-keys.ts';

export { userKeys };

/**
 * The current user's own record always carries consent, reference and the directory choice;
 * default them if a server leaves them out.
 */
function asCurrentUser(
  user: Omit<TPlatformUser, 'accepted' | 'ureventRef' | 'hideFromDirectory'> & Partial<TPlatformUser>,
): TPlatformUser {
  return { accepted: null, ureventRef: '', hideFromDirectory: false, ...user };
}

/** spec 1 §4.1: the current user, loaded by the guard when a token exists; the user id comes from local storage. */
export function currentUserQuery(platformId: number, userId: number) {
  return queryOptions({
    queryKey: userKeys.current(platformId, userId),
    queryFn: async ({ signal }) =>
      asCurrentUser(
        await apiCall(usersRoutes.get, { params: { platformId, userId }, redirectOnNotFound: false, signal }),
      ),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user, or undefined for a visitor (or while loading). */
export function useCurrentUser(): TPlatformUser | undefined {
  const session = useSession();
  const { platformId, userId } = session;
  const enabled = isAuthenticated(session) && platformId !== null && userId !== null;
  const query = useQuery({ ...currentUserQuery(platformId ?? 0, userId ?? 0), enabled });
  return enabled ? query.data : undefined;
}

/** spec 1 §4.9, §7: is the caller a platform moderator; false on failure. */
export function useIsPlatformModerator(): boolean {
  const session = useSession();
  const { platformId, userId } = session;
  const enabled = isAuthenticated(session) && platformId !== null && userId !== null;
  const query = useQuery({
    queryKey: userKeys.platformModerator(platformId ?? 0, userId ?? 0),
    queryFn: ({ signal }) => apiCall(canRoutes.platformMod, { params: { platformId: platformId ?? 0 }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
  return enabled && query.data === true;
}

const NO_AREAS: TAreaAccess = { submission: false, reports: false, administration: false };

/**
 * GET /can/areas: the role-only areas the signed-in person may use, as the server's gates say;
 * null for a visitor, undefined while the answer is on its way, none when it fails.
 */
export function useAreaAccess(): TAreaAccess | null | undefined {
  const session = useSession();
  const { platformId, userId } = session;
  const enabled = isAuthenticated(session) && platformId !== null && userId !== null;
  const query = useQuery({
    queryKey: userKeys.areas(platformId ?? 0, userId ?? 0),
    queryFn: ({ signal }) => apiCall(canRoutes.areas, { params: { platformId: platformId ?? 0 }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
  if (!enabled) return null;
  return query.isError ? NO_AREAS : query.data;
}

/** spec 1 §2.7, §4.6: PUT /users/{userId}/profile answers 201 with the updated user, which replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { platformId, userId } = useSession();
  return useMutation({
    mutationFn: (update: Omit<TProfileUpdate, 'userId'>) => {
      if (platformId === null || userId === null) throw new Error('not signed in');
      return apiCall(usersRoutes.updateProfile, { params: { platformId, userId }, body: { ...update, userId } });
    },
    onSuccess: (user) => {
      if (platformId === null || userId === null) return;
      queryClient.setQueryData(userKeys.current(platformId, userId), asCurrentUser(user));
    },
  });
}

/** spec 1 §2.7, §7: POST /upload?type=profile&id={userId}, file field profileImg. */
export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  const { platformId, userId } = useSession();
  return useMutation({
    mutationFn: (file: File) => {
      if (platformId === null || userId === null) throw new Error('not signed in');
      const formData = new FormData();
      formData.append('profileImg', file, file.name);
      return apiCall(usersRoutes.uploadPhoto, {
        params: { platformId },
        query: { type: 'profile', id: userId },
        formData,
      });
    },
    onSuccess: ({ photoUri }) => {
      if (platformId === null || userId === null) return;
      queryClient.setQueryData<TPlatformUser>(userKeys.current(platformId, userId), (user) =>
        user ? { ...user, photoUri } : user,
      );
    },
  });
}
