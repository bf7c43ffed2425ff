/**
 * Articles (public, admin and PDF) and the sitemap. This file is the feature's one public module:
 * other features and the app import only what it exports; every other file in the folder is
 * private.
 */
export { articleRoutes } from './articles-routes';
export { sitemapRoutes } from './sitemap-routes';
export { contentAdminRoutes } from './admin-routes';
export { seedArticlesIfEmpty } from './articles-seed';
export { findPublishedArticleBySlug, listPublishedArticles } from './articles-service';
