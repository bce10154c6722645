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

export interface HomeLink {
  to: string;
  title: string;
  description: string;
  icon: typeof WcOutlined;
}

/** The twelve service tiles, in order. */
export const SERVICE_TILES: readonly HomeLink[] = [
  { to: '/match-making', title: 'Kundli Matching', description: 'Guna milan and dosha check for marriage', icon: WcOutlined },
  { to: '/panchang', title: 'Panchang', description: 'Tithi, nakshatra, yoga and muhurat for today', icon: CalendarMonthOutlined },
  { to: '/tarot-reading', title: 'Tarot Reading', description: 'Draw cards for clarity on a question', icon: StyleOutlined },
  { to: '/kundli', title: 'Free Kundli', description: 'Your Vedic birth chart in seconds', icon: AutoStoriesOutlined },
  { to: '/love-compatibility', title: 'Love Compatibility', description: 'How your signs get along', icon: FavoriteBorderRounded },
  { to: '/numerology', title: 'Numerology', description: 'Life path and lucky numbers', icon: PinOutlined },
  { to: '/remedies', title: 'Remedies', description: 'Mantras, gemstones and simple upayas', icon: SpaOutlined },
  { to: '/planet-transits', title: 'Planet Transits', description: 'What the planets move into next', icon: PublicOutlined },
  { to: '/vastu', title: 'Vastu Shastra', description: 'Harmony for home and workplace', icon: HomeWorkOutlined },
  { to: '/astrological-report-form', title: 'Detailed Reports', description: 'A personal PDF report by e-mail', icon: DescriptionOutlined },
  { to: '/festivals', title: 'Festivals', description: 'Hindu festival dates and rituals', icon: CelebrationOutlined },
  { to: '/spirituality', title: 'Spirituality', description: 'Meditation, mantras and practice', icon: SelfImprovementOutlined },
];

/** Six shortcuts to the listing, already filtered. */
export const ASTROLOGER_SHORTCUTS: readonly HomeLink[] = [
  { to: '/astrologers?category=love', title: 'Love', description: 'Relationships and compatibility', icon: VolunteerActivismOutlined },
  { to: '/astrologers?category=marriage', title: 'Marriage', description: 'Timing, matching and harmony', icon: WcOutlined },
  { to: '/astrologers?category=career', title: 'Career', description: 'Jobs, growth and change', icon: TrendingUpRounded },
  { to: '/astrologers?category=business', title: 'Business', description: 'Ventures, partners and launches', icon: BusinessCenterOutlined },
  { to: '/astrologers?category=finance', title: 'Finance', description: 'Money, property and investments', icon: SavingsOutlined },
  { to: '/astrologers?gender=female', title: 'Female Astrologers', description: 'Consult a woman astrologer', icon: Face3Outlined },
];
