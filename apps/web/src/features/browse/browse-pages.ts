/** The three browsing pages and the on-demand home, loaded as one piece (app/browse-loader.ts). */

export { default as HomeVod } from './HomeVod.tsx';
export { default as LiveNowPage } from './LiveNowPage.tsx';
export { default as PostersPage } from './PostersPage.tsx';
export { default as VodPage } from './VodPage.tsx';
