import { useParams } from 'react-router-dom';
import { BlogArticle } from '../features/blog/components/blog-article';

/** /blog/{slug}: one article. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  return <BlogArticle slug={slug} />;
}
