/**
 * The browsing pages and the on-demand home: one piece of code, asked for by the page table
 * (livenow, vod, posters) and by the welcome page (the home, spec 1 §2.3). Declared once, in
 * the first chunk, so that the chunks it needs are listed once there: a loader in the welcome
 * page's chunk would add their names to it, which every welcome page downloads.
 */
export const loadBrowse = () => import('../features/browse/browse-pages.ts');
