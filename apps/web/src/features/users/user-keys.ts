/** Query keys of the signed-in user's data; removed together at logout. */
export const userKeys = {
  all: ['user'] as const,
  current: (platformId: number, userId: number) => ['user', platformId, userId] as const,
  areas: (platformId: number, userId: number) => ['user', platformId, userId, 'areas'] as const,
  platformModerator: (platformId: number, userId: number) => ['user', platformId, userId, 'platformModerator'] as const,
};
