import Container from '@mui/material/Container';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { AstrologerListing } from '../features/astrologer-listing';
import { useStartChat } from '../features/start-chat';
import { MarketplacePage } from '../shared/ui/marketplace-page';

function AstrologersView() {
  const { startChat, dialog } = useStartChat();
  return (
    <>
      <PageHero
        dense
        eyebrow="Verified astrologers, live 24/7"
        title="Talk to an astrologer"
        subtitle="Search by name or expertise, see who is online now, and start a private chat in minutes. Pay per package from your wallet."
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
  return (
    <MarketplacePage title="Astrologers">
      <AstrologersView />
    </MarketplacePage>
  );
}
