import { useLocation } from 'react-router-dom';
import { PagePlaceholder } from '@astrosetu/web-core';

/** One generic page for the eleven tool paths (/kundli, /panchang, ...): the title follows the path. */
export default function ToolsPage() {
  const { pathname } = useLocation();
  const tool = pathname.replace(/^\//, '').split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return <PagePlaceholder title={tool || 'Astrology Tools'} description="Kundli, panchang, compatibility, numerology and more." />;
}
