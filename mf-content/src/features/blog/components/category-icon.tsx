import ArticleRounded from '@mui/icons-material/ArticleRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import Brightness7Rounded from '@mui/icons-material/Brightness7Rounded';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import SelfImprovementRounded from '@mui/icons-material/SelfImprovementRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import StyleRounded from '@mui/icons-material/StyleRounded';
import TagRounded from '@mui/icons-material/TagRounded';
import WorkRounded from '@mui/icons-material/WorkRounded';
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';

type SvgIconComponent = ComponentType<SvgIconProps>;

/** Categories name a Material Symbols glyph; these are the ones the blog uses (others get a generic one). */
const ICONS: Record<string, SvgIconComponent> = {
  auto_awesome: AutoAwesomeRounded,
  brightness_7: Brightness7Rounded,
  favorite: FavoriteRounded,
  work: WorkRounded,
  tag: TagRounded,
  home: HomeRounded,
  style: StyleRounded,
  spa: SpaRounded,
  celebration: CelebrationRounded,
  self_improvement: SelfImprovementRounded,
};

export function CategoryIcon({ name, fontSize = 'medium' }: { name: string; fontSize?: 'small' | 'medium' | 'large' }) {
  const Icon = ICONS[name] ?? ArticleRounded;
  return <Icon fontSize={fontSize} aria-hidden />;
}
