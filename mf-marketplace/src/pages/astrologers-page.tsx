import Container from '@mui/material/Container';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { AstrologerListing } from '../features/astrologer-listing';
import { useStartChat } from '../features/start-chat';
import { MarketplacePage } from '../shared/ui/marketplace-page';
import { useMarketplaceText } from '../locales/use-text';

function AstrologersView() {
  const { t } = useMarketplaceText();
  const { startChat, dialog } = useStartChat();
  return (
    <>
      <PageHero
        dense
        eyebrow={t('listing.hero.eyebrow')}
        title={t('listing.hero.title')}
        subtitle={t('listing.hero.subtitle')}
      />
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
        <AstrologerListing onChat={startChat} />
      </Container>
      {dialog}
    </>
  );
}

/** /astrologers (the listing). */
export default function AstrologersPage() {
  const { t } = useMarketplaceText();
  return (
    <MarketplacePage title={t('listing.documentTitle')}>
      <AstrologersView />
    </MarketplacePage>
  );
}
