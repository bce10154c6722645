import { lazy, Suspense, useDeferredValue } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { useToast } from '@astrosetu/design-system/toast';
import { RenderAfterFirstCommit, useSession } from '@astrosetu/web-core';
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
import { useAstrologersQuery, useMarketplaceFiguresQuery } from '../shared/api/astrologers-api';
import { MarketplacePage } from '../shared/ui/marketplace-page';
import { useMarketplaceText } from '../locales/use-text';

// Only signed-in customers see it (with the status chips of their consultations): loaded on demand, with the rest
// of the catalogue (the chips' text is not among the home page's bundled sections).
const RecentConsultationsSection = lazy(useMarketplaceText.withCompleteCatalogue(() => import('../features/home/recent-consultations-section')));

function HomeView() {
  const navigate = useNavigate();
  const { t } = useMarketplaceText();
  const { toast } = useToast();
  const { user, isAuthenticated } = useSession();
  usePaymentReturn({ toast });
  const { startChat, pendingAstrologerId, dialog } = useStartChat();
  const astrologers = useAstrologersQuery();
  const figures = useMarketplaceFiguresQuery();
  // What the page draws is deferred: the answer arrives in a store update, which React renders whole (never
  // time-sliced); this way the cards follow in a background render that yields to taps (~300 ms of blocked main
  // thread on a slowed phone). The Chat button's choice reads the latest answer.
  const shown = useDeferredValue(astrologers);
  const firstOnline = astrologers.data?.find((astrologer) => astrologer.isOnline);

  // 'Chat with Astrologers' picks the first online astrologer.
  const chatNow = () => {
    if (firstOnline) startChat(firstOnline);
    else navigate(astrologers.data ? '/astrologers' : '/astrologers?online=true');
  };

  return (
    <>
      <HomeHero
        figures={figures.data}
        figuresFailed={figures.isError}
        onChat={chatNow}
        chatPending={pendingAstrologerId !== null}
        getStartedHref={isAuthenticated ? '/astrologers' : '/login?tab=register'}
        aside={shown.data ? <OnlineNowPanel astrologers={shown.data} onChat={startChat} /> : null}
      />

      {isAuthenticated && user?.role === 'user' ? (
        <Suspense fallback={null}>
          <RecentConsultationsSection userId={user.id} />
        </Suspense>
      ) : null}

      <HomeSection
        id="featured-heading"
        title={t('home.featured.title')}
        subtitle={t('home.featured.subtitle')}
        action={
          <Button component={RouterLink} to="/astrologers" endIcon={<ArrowForwardRounded />}>
            {t('home.featured.seeAll')}
          </Button>
        }
      >
        <FeaturedAstrologers
          astrologers={shown.data}
          failed={shown.isError}
          onRetry={() => void astrologers.refetch()}
          retrying={astrologers.isFetching}
          onChat={startChat}
        />
      </HomeSection>

      {/* The three sections below the first screen: a render of their own after the page's first commit. */}
      <RenderAfterFirstCommit reserveHeight="150vh">
        <HomeSection id="right-astrologer-heading" title={t('home.topics.title')} subtitle={t('home.topics.subtitle')} tinted>
          <LinkTileGrid links={ASTROLOGER_SHORTCUTS} label={t('home.topics.label')} columns={{ xs: 2, sm: 2, md: 3 }} tone="secondary" />
        </HomeSection>

        <HomeSection id="services-heading" title={t('home.services.title')} subtitle={t('home.services.subtitle')}>
          <LinkTileGrid links={SERVICE_TILES} label={t('home.services.label')} columns={{ xs: 2, sm: 2, md: 4 }} />
        </HomeSection>

        <HomeSection id="zodiac-heading" title={t('home.zodiac.title')} subtitle={t('home.zodiac.subtitle')} tinted>
          <ZodiacGrid />
        </HomeSection>
      </RenderAfterFirstCommit>

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
