/**
 * spec 2 §9: the sizes of the browsing pages' cards, shared by the lists and the on-demand home.
 */

/**
 * The list pages' margins: 2.5% of the window each side on a phone, so that a card 0.95 of a
 * window narrower than 414 px fills the row exactly.
 */
export const LIST_PAGE_PADDING = { px: { xs: '2.5vw', md: 3 }, py: { xs: 1.5, md: 3 } } as const;

/**
 * Grid columns: a session card is at least 414 px wide, 0.95 of the window when the window is
 * narrower than 414, and never wider than the list itself.
 */
export const SESSION_GRID_COLUMNS = 'repeat(auto-fill, minmax(min(414px, 95vw, 100%), 1fr))';

/** A card of the on-demand home's rows on a phone (below 960 px): 0.75 of the window. */
export const HOME_CARD_MOBILE_WIDTH = '75vw';
