import { lazy, Suspense } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { useToast } from '@astrosetu/design-system/toast';
import { useSession } from '@astrosetu/web-core';
import {
  ASTROLOGER_SHORTCUTS,
  FeaturedAstrologers,
  FloatingChatButton,
  HomeHero,
  HomeSection,
  LinkTileGrid,
  OnlineNowPanel,
  SERVICE_TILES,
  ZodiacGrid,
} from '../features/home';
import { usePaymentReturn } from '../features/payments/use-payment-return';
import { useStartChat } from '../features/start-chat';
import { useAstrologersQuery } from '../shared/api/astrologers-api';
import { MarketplacePage } from '../shared/ui/marketplace-page';

// Only signed-in customers see it (with the status chips of their consultations): loaded on demand.
const RecentConsultationsSection = lazy(() => import('../features/home/recent-consultations-section'));

function HomeView() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user, isAuthenticated } = useSession();
  usePaymentReturn({ toast });
  const { startChat, pendingAstrologerId, dialog } = useStartChat();
  const astrologers = useAstrologersQuery();
  const firstOnline = astrologers.data?.find((astrologer) => astrologer.isOnline);

  // 'Chat with Astrologers' picks the first online astrologer.
  const chatNow = () => {
    if (firstOnline) startChat(firstOnline);
    else navigate(astrologers.data ? '/astrologers' : '/astrologers?online=true');
  };

  return (
    <>
      <HomeHero
        onChat={chatNow}
        chatPending={pendingAstrologerId !== null}
        getStartedHref={isAuthenticated ? '/astrologers' : '/login?tab=register'}
        aside={astrologers.data ? <OnlineNowPanel astrologers={astrologers.data} onChat={startChat} /> : null}
      />

      {isAuthenticated && user?.role === 'user' ? (
        <Suspense fallback={null}>
          <RecentConsultationsSection userId={user.id} />
        </Suspense>
      ) : null}

      <HomeSection
        id="featured-heading"
        title="Featured astrologers"
        subtitle="Experienced, verified and rated by thousands of customers."
        action={
          <Button component={RouterLink} to="/astrologers" endIcon={<ArrowForwardRounded />}>
            See all astrologers
          </Button>
        }
      >
        <FeaturedAstrologers astrologers={astrologers.data} failed={astrologers.isError} onChat={startChat} />
      </HomeSection>

      <HomeSection id="right-astrologer-heading" title="Find the right astrologer" subtitle="Start with what is on your mind." tinted>
        <LinkTileGrid links={ASTROLOGER_SHORTCUTS} label="Astrologers by topic" columns={{ xs: 2, sm: 2, md: 3 }} tone="secondary" />
      </HomeSection>

      <HomeSection id="services-heading" title="Astrology services" subtitle="Free tools and in-depth reports, any time.">
        <LinkTileGrid links={SERVICE_TILES} label="Services" columns={{ xs: 2, sm: 2, md: 4 }} />
      </HomeSection>

      <HomeSection id="zodiac-heading" title="Your zodiac sign" subtitle="Read today’s horoscope for your sign." tinted>
        <ZodiacGrid />
      </HomeSection>

      <FloatingChatButton />
      {dialog}
    </>
  );
}

/** / (the home page). */
export default function HomePage() {
  return (
    <MarketplacePage title={null}>
      <HomeView />
    </MarketplacePage>
  );
}
