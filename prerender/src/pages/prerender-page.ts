// Which public route is prerendered by which page. A route returns undefined when it has nothing to say without
// JavaScript (the page is then served as the plain app shell).
import type { PrerenderedPage } from '../prerendered-page';
import { astrologersPage } from './astrologers-page';
import { blogArticlePage, blogListPage } from './blog-pages';
import { homePage } from './home-page';
import { horoscopePeriodPage, horoscopePeriodPaths, horoscopesPage } from './horoscope-pages';
import type { PageRequest } from './page-request';
import { toolPage } from './tool-page';
import { toolPaths } from './tool-paths';

export async function prerenderPage(request: PageRequest): Promise<PrerenderedPage | undefined> {
  const { path } = request;
  if (path === '/') return homePage(request);
  if (path === '/astrologers') return astrologersPage(request);
  if (path === '/blog') return blogListPage(request);
  const article = /^\/blog\/([^/]+)$/.exec(path);
  if (article) return blogArticlePage(request, decodeURIComponent(article[1]));
  if (path === '/horoscopes') return horoscopesPage(request);
  if (horoscopePeriodPaths[path]) return horoscopePeriodPage(request);
  if (toolPaths[path]) return toolPage(request);
  return undefined;
}
