import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import PinOutlined from '@mui/icons-material/PinOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SelfImprovementOutlined from '@mui/icons-material/SelfImprovementOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import WcOutlined from '@mui/icons-material/WcOutlined';
import Face3Outlined from '@mui/icons-material/Face3Outlined';
import type { MarketplaceKey } from '../../../locales/use-text';

export interface HomeLink {
  to: string;
  /** Catalogue keys of the tile's text. */
  title: MarketplaceKey;
  description: MarketplaceKey;
  icon: typeof WcOutlined;
}

/** The twelve service tiles, in order. */
export const SERVICE_TILES: readonly HomeLink[] = [
  { to: '/match-making', title: 'home.services.matching.title', description: 'home.services.matching.description', icon: WcOutlined },
  { to: '/panchang', title: 'home.services.panchang.title', description: 'home.services.panchang.description', icon: CalendarMonthOutlined },
  { to: '/tarot-reading', title: 'home.services.tarot.title', description: 'home.services.tarot.description', icon: StyleOutlined },
  { to: '/kundli', title: 'home.services.kundli.title', description: 'home.services.kundli.description', icon: AutoStoriesOutlined },
  { to: '/love-compatibility', title: 'home.services.love.title', description: 'home.services.love.description', icon: FavoriteBorderRounded },
  { to: '/numerology', title: 'home.services.numerology.title', description: 'home.services.numerology.description', icon: PinOutlined },
  { to: '/remedies', title: 'home.services.remedies.title', description: 'home.services.remedies.description', icon: SpaOutlined },
  { to: '/planet-transits', title: 'home.services.transits.title', description: 'home.services.transits.description', icon: PublicOutlined },
  { to: '/vastu', title: 'home.services.vastu.title', description: 'home.services.vastu.description', icon: HomeWorkOutlined },
  { to: '/astrological-report-form', title: 'home.services.reports.title', description: 'home.services.reports.description', icon: DescriptionOutlined },
  { to: '/festivals', title: 'home.services.festivals.title', description: 'home.services.festivals.description', icon: CelebrationOutlined },
  { to: '/spirituality', title: 'home.services.spirituality.title', description: 'home.services.spirituality.description', icon: SelfImprovementOutlined },
];

/** Six shortcuts to the listing, already filtered. */
export const ASTROLOGER_SHORTCUTS: readonly HomeLink[] = [
  { to: '/astrologers?category=love', title: 'home.topics.love.title', description: 'home.topics.love.description', icon: VolunteerActivismOutlined },
  { to: '/astrologers?category=marriage', title: 'home.topics.marriage.title', description: 'home.topics.marriage.description', icon: WcOutlined },
  { to: '/astrologers?category=career', title: 'home.topics.career.title', description: 'home.topics.career.description', icon: TrendingUpRounded },
  { to: '/astrologers?category=business', title: 'home.topics.business.title', description: 'home.topics.business.description', icon: BusinessCenterOutlined },
  { to: '/astrologers?category=finance', title: 'home.topics.finance.title', description: 'home.topics.finance.description', icon: SavingsOutlined },
  { to: '/astrologers?gender=female', title: 'home.topics.female.title', description: 'home.topics.female.description', icon: Face3Outlined },
];
