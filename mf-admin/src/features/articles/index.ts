export { ArticlesPanel } from './articles-panel';
