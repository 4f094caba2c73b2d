import type { BenefitIcon } from '@brewline/contracts/memberships';
import { CancelOutlined, EventOutlined, LocalCafeOutlined, LocalOfferOutlined, WorkspacePremiumOutlined } from '@mui/icons-material';
import type { SvgIconComponent } from '@mui/icons-material';

/** How each of the five benefit icons is drawn, and its translation key. */
export const BENEFIT_ICON_LOOK: Record<BenefitIcon, { Icon: SvgIconComponent; labelKey: string }> = {
  'Benefit Drink': { Icon: LocalCafeOutlined, labelKey: 'icons.benefitDrink' },
  Cancel: { Icon: CancelOutlined, labelKey: 'icons.cancel' },
  Deal: { Icon: LocalOfferOutlined, labelKey: 'icons.deal' },
  Event: { Icon: EventOutlined, labelKey: 'icons.event' },
  Exclusive: { Icon: WorkspacePremiumOutlined, labelKey: 'icons.exclusive' },
};

export const isBenefitIcon = (value: string): value is BenefitIcon => Object.hasOwn(BENEFIT_ICON_LOOK, value);
