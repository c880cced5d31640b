/** The prefix of an event's routes (spec paths: `/api/platform/{platformId}/...`). */
export const P = '/api/platform/:platformId';
/** The prefix of the spec's second version of some routes (`/api/v2/platform/{platformId}/...`). */
export const V2 = '/api/v2/platform/:platformId';
