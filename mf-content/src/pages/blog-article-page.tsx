import { useParams } from 'react-router-dom';
import { ToastProvider } from '@astrosetu/design-system';
import { BlogArticle } from '../features/blog/components/blog-article';

/** /blog/{slug}: one article. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  return (
    <ToastProvider>
      <BlogArticle slug={slug} />
    </ToastProvider>
  );
}
